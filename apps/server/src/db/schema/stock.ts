import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WasteReason } from '@kiosk/common/validation';
import { kiosks } from './kiosks.ts';
import { productLines } from './products.ts';

/**
 * The stock module's tables (ADR 0019, docs/field-operations.md, ADR 0023): the planogram (a kiosk's load
 * cells and the stock on them), batches of a cell's units and waste. Each hangs off a kiosk (`kiosks.id`, the
 * kiosks module's table). The counts recorded on a visit and shelf photos are the reconciliation module's
 * (`db/schema/reconciliation.ts`).
 */

/** Surface sizes of a load cell (spec §9): the product's capacity for that size is the cell's max quantity. */
export const SURFACE_SIZES = ['N33', 'N50'] as const;

/**
 * The planogram and inventory (spec §3 Kiosk inventory loadCells): one row per load cell of a kiosk, with
 * its unique planogram position, the product on it, surface size, price tag / ESL tag and the stock
 * count that purchases, refills and corrections move. `max_qty` is derived from the product's capacity
 * for the surface size when the cell is saved.
 */
export const kioskCells = pgTable(
  'kiosk_cells',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').notNull(),
    /** The device's load-cell id (A1 … A15, B1 … B15): what `session.closed` reports. */
    cellId: text('cell_id').notNull(),
    planogramPosition: integer('planogram_position').notNull(),
    productId: uuid('product_id').references(() => productLines.id, { onDelete: 'restrict' }),
    surfaceSize: text('surface_size').$type<(typeof SURFACE_SIZES)[number]>().notNull().default('N50'),
    priceTag: text('price_tag'),
    /** ESL tag id of the cell's price label. */
    tagId: text('tag_id'),
    /** Units on the cell now. */
    count: integer('count').notNull().default(0),
    maxQty: integer('max_qty').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosk_cells_cell_key').on(t.kioskId, t.cellId),
    uniqueIndex('kiosk_cells_position_key').on(t.kioskId, t.planogramPosition),
    index('kiosk_cells_product_idx').on(t.productId),
    index('kiosk_cells_org_idx').on(t.orgId),
    check('kiosk_cells_counts_check', sql`${t.maxQty} >= 0 AND ${t.planogramPosition} >= 0`),
    check('kiosk_cells_surface_check', sql`${t.surfaceSize} IN ('N33', 'N50')`),
  ],
);

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
