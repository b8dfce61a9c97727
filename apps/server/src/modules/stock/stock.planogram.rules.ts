import { CELLS_PER_SIDE, type LoadCellPreset, type LoadCellSurfaceSize } from '@kiosk/common/validation';
import type { ApplyPlanogramParams } from '@kiosk/common/mqtt';

/**
 * The planogram's pure rules: presets, the max quantity from a product's capacities, occupancy, the
 * order cells are shown in, and the `apply_planogram` parameters (device contract §3).
 */

/** A product as the planogram needs it (the products port answers these). */
export interface ProductFacts {
  id: string;
  orgId: string;
  name: string;
  articleNumber: string | null;
  manufacturer: string | null;
  imageUrl: string | null;
  /** Units per surface size (33, 50, 100). */
  capacities: readonly { surfaceSize: number; units: number }[];
  /** The first packaging option's gross weight and tolerance. */
  unitWeightGrams: number | null;
  tolerancePercent: number | null;
  /** Exact decimal string. */
  defaultCost: string;
}

/** A cell as the rules need it. */
export interface CellFacts {
  cellId: string;
  planogramPosition: number;
  productId: string | null;
  maxQty: number;
}

/** The device's cell ids of a preset: A1 … A15, and B1 … B15 for a double kiosk. */
export function presetCellIds(preset: LoadCellPreset): string[] {
  const sides = preset === 'double' ? ['A', 'B'] : ['A'];
  return sides.flatMap((side) => Array.from({ length: CELLS_PER_SIDE }, (_, i) => `${side}${i + 1}`));
}

/**
 * The cell's max quantity: the product's capacity for the cell's surface size (N33 → 33, N50 → 50).
 * Capacity 100 is the product's units on a whole shelf section (two N50 surfaces): a load cell is never
 * that large, so it does not decide a cell's max. Without a product, or without a capacity for the size,
 * the max is 0 (the console shows the cell as "no capacity").
 */
export function maxQtyFor(
  capacities: readonly { surfaceSize: number; units: number }[] | undefined,
  surfaceSize: LoadCellSurfaceSize,
): number {
  const size = surfaceSize === 'N33' ? 33 : 50;
  return capacities?.find((c) => c.surfaceSize === size)?.units ?? 0;
}

/** Fill level in percent (0–100, one decimal); an over-full cell shows 100, a cell without max 0. */
export function occupancy(count: number, maxQty: number): number {
  if (maxQty <= 0) return 0;
  return Math.min(100, Math.round((count / maxQty) * 1000) / 10);
}

/** Side letter, then number: A1, A2, …, A10, …, B1. */
export function compareCellIds(a: string, b: string): number {
  const side = a.charAt(0).localeCompare(b.charAt(0));
  if (side !== 0) return side;
  return Number(a.slice(1)) - Number(b.slice(1));
}

/**
 * A cell's own position, where the fridge has it: side A's cells 1 … 15, side B's 16 … 30 (A1 → 1, A2 → 2,
 * B1 → 16), as the presets lay them out; null for a cell beyond a side's 15 (it has no slot of its own).
 */
export function homePosition(cellId: string): number | null {
  const side = cellId.charCodeAt(0) - 'A'.charCodeAt(0);
  const number = Number(cellId.slice(1));
  if (!Number.isInteger(number) || number < 1 || number > CELLS_PER_SIDE || side < 0) return null;
  return side * CELLS_PER_SIDE + number;
}

/**
 * Positions for new cells (by cell id), given the positions cells hold: each cell its own position
 * (homePosition) when free — a deleted cell's slot stays empty until the cell comes back — else the lowest
 * free one. Cells are placed in cell order, so the result does not depend on the order asked.
 */
export function positionsFor(cellIds: readonly string[], taken: Iterable<number>): Map<string, number> {
  const used = new Set(taken);
  const positions = new Map<string, number>();
  const ordered = [...new Set(cellIds)].sort(compareCellIds);
  const homeless: string[] = [];
  for (const cellId of ordered) {
    const home = homePosition(cellId);
    if (home !== null && !used.has(home)) {
      used.add(home);
      positions.set(cellId, home);
    } else homeless.push(cellId);
  }
  freePositions(used, homeless.length).forEach((position, i) => positions.set(homeless[i] ?? '', position));
  return positions;
}

/** The lowest positions from 1 that none of `taken` holds, `count` of them. */
export function freePositions(taken: Iterable<number>, count: number): number[] {
  const used = new Set(taken);
  const free: number[] = [];
  for (let position = 1; free.length < count; position++) if (!used.has(position)) free.push(position);
  return free;
}

/** Positions held by more than one cell. */
export function duplicatePositions(cells: readonly Pick<CellFacts, 'planogramPosition'>[]): number[] {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const { planogramPosition } of cells) {
    if (seen.has(planogramPosition)) duplicates.add(planogramPosition);
    seen.add(planogramPosition);
  }
  return [...duplicates];
}

/**
 * `apply_planogram` for a kiosk's cells: per cell its product, the unit weight (first packaging option's
 * gross weight), the tolerance (the packaging option's, else the kiosk's), the price in force for this
 * kiosk now, and the max quantity. A product without a gross weight is sent without one (the kiosk then
 * cannot count it by weight).
 */
export function planogramParams(
  cells: readonly CellFacts[],
  products: ReadonlyMap<string, ProductFacts>,
  prices: ReadonlyMap<string, string>,
  kioskTolerancePercent = 0,
): ApplyPlanogramParams {
  return {
    cells: [...cells]
      .sort((a, b) => compareCellIds(a.cellId, b.cellId))
      .map((cell) => {
        const product = cell.productId ? products.get(cell.productId) : undefined;
        const weight = product?.unitWeightGrams;
        return {
          cellId: cell.cellId,
          planogramPosition: cell.planogramPosition,
          productId: product ? product.id : null,
          unitWeightGrams: weight && weight > 0 ? Math.round(weight) : null,
          tolerancePercent: product?.tolerancePercent ?? kioskTolerancePercent,
          price: product ? (prices.get(product.id) ?? null) : null,
          maxQty: cell.maxQty,
        };
      }),
  };
}

/** Cost of a refill entry: count × unit cost, exact to the cent (negative for removals). */
export function refillCost(count: number, unitCost: string): string {
  const [whole = '0', fraction = ''] = unitCost.split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  const total = cents * BigInt(count);
  const sign = total < 0n ? '-' : '';
  const abs = total < 0n ? -total : total;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
