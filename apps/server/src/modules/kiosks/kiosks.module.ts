import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { startCommandSweep } from './kiosks.commands.jobs.ts';
import { createKioskCommandsRepository } from './kiosks.commands.repository.ts';
import { createKioskCommandsResolvers } from './kiosks.commands.resolvers.ts';
import { createKioskCommandsService, type KioskCommandsService } from './kiosks.commands.service.ts';
import { seedDemoKiosks } from './kiosks.demo.ts';
import { createKioskChanges, createKioskChangesResolvers } from './kiosks.live.ts';
import { createKiosksRepository } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { createKiosksService, type KiosksService } from './kiosks.service.ts';

/** The kiosks module's service: kiosk data and rules, and the commands to kiosks (`commands`). */
export type KiosksModuleService = KiosksService & { commands: KioskCommandsService };

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint, the commands the console
 * sends them (device contract §3) with the sweep that re-sends, times out and expires them, and the
 * live change notices open consoles subscribe to.
 */
export function createKiosksModule(platform: Platform): ServerModule<'kiosks', KiosksModuleService> {
  const kiosksRepository = createKiosksRepository(platform.db);
  const changes = createKioskChanges(platform.live);
  const commands = createKioskCommandsService({
    commands: createKioskCommandsRepository(platform.db),
    kiosks: kiosksRepository,
    devices: platform.devices,
    changes,
    logger: platform.logger,
  });
  const service: KiosksModuleService = { ...createKiosksService({ kiosks: kiosksRepository, changes }), commands };
  const kioskResolvers = createKiosksResolvers(service);
  const commandResolvers = createKioskCommandsResolvers(commands);
  let sweep: { stop(): Promise<void> } | undefined;
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['kiosks', 'kiosks.device', 'kiosks.commands']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: {
          ...kioskResolvers,
          Query: { ...kioskResolvers.Query, ...commandResolvers.Query },
          Mutation: { ...kioskResolvers.Mutation, ...commandResolvers.Mutation },
          ...createKioskChangesResolvers(changes, service),
        },
      },
    ],
    async jobs() {
      const intervalMs = platform.config.commandSweepMs;
      if (intervalMs > 0) sweep = startCommandSweep({ sweep: commands.sweep, intervalMs, logger: platform.logger });
    },
    async stop() {
      await sweep?.stop();
      sweep = undefined;
    },
    async seedDemo({ organizationId }) {
      if (organizationId) await seedDemoKiosks(service, organizationId, platform.logger);
    },
  };
}
