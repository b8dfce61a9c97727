import type { Condition } from './alerts.rules.ts';

/**
 * The product-expiry rule (docs/alerts.md): units still in a cell after the product's shelf life since it
 * was last added. A pure function; the engine's sweep feeds it the stocked cells and last refills.
 */

/** A load cell holding units of a product (the expiry check). */
export interface StockedCell {
  kioskId: string;
  cellId: string;
  productId: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The key of `lastAdded`: kiosk, cell and product. */
export const stockKey = (kioskId: string, cellId: string, productId: string) => `${kioskId}|${cellId}|${productId}`;

/**
 * Product expiry: a cell whose product was last added at `added` and keeps `shelfLifeDays` has expired
 * units once `added + shelfLifeDays` has passed while units remain. One condition per kiosk (since the
 * earliest expiry, naming the cells); it clears when the cells are sold out or refilled.
 */
export function expiredStock(
  cells: readonly StockedCell[],
  shelfLifeDays: ReadonlyMap<string, number | null>,
  lastAdded: ReadonlyMap<string, Date>,
  now: Date,
): Map<string, Condition> {
  const out = new Map<string, Condition>();
  for (const cell of cells) {
    if (cell.count <= 0) continue;
    const days = shelfLifeDays.get(cell.productId);
    const added = lastAdded.get(stockKey(cell.kioskId, cell.cellId, cell.productId));
    if (!days || !added) continue;
    const expiresAt = added.getTime() + days * DAY_MS;
    if (now.getTime() <= expiresAt) continue;
    const current = out.get(cell.kioskId);
    const cellsOf = [...((current?.details.cells as string[] | undefined) ?? []), cell.cellId].sort();
    out.set(cell.kioskId, {
      type: 'productExpiry',
      since: new Date(Math.min(expiresAt, current?.since.getTime() ?? expiresAt)),
      details: { cells: cellsOf },
    });
  }
  return out;
}
