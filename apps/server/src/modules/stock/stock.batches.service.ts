import { addCellStockInput, dateCellStockInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { createBatchesRepository, type BatchRow } from './stock.batches.repository.ts';
import { fefoOrder } from './stock.batches.rules.ts';
import { settleBatches } from './stock.settle.service.ts';
import type { KiosksPort } from './stock.ports.ts';
import { createPlanogramRepository, type CellRow } from './stock.planogram.repository.ts';
import { actor, scaleEntry, type ProductsPort, type RefillsPort } from './stock.planogram.service.ts';
import type { KioskRow } from './stock.planogram.repository.ts';

interface Deps {
  db: Db;
  kiosks: Pick<KiosksPort, 'findById'>;
  products: Pick<ProductsPort, 'facts'>;
  refills: RefillsPort;
  changes: Pick<KiosksPort, 'notify'>;
  now?: () => Date;
}

/**
 * Batches per cell (docs/field-operations.md): units added with their best-before days (addCellStock, a
 * MISSION_CONTROL refill), best-before days given to units already on a cell (dateCellStock), and the
 * batches the inventory shows.
 */
export function createBatchesService({ db, kiosks, products, refills, changes, now = () => new Date() }: Deps) {
  async function load({ scope }: Viewer, id: string): Promise<KioskRow> {
    const row = await kiosks.findById(scope, requireId(id, 'kioskId'));
    if (!row) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
    return row;
  }

  /** The kiosk's locked cell holding a product, in `tx`. */
  async function lockedCell(tx: Db, kiosk: KioskRow, cellId: string): Promise<CellRow & { productId: string }> {
    const cell = (await createPlanogramRepository(tx).cellsOf(kiosk.id, true)).find((row) => row.cellId === cellId);
    if (!cell) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
    if (!cell.productId) {
      throw new AppError('BAD_USER_INPUT', {
        message: `Cell ${cellId} holds no product`,
        fields: { cellId: 'BAD_USER_INPUT' },
      });
    }
    return { ...cell, productId: cell.productId };
  }

  return {
    /**
     * addCellStock: units put on a cell, in batches with their best-before days (null: unknown). The count
     * rises by their sum, recorded as one MISSION_CONTROL refill (Added) in the same transaction.
     */
    async addStock(viewer: Viewer, kioskId: string, data: unknown): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(addCellStockInput(now), data);
      const added = input.batches.reduce((sum, batch) => sum + batch.quantity, 0);
      // Product facts are read before the transaction: inside it only `tx`-built code may run (PGlite).
      const before = (await createPlanogramRepository(db).cellsOf(kiosk.id)).find((c) => c.cellId === input.cellId);
      const facts = await products.facts(before?.productId ? [before.productId] : []);
      await db.transaction(async (tx) => {
        const cell = await lockedCell(tx, kiosk, input.cellId);
        const product = facts.get(cell.productId);
        // The cell's product changed since it was read: refuse rather than cost it wrongly.
        if (!product) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
        const createdBy = actor(viewer);
        const refill = await refills.recordRefill(tx, {
          orgId: kiosk.orgId,
          kioskId: kiosk.id,
          type: 'MISSION_CONTROL',
          createdBy,
          note: input.note || null,
          items: [scaleEntry(cell, product, added)],
        });
        // Units the batches did not explain before become unknown-date units first.
        await settleBatches(tx, cell, cell.count, { source: 'count', createdBy });
        const repository = createBatchesRepository(tx);
        for (const batch of input.batches) {
          await repository.insert({
            cellRowId: cell.id,
            kioskId: kiosk.id,
            orgId: kiosk.orgId,
            productId: cell.productId,
            quantity: batch.quantity,
            added: batch.quantity,
            bestBefore: batch.bestBefore ?? null,
            source: 'entry',
            refillId: refill.id,
            createdBy,
          });
        }
        await createPlanogramRepository(tx).updateCell(cell.id, { count: cell.count + added });
      });
      changes.notify(kiosk, ['details']);
      return kiosk;
    },

    /**
     * dateCellStock: best-before days for units on a cell whose date is unknown (e.g. what a refill session
     * weighed in). The newest unknown-date units are dated first; the count does not change. Dating more
     * units than have an unknown date is refused (`batches`).
     */
    async dateStock(viewer: Viewer, kioskId: string, data: unknown): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(dateCellStockInput(now), data);
      await db.transaction(async (tx) => {
        const cell = await lockedCell(tx, kiosk, input.cellId);
        const createdBy = actor(viewer);
        await settleBatches(tx, cell, cell.count, { source: 'count', createdBy });
        const repository = createBatchesRepository(tx);
        const unknown = (await repository.ofCell(cell.id, true)).filter((batch) => batch.bestBefore === null).reverse();
        const available = unknown.reduce((sum, batch) => sum + batch.quantity, 0);
        const wanted = input.batches.reduce((sum, batch) => sum + batch.quantity, 0);
        if (wanted > available) {
          throw new AppError('BAD_USER_INPUT', {
            message: `Cell ${input.cellId} holds ${available} units without a best-before day`,
            fields: { batches: 'BAD_USER_INPUT' },
          });
        }
        for (const { quantity, bestBefore } of input.batches) {
          let left = quantity;
          for (const batch of unknown) {
            if (left === 0) break;
            const take = Math.min(batch.quantity, left);
            if (take === 0) continue;
            batch.quantity -= take;
            left -= take;
            await repository.setQuantity(batch.id, batch.quantity);
            await repository.insert({
              cellRowId: cell.id,
              kioskId: kiosk.id,
              orgId: kiosk.orgId,
              productId: cell.productId,
              quantity: take,
              added: take,
              bestBefore,
              source: batch.source,
              sessionId: batch.sessionId,
              refillId: batch.refillId,
              createdBy,
            });
          }
        }
      });
      changes.notify(kiosk, ['details']);
      return kiosk;
    },

    /** For the alert engine's expiry check (background work): batches holding units of their cell's product. */
    stocked: () => createBatchesRepository(db).stocked(),

    /** Batches holding units on a kiosk the caller has loaded, per cell row id, in the order units leave. */
    async ofKiosk(kioskId: string): Promise<Map<string, BatchRow[]>> {
      const byCell = new Map<string, BatchRow[]>();
      for (const batch of await createBatchesRepository(db).ofKiosks([kioskId])) {
        byCell.set(batch.cellRowId, [...(byCell.get(batch.cellRowId) ?? []), batch]);
      }
      for (const [cellRowId, batches] of byCell) byCell.set(cellRowId, fefoOrder(batches));
      return byCell;
    },
  };
}

export type BatchesService = ReturnType<typeof createBatchesService>;
