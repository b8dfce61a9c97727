/**
 * Stock batches of a load cell (docs/field-operations.md, ADR 0023), pure rules. A cell's units are its
 * batches: each with what is left of it and its best-before day when known. Units leave first-expiring
 * first (FEFO): dated batches by best-before, older batches first on the same day; batches without a date
 * (the "unknown date" units) last, oldest first.
 */

export interface BatchLike {
  id: string;
  quantity: number;
  /** YYYY-MM-DD; null: unknown. */
  bestBefore: string | null;
  createdAt: Date;
}

/** FEFO order: dated by best-before (then oldest), unknown dates last (oldest first). */
export function fefoOrder<T extends BatchLike>(batches: readonly T[]): T[] {
  return [...batches].sort((a, b) => {
    if (a.bestBefore !== b.bestBefore) {
      if (a.bestBefore === null) return 1;
      if (b.bestBefore === null) return -1;
      return a.bestBefore < b.bestBefore ? -1 : 1;
    }
    return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** What to take of each batch, in the order given, to remove `units` units; what they cannot give is `short`. */
export function takeInOrder<T extends Pick<BatchLike, 'quantity'>>(
  batches: readonly T[],
  units: number,
): { takes: { batch: T; units: number }[]; short: number } {
  const takes: { batch: T; units: number }[] = [];
  let left = Math.max(units, 0);
  for (const batch of batches) {
    if (left === 0) break;
    if (batch.quantity <= 0) continue;
    const take = Math.min(batch.quantity, left);
    takes.push({ batch, units: take });
    left -= take;
  }
  return { takes, short: left };
}

/** What to take of each batch to remove `units` units, FEFO. */
export const consumeFefo = <T extends BatchLike>(batches: readonly T[], units: number) =>
  takeInOrder(fefoOrder(batches), units);

/** The first day after a best-before day (YYYY-MM-DD) at 00:00 UTC: from then on its units are expired. */
export function expiresAt(bestBefore: string): Date {
  const day = new Date(`${bestBefore}T00:00:00.000Z`);
  return new Date(day.getTime() + 24 * 60 * 60_000);
}

/** The nearest best-before day of batches still holding units (null: none dated). */
export function nearestBestBefore(batches: readonly Pick<BatchLike, 'quantity' | 'bestBefore'>[]): string | null {
  let nearest: string | null = null;
  for (const batch of batches) {
    if (batch.quantity > 0 && batch.bestBefore && (nearest === null || batch.bestBefore < nearest))
      nearest = batch.bestBefore;
  }
  return nearest;
}
