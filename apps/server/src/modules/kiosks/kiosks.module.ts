import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createKioskDeviceRepository } from './kiosks.device.repository.ts';
import { createKioskDeviceResolvers } from './kiosks.device.resolvers.ts';
import { createKioskDeviceService, type KioskDeviceService } from './kiosks.device.service.ts';
import { createKioskIngest } from './kiosks.ingest.ts';
import { startKioskJobs } from './kiosks.jobs.ts';
import { createKioskChanges } from './kiosks.live.ts';
import { createKioskDeviceHandlers, type CommandsPort } from './kiosks.mqtt.ts';
import { createKiosksRepository } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { registerKiosksRoutes } from './kiosks.routes.ts';
import { createKiosksService, type KiosksService, type TransactionsPort } from './kiosks.service.ts';

export type KiosksModuleService = KiosksService & { device: KioskDeviceService };

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint, and their device side —
 * what kiosks publish (ingest into the live state, temperature and activity logs), device credentials,
 * the silence rule and the temperature CSV export.
 */
export function createKiosksModule(
  platform: Platform,
  ports: { transactions: TransactionsPort; commands: CommandsPort },
): ServerModule<'kiosks', KiosksModuleService> {
  const kiosksRepository = createKiosksRepository(platform.db);
  const deviceRepository = createKioskDeviceRepository(platform.db);
  const changes = createKioskChanges(platform.live);
  const ingest = createKioskIngest({ repository: deviceRepository, changes, logger: platform.logger });
  const device = createKioskDeviceService({
    kiosks: kiosksRepository,
    device: deviceRepository,
    changes,
    urls: () => platform.devices.urls,
  });
  const service: KiosksModuleService = Object.assign(
    createKiosksService({ kiosks: kiosksRepository, transactions: ports.transactions }),
    { device },
  );
  let stopJobs: (() => Promise<void>) | undefined;
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['kiosks', 'kiosks.device', 'kiosks.commands']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(createKiosksResolvers(service), createKioskDeviceResolvers(device)),
      },
    ],
    routes: (app, { authenticate }) => registerKiosksRoutes(app, { device, authenticate }),
    devices: createKioskDeviceHandlers({
      ingest,
      authenticate: (serialNumber, password) => device.authenticate(serialNumber, password),
      commands: ports.commands,
      logger: platform.logger,
    }),
    async jobs() {
      stopJobs ??= startKioskJobs(device, platform.logger);
    },
    async stop() {
      await stopJobs?.();
      stopJobs = undefined;
      await ingest.drain();
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
