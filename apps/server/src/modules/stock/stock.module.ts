import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createBatchesService, type BatchesService } from './stock.batches.service.ts';
import { setCellCount, setCellCounts } from './stock.settle.service.ts';
import { createKioskInventoryRepository, type KioskInventoryRepository } from './stock.inventory.repository.ts';
import { createInventoryService, type InventoryService } from './stock.inventory.service.ts';
import { createPlanogramRepository, type CellRow } from './stock.planogram.repository.ts';
import { createPlanogramResolvers } from './stock.planogram.resolvers.ts';
import {
  createPlanogramService,
  type PlanogramService,
  type ProductsPort,
  type RefillsPort,
} from './stock.planogram.service.ts';
import type { EnqueuePort, FieldPort, KiosksPort } from './stock.ports.ts';
import { createStockResolvers } from './stock.resolvers.ts';
import { registerWasteExportRoutes } from './stock.waste.routes.ts';
import { createWasteService, type SalesCostPort, type WasteService } from './stock.waste.service.ts';

/**
 * The stock module's service: the planogram (`planogram`), the stock on it (`inventory`), batches and waste,
 * the cells' levels the replenishment and reconciliation modules read (`levels`) and — for the session → sale
 * derivation of the sales module — the cells and their counts on the derivation's transaction (`cells`).
 */
export interface StockService {
  planogram: PlanogramService;
  inventory: InventoryService;
  /** Batches per cell and waste (docs/field-operations.md, ADR 0023). */
  batches: BatchesService;
  waste: WasteService;
  /**
   * What the replenishment module's exports, pick lists and stops read of the cells (its `stock` port): the
   * cells of kiosks, their needs per product and the dated units on them. The reconciliation module's `stock`
   * port reads a counted kiosk's cells (`cellsOf`).
   */
  levels: Pick<KioskInventoryRepository, 'cellsOf' | 'needsOf' | 'datedUnitsOf'>;
  /** The kiosks module's sales derivation reads the cells and sets their counts through this (its `stock` port). */
  cells: {
    /** The kiosks' cells, on `db` or the caller's transaction; `lock` holds them (kiosk, cell order) until it ends. */
    cellsOf(db: Db, kioskIds: readonly string[], lock?: boolean): Promise<CellRow[]>;
    setCount: typeof setCellCount;
    /** Counts set one after another in few statements (a derivation run's sales). */
    setCounts: typeof setCellCounts;
  };
}

/** The kiosk endpoint's field operations of the stock module: stock put on cells, expiry dates, waste. */
const STOCK_FIELD_OPERATIONS = ['addCellStock', 'dateCellStock', 'recordWaste'] as const;

/**
 * Stock (ADR 0019): the planogram and the stock on each kiosk's cells, batches with best-before days, waste.
 * What to bring and when (visit schedules, exports, pack and pick lists, the replenisher's stops) is the
 * replenishment module's; it reads the cells through `levels`. The refill history, its reconciliation and shelf
 * photos are the reconciliation module's. Kiosks (scope-checked) and the console's notices come from the
 * kiosks module (`ports.kiosks`), the replenishers' field scope from the field module (`ports.field`).
 */
export function createStockModule(
  platform: Platform,
  ports: {
    kiosks: KiosksPort;
    field: FieldPort;
    transactions: RefillsPort & SalesCostPort;
    products: ProductsPort;
    /** Queues the planogram to a kiosk (the commands module). */
    commands: EnqueuePort;
  },
): ServerModule<'stock', StockService> {
  const { kiosks } = ports;
  const planogram = createPlanogramService({
    db: platform.db,
    kiosks,
    products: ports.products,
    refills: ports.transactions,
    commands: ports.commands,
    changes: kiosks,
  });
  const inventory = createInventoryService({
    db: platform.db,
    kiosks,
    products: ports.products,
    refills: ports.transactions,
    changes: kiosks,
    sendPlanogram: planogram.sendPlanogram,
  });
  const batches = createBatchesService({
    db: platform.db,
    kiosks,
    products: ports.products,
    refills: ports.transactions,
    changes: kiosks,
  });
  const waste = createWasteService({
    db: platform.db,
    kiosks,
    products: ports.products,
    refills: ports.transactions,
    sales: ports.transactions,
    changes: kiosks,
  });
  const service: StockService = {
    planogram,
    inventory,
    batches,
    waste,
    levels: createKioskInventoryRepository(platform.db),
    cells: {
      cellsOf: (db, kioskIds, lock) => createPlanogramRepository(db).cellsOfKiosks(kioskIds, lock),
      setCount: setCellCount,
      setCounts: setCellCounts,
    },
  };
  return {
    name: 'stock',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['stock.planogram', 'stock']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(
          createPlanogramResolvers(planogram, inventory, kiosks),
          createStockResolvers(batches, waste, kiosks, ports.field),
        ),
        // What a replenisher may do, on the kiosks assigned to them (ADR 0024).
        field: { operations: STOCK_FIELD_OPERATIONS, fieldScope: ports.field.fieldScope },
      },
    ],
    routes: (app, { authenticate }) => {
      registerWasteExportRoutes(app, { waste, authenticate });
    },
  };
}

/** Root types of several resolver maps of one module, field by field. */
function mergeResolvers(...maps: Record<string, object>[]): Record<string, object> {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
