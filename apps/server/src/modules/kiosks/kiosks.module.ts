import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { startCommandSweep } from './kiosks.commands.jobs.ts';
import { createKioskCommandsRepository } from './kiosks.commands.repository.ts';
import { createKioskCommandsResolvers } from './kiosks.commands.resolvers.ts';
import { runAudited, SYSTEM_ACTOR } from '../../db/audit-trail.ts';
import { createKioskCommandsService, type KioskCommandsService } from './kiosks.commands.service.ts';
import { seedDemoKiosks, seedDemoPlanograms } from './kiosks.demo.ts';
import { type HistoryTransactionsPort, seedDemoHistory } from './kiosks.demo-history.ts';
import { createKioskDeviceRepository } from './kiosks.device.repository.ts';
import { createKioskDeviceResolvers } from './kiosks.device.resolvers.ts';
import { createKioskDeviceService, type KioskDeviceService } from './kiosks.device.service.ts';
import { createKioskFacts, type KioskFacts } from './kiosks.facts.ts';
import { createKioskIngest } from './kiosks.ingest.ts';
import { createKioskIngestRepository } from './kiosks.ingest.repository.ts';
import { registerInventoryExportRoutes } from './kiosks.inventory-export.routes.ts';
import {
  createInventoryExportService,
  type ExportForecastPort,
  type ExportProductsPort,
} from './kiosks.inventory-export.service.ts';
import { createKioskInventoryRepository } from './kiosks.inventory.repository.ts';
import { startKioskJobs } from './kiosks.jobs.ts';
import { createKioskChanges, createKioskChangesResolvers } from './kiosks.live.ts';
import { createKioskDeviceHandlers } from './kiosks.mqtt.ts';
import { registerMediaRoutes } from '../../files/media-routes.ts';
import { defaultMedia } from './kiosks.playlist.defaults.ts';
import { createKioskPlaylistRepository } from './kiosks.playlist.repository.ts';
import { createKioskPlaylistResolvers } from './kiosks.playlist.resolvers.ts';
import { createKioskPlaylistService, type KioskPlaylistService } from './kiosks.playlist.service.ts';
import { createKioskScreenService, type KioskScreenService } from './kiosks.screen.service.ts';
import { createKiosksRepository } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { registerKiosksRoutes } from './kiosks.routes.ts';
import { startScheduleJob } from './kiosks.schedules.jobs.ts';
import { createKioskSchedulesRepository } from './kiosks.schedules.repository.ts';
import {
  createKioskSchedulesService,
  type KioskSchedulesService,
  type OrganizationsPort,
} from './kiosks.schedules.service.ts';
import { createKiosksService, type KiosksService, type TransactionsPort } from './kiosks.service.ts';
import { startSalesSweep } from './kiosks.sales.jobs.ts';
import {
  createSalesService,
  type SalesProductsPort,
  type SalesService,
  type SalesTransactionsPort,
  type SalesUsersPort,
} from './kiosks.sales.service.ts';
import { createKioskSettingsResolvers } from './kiosks.settings.resolvers.ts';
import { createKioskSettingsService, type KioskSettingsService } from './kiosks.settings.service.ts';
import { createKioskVisitsRepository } from './kiosks.visits.repository.ts';
import { createKioskVisitsResolvers } from './kiosks.visits.resolvers.ts';
import { createKioskVisitsService, type KioskVisitsService } from './kiosks.visits.service.ts';
import { VISIT_SAFETY_MARGIN_PERCENT } from '@kiosk/common/constants';

import { createInventoryService, type InventoryService } from './kiosks.inventory.service.ts';
import { createPlanogramResolvers } from './kiosks.planogram.resolvers.ts';
import {
  createPlanogramService,
  type PlanogramService,
  type ProductsPort,
  type RefillsPort,
} from './kiosks.planogram.service.ts';

/**
 * The kiosks module's service: kiosk data and rules, the device side (`device`), commands (`commands`),
 * settings (`settings`), out-of-service schedules (`schedules`), the playlist (`playlist`), the kiosk
 * screen (`screen`), the planogram (`planogram`), the stock on it (`inventory`) and the visit schedules
 * (`visits`).
 */
export type KiosksModuleService = KiosksService & {
  device: KioskDeviceService;
  commands: KioskCommandsService;
  settings: KioskSettingsService;
  schedules: KioskSchedulesService;
  playlist: KioskPlaylistService;
  screen: KioskScreenService;
  planogram: PlanogramService;
  inventory: InventoryService;
  sales: SalesService;
  visits: KioskVisitsService;
  /** Committed device facts (the alert engine subscribes). */
  facts: Pick<KioskFacts, 'onFact'>;
};

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint; their device side — what
 * kiosks publish (ingest into the live state, temperature and activity logs), device credentials, the
 * silence rule and the temperature CSV export; the commands the console sends them (device contract §3)
 * with the sweep that re-sends, times out and expires them; and the live change notices open consoles
 * subscribe to.
 */
export function createKiosksModule(
  platform: Platform,
  ports: {
    transactions: TransactionsPort & RefillsPort & SalesTransactionsPort & HistoryTransactionsPort;
    products: ProductsPort & ExportProductsPort & SalesProductsPort;
    organizations: OrganizationsPort;
    users: SalesUsersPort;
    /** Late-bound: the forecast module is built after kiosks. */
    forecast: ExportForecastPort;
  },
): ServerModule<'kiosks', KiosksModuleService> {
  const kiosksRepository = createKiosksRepository(platform.db);
  const deviceRepository = createKioskDeviceRepository(platform.db);
  const changes = createKioskChanges(platform.live);
  const facts = createKioskFacts(platform.logger);
  const ingest = createKioskIngest({
    repository: createKioskIngestRepository(platform.db),
    changes,
    logger: platform.logger,
    metrics: platform.metrics.batcher('ingest'),
  });
  const device = createKioskDeviceService({
    kiosks: kiosksRepository,
    device: deviceRepository,
    changes,
    urls: () => platform.devices.urls,
    revokeLogins: (serialNumbers) => platform.devices.revokeLogins(serialNumbers),
    listen: (channel, onPayload, onResync) => platform.database.listen(channel, onPayload, onResync),
  });
  const commands = createKioskCommandsService({
    commands: createKioskCommandsRepository(platform.db),
    kiosks: kiosksRepository,
    devices: platform.devices,
    changes,
    logger: platform.logger,
    // A command the server sends by itself (outside a mutation) is audited as the system's (ADR 0012).
    audited: (operation, args, work) =>
      runAudited(platform.db, { actor: SYSTEM_ACTOR, endpoint: 'system', operation, args }, work, (error) =>
        platform.logger.error({ err: error, operation }, 'work after a system command committed failed'),
      ),
  });
  platform.metrics.states('commands', () => commands.openCounts());
  const playlist = createKioskPlaylistService({
    kiosks: kiosksRepository,
    playlists: createKioskPlaylistRepository(platform.db),
    storage: platform.storage,
    changes,
    enqueue: commands.enqueue,
    publicUrl: platform.config.publicUrl,
  });
  const screen = createKioskScreenService({ kiosks: kiosksRepository, enqueue: commands.enqueue });
  const settings = createKioskSettingsService({ kiosks: kiosksRepository, commands, changes });
  const schedules = createKioskSchedulesService({
    rules: createKioskSchedulesRepository(platform.db),
    kiosks: kiosksRepository,
    commands,
    organizations: ports.organizations,
    changes,
    logger: platform.logger,
  });
  const visitsRepository = createKioskVisitsRepository(platform.db);
  const visits = createKioskVisitsService({
    visits: visitsRepository,
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
  const sales = createSalesService({
    db: platform.db,
    products: ports.products,
    transactions: ports.transactions,
    users: ports.users,
    changes,
    facts,
    logger: platform.logger,
  });
  const service: KiosksModuleService = Object.assign(
    createKiosksService({ kiosks: kiosksRepository, changes, transactions: ports.transactions }),
    {
      device,
      commands,
      settings,
      schedules,
      playlist,
      screen,
      planogram,
      inventory,
      sales,
      visits,
      facts: { onFact: facts.onFact },
    },
  );
  const inventoryExports = createInventoryExportService({
    inventory: createKioskInventoryRepository(platform.db),
    products: ports.products,
    visits,
    forecast: ports.forecast,
  });
  let stopJobs: (() => Promise<void>) | undefined;
  let sweep: { stop(): Promise<void> } | undefined;
  let scheduleJob: { stop(): Promise<void> } | undefined;
  let salesSweep: { stop(): Promise<void> } | undefined;
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: [
          'kiosks',
          'kiosks.device',
          'kiosks.commands',
          'kiosks.settings',
          'kiosks.playlist',
          'kiosks.planogram',
          'kiosks.visits',
        ]
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(
          createKiosksResolvers(service),
          createKioskDeviceResolvers(device),
          createKioskCommandsResolvers(commands),
          createKioskChangesResolvers(changes, service),
          createKioskSettingsResolvers(settings, schedules, ports.organizations, service),
          createKioskPlaylistResolvers(playlist),
          createPlanogramResolvers(planogram, inventory, service),
          createKioskVisitsResolvers(visits),
        ),
      },
    ],
    routes: (app, { authenticate }) => {
      registerKiosksRoutes(app, { device, authenticate });
      registerInventoryExportRoutes(app, { exports: inventoryExports, authenticate });
      registerMediaRoutes(app, platform.storage, defaultMedia());
    },
    devices: createKioskDeviceHandlers({
      ingest,
      sales,
      logins: device,
      commands,
      facts,
      logger: platform.logger,
    }),
    async jobs() {
      stopJobs ??= startKioskJobs(device, platform.logger);
      const intervalMs = platform.config.commandSweepMs;
      if (intervalMs > 0) sweep ??= startCommandSweep({ sweep: commands.sweep, intervalMs, logger: platform.logger });
      const tickMs = platform.config.scheduleTickMs;
      if (tickMs > 0)
        scheduleJob ??= startScheduleJob({ tick: schedules.tick, intervalMs: tickMs, logger: platform.logger });
      salesSweep ??= startSalesSweep({ sweep: () => sales.sweep(), logger: platform.logger });
    },
    async stop() {
      await salesSweep?.stop();
      salesSweep = undefined;
      await scheduleJob?.stop();
      scheduleJob = undefined;
      await sweep?.stop();
      sweep = undefined;
      await stopJobs?.();
      stopJobs = undefined;
      await ingest.drain();
    },
    async seedDemo({ organizationId }) {
      if (!organizationId) return;
      const fleet = await seedDemoKiosks(service, organizationId, platform.logger);
      const productIds = await ports.products.idsOfOrganization(organizationId);
      await seedDemoPlanograms({ planogram, inventory }, fleet, productIds, platform.logger);
      // The demo route visits on Monday, Wednesday and Friday: its pick lists to the next visit work at once.
      for (const kiosk of fleet) {
        await visitsRepository.upsert({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          weekdays: [1, 3, 5],
          safetyMarginPercent: VISIT_SAFETY_MARGIN_PERCENT.default,
          updatedBy: null,
        });
      }
      await seedDemoHistory(
        { db: platform.db, products: ports.products, transactions: ports.transactions, logger: platform.logger },
        fleet,
        {
          days: platform.config.demoHistoryDays,
          timeZone: (await ports.organizations.summaries([organizationId])).get(organizationId)?.timeZone,
        },
      );
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
