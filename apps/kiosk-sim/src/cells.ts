import type { PlanogramCell } from '@kiosk/common/mqtt';
import { popularityAt } from './model.ts';
import type { ProductProfile } from './profile.ts';
import type { Random } from './random.ts';

/** One load cell of a virtual kiosk and the product on it. */
export interface Cell {
  cellId: string;
  productName: string;
  /** The console's product id once a planogram was applied; null for the built-in assortment. */
  productId: string | null;
  unitWeightGrams: number;
  /** Unit price, decimal string. */
  price: string;
  tolerancePercent: number;
  capacity: number;
  count: number;
  /** Relative popularity among the kiosk's cells. */
  popularity: number;
  /** False while the load cell is disconnected (nothing is sold from it). */
  connected: boolean;
  /** False for an empty planogram position. */
  sellable: boolean;
}

export const DEFAULT_TOLERANCE_PERCENT = 5;
/** The server's floor for the tolerance (device protocol §4). */
export const MIN_TOLERANCE_GRAMS = 5;

/** The cells of a new kiosk: A1…An, popular products more likely, each at least half full. */
export function createCells(count: number, products: readonly ProductProfile[], random: Random): Cell[] {
  const remaining = [...products];
  return Array.from({ length: count }, (_, index) => {
    if (remaining.length === 0) remaining.push(...products);
    const product = remaining.splice(random.weightedIndex(remaining.map((entry) => entry.weight)), 1)[0]!;
    const capacity = product.unitWeightGrams >= 300 ? random.int(8, 12) : random.int(10, 16);
    return {
      cellId: `A${index + 1}`,
      productName: product.name,
      productId: null,
      unitWeightGrams: product.unitWeightGrams,
      price: product.price,
      tolerancePercent: DEFAULT_TOLERANCE_PERCENT,
      capacity,
      count: random.int(Math.ceil(capacity / 2), capacity),
      popularity: product.weight,
      connected: true,
      sellable: true,
    };
  });
}

/**
 * The cells after an `apply_planogram`: unit weights, prices and capacities from the console; counts
 * kept for cells whose product and unit weight did not change, else 0 (the next refill fills them).
 */
export function applyPlanogram(
  cells: readonly Cell[],
  planogram: readonly PlanogramCell[],
  products: readonly ProductProfile[],
): Cell[] {
  const sorted = [...planogram].sort((a, b) => a.planogramPosition - b.planogramPosition);
  return sorted.map((entry, index) => {
    const previous = cells.find((cell) => cell.cellId === entry.cellId);
    const sellable = entry.productId !== null && entry.unitWeightGrams !== null && entry.price !== null;
    const unitWeightGrams = entry.unitWeightGrams ?? previous?.unitWeightGrams ?? 100;
    const same =
      previous !== undefined && previous.productId === entry.productId && previous.unitWeightGrams === unitWeightGrams;
    const capacity = entry.maxQty > 0 ? entry.maxQty : (previous?.capacity ?? 10);
    return {
      cellId: entry.cellId,
      productName: entry.productId ?? 'empty',
      productId: entry.productId,
      unitWeightGrams,
      price: entry.price ?? '0.00',
      tolerancePercent: entry.tolerancePercent,
      capacity,
      count: sellable && same ? Math.min(previous.count, capacity) : 0,
      popularity: popularityAt(index, products),
      connected: previous?.connected ?? true,
      sellable,
    };
  });
}

/** The tolerance the server accepts for one unit of this cell (device protocol §4). */
export function toleranceGrams(cell: Pick<Cell, 'unitWeightGrams' | 'tolerancePercent'>): number {
  return Math.max((cell.tolerancePercent / 100) * cell.unitWeightGrams, MIN_TOLERANCE_GRAMS);
}

/**
 * What the load cell reads: count × unit weight plus noise. The noise stays within ±half the tolerance, so
 * the difference of two readings stays within the tolerance and rounds to the true number of units.
 */
export function readWeight(cell: Cell, random: Random): number {
  const spread = Math.floor(Math.min(toleranceGrams(cell), cell.unitWeightGrams / 3) / 2);
  return cell.count * cell.unitWeightGrams + random.int(-spread, spread);
}

/** `units × price` as a decimal string, in cents to avoid binary fractions. */
export function amountOf(items: readonly { cell: Cell; units: number }[]): string {
  const cents = items.reduce((sum, item) => sum + item.units * Math.round(Number(item.cell.price) * 100), 0);
  return (cents / 100).toFixed(2);
}
