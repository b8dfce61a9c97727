import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskCellBatches, kioskCells } from '../../db/schema/stock.ts';

export type BatchRow = typeof kioskCellBatches.$inferSelect;
export type NewBatchRow = typeof kioskCellBatches.$inferInsert;

/** Rows of one multi-row insert: 13 columns each, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;

/** The stock batches of load cells (kiosk_cell_batches). Built on the database or on a transaction. */
export function createBatchesRepository(db: Db) {
  return {
    /** Batches of a cell still holding units; `lock`: for this transaction. */
    async ofCell(cellRowId: string, lock = false): Promise<BatchRow[]> {
      const query = db
        .select()
        .from(kioskCellBatches)
        .where(and(eq(kioskCellBatches.cellRowId, cellRowId), gt(kioskCellBatches.quantity, 0)))
        .orderBy(asc(kioskCellBatches.createdAt), asc(kioskCellBatches.id));
      return lock ? query.for('update') : query;
    },

    /** Batches of these cells still holding units, locked for this transaction when `lock`. */
    async ofCells(cellRowIds: readonly string[], lock = false): Promise<BatchRow[]> {
      if (!cellRowIds.length) return [];
      const query = db
        .select()
        .from(kioskCellBatches)
        .where(and(inArray(kioskCellBatches.cellRowId, [...cellRowIds]), gt(kioskCellBatches.quantity, 0)))
        .orderBy(asc(kioskCellBatches.createdAt), asc(kioskCellBatches.id));
      return lock ? query.for('update') : query;
    },

    /** Batches still holding units on these kiosks' cells. */
    async ofKiosks(kioskIds: readonly string[]): Promise<BatchRow[]> {
      if (!kioskIds.length) return [];
      return db
        .select()
        .from(kioskCellBatches)
        .where(and(inArray(kioskCellBatches.kioskId, [...kioskIds]), gt(kioskCellBatches.quantity, 0)))
        .orderBy(asc(kioskCellBatches.createdAt), asc(kioskCellBatches.id));
    },

    async insert(row: NewBatchRow): Promise<BatchRow> {
      const [inserted] = await db.insert(kioskCellBatches).values(row).returning();
      if (!inserted) throw new Error('batch not inserted');
      return inserted;
    },

    async setQuantity(id: string, quantity: number): Promise<void> {
      await db.update(kioskCellBatches).set({ quantity }).where(eq(kioskCellBatches.id, id));
    },

    /** Several batches' quantities in one statement (one jsonb parameter, any number). */
    async setQuantities(rows: readonly { id: string; quantity: number }[]): Promise<void> {
      if (!rows.length) return;
      await db.execute(sql`UPDATE ${kioskCellBatches} SET quantity = r.quantity
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id uuid, quantity integer)
        WHERE ${kioskCellBatches.id} = r.id`);
    },

    /** New batches in as few statements as the parameter limit allows. */
    async insertMany(rows: readonly NewBatchRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db.insert(kioskCellBatches).values(rows.slice(start, start + INSERT_CHUNK));
      }
    },

    /**
     * For the expiry check: batches holding units of the product their cell holds now, with the cell's
     * device id (a batch of a product the cell no longer holds is not stock).
     */
    async stocked() {
      return db
        .select({
          kioskId: kioskCellBatches.kioskId,
          orgId: kioskCellBatches.orgId,
          cellId: kioskCells.cellId,
          productId: kioskCellBatches.productId,
          quantity: kioskCellBatches.quantity,
          bestBefore: kioskCellBatches.bestBefore,
          createdAt: kioskCellBatches.createdAt,
        })
        .from(kioskCellBatches)
        .innerJoin(kioskCells, eq(kioskCells.id, kioskCellBatches.cellRowId))
        .where(
          and(
            gt(kioskCellBatches.quantity, 0),
            gt(kioskCells.count, 0),
            sql`${kioskCells.productId} = ${kioskCellBatches.productId}`,
          ),
        );
    },
  };
}

export type BatchesRepository = ReturnType<typeof createBatchesRepository>;
