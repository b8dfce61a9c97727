import type { CellEvidence } from '@kiosk/common/weighing';

// The weighing rule (device contract §4) and exact cents are shared with the stock module (ADR 0019).
export {
  MIN_TOLERANCE_GRAMS,
  cellProductOf,
  toleranceGrams,
  unitsOfCell,
  type CellEvidence,
  type CellProduct,
  type CellWeights,
} from '@kiosk/common/weighing';
export { fromCents, toCents } from '@kiosk/common/money';

/** The evidence of a sale: the session's times, its card (never a token) and its cells. */
export interface SessionEvidence {
  openedAt: string | null;
  closedAt: string | null;
  card?: { cardType?: string; last4?: string; memberCardId?: string } | null;
  cells: CellEvidence[];
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
