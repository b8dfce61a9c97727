import { z } from 'zod';
import { cellQuantityInput } from '@kiosk/common/validation';
import { canReach } from '../../auth/scope.ts';
import { SYSTEM_VIEWER, type Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { skipLimit } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import { createBatchesRepository, type BatchRow } from './stock.batches.repository.ts';
import { fefoOrder, nearestBestBefore } from './stock.batches.rules.ts';
import { settleBatches } from './stock.settle.service.ts';
import type { KiosksPort } from './stock.ports.ts';
import { createPlanogramRepository, type CellRow, type StockRow } from './stock.planogram.repository.ts';
import { compareCellIds, occupancy, type ProductFacts } from './stock.planogram.rules.ts';
import { actor, scaleEntry, type ProductsPort, type RefillsPort } from './stock.planogram.service.ts';
import type { KioskRow } from './stock.planogram.repository.ts';

/** A load cell as the API shows it (spec §3 Kiosk inventory loadCells). */
export interface LoadCellView {
  cell: CellRow;
  product: ProductFacts | null;
  occupancy: number;
  /** The cell's batches holding units, in the order units leave (FEFO, unknown dates last). */
  batches: BatchRow[];
  /** The nearest best-before day of its units (null: none dated). */
  bestBefore: string | null;
}

/** The kiosk's stock of one product over all its cells. */
export interface InventoryTotal {
  product: ProductFacts;
  count: number;
  maxQty: number;
  cells: number;
  occupancy: number;
}

export interface StockView extends StockRow {
  product: ProductFacts | null;
  occupancy: number;
}

const almostEmptyArgs = z.object({
  orgId: z.uuid('NOT_FOUND').optional().nullable(),
  kioskId: z.uuid('NOT_FOUND').optional().nullable(),
  productId: z.uuid('NOT_FOUND').optional().nullable(),
  manufacturer: z.string().trim().max(200, 'BAD_USER_INPUT').optional().nullable(),
  sortField: z.enum(['amount', 'max', 'kioskName'], 'BAD_USER_INPUT').default('amount'),
  sortOrder: z.enum(['asc', 'desc'], 'BAD_USER_INPUT').default('asc'),
});

/** At most this many kiosks in one getProductsByKioskIds call. */
const MAX_KIOSK_IDS = 500;

interface Deps {
  db: Db;
  kiosks: Pick<KiosksPort, 'findById' | 'list'>;
  products: ProductsPort;
  refills: RefillsPort;
  changes: Pick<KiosksPort, 'notify'>;
  sendPlanogram(kiosk: Pick<KioskRow, 'id' | 'orgId' | 'serialNumber'>, createdBy: string | null): Promise<void>;
}

/**
 * Stock on the kiosks: the inventory of a kiosk (cells and totals per product), an operator's quantity
 * correction (a MISSION_CONTROL refill in the same transaction), the almost-empty list, and what the
 * products module asks (kiosks holding a product; prices changed).
 */
export function createInventoryService({ db, kiosks, products, refills, changes, sendPlanogram }: Deps) {
  const cells = createPlanogramRepository(db);

  async function load({ scope }: Viewer, id: string): Promise<KioskRow> {
    const row = await kiosks.findById(scope, requireId(id, 'kioskId'));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  const productIdsOf = (rows: readonly { productId: string | null }[]) => [
    ...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : []))),
  ];

  /**
   * Sets cells' counts in one transaction on the locked cells and records the differences there as one
   * MISSION_CONTROL refill (one scale entry per changed cell). Unchanged counts record nothing.
   */
  async function setCounts(
    viewer: Viewer,
    kiosk: KioskRow,
    counts: readonly { cellId: string; count: number }[],
    note: string | null,
  ): Promise<void> {
    const before = await cells.cellsOf(kiosk.id);
    for (const { cellId } of counts) {
      const cell = before.find((row) => row.cellId === cellId);
      if (!cell) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
      if (!cell.productId) {
        throw new AppError('BAD_USER_INPUT', {
          message: `Cell ${cellId} holds no product`,
          fields: { cellId: 'BAD_USER_INPUT' },
        });
      }
    }
    const facts = await products.facts(productIdsOf(before));
    const changed = await db.transaction(async (tx) => {
      const repository = createPlanogramRepository(tx);
      const locked = await repository.cellsOf(kiosk.id, true);
      const items = [];
      const settle: { cell: CellRow; count: number }[] = [];
      for (const { cellId, count } of counts) {
        const cell = locked.find((row) => row.cellId === cellId);
        const product = cell?.productId ? facts.get(cell.productId) : undefined;
        if (!cell || !product) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
        const delta = count - cell.count;
        if (delta === 0) continue;
        await repository.updateCell(cell.id, { count });
        items.push(scaleEntry(cell, product, delta));
        settle.push({ cell, count });
      }
      if (!items.length) return false;
      const refill = await refills.recordRefill(tx, {
        orgId: kiosk.orgId,
        kioskId: kiosk.id,
        type: 'MISSION_CONTROL',
        createdBy: actor(viewer),
        note,
        items,
      });
      // Counted units: a surplus is an unknown-date batch of the refill, a shortfall leaves FEFO (ADR 0023).
      for (const { cell, count } of settle)
        await settleBatches(tx, cell, count, { source: 'correction', refillId: refill.id, createdBy: actor(viewer) });
      return true;
    });
    if (changed) changes.notify(kiosk, ['details']);
  }

  return {
    /** Kiosk.inventory of a kiosk the caller has loaded: cells in cell order and totals per product by name. */
    async inventory(kioskId: string): Promise<{ loadCells: LoadCellView[]; totals: InventoryTotal[] }> {
      const rows = (await cells.cellsOf(kioskId)).sort((a, b) => compareCellIds(a.cellId, b.cellId));
      const [facts, stored] = await Promise.all([
        products.facts(productIdsOf(rows)),
        createBatchesRepository(db).ofKiosks([kioskId]),
      ]);
      const batchesOf = (cell: CellRow) =>
        fefoOrder(stored.filter((batch) => batch.cellRowId === cell.id && batch.productId === cell.productId));
      const totals = new Map<string, InventoryTotal>();
      const loadCells = rows.map((cell) => {
        const product = (cell.productId && facts.get(cell.productId)) || null;
        if (product) {
          const total = totals.get(product.id) ?? { product, count: 0, maxQty: 0, cells: 0, occupancy: 0 };
          total.count += cell.count;
          total.maxQty += cell.maxQty;
          total.cells += 1;
          totals.set(product.id, total);
        }
        const batches = batchesOf(cell);
        return {
          cell,
          product,
          occupancy: occupancy(cell.count, cell.maxQty),
          batches,
          bestBefore: nearestBestBefore(batches),
        };
      });
      return {
        loadCells,
        totals: [...totals.values()]
          .map((total) => ({ ...total, occupancy: occupancy(total.count, total.maxQty) }))
          .sort((a, b) => a.product.name.localeCompare(b.product.name)),
      };
    },

    /**
     * Sets a cell's count as counted by an operator and records the difference, in the same transaction,
     * as a refill of type MISSION_CONTROL with one scale entry (Added > 0, Removed < 0, cost = count ×
     * the product's default cost). Correcting to the same count changes nothing.
     */
    async correct(viewer: Viewer, kioskId: string, data: unknown): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(cellQuantityInput, data);
      await setCounts(viewer, kiosk, [{ cellId: input.cellId, count: input.count }], input.note || null);
      return kiosk;
    },

    /** Sets several cells' counts as one refill (demo stock); the same rules as a correction. */
    async stockUp(viewer: Viewer, kioskId: string, counts: { cellId: string; count: number }[], note: string) {
      const kiosk = await load(viewer, kioskId);
      await setCounts(viewer, kiosk, counts, note);
    },

    /** getAlmostEmptyKiosks: kiosk × product rows in scope, amount ascending by default; pages of 25. */
    async almostEmpty(
      { scope }: Viewer,
      args: {
        skip?: number | null;
        limit?: number | null;
        filter?: unknown;
        sort?: { field?: string | null; order?: string | null } | null;
      },
    ): Promise<{ rows: StockView[]; total: number }> {
      const filter = (args.filter ?? {}) as Record<string, unknown>;
      const input = parseInput(almostEmptyArgs, {
        ...filter,
        sortField: args.sort?.field ?? undefined,
        sortOrder: args.sort?.order ?? undefined,
      });
      // An organization outside the caller's scope does not exist for them, like every other read.
      if (input.orgId && !canReach(scope, input.orgId))
        throw new AppError('NOT_FOUND', { fields: { orgId: 'NOT_FOUND' } });
      if (input.kioskId && !(await kiosks.findById(scope, input.kioskId)))
        throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      let productIds: string[] | undefined;
      if (input.productId) productIds = [input.productId];
      if (input.manufacturer) {
        const made = await products.idsByManufacturer(input.manufacturer);
        productIds = productIds ? productIds.filter((id) => made.includes(id)) : made;
      }
      const { rows, total } = await cells.stock(scope, {
        orgId: input.orgId ?? undefined,
        kioskId: input.kioskId ?? undefined,
        productIds,
        sortField: input.sortField,
        sortOrder: input.sortOrder,
        ...skipLimit(args.skip, args.limit),
      });
      const facts = await products.facts(productIdsOf(rows));
      return {
        rows: rows.map((row) => ({
          ...row,
          product: facts.get(row.productId) ?? null,
          occupancy: occupancy(row.amount, row.max),
        })),
        total,
      };
    },

    /** getProductsByKioskIds: the products on these kiosks (all in the caller's scope) with their stock. */
    async productsByKioskIds({ scope }: Viewer, kioskIds: readonly string[]): Promise<StockView[]> {
      if (kioskIds.length > MAX_KIOSK_IDS) {
        throw new AppError('BAD_USER_INPUT', {
          message: `At most ${MAX_KIOSK_IDS} kiosks`,
          fields: { kioskIds: 'BAD_USER_INPUT' },
        });
      }
      const ids = [...new Set(kioskIds.map((id) => requireId(id, 'kioskIds')))];
      const found = await Promise.all(ids.map((id) => kiosks.findById(scope, id)));
      if (found.some((row) => !row)) throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      const byKiosk = new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
      const rows = await cells.cellsOfKiosks(ids);
      const facts = await products.facts(productIdsOf(rows));
      const stock = new Map<string, StockView>();
      for (const cell of rows) {
        const kiosk = cell.productId ? byKiosk.get(cell.kioskId) : undefined;
        if (!kiosk || !cell.productId) continue;
        const key = `${cell.kioskId}:${cell.productId}`;
        const entry = stock.get(key) ?? {
          kioskId: kiosk.id,
          kioskName: kiosk.name,
          orgId: kiosk.orgId,
          productId: cell.productId,
          amount: 0,
          max: 0,
          product: facts.get(cell.productId) ?? null,
          occupancy: 0,
        };
        entry.amount += cell.count;
        entry.max += cell.maxQty;
        stock.set(key, entry);
      }
      return [...stock.values()]
        .map((entry) => ({ ...entry, occupancy: occupancy(entry.amount, entry.max) }))
        .sort(
          (a, b) =>
            a.kioskName.localeCompare(b.kioskName) || (a.product?.name ?? '').localeCompare(b.product?.name ?? ''),
        );
    },

    /** For the products module (it checked the caller may see the product): kiosks holding it, by name. */
    linkedKiosks: async (productId: string) =>
      (await cells.kiosksHolding(SYSTEM_VIEWER.scope, productId)).map(({ id, name }) => ({ _id: id, name })),

    /** For the products module: whether any cell holds the product (then it cannot be deleted). */
    holdsProduct: async (productId: string) => (await cells.kiosksHolding(SYSTEM_VIEWER.scope, productId)).length > 0,

    /**
     * For the products module: a price of the product changed (default: kioskId null, or one kiosk's).
     * Every kiosk holding it (or that one kiosk, if it holds it) gets its planogram with the price now.
     */
    async pricesChanged(productId: string, kioskId: string | null, createdBy: string | null): Promise<void> {
      const holding = await cells.kiosksHolding(SYSTEM_VIEWER.scope, productId);
      for (const kiosk of holding) {
        if (kioskId === null || kiosk.id === kioskId) await sendPlanogram(kiosk, createdBy);
      }
    },

    /** For the products module's kiosk picker check: the kiosk's owner organization (null: unknown). */
    async ownerOf(kioskId: string): Promise<string | null> {
      return (await kiosks.findById(SYSTEM_VIEWER.scope, kioskId))?.orgId ?? null;
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
