import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskCellBatches, kioskCells } from '../../db/schema/stock.ts';

export interface ExportCellRow {
  kioskId: string;
  cellId: string;
  planogramPosition: number;
  productId: string | null;
  count: number;
  maxQty: number;
}

/** Units a kiosk needs of one product to fill its cells to their max, with its stock and capacity. */
export interface KioskNeed {
  kioskId: string;
  productId: string;
  missing: number;
  /** Units on its cells now, and what they hold full. */
  stock: number;
  capacity: number;
}

/**
 * Reads of the planogram (kiosk_cells) and its batches for the replenishment module's exports, pick lists and
 * stops (the stock port `levels`): cells, needs per product, dated units.
 */
export function createKioskInventoryRepository(db: Db) {
  return {
    /** Every cell of the given kiosks, by kiosk and planogram position. */
    async cellsOf(kioskIds: readonly string[]): Promise<ExportCellRow[]> {
      if (kioskIds.length === 0) return [];
      return db
        .select({
          kioskId: kioskCells.kioskId,
          cellId: kioskCells.cellId,
          planogramPosition: kioskCells.planogramPosition,
          productId: kioskCells.productId,
          count: kioskCells.count,
          maxQty: kioskCells.maxQty,
        })
        .from(kioskCells)
        .where(inArray(kioskCells.kioskId, [...kioskIds]))
        .orderBy(asc(kioskCells.kioskId), asc(kioskCells.planogramPosition));
    },

    /**
     * Per kiosk and product: the units missing to fill every cell of that product to its max (cells
     * holding more than their max count as full, not as a surplus). Cells without a product are ignored.
     */
    async needsOf(kioskIds: readonly string[]): Promise<KioskNeed[]> {
      if (kioskIds.length === 0) return [];
      const missing = sql<number>`coalesce(sum(greatest(${kioskCells.maxQty} - ${kioskCells.count}, 0)), 0)::int`;
      const stock = sql<number>`coalesce(sum(greatest(${kioskCells.count}, 0)), 0)::int`;
      const capacity = sql<number>`coalesce(sum(${kioskCells.maxQty}), 0)::int`;
      const rows = await db
        .select({ kioskId: kioskCells.kioskId, productId: kioskCells.productId, missing, stock, capacity })
        .from(kioskCells)
        .where(and(inArray(kioskCells.kioskId, [...kioskIds]), isNotNull(kioskCells.productId)))
        .groupBy(kioskCells.kioskId, kioskCells.productId);
      return rows.flatMap(({ productId, ...row }) => (productId ? [{ ...row, productId }] : []));
    },

    /**
     * Dated units on these kiosks' cells (batches of the product the cell holds now, with a best-before
     * day), by kiosk, cell and best-before day: what the pick lists flag to pull.
     */
    async datedUnitsOf(kioskIds: readonly string[]): Promise<DatedUnits[]> {
      if (kioskIds.length === 0) return [];
      const rows = await db
        .select({
          batchId: kioskCellBatches.id,
          kioskId: kioskCellBatches.kioskId,
          cellId: kioskCells.cellId,
          productId: kioskCellBatches.productId,
          bestBefore: kioskCellBatches.bestBefore,
          quantity: kioskCellBatches.quantity,
        })
        .from(kioskCellBatches)
        .innerJoin(kioskCells, eq(kioskCells.id, kioskCellBatches.cellRowId))
        .where(
          and(
            inArray(kioskCellBatches.kioskId, [...kioskIds]),
            gt(kioskCellBatches.quantity, 0),
            isNotNull(kioskCellBatches.bestBefore),
            sql`${kioskCells.productId} = ${kioskCellBatches.productId}`,
          ),
        )
        .orderBy(
          asc(kioskCellBatches.kioskId),
          asc(kioskCells.cellId),
          asc(kioskCellBatches.bestBefore),
          asc(kioskCellBatches.createdAt),
          asc(kioskCellBatches.id),
        );
      return rows.flatMap(({ bestBefore, ...row }) => (bestBefore ? [{ ...row, bestBefore }] : []));
    },
  };
}

/** Units of one batch on a cell with their best-before day (YYYY-MM-DD). */
export interface DatedUnits {
  batchId: string;
  kioskId: string;
  cellId: string;
  productId: string;
  bestBefore: string;
  quantity: number;
}

export type KioskInventoryRepository = ReturnType<typeof createKioskInventoryRepository>;
