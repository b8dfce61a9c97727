import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kiosks } from './kiosks.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Which replenisher works on which kiosk (ADR 0024): a user with the replenisher role in the kiosk's
 * organization reaches the kiosk for field operations. An assignment whose role is gone no longer counts.
 */
export const kioskReplenishers = pgTable(
  'kiosk_replenishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosk_replenishers_user_kiosk_key').on(t.userId, t.kioskId),
    index('kiosk_replenishers_kiosk_idx').on(t.kioskId),
    index('kiosk_replenishers_org_idx').on(t.orgId),
  ],
);

/** Field operations a replayed request may repeat (ADR 0024). */
export const FIELD_OPERATIONS = [
  'addCellStock',
  'dateCellStock',
  'recordWaste',
  'createRefill',
  'uploadShelfPhoto',
] as const;
export type FieldOperation = (typeof FIELD_OPERATIONS)[number];

/**
 * Field operations already applied, by the caller's idempotency key (ADR 0024): a replay with the same key
 * answers `result` — what the first call answered — without applying the operation again.
 */
export const fieldOperationKeys = pgTable(
  'field_operation_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').$type<FieldOperation>().notNull(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    /** What identifies the first call's answer (the waste record's, the kiosk's or the command's id); null while it runs. */
    result: jsonb('result').$type<{ id: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('field_operation_keys_user_key').on(t.userId, t.key),
    index('field_operation_keys_created_idx').on(t.createdAt),
    check(
      'field_operation_keys_operation_check',
      sql`${t.operation} IN ('addCellStock', 'dateCellStock', 'recordWaste', 'createRefill', 'uploadShelfPhoto')`,
    ),
  ],
);
