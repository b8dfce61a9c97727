/** A product's units by best-before day on a kiosk (null: unknown). */
export interface DayStock {
  bestBefore: string | null;
  quantity: number;
}

interface InventoryCell {
  productLine?: { _id: string } | null;
  batches?: readonly { quantity: number; bestBefore?: string | null }[] | null;
}

/**
 * The batches of each product over the cells holding it, summed per best-before day, in the order units
 * leave (first-expiring first, unknown days last; docs/field-operations.md). Empty batches are left out.
 */
export function stockByDay(cells: readonly InventoryCell[]): Map<string, DayStock[]> {
  const byProduct = new Map<string, Map<string | null, number>>();
  for (const cell of cells) {
    const id = cell.productLine?._id;
    if (!id) continue;
    for (const batch of cell.batches ?? []) {
      if (batch.quantity <= 0) continue;
      const days = byProduct.get(id) ?? new Map<string | null, number>();
      const day = batch.bestBefore ?? null;
      days.set(day, (days.get(day) ?? 0) + batch.quantity);
      byProduct.set(id, days);
    }
  }
  const out = new Map<string, DayStock[]>();
  for (const [id, days] of byProduct) {
    const lines = [...days].map(([bestBefore, quantity]) => ({ bestBefore, quantity }));
    lines.sort((a, b) =>
      a.bestBefore === b.bestBefore
        ? 0
        : a.bestBefore === null
          ? 1
          : b.bestBefore === null
            ? -1
            : a.bestBefore < b.bestBefore
              ? -1
              : 1,
    );
    out.set(id, lines);
  }
  return out;
}
