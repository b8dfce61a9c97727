import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { KiosksPort, UsersPort } from './field.ports.ts';
import { registerFieldKeyPrune } from './field.replenishers.jobs.ts';
import { createReplenishersRepository } from './field.replenishers.repository.ts';
import { createReplenishersResolvers } from './field.replenishers.resolvers.ts';
import { createReplenishersService, type ReplenishersService } from './field.replenishers.service.ts';

/**
 * The field module's service: replenisher assignments, the field scope they give (`fieldScope`,
 * `assignedKioskIds`) and field operations run once per idempotency key (`once`, `pruneKeys`) — ADR 0024.
 */
export type FieldService = ReplenishersService;

/**
 * The replenisher's field operations (ADR 0019, 0024): who replenishes which kiosk, the field scope that
 * gives them, and the idempotency keys of field operations with their prune job. The kiosks module's field
 * operations and the stock and commands modules' reach the assignments through their `field` ports
 * (wired in modules.ts); the kiosks themselves come from the kiosks module (`ports.kiosks`).
 */
export function createFieldModule(
  platform: Platform,
  ports: { kiosks: KiosksPort; users: UsersPort },
): ServerModule<'field', FieldService> {
  const service = createReplenishersService({
    repository: createReplenishersRepository(platform.db),
    kiosks: ports.kiosks,
    users: ports.users,
  });
  return {
    name: 'field',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: readFileSync(new URL('./field.replenishers.graphql', import.meta.url), 'utf8'),
        resolvers: createReplenishersResolvers(service),
      },
    ],
    // Periodic work, once across instances (ADR 0014).
    async jobs(queue) {
      await registerFieldKeyPrune(queue, service, platform.logger);
    },
  };
}
