import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kiosks } from './kiosks.ts';

/**
 * The replenishment module's tables (ADR 0019, docs/pick-lists.md): the kiosks' visit schedules. Moved from
 * db/schema/stock.ts without a migration: only the file they are declared in changed.
 */

/**
 * The visit schedule of a kiosk (docs/pick-lists.md): the ISO weekdays (1 = Monday … 7 = Sunday) a route
 * visits it, and the safety margin its forecast pick list adds to the demand until the next visit.
 */
export const kioskVisitSchedules = pgTable(
  'kiosk_visit_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    weekdays: integer('weekdays').array().notNull(),
    safetyMarginPercent: integer('safety_margin_percent').notNull().default(20),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosk_visit_schedules_kiosk_key').on(t.kioskId),
    check('kiosk_visit_schedules_margin_check', sql`${t.safetyMarginPercent} BETWEEN 0 AND 200`),
    check(
      'kiosk_visit_schedules_weekdays_check',
      sql`cardinality(${t.weekdays}) BETWEEN 1 AND 7 AND ${t.weekdays} <@ ARRAY[1,2,3,4,5,6,7]`,
    ),
  ],
);
