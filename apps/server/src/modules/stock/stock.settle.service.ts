import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group.ts';
import { createBatchesRepository, type BatchRow, type NewBatchRow } from './stock.batches.repository.ts';
import { fefoOrder, takeInOrder, type BatchLike } from './stock.batches.rules.ts';
import { createPlanogramRepository, type CellRow } from './stock.planogram.repository.ts';

/** Where units that the batches do not explain yet came from (the batch they become). */
export interface BatchOrigin {
  source: NewBatchRow['source'];
  sessionId?: string | null;
  refillId?: string | null;
  createdBy?: string | null;
}

/** Units taken from one batch. */
export interface BatchTake {
  batchId: string;
  bestBefore: string | null;
  units: number;
}

/** The order units leave a cell in: FEFO, or for expired waste the expired batches, then unknown dates, then FEFO. */
export type TakeOrder = 'fefo' | { expiredBefore: string };

/** The cell a count is set on (locked by the caller). */
export type SettledCell = Pick<CellRow, 'id' | 'kioskId' | 'orgId' | 'productId'>;

function ordered<T extends BatchLike>(batches: readonly T[], order: TakeOrder): T[] {
  const fefo = fefoOrder(batches);
  if (order === 'fefo') return fefo;
  const expired = fefo.filter((batch) => batch.bestBefore !== null && batch.bestBefore < order.expiredBefore);
  const unknown = fefo.filter((batch) => batch.bestBefore === null);
  return [...expired, ...unknown, ...fefo.filter((batch) => !expired.includes(batch) && !unknown.includes(batch))];
}

/**
 * What makes a cell's batches (those still holding units) hold `count`, the count the cell gets: batches of
 * another product than the cell's are emptied; units beyond it leave the batches in `order`; units the
 * batches do not hold (`add`) become one "unknown date" batch. Pure: both writers below apply it.
 */
export function planSettle<T extends BatchLike & { productId: string }>(
  all: readonly T[],
  productId: string | null,
  count: number,
  order: TakeOrder = 'fefo',
): { emptied: T[]; takes: { batch: T; units: number }[]; add: number } {
  const emptied = all.filter((batch) => batch.productId !== productId);
  const batches = all.filter((batch) => batch.productId === productId);
  const held = batches.reduce((sum, batch) => sum + batch.quantity, 0);
  const target = productId ? Math.max(count, 0) : 0;
  if (held > target) return { emptied, takes: takeInOrder(ordered(batches, order), held - target).takes, add: 0 };
  return { emptied, takes: [], add: held < target && productId ? target - held : 0 };
}

/** The "unknown date" batch of units the batches did not hold. */
const unknownBatch = (cell: SettledCell & { productId: string }, units: number, origin: BatchOrigin) => ({
  cellRowId: cell.id,
  kioskId: cell.kioskId,
  orgId: cell.orgId,
  productId: cell.productId,
  quantity: units,
  added: units,
  bestBefore: null,
  source: origin.source,
  sessionId: origin.sessionId ?? null,
  refillId: origin.refillId ?? null,
  createdBy: origin.createdBy ?? null,
});

/**
 * In the caller's transaction, on a locked cell: its new count, and its batches made to hold it (the session →
 * sale derivation's port: sold units leave FEFO, units weighed in become an unknown-date batch of the session).
 */
export const setCellCount = (tx: Db, cell: SettledCell, count: number, origin: BatchOrigin): Promise<void> =>
  setCellCounts(tx, [{ cell, count, origin }]);

/**
 * In the caller's transaction, on locked cells: counts set one after another, in the order given (a cell may
 * come more than once), written in four statements whatever their number — the batches of all the cells
 * read and locked once, each count settled on them in memory as `setCellCount` would one at a time, then the
 * cells' last counts, the batches' new quantities and the new batches each in one statement (a derivation
 * run's sales: docs/performance.md; `setCellCount` is the one-count case).
 */
export async function setCellCounts(
  tx: Db,
  entries: readonly { cell: SettledCell; count: number; origin: BatchOrigin }[],
): Promise<void> {
  if (!entries.length) return;
  const repository = createBatchesRepository(tx);
  const byCell = groupBy(
    await repository.ofCells([...new Set(entries.map(({ cell }) => cell.id))], true),
    (batch) => batch.cellRowId,
  );
  const counts = new Map<string, number>();
  const quantities = new Map<string, number>();
  const inserted = new Map<string, NewBatchRow & { id: string }>();
  // Batches made here are the newest of their cell, after every stored one (the database stamps them with
  // the transaction's start, the same for all of them: their order among themselves is their id's).
  const madeNow = new Date(8.64e15);
  for (const { cell, count, origin } of entries) {
    counts.set(cell.id, count);
    const cellBatches = byCell.get(cell.id) ?? [];
    const set = (batch: BatchRow, quantity: number) => {
      batch.quantity = quantity;
      const made = inserted.get(batch.id);
      if (made) made.quantity = quantity;
      else quantities.set(batch.id, quantity);
    };
    const plan = planSettle(
      cellBatches.filter((batch) => batch.quantity > 0),
      cell.productId,
      count,
    );
    for (const batch of plan.emptied) set(batch, 0);
    for (const take of plan.takes) set(take.batch, take.batch.quantity - take.units);
    if (plan.add > 0 && cell.productId) {
      const row = { id: randomUUID(), ...unknownBatch({ ...cell, productId: cell.productId }, plan.add, origin) };
      inserted.set(row.id, row);
      cellBatches.push({ ...row, createdAt: madeNow } as BatchRow);
      byCell.set(cell.id, cellBatches);
    }
  }
  await createPlanogramRepository(tx).setCounts([...counts].map(([id, count]) => ({ id, count })));
  await repository.setQuantities([...quantities].map(([id, quantity]) => ({ id, quantity })));
  await repository.insertMany([...inserted.values()]);
}

/**
 * In the caller's transaction, on a locked cell: makes the cell's batches hold `count` units, the count the
 * cell gets (`planSettle`). Answers what was taken. Every change of a cell's count calls it (or
 * `setCellCounts`), so Σ batches = count (ADR 0023).
 */
export async function settleBatches(
  tx: Db,
  cell: SettledCell,
  count: number,
  origin: BatchOrigin,
  order: TakeOrder = 'fefo',
): Promise<BatchTake[]> {
  const repository = createBatchesRepository(tx);
  const plan = planSettle(await repository.ofCell(cell.id, true), cell.productId, count, order);
  for (const batch of plan.emptied) await repository.setQuantity(batch.id, 0);
  const takes: BatchTake[] = [];
  for (const take of plan.takes) {
    await repository.setQuantity(take.batch.id, take.batch.quantity - take.units);
    takes.push({ batchId: take.batch.id, bestBefore: take.batch.bestBefore, units: take.units });
  }
  if (plan.add > 0 && cell.productId) {
    await repository.insert(unknownBatch({ ...cell, productId: cell.productId }, plan.add, origin));
  }
  return takes;
}
