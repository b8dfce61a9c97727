import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { seedDemoKiosks } from './kiosks.demo.ts';
import { createKiosksRepository } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { createKioskChanges, createKioskChangesResolvers } from './kiosks.live.ts';
import { createKiosksService, type KiosksService } from './kiosks.service.ts';

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint. The live-state columns are
 * written by the device gateway when it arrives; until then a kiosk shows its defaults (offline, door
 * unknown, no session, in service).
 */
export function createKiosksModule(platform: Platform): ServerModule<'kiosks', KiosksService> {
  const changes = createKioskChanges(platform.live);
  const service = createKiosksService({ kiosks: createKiosksRepository(platform.db), changes });
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['kiosks', 'kiosks.device', 'kiosks.commands']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: { ...createKiosksResolvers(service), ...createKioskChangesResolvers(changes, service) },
      },
    ],
    async seedDemo({ organizationId }) {
      if (organizationId) await seedDemoKiosks(service, organizationId, platform.logger);
    },
  };
}
