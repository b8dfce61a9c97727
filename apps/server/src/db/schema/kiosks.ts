import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import type { PostalAddress } from './postal-address.ts';

/** Where the kiosk stands (spec §3 Kiosk location address); the postal code is text. */
export type KioskLocation = PostalAddress;

/** The kiosk's hardware (spec §3 Kiosk components). */
export interface KioskComponents {
  manufacturer?: string | null;
  type?: string | null;
  model?: string | null;
}

/** Door as the kiosk last reported it (spec §4). */
export const DOOR_STATES = ['open', 'closed', 'unknown'] as const;
/** Session the kiosk is in (spec §4): none, a replenisher's or a purchase. */
export const SESSION_TYPES = ['none', 'replenisher', 'purchase'] as const;

/**
 * Kiosks (spec §3 Kiosk). The identity and form fields are written by the console; the live-state
 * columns (online … uptime) by the device gateway from what the kiosk reports, with defaults for a
 * kiosk that has never reported: offline, door unknown, no session, in service.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The kiosk's MQTT identity (device contract: a safe topic segment); unique across all organizations. */
    serialNumber: text('serial_number').notNull(),
    notes: text('notes'),
    /** Replenishment and technician PINs as the device gets them: integers of at most 4 digits (0123 = 123). */
    pin: integer('pin'),
    technicianPin: integer('technician_pin'),
    location: jsonb('location').$type<KioskLocation>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    components: jsonb('components').$type<KioskComponents>().notNull().default({}),
    qrcode: text('qrcode'),
    // Live state (device gateway).
    online: boolean('online').notNull().default(false),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    door: text('door').$type<(typeof DOOR_STATES)[number]>().notNull().default('unknown'),
    sessionType: text('session_type').$type<(typeof SESSION_TYPES)[number]>().notNull().default('none'),
    sessionSince: timestamp('session_since', { withTimezone: true }),
    /** Up to four sensors, each in 1/100 °C (null = no sensor or no reading). */
    temperatures: integer('temperatures')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    temperaturesUpdated: timestamp('temperatures_updated', { withTimezone: true }),
    inService: boolean('in_service').notNull().default(true),
    ipAddress: text('ip_address'),
    firmware: text('firmware'),
    /** Seconds since the kiosk booted, from its last heartbeat. */
    uptime: integer('uptime'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosks_serial_number_key').on(t.serialNumber),
    // Default sort of the kiosks grid (spec §9): by name, then id; for root (no organization filter)
    // and within one organization.
    index('kiosks_name_id_idx').on(sql`lower(${t.name})`, t.id),
    index('kiosks_org_name_id_idx').on(t.orgId, sql`lower(${t.name})`, t.id),
    check('kiosks_pins_check', sql`${t.pin} BETWEEN 0 AND 9999 AND ${t.technicianPin} BETWEEN 0 AND 9999`),
    check('kiosks_door_check', sql`${t.door} IN ('open', 'closed', 'unknown')`),
    check('kiosks_session_check', sql`${t.sessionType} IN ('none', 'replenisher', 'purchase')`),
    check('kiosks_temperatures_check', sql`cardinality(${t.temperatures}) <= 4`),
  ],
);
