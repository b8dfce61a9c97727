import { CELLS_PER_SHELF, CELLS_PER_SIDE } from '@kiosk/common/validation';

/** One place on a shelf: its load-cell id and the cell there, or none when the slot is empty (deleted). */
export interface FridgeSlot<T> {
  cellId: string;
  cell: T | undefined;
}

/** A side of the fridge (A, B) with its shelves of slots, top shelf first. */
export interface FridgeSide<T> {
  side: string;
  shelves: FridgeSlot<T>[][];
}

const numberOf = (cellId: string) => Number(cellId.slice(1)) || 0;

/**
 * The fridge as drawn: cells grouped by side (the cell id's letter) and placed where they physically are —
 * cell N on shelf ⌈N / 5⌉, place ((N − 1) mod 5) + 1 (A1 … A5 the top shelf). A slot without a cell stays
 * empty, so deleting A2 leaves a gap instead of moving A3 up. A side has at least its 15 slots (3 shelves).
 */
export function fridgeSides<T extends { cellId: string }>(cells: readonly T[]): FridgeSide<T>[] {
  const bySide = new Map<string, Map<number, T>>();
  for (const cell of cells) {
    const side = cell.cellId.charAt(0);
    const slots = bySide.get(side) ?? new Map<number, T>();
    slots.set(numberOf(cell.cellId), cell);
    bySide.set(side, slots);
  }
  return [...bySide.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([side, slots]) => {
      const last = Math.max(CELLS_PER_SIDE, ...slots.keys());
      const shelves: FridgeSlot<T>[][] = [];
      for (let first = 1; first <= last; first += CELLS_PER_SHELF) {
        shelves.push(
          Array.from({ length: CELLS_PER_SHELF }, (_, i) => ({
            cellId: `${side}${first + i}`,
            cell: slots.get(first + i),
          })),
        );
      }
      return { side, shelves };
    });
}

/** The colour of an occupancy bar: red when almost empty, yellow when low, teal otherwise. */
export function occupancyColor(occupancy: number): 'red' | 'yellow' | 'teal' {
  if (occupancy < 20) return 'red';
  if (occupancy < 50) return 'yellow';
  return 'teal';
}
