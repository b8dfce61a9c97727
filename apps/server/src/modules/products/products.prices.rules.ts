/** One entry of a product's price history, as the resolver needs it. */
export interface PriceEntry {
  id: string;
  kioskId: string | null;
  price: string;
  validFrom: Date;
  validTo: Date | null;
  createdAt: Date;
}

export interface ResolvedPrice {
  /** Exact decimal string. */
  price: string;
  /** Where it came from: a kiosk-specific entry, a default entry, or the product's defaultPrice. */
  source: 'kiosk' | 'default' | 'product';
  priceId: string | null;
}

const covers = (entry: PriceEntry, at: number) =>
  entry.validFrom.getTime() <= at && (entry.validTo === null || entry.validTo.getTime() > at);

/** Latest validFrom wins; on a tie the entry created last. */
function latest(entries: PriceEntry[]): PriceEntry | undefined {
  return entries.reduce<PriceEntry | undefined>((best, entry) => {
    if (!best) return entry;
    const byFrom = entry.validFrom.getTime() - best.validFrom.getTime();
    if (byFrom !== 0) return byFrom > 0 ? entry : best;
    return entry.createdAt.getTime() > best.createdAt.getTime() ? entry : best;
  }, undefined);
}

/**
 * What the product costs in the kiosk at the instant: the kiosk-specific price valid then if any
 * (latest validFrom wins where windows overlap), else the default price valid then (same rule), else
 * the product's defaultPrice. Windows are half-open: [validFrom, validTo).
 */
export function resolvePrice(
  entries: readonly PriceEntry[],
  kioskId: string | null,
  at: Date,
  productDefault: string,
): ResolvedPrice {
  const instant = at.getTime();
  const valid = entries.filter((e) => covers(e, instant));
  const kiosk = kioskId ? latest(valid.filter((e) => e.kioskId === kioskId)) : undefined;
  if (kiosk) return { price: kiosk.price, source: 'kiosk', priceId: kiosk.id };
  const fallback = latest(valid.filter((e) => e.kioskId === null));
  if (fallback) return { price: fallback.price, source: 'default', priceId: fallback.id };
  return { price: productDefault, source: 'product', priceId: null };
}
