/** Whether a price entry applies now, later, or no more (prices are valid on [validFrom, validTo)). */
export type PriceStatus = 'current' | 'upcoming' | 'expired';

export function priceStatus(entry: { validFrom: string; validTo: string | null }, now: Date = new Date()): PriceStatus {
  const at = now.getTime();
  if (new Date(entry.validFrom).getTime() > at) return 'upcoming';
  if (entry.validTo !== null && new Date(entry.validTo).getTime() <= at) return 'expired';
  return 'current';
}
