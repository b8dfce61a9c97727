import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WasteReason } from '@kiosk/common/validation';
import { kioskCells, kiosks } from './kiosks.ts';

/** The kiosks module's stock tables (docs/field-operations.md, ADR 0023): batches of a cell's units and waste. */

/** Where a batch's units came from: a device refill session, an operator's count or entry, or a count the batches did not explain. */
export const BATCH_SOURCES = ['session', 'correction', 'entry', 'count'] as const;

/**
 * Stock batches of a load cell (docs/field-operations.md, ADR 0023): the units a refill put on the cell,
 * with their best-before date when known (null: the cell's "unknown date" units). `quantity` is what is
 * left of the batch; sales, corrections and waste consume batches first-expiring first (FEFO), unknown
 * dates last, in the transaction that changes the cell's count, so Σ quantity = the cell's count.
 */
export const kioskCellBatches = pgTable(
  'kiosk_cell_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cellRowId: uuid('cell_row_id')
      .notNull()
      .references(() => kioskCells.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id').notNull(),
    orgId: uuid('org_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** Units left of the batch; `added` is what it started with. */
    quantity: integer('quantity').notNull(),
    added: integer('added').notNull(),
    /** The best-before day (a calendar date); null: unknown. */
    bestBefore: date('best_before', { mode: 'string' }),
    source: text('source').$type<(typeof BATCH_SOURCES)[number]>().notNull(),
    /** The device session whose refill added it, or the refill recorded with it (transactions module). */
    sessionId: text('session_id'),
    refillId: uuid('refill_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosk_cell_batches_cell_idx').on(t.cellRowId),
    index('kiosk_cell_batches_kiosk_idx').on(t.kioskId),
    check('kiosk_cell_batches_quantity_check', sql`${t.quantity} >= 0 AND ${t.added} >= ${t.quantity}`),
  ],
);

/**
 * Waste (docs/field-operations.md): units taken out of a cell as known loss, with the reason, the product's
 * cost per unit then, and the batches they came from.
 */
export const kioskWaste = pgTable(
  'kiosk_waste',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    cellId: text('cell_id').notNull(),
    productId: uuid('product_id').notNull(),
    units: integer('units').notNull(),
    reason: text('reason').$type<WasteReason>().notNull(),
    note: text('note'),
    /** The product's default cost per unit when recorded, and units × it. */
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    batches: jsonb('batches').$type<{ batchId: string; bestBefore: string | null; units: number }[]>().notNull(),
    refillId: uuid('refill_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosk_waste_org_at_idx').on(t.orgId, t.createdAt),
    index('kiosk_waste_kiosk_at_idx').on(t.kioskId, t.createdAt),
    check('kiosk_waste_units_check', sql`${t.units} > 0`),
    check('kiosk_waste_reason_check', sql`${t.reason} IN ('expired', 'damaged', 'quality', 'recall', 'other')`),
  ],
);

/**
 * What a person counted on a cell at a visit (docs/field-operations.md "Reconciliation"): the units found
 * before touching the cell and the units they say they put in. The refill history reconciles them with
 * what the refill session's scales weighed. `counted_at` is when the phone recorded it (an offline count
 * arrives later); the latest count of a cell in a visit counts (a replay changes nothing).
 */
export const kioskCellCounts = pgTable(
  'kiosk_cell_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    cellId: text('cell_id').notNull(),
    productId: uuid('product_id'),
    /** Units found on the cell; null: not counted. */
    found: integer('found'),
    /** Units the person put in; null: not said. */
    added: integer('added'),
    createdBy: uuid('created_by'),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosk_cell_counts_kiosk_counted_idx').on(t.kioskId, t.countedAt),
    check(
      'kiosk_cell_counts_units_check',
      sql`(${t.found} IS NULL OR ${t.found} >= 0) AND (${t.added} IS NULL OR ${t.added} >= 0)`,
    ),
  ],
);
