import type { KiosksPort } from './stock.ports.ts';
import type { KioskRow } from './stock.planogram.repository.ts';
import type { KioskProductStock, Resolvers } from '../../generated/graphql.ts';
import type { InventoryService, StockView } from './stock.inventory.service.ts';
import type { PlanogramService } from './stock.planogram.service.ts';
import { batchJson } from './stock.resolvers.ts';
import { productJson } from './stock.view.ts';

const stockJson = (row: StockView): KioskProductStock => ({
  kioskId: row.kioskId,
  kioskName: row.kioskName,
  orgId: row.orgId,
  productLine: row.product ? productJson(row.product) : null,
  amount: row.amount,
  max: row.max,
  occupancy: row.occupancy,
});

/** GraphQL ↔ planogram and inventory (configureLoadCells, updateLoadcell, deleteLoadCell, Kiosk.inventory, …). */
export function createPlanogramResolvers(
  planogram: PlanogramService,
  inventory: InventoryService,
  kiosks: Pick<KiosksPort, 'dayIncome' | 'toJson'>,
): Resolvers {
  const shown = async (row: KioskRow) => kiosks.toJson(row, (await kiosks.dayIncome([row])).get(row.id));

  return {
    Kiosk: {
      // The parent kiosk was loaded through a scope-checked operation.
      inventory: async (kiosk) => {
        const { loadCells, totals } = await inventory.inventory(kiosk._id);
        return {
          loadCells: loadCells.map(({ cell, product, occupancy, batches, bestBefore }) => ({
            cellId: cell.cellId,
            planogramPosition: cell.planogramPosition,
            productLine: product ? productJson(product) : null,
            products: cell.count,
            count: cell.count,
            priceTag: cell.priceTag,
            tagId: cell.tagId,
            surfaceSize: cell.surfaceSize,
            maxQty: cell.maxQty,
            occupancy,
            bestBefore,
            batches: batches.map(batchJson),
          })),
          totals: totals.map((total) => ({
            productLine: productJson(total.product),
            count: total.count,
            maxQty: total.maxQty,
            cells: total.cells,
            occupancy: total.occupancy,
          })),
        };
      },
    },
    Query: {
      getAlmostEmptyKiosks: async (_p, args, { viewer }) => {
        const page = await inventory.almostEmpty(viewer, args);
        return { total: page.total, data: page.rows.map(stockJson) };
      },
      getProductsByKioskIds: async (_p, { kioskIds }, { viewer }) =>
        (await inventory.productsByKioskIds(viewer, kioskIds)).map(stockJson),
    },
    Mutation: {
      configureLoadCells: async (_p, { kioskId, preset }, { viewer }) =>
        shown(await planogram.configure(viewer, kioskId, preset)),
      updateLoadcell: async (_p, { kioskId, cells }, { viewer }) =>
        shown(await planogram.update(viewer, kioskId, cells)),
      deleteLoadCell: async (_p, { kioskId, cellId, added }, { viewer }) =>
        shown(await planogram.deleteCell(viewer, kioskId, cellId, added)),
      correctCellQuantity: async (_p, { kioskId, cellId, count, note }, { viewer }) =>
        shown(await inventory.correct(viewer, kioskId, { cellId, count, note })),
    },
  };
}
