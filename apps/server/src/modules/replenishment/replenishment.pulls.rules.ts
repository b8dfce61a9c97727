/** Units a pick list flags to pull from one cell: dated units that will not last until the next visit. */
export interface PullLine {
  cellId: string;
  productId: string;
  /** Units to take out at the visit. */
  quantity: number;
  /** The earliest best-before day among them (YYYY-MM-DD). */
  bestBefore: string;
}

/**
 * What to pull at a visit (docs/pick-lists.md "Units to pull"): per cell, the units whose best-before day
 * falls before the next planned visit — already expired ones included —, since they would expire on the
 * shelf before anyone comes back. Units whose best-before day is the next visit's day last until then.
 * By cell id; `units` are one kiosk's dated batches of the products their cells hold.
 */
export function pullsBefore(
  units: readonly { cellId: string; productId: string; bestBefore: string; quantity: number }[],
  nextVisit: string,
): PullLine[] {
  const byCell = new Map<string, PullLine>();
  for (const unit of units) {
    if (unit.quantity <= 0 || unit.bestBefore >= nextVisit) continue;
    const key = `${unit.cellId}\u0000${unit.productId}`;
    const line = byCell.get(key);
    if (!line) {
      byCell.set(key, {
        cellId: unit.cellId,
        productId: unit.productId,
        quantity: unit.quantity,
        bestBefore: unit.bestBefore,
      });
      continue;
    }
    line.quantity += unit.quantity;
    if (unit.bestBefore < line.bestBefore) line.bestBefore = unit.bestBefore;
  }
  return [...byCell.values()].sort(
    (a, b) => a.cellId.localeCompare(b.cellId) || a.productId.localeCompare(b.productId),
  );
}

/** Units to pull per product (Σ over its cells). */
export function pulledByProduct(pulls: readonly PullLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const pull of pulls) totals.set(pull.productId, (totals.get(pull.productId) ?? 0) + pull.quantity);
  return totals;
}

/**
 * A product's stock and room once its pulled units are out: they count as neither stock nor as holding a
 * place, so the pick list brings their replacement (never more than the cells hold).
 */
export function afterPull(need: { stock: number; missing: number; capacity: number }, pulled: number) {
  const stock = Math.max(0, need.stock - pulled);
  return { stock, room: Math.max(need.missing, Math.min(need.capacity, need.capacity - stock)) };
}
