import { CELLS_PER_SHELF } from '@kiosk/common/validation';

/** A side of the fridge (A, B) with its shelves of cells, top shelf first. */
export interface FridgeSide<T> {
  side: string;
  shelves: T[][];
}

const numberOf = (cellId: string) => Number(cellId.slice(1)) || 0;

/**
 * The fridge as drawn: cells grouped by side (the cell id's letter), each side cut into shelves of five
 * cells in cell-number order (A1 … A5 the top shelf).
 */
export function fridgeSides<T extends { cellId: string }>(cells: readonly T[]): FridgeSide<T>[] {
  const bySide = new Map<string, T[]>();
  for (const cell of cells) {
    const side = cell.cellId.charAt(0);
    bySide.set(side, [...(bySide.get(side) ?? []), cell]);
  }
  return [...bySide.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([side, list]) => {
      const sorted = [...list].sort((a, b) => numberOf(a.cellId) - numberOf(b.cellId));
      const shelves: T[][] = [];
      for (let i = 0; i < sorted.length; i += CELLS_PER_SHELF) shelves.push(sorted.slice(i, i + CELLS_PER_SHELF));
      return { side, shelves };
    });
}

/** The colour of an occupancy bar: red when almost empty, yellow when low, teal otherwise. */
export function occupancyColor(occupancy: number): 'red' | 'yellow' | 'teal' {
  if (occupancy < 20) return 'red';
  if (occupancy < 50) return 'yellow';
  return 'teal';
}
