import { readFileSync } from 'node:fs';
import type { Topic } from '../../jobs/queue.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createKioskDeviceRepository } from './kiosks.device.repository.ts';
import { createKioskDeviceResolvers } from './kiosks.device.resolvers.ts';
import { createKioskDeviceService, type KioskDeviceService } from './kiosks.device.service.ts';
import { createKioskFacts, KIOSK_FACTS, type KioskFact } from './kiosks.facts.ts';
import { createKioskIngest, POSTGRES_INGEST_LANES } from './kiosks.ingest.ts';
import { createKioskIngestRepository } from './kiosks.ingest.repository.ts';
import { registerInventoryExportRoutes } from './kiosks.inventory-export.routes.ts';
import {
  createInventoryExportService,
  type ExportForecastPort,
  type ExportProductsPort,
} from './kiosks.inventory-export.service.ts';
import { createKioskInventoryRepository } from './kiosks.inventory.repository.ts';
import { registerSilenceSweep } from './kiosks.jobs.ts';
import { createKioskChanges, createKioskChangesResolvers, type KioskChanges } from './kiosks.live.ts';
import type { CommandsPort, OrganizationsPort, RefillPeoplePort } from './kiosks.ports.ts';
import { createReconcileResolvers } from './kiosks.reconcile.resolvers.ts';
import { createHistoryService, type HistoryService } from './kiosks.history.service.ts';
import { createShelfPhotosRepository } from './kiosks.photos.repository.ts';
import { createShelfPhotoResolvers } from './kiosks.photos.resolvers.ts';
import { createShelfPhotosService, type ShelfPhotosService } from './kiosks.photos.service.ts';
import { createKioskDeviceHandlers } from './kiosks.mqtt.ts';
import { createKiosksRepository, type KioskRow } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { toKioskJson, type KioskJson } from './kiosks.view.ts';
import { registerKiosksRoutes } from './kiosks.routes.ts';
import { createKiosksService, type KiosksService, type TransactionsPort } from './kiosks.service.ts';
import { registerSalesSweep } from './kiosks.sales.jobs.ts';
import { registerRetentionJobs } from './kiosks.retention.jobs.ts';
import { registerFieldKeyPrune } from './kiosks.replenishers.jobs.ts';
import { createKioskRetentionRepository } from './kiosks.retention.repository.ts';
import { createKioskRetentionService, type KioskRetentionService } from './kiosks.retention.service.ts';
import {
  createSalesService,
  type SalesProductsPort,
  type SalesService,
  type SalesTransactionsPort,
  type SalesUsersPort,
} from './kiosks.sales.service.ts';
import { createKioskVisitsRepository } from './kiosks.visits.repository.ts';
import { createKioskVisitsResolvers } from './kiosks.visits.resolvers.ts';
import { createKioskVisitsService, type KioskVisitsService } from './kiosks.visits.service.ts';

import { createInventoryService, type InventoryService } from './kiosks.inventory.service.ts';
import { createBatchesService, type BatchesService } from './kiosks.batches.service.ts';
import { createStockResolvers } from './kiosks.stock.resolvers.ts';
import { createReplenishersRepository } from './kiosks.replenishers.repository.ts';
import { createReplenishersResolvers } from './kiosks.replenishers.resolvers.ts';
import {
  createReplenishersService,
  type ReplenishersService,
  type ReplenishersUsersPort,
} from './kiosks.replenishers.service.ts';
import { createRouteService } from './kiosks.route.service.ts';
import { registerWasteExportRoutes } from './kiosks.waste.routes.ts';
import { createWasteService, type SalesCostPort, type WasteService } from './kiosks.waste.service.ts';
import { createPlanogramResolvers } from './kiosks.planogram.resolvers.ts';
import {
  createPlanogramService,
  type PlanogramService,
  type ProductsPort,
  type RefillsPort,
} from './kiosks.planogram.service.ts';

/**
 * The kiosks module's service: kiosk data and rules, the device side (`device`), change notices for
 * open consoles (`changes`), the kiosk as the API shows it (`toJson`), the planogram (`planogram`), the
 * stock on it (`inventory`), the session → sale derivation (`sales`) and the visit schedules (`visits`).
 */
export type KiosksModuleService = KiosksService & {
  device: KioskDeviceService;
  /** Tells open consoles that a kiosk changed (the commands and configuration modules' notices go through it). */
  changes: Pick<KioskChanges, 'notify'>;
  /** A kiosk as the API shows it, with its income today (what the configuration module's settings save answers). */
  toJson(row: KioskRow): Promise<KioskJson>;
  planogram: PlanogramService;
  inventory: InventoryService;
  sales: SalesService;
  visits: KioskVisitsService;
  /** The raw device data's retention and the hourly temperature roll-ups (ADR 0022). */
  retention: KioskRetentionService;
  /** Batches per cell and waste (docs/field-operations.md). */
  batches: BatchesService;
  waste: WasteService;
  /** The per-person refill history (docs/field-operations.md). */
  history: HistoryService;
  /** Replenisher assignments, their field scope and idempotent field operations (ADR 0024). */
  replenishers: ReplenishersService;
  /** Photos of the finished shelves (ADR 0026). */
  photos: ShelfPhotosService;
  /** Committed device facts (the alert engine and webhooks subscribe; ADR 0014). */
  facts: Topic<KioskFact>;
};

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint; their device side — what
 * kiosks publish (ingest into the live state, temperature and activity logs), device credentials, the
 * silence rule and the temperature CSV export; and the live change notices open consoles subscribe to.
 * The commands the console sends kiosks are the commands module's (`ports.commands`); their settings,
 * schedules, playlist and screen the configuration module's.
 */
export function createKiosksModule(
  platform: Platform,
  ports: {
    transactions: TransactionsPort & RefillsPort & SalesTransactionsPort & SalesCostPort;
    products: ProductsPort & ExportProductsPort & SalesProductsPort;
    organizations: OrganizationsPort;
    users: SalesUsersPort & ReplenishersUsersPort;
    /** Late-bound: the forecast module is built after kiosks. */
    forecast: ExportForecastPort;
    /** Queues commands to kiosks and takes their acks (the commands module). */
    commands: CommandsPort;
    /** Who opened refill sessions' doors and people's names (the refill history). */
    people: RefillPeoplePort;
  },
): ServerModule<'kiosks', KiosksModuleService> {
  const kiosksRepository = createKiosksRepository(platform.db);
  const deviceRepository = createKioskDeviceRepository(platform.db);
  const changes = createKioskChanges(platform.live);
  const facts = createKioskFacts(platform.jobs);
  const ingest = createKioskIngest({
    repository: createKioskIngestRepository(platform.db),
    changes,
    logger: platform.logger,
    facts,
    metrics: platform.metrics.batcher('ingest'),
    lanes: platform.database.kind === 'postgres' ? POSTGRES_INGEST_LANES : 1,
  });
  const device = createKioskDeviceService({
    kiosks: kiosksRepository,
    device: deviceRepository,
    changes,
    urls: () => platform.devices.urls,
    revokeLogins: (serialNumbers) => platform.devices.revokeLogins(serialNumbers),
    listen: (channel, onPayload, onResync) => platform.database.listen(channel, onPayload, onResync),
    rawRetentionMonths: platform.config.deviceRetention.rawMonths,
  });
  const retention = createKioskRetentionService({
    repository: createKioskRetentionRepository(platform.db),
    settings: platform.config.deviceRetention,
  });
  const commands = ports.commands;
  const visits = createKioskVisitsService({
    visits: createKioskVisitsRepository(platform.db),
    kiosks: kiosksRepository,
    organizations: ports.organizations,
    changes,
  });
  const planogram = createPlanogramService({
    db: platform.db,
    kiosks: kiosksRepository,
    products: ports.products,
    refills: ports.transactions,
    commands,
    changes,
  });
  const inventory = createInventoryService({
    db: platform.db,
    kiosks: kiosksRepository,
    products: ports.products,
    refills: ports.transactions,
    changes,
    sendPlanogram: planogram.sendPlanogram,
  });
  const batches = createBatchesService({
    db: platform.db,
    kiosks: kiosksRepository,
    products: ports.products,
    refills: ports.transactions,
    changes,
  });
  const waste = createWasteService({
    db: platform.db,
    kiosks: kiosksRepository,
    products: ports.products,
    refills: ports.transactions,
    sales: ports.transactions,
    changes,
  });
  const history = createHistoryService({
    db: platform.db,
    kiosks: kiosksRepository,
    products: ports.products,
    people: ports.people,
  });
  const sales = createSalesService({
    db: platform.db,
    products: ports.products,
    transactions: ports.transactions,
    users: ports.users,
    changes,
    facts,
    logger: platform.logger,
  });
  const replenishers = createReplenishersService({
    repository: createReplenishersRepository(platform.db),
    kiosks: kiosksRepository,
    users: ports.users,
  });
  const photos = createShelfPhotosService({
    kiosks: kiosksRepository,
    photos: createShelfPhotosRepository(platform.db),
    storage: platform.storage,
  });
  const kiosksService = createKiosksService({ kiosks: kiosksRepository, changes, transactions: ports.transactions });
  const service: KiosksModuleService = Object.assign(kiosksService, {
    device,
    changes: { notify: changes.notify },
    toJson: async (row: KioskRow) => toKioskJson(row, (await kiosksService.dayIncome([row])).get(row.id)),
    planogram,
    inventory,
    sales,
    visits,
    retention,
    batches,
    waste,
    history,
    replenishers,
    photos,
    facts: KIOSK_FACTS,
  });
  const inventoryExports = createInventoryExportService({
    inventory: createKioskInventoryRepository(platform.db),
    products: ports.products,
    visits,
    forecast: ports.forecast,
  });
  const route = createRouteService({
    db: platform.db,
    kiosks: kiosksRepository,
    visits,
    exports: inventoryExports,
    products: ports.products,
    replenishers,
  });
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: [
          'kiosks',
          'kiosks.device',
          'kiosks.planogram',
          'kiosks.visits',
          'kiosks.stock',
          'kiosks.replenishers',
          'kiosks.reconcile',
          'kiosks.photos',
        ]
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(
          createKiosksResolvers(service),
          createKioskDeviceResolvers(device),
          createKioskChangesResolvers(changes, service),
          createPlanogramResolvers(planogram, inventory, service),
          createKioskVisitsResolvers(visits),
          createStockResolvers(batches, waste, history, service, replenishers),
          createReplenishersResolvers(replenishers, route, service),
          createReconcileResolvers(history),
          createShelfPhotoResolvers(photos, replenishers),
        ),
        // What a replenisher may do, on the kiosks assigned to them (ADR 0024).
        field: { operations: KIOSK_FIELD_OPERATIONS, fieldScope: replenishers.fieldScope },
      },
    ],
    routes: (app, { authenticate }) => {
      registerKiosksRoutes(app, { device, authenticate });
      registerInventoryExportRoutes(app, { exports: inventoryExports, authenticate });
      registerWasteExportRoutes(app, { waste, authenticate });
    },
    devices: createKioskDeviceHandlers({
      ingest,
      sales,
      logins: device,
      commands,
      logger: platform.logger,
    }),
    // Periodic work, once across instances (ADR 0014); the job queue's stop waits for a round in flight.
    async jobs(queue) {
      await registerSilenceSweep(queue, device, platform.logger);
      await registerSalesSweep(queue, { sweep: () => sales.sweep(), logger: platform.logger });
      await registerRetentionJobs(queue, retention, platform.logger);
      await registerFieldKeyPrune(queue, replenishers, platform.logger);
    },
    async stop() {
      await ingest.drain();
      // The derivations the last batches asked for: those in progress end, the others wait for the sweep.
      await sales.stop();
    },
  };
}

/** The kiosk endpoint's field operations: the replenisher's kiosks, day, counts, expiry dates and waste. */
const KIOSK_FIELD_OPERATIONS = [
  'getKioskWithCapacities',
  'getAllKiosks',
  'getReplenisherRoute',
  'addCellStock',
  'dateCellStock',
  'recordWaste',
  'recordCellCount',
  'getRefillReconciliation',
  'uploadShelfPhoto',
] as const;

/** Root types of several resolver maps of one module, field by field. */
function mergeResolvers(...maps: Record<string, object>[]): Record<string, object> {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
