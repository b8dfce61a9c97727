/**
 * The weighing rule of the device contract (§4: a session's cells weigh before and after), pure: a load
 * cell's weights and its product's weight facts → units taken. The server's session → sale derivation and
 * the stock module's refill reconciliation both count with it.
 */

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
