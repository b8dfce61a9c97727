import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AcceptedPayment, ControllerSettings, PlaylistItem } from '@kiosk/common/mqtt';
import type { ActivityCategory } from '@kiosk/common/validation';
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
 * kiosk that has never reported: offline, door unknown, no session, in service. Stored with fillfactor 70
 * (migration 0034; drizzle does not model it): the ingest's updates of the live state set no indexed
 * column, so with room on the page they stay heap-only (HOT) and update no index.
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
    /** Why the kiosk is out of service (device contract `service` reasons), null while in service. */
    serviceReason: text('service_reason').$type<'manual' | 'schedule' | 'temperature'>(),
    /** The kiosk's open session as the device named it (`session.opened.sessionId`), null when none. */
    sessionId: text('session_id'),
    /** The device secret (MQTT password) as a hash; the secret itself is shown once and never stored. */
    deviceSecretHash: text('device_secret_hash'),
    deviceSecretIssuedAt: timestamp('device_secret_issued_at', { withTimezone: true }),
    /**
     * Controller settings (spec §3 Kiosk controller settings; `configureKioskProps`). Missing fields take
     * the spec's defaults when read (thermostat 3, auto out-of-service 7 °C / 20 min, minimumAge 0).
     */
    controller: jsonb('controller').$type<Partial<ControllerSettings>>().notNull().default({}),
    /**
     * Accepted payment type and its configuration. Secrets (password, clientSecret) are stored for the
     * kiosk's `apply_settings` but never sent back to the browser.
     */
    acceptedPayment: jsonb('accepted_payment').$type<AcceptedPayment>(),
    /** The kiosk's ESL (electronic shelf label) system id, as `configureKioskProps` sets it. */
    esl: text('esl'),
    /** The playlist (spec §3 playList items), in play order; media live in file storage. */
    playlist: jsonb('playlist').$type<PlaylistItem[]>().notNull().default([]),
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

/** What an activity-log entry is about (gridActivities): ACTIVITY_CATEGORIES of @kiosk/common/validation. */
export type { ActivityCategory };

/**
 * The activity log of each kiosk (spec §7 gridActivities): every device event as the kiosk sent it
 * (stored once by its id — a redelivered event finds its row), the network changes the server derives
 * (online, offline, silence) and every command with its acknowledgements.
 */
export const kioskActivities = pgTable(
  'kiosk_activities',
  {
    /** Time-ordered (migration 0034): a batch's new keys go to the index's last pages, not random ones. */
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    /** No foreign key (migration 0035): a kiosk's deletion deletes its rows by trigger, an insert checks nothing. */
    kioskId: uuid('kiosk_id').notNull(),
    orgId: uuid('org_id').notNull(),
    /** When it happened: the kiosk's `ts` for device events, the server's clock otherwise. */
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    category: text('category').$type<ActivityCategory>().notNull(),
    /** The device event type (`door`, `session.opened`, …) or the server's (`network.online`, `command.sent`, …). */
    type: text('type').notNull(),
    /** The device event's `id`; null for entries the server writes. */
    eventId: text('event_id'),
    /** The event's fields (without card tokens) or the command's id, type and status. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('kiosk_activities_event_key').on(t.kioskId, t.eventId),
    index('kiosk_activities_kiosk_ts_idx').on(t.kioskId, t.ts.desc(), t.id),
    // No index by org_id (dropped in 0034): the log scopes by the kiosk's organization through the join.
    // The retention job's batched deletes of old entries (ADR 0022): small, and cheap to keep up on ingest.
    index('kiosk_activities_ts_brin').using('brin', t.ts),
    check(
      'kiosk_activities_category_check',
      sql`${t.category} IN ('session', 'door', 'payment', 'scale', 'terminal', 'network', 'access', 'sensor', 'command')`,
    ),
  ],
);

/**
 * Every temperature reading (device contract §2 telemetry), for the log, the chart, the alerts and the
 * compliance report. Partitioned by UTC month of `ts` (migration 0024, ADR 0022: drizzle does not model
 * partitions): `kiosk_temperatures_pYYYYMM` and a default partition; the retention job creates months ahead
 * and drops those older than DEVICE_DATA_RETENTION_MONTHS. The primary key holds the partition key, so a
 * reading is stored once across partitions. A statement trigger queues the hours each insert touched in
 * `kiosk_temperature_changes` for the hourly roll-ups.
 */
export const kioskTemperatures = pgTable(
  'kiosk_temperatures',
  {
    /** No foreign key (migration 0035): a kiosk's deletion deletes its readings by trigger. */
    kioskId: uuid('kiosk_id').notNull(),
    /** The kiosk's clock (`ts`): buffered readings arrive later with their original time. */
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    /** Up to four sensors in 1/100 °C, null for a missing sensor. */
    sensors: integer('sensors').array().notNull(),
    uptime: integer('uptime'),
  },
  (t) => [
    primaryKey({ columns: [t.kioskId, t.ts] }),
    check('kiosk_temperatures_sensors_check', sql`cardinality(${t.sensors}) <= 4`),
  ],
);

/**
 * Hourly roll-ups of the readings (ADR 0022) for the temperature log on long ranges: per kiosk and UTC hour
 * the number of readings and, per sensor position (1..4, `width` of them), the minimum, maximum, sum and
 * number of values in 1/100 °C (null where the hour has no value of that sensor). Recomputed from the raw
 * readings for every hour in `kiosk_temperature_changes`; kept TEMPERATURE_ROLLUP_RETENTION_MONTHS.
 */
export const kioskTemperatureHours = pgTable(
  'kiosk_temperature_hours',
  {
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    readings: integer('readings').notNull(),
    width: smallint('width').notNull(),
    mins: integer('mins').array().notNull(),
    maxs: integer('maxs').array().notNull(),
    sums: bigint('sums', { mode: 'number' }).array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kioskId, t.hour] }),
    index('kiosk_temperature_hours_hour_brin').using('brin', t.hour),
  ],
);

/**
 * The SQL aggregates of an hour's readings (alias `t`): what kiosk_temperature_hours stores. The roll-up job
 * (the retention module) stores them; the temperature log (the kiosks module) computes them for the hours still
 * queued.
 */
export const HOUR_AGGREGATES = sql.raw(`count(*)::int AS readings,
  coalesce(max(cardinality(t.sensors)), 0)::smallint AS width,
  ARRAY[min(t.sensors[1]), min(t.sensors[2]), min(t.sensors[3]), min(t.sensors[4])] AS mins,
  ARRAY[max(t.sensors[1]), max(t.sensors[2]), max(t.sensors[3]), max(t.sensors[4])] AS maxs,
  ARRAY[sum(t.sensors[1]), sum(t.sensors[2]), sum(t.sensors[3]), sum(t.sensors[4])]::bigint[] AS sums,
  ARRAY[count(t.sensors[1]), count(t.sensors[2]), count(t.sensors[3]), count(t.sensors[4])]::int[] AS counts`);

/**
 * The (kiosk, UTC hour)s whose readings changed since the roll-up job last took them: written by the
 * statement trigger of kiosk_temperatures in the inserting transaction, emptied by the roll-up job. The
 * temperature log aggregates these hours from the raw readings, so it never shows a stale hour.
 */
export const kioskTemperatureChanges = pgTable(
  'kiosk_temperature_changes',
  {
    kioskId: uuid('kiosk_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [index('kiosk_temperature_changes_kiosk_hour_idx').on(t.kioskId, t.hour)],
);

export const SESSION_KINDS = ['purchase', 'refill'] as const;

/**
 * Purchase and refill sessions as the kiosk reported them (device contract §2): opened, closed with the
 * weights of every load cell, and the payment result. Sales and refills are derived from these.
 */
export const kioskSessions = pgTable(
  'kiosk_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    /** The device's `sessionId`. */
    sessionId: text('session_id').notNull(),
    kind: text('kind').$type<(typeof SESSION_KINDS)[number]>().notNull(),
    /** Refill mode (automatic, tablet, mission_control, prod_returned); null for purchases. */
    mode: text('mode'),
    technician: boolean('technician').notNull().default(false),
    /** Card type and last four digits (never the token), or the member card id. */
    card: jsonb('card').$type<{ cardType?: string; last4?: string; memberCardId?: string }>(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Weights per load cell at open and at close, in grams. */
    cells: jsonb('cells').$type<{ cellId: string; weightBefore: number; weightAfter: number }[]>(),
    paymentStatus: text('payment_status').$type<'paid' | 'failed' | 'pending'>(),
    payment: jsonb('payment').$type<{
      amount: string;
      provider: string;
      cardType?: string;
      last4?: string;
      ts: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosk_sessions_session_key').on(t.kioskId, t.sessionId),
    index('kiosk_sessions_org_closed_idx').on(t.orgId, t.closedAt),
    check('kiosk_sessions_kind_check', sql`${t.kind} IN ('purchase', 'refill')`),
  ],
);
