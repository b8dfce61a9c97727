import type { Condition } from './alerts.rules.ts';

/**
 * The product-expiry rule (docs/alerts.md, docs/field-operations.md): units of a stock batch still on a
 * cell past their best-before day, or — for units whose date is unknown — past the product's shelf life
 * since the batch was added. A pure function; the engine's sweep feeds it the batches holding units.
 */

/** A stock batch holding units of the product its cell holds (the expiry check). */
export interface StockedBatch {
  kioskId: string;
  cellId: string;
  productId: string;
  quantity: number;
  /** YYYY-MM-DD; null: unknown. */
  bestBefore: string | null;
  /** When the batch came onto the cell. */
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60_000;

/** When a batch's units expire: the day after its best-before day (00:00 UTC), else added + shelf life. */
export function batchExpiry(batch: StockedBatch, shelfLifeDays: number | null | undefined): number | null {
  if (batch.bestBefore) return Date.parse(`${batch.bestBefore}T00:00:00Z`) + DAY_MS;
  return shelfLifeDays ? batch.createdAt.getTime() + shelfLifeDays * DAY_MS : null;
}

/**
 * Product expiry: a kiosk has expired units once a batch holding units has passed its expiry. One
 * condition per kiosk (since the earliest expiry, naming the cells); it clears when those units are sold,
 * taken out as waste or counted out.
 */
export function expiredStock(
  batches: readonly StockedBatch[],
  shelfLifeDays: ReadonlyMap<string, number | null>,
  now: Date,
): Map<string, Condition> {
  const out = new Map<string, Condition>();
  for (const batch of batches) {
    if (batch.quantity <= 0) continue;
    const expiresAt = batchExpiry(batch, shelfLifeDays.get(batch.productId));
    if (expiresAt === null || now.getTime() <= expiresAt) continue;
    const current = out.get(batch.kioskId);
    const cellsOf = [...new Set([...((current?.details.cells as string[] | undefined) ?? []), batch.cellId])].sort();
    out.set(batch.kioskId, {
      type: 'productExpiry',
      since: new Date(Math.min(expiresAt, current?.since.getTime() ?? expiresAt)),
      details: { cells: cellsOf },
    });
  }
  return out;
}
