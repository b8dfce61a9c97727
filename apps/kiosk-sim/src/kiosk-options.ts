/**
 * The virtual kiosk's options (broker, clock, profile, opening hours, incidents, …) and counters, and a
 * helper type for its event fields. The kiosk itself is in `kiosk.ts`.
 */
import type { Clock } from './clock.ts';
import type { OpeningHours } from './model.ts';
import type { SalesProfile } from './profile.ts';

export interface KioskOptions {
  serialNumber: string;
  password: string;
  /** Broker URL: `mqtt://host:1883` or `ws://host:3000/mqtt`. */
  url: string;
  clock: Clock;
  profile: SalesProfile;
  seed?: number;
  /** Load cells A1…An (default 15). */
  cellCount?: number;
  openingHours?: OpeningHours;
  /** Offset of the kiosk's local time from UTC, for opening hours and the daily profile (default: this machine's). */
  utcOffsetMinutes?: number;
  /** Purchases per day at an average hour and weekday (default: the profile's). */
  purchasesPerDay?: number;
  /** Multiplies the rates of incidents (door left open, compressor fault, offline spells, scale, terminal, network); 0 = none. */
  incidentRate?: number;
  /** Reports the door and a first reading right after connecting, as a controller does at boot (default on). */
  bootReport?: boolean;
  /** Random behaviour on (default); off leaves only telemetry and what commands or the methods below start. */
  autonomous?: boolean;
  firmware?: string;
  ip?: string;
  /** Real ms between reconnection attempts when the broker drops the connection (default 2000). */
  reconnectPeriodMs?: number;
  log?: (message: string) => void;
  /** Every message the kiosk published, after the broker took it. */
  onPublish?: (topic: string, payload: string) => void;
}

export interface KioskStats {
  connected: boolean;
  purchases: number;
  refills: number;
  commands: number;
  commandsFailed: number;
  published: { status: number; telemetry: number; event: number; ack: number };
  /** Messages waiting for the connection. */
  buffered: number;
}

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
