import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlertSeverity, AlertType } from '@kiosk/common/constants';
import { kiosks } from './kiosks.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Alerts (spec §3 Alert), raised by the alert engine (modules/alerts, docs/alerts.md). At most one open
 * alert (no end date) per kiosk and type: the partial unique index is what makes several server
 * instances raise an alert once (INSERT … ON CONFLICT DO NOTHING).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    /** The kiosk's name when the alert opened (shown with the alert and in notifications). */
    kioskName: text('kiosk_name').notNull(),
    type: text('type').$type<AlertType>().notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    /** Scale alerts: the side (A = left, B = right). */
    scaleDirection: text('scale_direction').$type<'left' | 'right'>(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** When the condition cleared (or a one-off alert was acknowledged); null while open. */
    endDate: timestamp('end_date', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedNote: text('acknowledged_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alerts_open_kiosk_type_key')
      .on(t.kioskId, t.type)
      .where(sql`${t.endDate} IS NULL`),
    // The grid: startDate descending, within the caller's organizations or for root across all.
    index('alerts_org_start_idx').on(t.orgId, t.startDate.desc(), t.id),
    index('alerts_start_idx').on(t.startDate.desc(), t.id),
    index('alerts_kiosk_start_idx').on(t.kioskId, t.startDate.desc()),
    check('alerts_severity_check', sql`${t.severity} IN ('high', 'mid', 'low')`),
    check('alerts_scale_direction_check', sql`${t.scaleDirection} IN ('left', 'right')`),
  ],
);

/** Maintenance windows: while one is in force, a kiosk opens no new alerts (docs/alerts.md "Snooze"). */
export const alertSnoozes = pgTable(
  'alert_snoozes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('alert_snoozes_kiosk_until_idx').on(t.kioskId, t.until)],
);

/**
 * The engine's memory per kiosk (alerts.rules.ts `RuleState`): since when each timed condition holds,
 * measured on the kiosk's timestamps. Locked while a fact is applied, so instances apply facts one by one.
 */
export const alertKioskStates = pgTable('alert_kiosk_states', {
  kioskId: uuid('kiosk_id')
    .primaryKey()
    .references(() => kiosks.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id').notNull(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox of alert changes (docs/alerts.md "Who is told"): one row per opening and per resolution,
 * written in the same transaction as the alert. Listeners (notifications, webhooks) are called after the
 * commit; a change stays undelivered until every listener succeeded, and the sweep hands undelivered
 * changes to the listeners again — so a server that stops between the commit and the fan-out loses none.
 * Listeners are idempotent per change (a redelivery after a slow first try tells nobody twice).
 */
export const alertChanges = pgTable(
  'alert_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'opened' | 'resolved'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_changes_alert_kind_key').on(t.alertId, t.kind),
    index('alert_changes_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} IS NULL`),
    check('alert_changes_kind_check', sql`${t.kind} IN ('opened', 'resolved')`),
  ],
);
