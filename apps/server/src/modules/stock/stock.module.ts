import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createBatchesService, setCellCount, type BatchesService } from './stock.batches.service.ts';
import { createHistoryService, type HistoryService } from './stock.history.service.ts';
import { createKioskInventoryRepository, type KioskInventoryRepository } from './stock.inventory.repository.ts';
import { createInventoryService, type InventoryService } from './stock.inventory.service.ts';
import { createShelfPhotosRepository } from './stock.photos.repository.ts';
import { createShelfPhotoResolvers } from './stock.photos.resolvers.ts';
import { createShelfPhotosService, type ShelfPhotosService } from './stock.photos.service.ts';
import { createPlanogramRepository, type CellRow } from './stock.planogram.repository.ts';
import { createPlanogramResolvers } from './stock.planogram.resolvers.ts';
import {
  createPlanogramService,
  type PlanogramService,
  type ProductsPort,
  type RefillsPort,
} from './stock.planogram.service.ts';
import type { EnqueuePort, FieldPort, KiosksPort, RefillPeoplePort } from './stock.ports.ts';
import { createReconcileResolvers } from './stock.reconcile.resolvers.ts';
import { createStockResolvers } from './stock.resolvers.ts';
import { registerWasteExportRoutes } from './stock.waste.routes.ts';
import { createWasteService, type SalesCostPort, type WasteService } from './stock.waste.service.ts';

/**
 * The stock module's service: the planogram (`planogram`), the stock on it (`inventory`), batches and waste,
 * the per-person refill history, shelf photos, the cells' levels the replenishment module plans with (`levels`)
 * and — for the session → sale derivation of the kiosks module — the cells and their counts on the
 * derivation's transaction (`cells`).
 */
export interface StockService {
  planogram: PlanogramService;
  inventory: InventoryService;
  /** Batches per cell and waste (docs/field-operations.md, ADR 0023). */
  batches: BatchesService;
  waste: WasteService;
  /** The per-person refill history and the refill reconciliation (docs/field-operations.md). */
  history: HistoryService;
  /** Photos of the finished shelves (ADR 0026). */
  photos: ShelfPhotosService;
  /**
   * What the replenishment module's exports, pick lists and stops read of the cells (its `stock` port): the
   * cells of kiosks, their needs per product and the dated units on them.
   */
  levels: Pick<KioskInventoryRepository, 'cellsOf' | 'needsOf' | 'datedUnitsOf'>;
  /** The kiosks module's sales derivation reads the cells and sets their counts through this (its `stock` port). */
  cells: {
    /** The kiosks' cells, on `db` or the caller's transaction; `lock` holds them (kiosk, cell order) until it ends. */
    cellsOf(db: Db, kioskIds: readonly string[], lock?: boolean): Promise<CellRow[]>;
    setCount: typeof setCellCount;
  };
}

/** The kiosk endpoint's field operations of the stock module: counts, expiry dates, waste, photos. */
const STOCK_FIELD_OPERATIONS = [
  'addCellStock',
  'dateCellStock',
  'recordWaste',
  'recordCellCount',
  'getRefillReconciliation',
  'uploadShelfPhoto',
] as const;

/**
 * Stock (ADR 0019): the planogram and the stock on each kiosk's cells, batches with best-before days, waste,
 * the refill history and its reconciliation, shelf photos. What to bring and when (visit schedules, exports,
 * pack and pick lists, the replenisher's stops) is the replenishment module's; it reads the cells through
 * `levels`. Kiosks (scope-checked), the console's notices and the replenishers'
 * field scope come from the kiosks module (`ports.kiosks`, `ports.field`).
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
    /** Who opened refill sessions' doors and people's names (the refill history). */
    people: RefillPeoplePort;
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
  const history = createHistoryService({ db: platform.db, kiosks, products: ports.products, people: ports.people });
  const photos = createShelfPhotosService({
    kiosks,
    photos: createShelfPhotosRepository(platform.db),
    storage: platform.storage,
  });
  const service: StockService = {
    planogram,
    inventory,
    batches,
    waste,
    history,
    photos,
    levels: createKioskInventoryRepository(platform.db),
    cells: {
      cellsOf: (db, kioskIds, lock) => createPlanogramRepository(db).cellsOfKiosks(kioskIds, lock),
      setCount: setCellCount,
    },
  };
  return {
    name: 'stock',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['stock.planogram', 'stock', 'stock.reconcile', 'stock.photos']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(
          createPlanogramResolvers(planogram, inventory, kiosks),
          createStockResolvers(batches, waste, history, kiosks, ports.field),
          createReconcileResolvers(history),
          createShelfPhotoResolvers(photos, ports.field),
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
