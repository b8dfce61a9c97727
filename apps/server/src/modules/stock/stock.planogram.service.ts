import { z } from 'zod';
import { LOAD_CELL_PRESETS, loadCellsInput, type LoadCellSurfaceSize } from '@kiosk/common/validation';
import { SYSTEM_USER_ID, type Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { EnqueuePort } from './stock.ports.ts';
import type { KiosksPort } from './stock.ports.ts';
import { createPlanogramRepository, type CellRow, type NewCellRow } from './stock.planogram.repository.ts';
import {
  compareCellIds,
  duplicatePositions,
  maxQtyFor,
  planogramParams,
  positionsFor,
  presetCellIds,
  refillCost,
  type ProductFacts,
} from './stock.planogram.rules.ts';
import type { KioskRow } from './stock.planogram.repository.ts';

/** What the kiosks module needs of the products module. */
export interface ProductsPort {
  /** Product facts by id (unknown ids are absent). */
  facts(ids: readonly string[]): Promise<Map<string, ProductFacts>>;
  /** The price in force now for each product in this kiosk (kiosk-specific, else default, else defaultPrice). */
  pricesInForce(kioskId: string, productIds: readonly string[], at: Date): Promise<Map<string, string>>;
  /** Ids of the products of this manufacturer (any organization; callers filter by their scope). */
  idsByManufacturer(manufacturer: string): Promise<string[]>;
  /** Ids of the organization's active products, by name (demo data). */
  idsOfOrganization(orgId: string): Promise<string[]>;
}

/** A refill as the transactions module records it (on the caller's transaction). */
export interface RefillInput {
  orgId: string;
  kioskId: string;
  type: 'MISSION_CONTROL';
  createdBy: string | null;
  note?: string | null;
  items: {
    cellId: string;
    productLineId: string | null;
    name: string;
    articleNumber: string | null;
    count: number;
    refillCost: string;
  }[];
}

/** What the kiosks module needs of the transactions module for stock changes: record a refill in `tx`. */
export interface RefillsPort {
  recordRefill(tx: Db, refill: RefillInput): Promise<{ id: string }>;
}

export interface PlanogramDeps {
  db: Db;
  kiosks: Pick<KiosksPort, 'findById'>;
  products: ProductsPort;
  refills: RefillsPort;
  commands: EnqueuePort;
  changes: Pick<KiosksPort, 'notify'>;
}

const presetInput = z.object({ preset: z.enum(LOAD_CELL_PRESETS, 'BAD_USER_INPUT') });

/** The user behind a change, for the stored rows (the system caller is nobody). */
export const actor = (viewer: Viewer): string | null => (viewer.userId === SYSTEM_USER_ID ? null : viewer.userId);

/** One scale entry of a MISSION_CONTROL refill: count > 0 Added, < 0 Removed, cost = count × default cost. */
export function scaleEntry(
  cell: Pick<CellRow, 'cellId' | 'productId'>,
  product: ProductFacts | undefined,
  count: number,
) {
  return {
    cellId: cell.cellId,
    productLineId: cell.productId,
    name: product?.name ?? 'Unknown product',
    articleNumber: product?.articleNumber ?? null,
    count,
    refillCost: refillCost(count, product?.defaultCost ?? '0'),
  };
}

/**
 * The planogram (configureLoadCells, updateLoadcell, deleteLoadCell). Every save is one database
 * transaction on the kiosk's locked cells; after it commits, the kiosk gets the whole planogram as
 * `apply_planogram` (its delivery shows in the commands panel).
 */
export function createPlanogramService({ db, kiosks, products, refills, commands, changes }: PlanogramDeps) {
  const cells = createPlanogramRepository(db);

  async function load({ scope }: Viewer, id: string): Promise<KioskRow> {
    const row = await kiosks.findById(scope, requireId(id, 'kioskId'));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Queues the kiosk's whole planogram (unit weights, tolerance, prices in force now, max quantities). */
  async function sendPlanogram(kiosk: Pick<KioskRow, 'id' | 'orgId' | 'serialNumber'>, createdBy: string | null) {
    const rows = await cells.cellsOf(kiosk.id);
    const ids = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
    const [facts, prices] = await Promise.all([products.facts(ids), products.pricesInForce(kiosk.id, ids, new Date())]);
    await commands.enqueue(
      { id: kiosk.id, orgId: kiosk.orgId, serialNumber: kiosk.serialNumber },
      'apply_planogram',
      planogramParams(rows, facts, prices),
      createdBy,
    );
    changes.notify(kiosk, ['details']);
  }

  return {
    sendPlanogram,

    /**
     * Lays the kiosk out from a preset: single (A1 … A15) or double (A1 … A15, B1 … B15). Cells already
     * there that the preset also has are kept as they are (product, stock, position); a new cell takes its
     * own position (A2 → 2, B1 → 16) when free, else the lowest free one. Cells the preset does not have are removed, unless one holds
     * stock: then nothing changes (BAD_USER_INPUT on `preset`; correct those cells to 0 first).
     */
    async configure(viewer: Viewer, kioskId: string, preset: unknown): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(presetInput, { preset });
      const wanted = presetCellIds(input.preset);
      await db.transaction(async (tx) => {
        const repository = createPlanogramRepository(tx);
        const current = await repository.cellsOf(kiosk.id, true);
        const dropped = current.filter((cell) => !wanted.includes(cell.cellId));
        const stocked = dropped.filter((cell) => cell.count > 0).map((cell) => cell.cellId);
        if (stocked.length) {
          throw new AppError('BAD_USER_INPUT', {
            message: `Cells holding stock cannot be removed: ${stocked.sort(compareCellIds).join(', ')}`,
            fields: { preset: 'BAD_USER_INPUT' },
          });
        }
        await repository.deleteCells(dropped.map((cell) => cell.id));
        const kept = current.filter((cell) => wanted.includes(cell.cellId));
        const added = wanted.filter((cellId) => !kept.some((cell) => cell.cellId === cellId));
        const positions = positionsFor(
          added,
          kept.map((cell) => cell.planogramPosition),
        );
        await repository.insertCells(
          added.map((cellId, i) => ({
            kioskId: kiosk.id,
            orgId: kiosk.orgId,
            cellId,
            planogramPosition: positions.get(cellId) ?? i + 1,
          })),
        );
      });
      await sendPlanogram(kiosk, actor(viewer));
      return kiosk;
    },

    /**
     * Saves cells (new ones are added): position (unique in the kiosk), product of the kiosk's
     * organization, surface size (its capacity decides the max quantity), price tag, ESL tag id. The
     * whole save is one transaction: any bad cell changes nothing. A cell holding stock keeps its product
     * (correct it to 0 first).
     */
    async update(viewer: Viewer, kioskId: string, data: unknown): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(z.object({ cells: loadCellsInput }), { cells: data }).cells;
      const before = await cells.cellsOf(kiosk.id);
      const productIds = [
        ...new Set([
          ...input.flatMap((cell) => (cell.productId ? [cell.productId] : [])),
          ...before.flatMap((cell) => (cell.productId ? [cell.productId] : [])),
        ]),
      ];
      const facts = await products.facts(productIds);
      input.forEach((cell, i) => {
        if (!cell.productId) return;
        const product = facts.get(cell.productId);
        if (!product) throw new AppError('NOT_FOUND', { fields: { [`cells.${i}.productId`]: 'NOT_FOUND' } });
        if (product.orgId !== kiosk.orgId) {
          throw new AppError('ORGANISATION_MISMATCH', {
            fields: { [`cells.${i}.productId`]: 'ORGANISATION_MISMATCH' },
          });
        }
      });

      await db.transaction(async (tx) => {
        const repository = createPlanogramRepository(tx);
        const current = new Map((await repository.cellsOf(kiosk.id, true)).map((cell) => [cell.cellId, cell]));
        const next = new Map(
          [...current.values()].map((cell) => [cell.cellId, { planogramPosition: cell.planogramPosition }]),
        );
        // New cells without a position: their own slot when free (positions asked for in the save count as taken).
        const newPositions = positionsFor(
          input
            .filter((cell) => !current.has(cell.cellId) && cell.planogramPosition === undefined)
            .map((c) => c.cellId),
          [
            ...[...current.values()].map((cell) => cell.planogramPosition),
            ...input.flatMap((cell) => (cell.planogramPosition === undefined ? [] : [cell.planogramPosition])),
          ],
        );
        const planned = input.map((cell, i) => {
          const existing = current.get(cell.cellId);
          const productId = cell.productId === undefined ? (existing?.productId ?? null) : cell.productId;
          if (existing && existing.count > 0 && productId !== existing.productId) {
            throw new AppError('BAD_USER_INPUT', {
              message: `Cell ${cell.cellId} holds stock: correct its quantity to 0 before changing its product`,
              fields: { [`cells.${i}.productId`]: 'BAD_USER_INPUT' },
            });
          }
          const surfaceSize: LoadCellSurfaceSize = cell.surfaceSize ?? existing?.surfaceSize ?? 'N50';
          const product = productId ? facts.get(productId) : undefined;
          const patch: Partial<NewCellRow> = {
            planogramPosition:
              cell.planogramPosition ?? existing?.planogramPosition ?? newPositions.get(cell.cellId) ?? i + 1,
            productId,
            surfaceSize,
            maxQty: product ? maxQtyFor(product.capacities, surfaceSize) : productId ? (existing?.maxQty ?? 0) : 0,
          };
          if (cell.priceTag !== undefined) patch.priceTag = cell.priceTag || null;
          if (cell.tagId !== undefined) patch.tagId = cell.tagId || null;
          next.set(cell.cellId, { planogramPosition: patch.planogramPosition ?? 0 });
          return { cell, existing, patch, index: i };
        });
        const duplicates = duplicatePositions([...next.values()]);
        if (duplicates.length) {
          const fields: Record<string, string> = {};
          for (const { cell, index } of planned) {
            if (duplicates.includes(next.get(cell.cellId)?.planogramPosition ?? -1)) {
              fields[`cells.${index}.planogramPosition`] = 'PLANOGRAM_POSITION_IN_USE';
            }
          }
          throw new AppError('PLANOGRAM_POSITION_IN_USE', { fields });
        }
        // Positions may swap within one save: moved cells first step aside (the index is not deferrable).
        const moved = planned.filter((p) => p.existing && p.patch.planogramPosition !== p.existing.planogramPosition);
        for (const [k, { existing }] of moved.entries()) {
          if (existing) await repository.updateCell(existing.id, { planogramPosition: 1_000_000 + k });
        }
        for (const { existing, patch } of planned) {
          if (existing) await repository.updateCell(existing.id, patch);
        }
        await repository.insertCells(
          planned
            .filter((p) => !p.existing)
            .map(({ cell, patch }) => ({
              ...patch,
              kioskId: kiosk.id,
              orgId: kiosk.orgId,
              cellId: cell.cellId,
              planogramPosition: patch.planogramPosition ?? 1,
            })),
        );
      });
      await sendPlanogram(kiosk, actor(viewer));
      return kiosk;
    },

    /**
     * Deletes a load cell. `added` says whether the cell's units are accounted for: a cell holding stock
     * is deleted only with `added: true`, and its units are then booked out as a MISSION_CONTROL refill
     * (Removed) in the same transaction, so the stock history stays explainable. An empty cell is deleted
     * either way.
     */
    async deleteCell(viewer: Viewer, kioskId: string, cellId: string, added: boolean): Promise<KioskRow> {
      const kiosk = await load(viewer, kioskId);
      const before = (await cells.cellsOf(kiosk.id)).find((cell) => cell.cellId === cellId);
      if (!before) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
      const facts = await products.facts(before.productId ? [before.productId] : []);
      await db.transaction(async (tx) => {
        const repository = createPlanogramRepository(tx);
        const cell = (await repository.cellsOf(kiosk.id, true)).find((row) => row.cellId === cellId);
        if (!cell) throw new AppError('NOT_FOUND', { fields: { cellId: 'NOT_FOUND' } });
        if (cell.count > 0) {
          if (!added) {
            throw new AppError('BAD_USER_INPUT', {
              message: `Cell ${cellId} holds ${cell.count} units: confirm they were taken out (added: true)`,
              fields: { added: 'BAD_USER_INPUT' },
            });
          }
          await refills.recordRefill(tx, {
            orgId: kiosk.orgId,
            kioskId: kiosk.id,
            type: 'MISSION_CONTROL',
            createdBy: actor(viewer),
            note: `Load cell ${cellId} deleted`,
            items: [scaleEntry(cell, cell.productId ? facts.get(cell.productId) : undefined, -cell.count)],
          });
        }
        await repository.deleteCells([cell.id]);
      });
      await sendPlanogram(kiosk, actor(viewer));
      return kiosk;
    },

    /** Lays the kiosk out as the system (demo data): preset and cells; returns nothing. */
    cellsOf: (kioskId: string): Promise<CellRow[]> => cells.cellsOf(kioskId),
  };
}

export type PlanogramService = ReturnType<typeof createPlanogramService>;
