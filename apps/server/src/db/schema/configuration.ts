import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kiosks } from './kiosks.ts';

/** The configuration module's tables (its settings and playlist are columns of the kiosk: kiosks.ts). */

export const SIGNAL_KINDS = ['OutOfServiceStart', 'OutOfServiceEnd'] as const;

export interface KioskSignal {
  /** 0 = Sunday … 6 = Saturday; for daily rules the day slot the signal was entered in. */
  dayNumber: number;
  /** Milliseconds after local midnight in the organization's time zone. */
  msFromStartOfDay: number;
  notifyThat: (typeof SIGNAL_KINDS)[number];
}

/**
 * Out-of-service schedules (spec §3 Out-of-service (signal) rule; `getKioskSignalRules` …): signals
 * repeating daily or weekly. A job sends `service` commands at their instants in the organization's
 * time zone; `last_fired_at` is the last instant it acted on, so each instant is acted on once.
 */
export const kioskSignalRules = pgTable(
  'kiosk_signal_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    repeating: text('repeating').$type<'daily' | 'weekly'>().notNull(),
    signals: jsonb('signals').$type<KioskSignal[]>().notNull().default([]),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosk_signal_rules_kiosk_idx').on(t.kioskId),
    check('kiosk_signal_rules_repeating_check', sql`${t.repeating} IN ('daily', 'weekly')`),
  ],
);
