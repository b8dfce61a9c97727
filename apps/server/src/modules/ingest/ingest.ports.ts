import type { AckMessage, DeviceEventFact } from '@kiosk/common/mqtt';
import type { Db } from '../../db/client.ts';
import type { DeviceHandlers } from '../../mqtt/gateway.ts';

/** A kiosk as the ingest finds it by its serial number (the kiosks module's row: id, owner, serial). */
export interface KioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

/** What a stored message changed on its kiosk, as the console's change notices name it. */
export type IngestAspect = 'state' | 'activity' | 'temperature';

/**
 * A device fact the ingest publishes (the kiosks module's `kiosks.facts`, ADR 0014): every telemetry reading
 * and status, and every event stored for the first time.
 */
export type DeviceFact = { kiosk: { id: string; orgId: string }; receivedAt: Date } & (
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEventFact }
  | { kind: 'status'; online: boolean }
);

/**
 * What the ingest needs of the kiosks module (wired in modules.ts): the console's change notices, the device
 * facts published on a batch's transaction, and the kiosks' logins (device credentials) the gateway checks.
 */
export interface KiosksPort extends Pick<DeviceHandlers, 'authenticate' | 'currentLogins' | 'watchLogins'> {
  /** Tells open consoles that a kiosk changed (coalesced by the kiosks module; synchronous, per message). */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly IngestAspect[]): void;
  /** Publishes device facts on the transaction that stored what they say (once per batch). */
  recordFacts(tx: Db, facts: readonly DeviceFact[]): Promise<void>;
}

/** What the gateway's handlers need of the kiosk commands (device contract §3; the commands module). */
export interface CommandsPort {
  /** Records a kiosk's ack of one of its commands (unknown or foreign commands are ignored). */
  acknowledge(kiosk: KioskRef, ack: AckMessage, receivedAt: Date): Promise<void>;
  /** Publishes the kiosk's queued commands (it is reachable now). */
  deliverPending(kiosk: KioskRef): Promise<void>;
}

/** The sales derivation (the sales module): a session opened (late) or closed, or its payment arrived. */
export interface SalesPort {
  sessionChanged(kiosk: KioskRef, sessionId: string): Promise<void>;
}
