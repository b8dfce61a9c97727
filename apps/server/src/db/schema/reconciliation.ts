import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kiosks } from './kiosks.ts';
import { organizations } from './organizations.ts';

/**
 * The reconciliation module's tables (ADR 0019, docs/field-operations.md, ADR 0026): the counts a person
 * recorded on a visit and the photos of the shelves. Moved from db/schema/stock.ts without a migration: only
 * the file they are declared in changed.
 */

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

/**
 * Photos of a kiosk's shelves after a refill (ADR 0026), taken by the replenisher on the phone. The image
 * (JPEG or PNG, checked from its bytes) and a thumbnail are in the file storage under `images/shelf-photos/`,
 * served by capability URL like product images (ADR 0004). A photo joins the refill history's visit of its
 * author on its kiosk by the same rule as their other records (docs/field-operations.md "Refill history").
 */
export const kioskShelfPhotos = pgTable(
  'kiosk_shelf_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** When the phone took it (its clock); the history joins by createdAt, the server's. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kiosk_shelf_photos_kiosk_created_idx').on(t.kioskId, t.createdAt)],
);
