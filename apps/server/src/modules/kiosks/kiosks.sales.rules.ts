/**
 * One load cell of a closed session as the charge was derived from it; the transactions module stores it
 * as the sale's evidence (its schema's CellEvidence has the same shape).
 */
export interface CellEvidence {
  cellId: string;
  productLineId: string | null;
  weightBefore: number;
  weightAfter: number;
  /** The product's unit weight in grams, and the accepted deviation in grams (max(tolerance %, 5 g)). */
  unitWeightGrams: number | null;
  toleranceGrams: number | null;
  /** Units taken (signed while weighing; > 0 once charged), 0 when nothing moved; null when refused. */
  units: number | null;
  refused?: 'out_of_tolerance' | 'put_back' | 'no_product' | null;
  /** Units sold beyond the cell's recorded count (the count stopped at 0). */
  stockShortBy?: number;
}

/** The evidence of a sale: the session's times, its card (never a token) and its cells. */
export interface SessionEvidence {
  openedAt: string | null;
  closedAt: string | null;
  card?: { cardType?: string; last4?: string; memberCardId?: string } | null;
  cells: CellEvidence[];
}

/**
 * Weights → units (device contract §4), pure. A cell's `removed = weightBefore − weightAfter` grams are
 * `units = round(removed / unitWeight)`, accepted when `|removed − units × unitWeight| ≤ max(tolerance %
 * × unitWeight, 5 g)`; the tolerance is the packaging option's, else the kiosk's controller setting.
 */
export const MIN_TOLERANCE_GRAMS = 5;

export interface CellWeights {
  cellId: string;
  weightBefore: number;
  weightAfter: number;
}

/** The product on a load cell as the rule needs it (null: the cell has no product). */
export interface CellProduct {
  productId: string;
  unitWeightGrams: number | null;
  tolerancePercent: number | null;
}

/** A product's weight facts as the rule needs them (none: the cell has no product the rule knows). */
export function cellProductOf(
  product: { id: string; unitWeightGrams: number | null; tolerancePercent: number | null } | null | undefined,
): CellProduct | null {
  return product
    ? { productId: product.id, unitWeightGrams: product.unitWeightGrams, tolerancePercent: product.tolerancePercent }
    : null;
}

/** Accepted deviation in grams for a unit weight and a tolerance in percent. */
export function toleranceGrams(unitWeightGrams: number, tolerancePercent: number): number {
  return Math.max((tolerancePercent / 100) * unitWeightGrams, MIN_TOLERANCE_GRAMS);
}

/**
 * Units taken from one cell (negative: put back), or why the weights cannot be counted. `units` in the
 * evidence is the signed count when accepted and null when refused (no product, out of tolerance).
 */
export function unitsOfCell(
  weights: CellWeights,
  product: CellProduct | null,
  kioskTolerancePercent: number,
): CellEvidence {
  const base = {
    cellId: weights.cellId,
    productLineId: product?.productId ?? null,
    weightBefore: weights.weightBefore,
    weightAfter: weights.weightAfter,
  };
  const unitWeight = product?.unitWeightGrams ?? null;
  if (!product || !unitWeight || unitWeight <= 0) {
    const moved = weights.weightBefore !== weights.weightAfter;
    return {
      ...base,
      unitWeightGrams: unitWeight,
      toleranceGrams: null,
      units: moved ? null : 0,
      refused: moved ? 'no_product' : null,
    };
  }
  const tolerance = toleranceGrams(unitWeight, product.tolerancePercent ?? kioskTolerancePercent);
  const removed = weights.weightBefore - weights.weightAfter;
  // Math.round(-1.5) is -1: round magnitudes so taking and putting back are symmetric.
  const units = Math.sign(removed) * Math.round(Math.abs(removed) / unitWeight);
  const accepted = Math.abs(removed - units * unitWeight) <= tolerance;
  return {
    ...base,
    unitWeightGrams: unitWeight,
    toleranceGrams: tolerance,
    units: accepted ? units : null,
    refused: accepted ? null : 'out_of_tolerance',
  };
}

/**
 * A purchase's cells: what to charge. Units > 0 of accepted cells are charged; units < 0 (put back) are
 * refused as `put_back` and not charged; refused cells charge nothing.
 */
export function purchaseCells(cells: readonly CellEvidence[]): { evidence: CellEvidence[]; charged: CellEvidence[] } {
  const evidence = cells.map((cell) =>
    cell.units !== null && cell.units < 0 ? { ...cell, units: null, refused: 'put_back' as const } : cell,
  );
  return { evidence, charged: evidence.filter((cell) => cell.units !== null && cell.units > 0) };
}

/** Exact decimal string → cents. */
export function toCents(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace('-', '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Cents → exact decimal string with two places. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The device's payment status → the transaction's (spec §4: failed is "not paid"). */
export function paymentStatusOf(status: 'paid' | 'failed' | 'pending' | null): 'paid' | 'pending' | 'not_paid' {
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'not_paid';
  return 'pending';
}

/** The session's refill mode → the refill type (unknown modes count as AUTOMATIC). */
export function refillTypeOf(mode: string | null): 'AUTOMATIC' | 'TABLET' | 'MISSION_CONTROL' | 'PRODUCTS_RETURNED' {
  switch (mode) {
    case 'tablet':
      return 'TABLET';
    case 'mission_control':
      return 'MISSION_CONTROL';
    case 'prod_returned':
      return 'PRODUCTS_RETURNED';
    default:
      return 'AUTOMATIC';
  }
}
