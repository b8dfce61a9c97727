import type { KiosksPort, FieldPort } from './stock.ports.ts';
import type { KioskRow } from './stock.planogram.repository.ts';
import type { CellBatch, Resolvers, WasteRecord } from '../../generated/graphql.ts';
import type { BatchRow } from './stock.batches.repository.ts';
import type { BatchesService } from './stock.batches.service.ts';
import { productJson } from './stock.view.ts';
import type { WasteRow } from './stock.waste.repository.ts';
import type { WasteService } from './stock.waste.service.ts';

export const batchJson = (batch: BatchRow): CellBatch => ({
  _id: batch.id,
  quantity: batch.quantity,
  added: batch.added,
  bestBefore: batch.bestBefore,
  source: batch.source,
  sessionId: batch.sessionId,
  refillId: batch.refillId,
  createdBy: batch.createdBy,
  created: batch.createdAt,
});

const wasteJson = (row: WasteRow): WasteRecord => ({
  _id: row.id,
  kioskId: row.kioskId,
  cellId: row.cellId,
  productLineId: row.productId,
  units: row.units,
  reason: row.reason,
  note: row.note,
  unitCost: row.unitCost,
  cost: row.cost,
  batches: row.batches,
  refillId: row.refillId,
  createdBy: row.createdBy,
  created: row.createdAt,
});

/** GraphQL ↔ batches per cell and waste (docs/field-operations.md); the services check caller and input. */
export function createStockResolvers(
  batches: BatchesService,
  waste: WasteService,
  kiosks: Pick<KiosksPort, 'dayIncome' | 'toJson' | 'getById'>,
  field: Pick<FieldPort, 'once'>,
): Resolvers {
  const shown = async (row: KioskRow) => kiosks.toJson(row, (await kiosks.dayIncome([row])).get(row.id));
  return {
    Query: {
      getWasteReport: async (_p, { filter }, { viewer }) => {
        const report = await waste.report(viewer, filter);
        return {
          ...report,
          lines: report.lines.map(({ product, productId: _productId, ...line }) => ({
            ...line,
            productLine: productJson(product),
          })),
        };
      },
    },
    // Field operations: a replay with the caller's idempotency key answers the first result (ADR 0024).
    Mutation: {
      addCellStock: async (_p, { kioskId, cellId, batches: entries, note, idempotencyKey }, { viewer }) =>
        shown(
          await field.once(
            viewer,
            idempotencyKey,
            'addCellStock',
            kioskId,
            () => batches.addStock(viewer, kioskId, { cellId, batches: entries, note }),
            (row) => row.id,
            (id) => kiosks.getById(viewer, id),
          ),
        ),
      dateCellStock: async (_p, { kioskId, cellId, batches: entries, idempotencyKey }, { viewer }) =>
        shown(
          await field.once(
            viewer,
            idempotencyKey,
            'dateCellStock',
            kioskId,
            () => batches.dateStock(viewer, kioskId, { cellId, batches: entries }),
            (row) => row.id,
            (id) => kiosks.getById(viewer, id),
          ),
        ),
      recordWaste: async (_p, { kioskId, cellId, units, reason, note, idempotencyKey }, { viewer }) =>
        wasteJson(
          await field.once(
            viewer,
            idempotencyKey,
            'recordWaste',
            kioskId,
            () => waste.record(viewer, kioskId, { cellId, units, reason, note }),
            (row) => row.id,
            (id) => waste.findById(viewer, id),
          ),
        ),
    },
  };
}
