import { unitsOfCell, type CellProduct, type CellWeights } from '@kiosk/common/weighing';

/**
 * Reconciliation of a refill (docs/field-operations.md "Reconciliation"), pure: per cell, what the scales
 * measured (units before and after the session, and the change) against what the person recorded (units
 * found, taken out as waste, put in), and where they differ. Weights become units by the sales rule
 * (`unitsOfCell`: the product's unit weight and tolerance), never by a rule of their own.
 */

/** What the scales measured on a cell; a side is null when its weight is not whole units within tolerance. */
export interface ScaleUnits {
  before: number | null;
  after: number | null;
  /** after − before; null when the moved weight is not whole units within tolerance. */
  change: number | null;
}

/** What the person recorded on a cell; null: not recorded. */
export interface RecordedUnits {
  found: number | null;
  wasted: number;
  added: number | null;
}

/**
 * found: the count found vs the units the scale weighed before; change: added − wasted vs the scale's
 * change during the session. `difference` = recorded − measured.
 */
export interface CellDifference {
  kind: 'found' | 'change';
  recorded: number;
  measured: number;
  difference: number;
}

/**
 * agree: every comparison that could be made matched; differ: at least one did not; noScaleData: the cell
 * has no weights, no unit weight, or weights that are no whole units; notRecorded: the person recorded
 * nothing to compare (no count found, no units put in).
 */
export type ReconcileStatus = 'agree' | 'differ' | 'noScaleData' | 'notRecorded';

export interface CellReconciliation {
  scale: ScaleUnits | null;
  recorded: RecordedUnits;
  differences: CellDifference[];
  status: ReconcileStatus;
}

/** Units a weight holds by the sales rule (the whole weight taken off the cell), or null when not whole units. */
const unitsIn = (cellId: string, grams: number, product: CellProduct, tolerance: number): number | null =>
  unitsOfCell({ cellId, weightBefore: grams, weightAfter: 0 }, product, tolerance).units;

/** The scales' view of a cell: null when there are no weights or the product has no unit weight. */
export function scaleUnits(
  weights: CellWeights | null,
  product: CellProduct | null,
  kioskTolerancePercent: number,
): ScaleUnits | null {
  if (!weights || !product?.unitWeightGrams || product.unitWeightGrams <= 0) return null;
  const moved = unitsOfCell(weights, product, kioskTolerancePercent).units;
  return {
    before: unitsIn(weights.cellId, weights.weightBefore, product, kioskTolerancePercent),
    after: unitsIn(weights.cellId, weights.weightAfter, product, kioskTolerancePercent),
    // unitsOfCell counts units taken; a refill's change is the opposite sign.
    change: moved === null ? null : moved === 0 ? 0 : -moved,
  };
}

/** Reconciles one cell: the comparisons that both sides allow, and the cell's status. */
export function reconcileCell(scale: ScaleUnits | null, recorded: RecordedUnits): CellReconciliation {
  const anything = recorded.found !== null || recorded.added !== null || recorded.wasted > 0;
  if (!anything) return { scale, recorded, differences: [], status: 'notRecorded' };
  if (!scale) return { scale, recorded, differences: [], status: 'noScaleData' };
  const comparisons: CellDifference[] = [];
  if (recorded.found !== null && scale.before !== null)
    comparisons.push({
      kind: 'found',
      recorded: recorded.found,
      measured: scale.before,
      difference: recorded.found - scale.before,
    });
  // The scales see only the net change: it compares once the person said what they put in (waste alone
  // is no claim about the net change: units may have gone in that the person did not count).
  if (recorded.added !== null && scale.change !== null) {
    const change = recorded.added - recorded.wasted;
    comparisons.push({ kind: 'change', recorded: change, measured: scale.change, difference: change - scale.change });
  }
  if (!comparisons.length) {
    const unweighable =
      (recorded.found !== null && scale.before === null) || (recorded.added !== null && scale.change === null);
    return { scale, recorded, differences: [], status: unweighable ? 'noScaleData' : 'notRecorded' };
  }
  const differences = comparisons.filter((comparison) => comparison.difference !== 0);
  return { scale, recorded, differences, status: differences.length ? 'differ' : 'agree' };
}

/** What a person counted on a cell (recordCellCount). */
export interface CellCount {
  kioskId: string;
  cellId: string;
  productId: string | null;
  found: number | null;
  added: number | null;
  createdBy: string | null;
  countedAt: Date;
}

/**
 * The counts of a visit by cell: the visitor's counts on its kiosk from its start until `windowMs` after its
 * end, by the phone's time (an offline count synced later still joins the visit it was made at); the latest
 * count of a cell wins (a replayed count changes nothing).
 */
export function countsOfVisit(
  visit: { kioskId: string; userId: string | null; start: Date; end: Date },
  counts: readonly CellCount[],
  windowMs: number,
): Map<string, CellCount> {
  const byCell = new Map<string, CellCount>();
  if (visit.userId === null) return byCell;
  const from = visit.start.getTime();
  const to = visit.end.getTime() + windowMs;
  for (const count of counts) {
    const at = count.countedAt.getTime();
    if (count.kioskId !== visit.kioskId || count.createdBy !== visit.userId || at < from || at > to) continue;
    const seen = byCell.get(count.cellId);
    if (!seen || seen.countedAt.getTime() <= at) byCell.set(count.cellId, count);
  }
  return byCell;
}
