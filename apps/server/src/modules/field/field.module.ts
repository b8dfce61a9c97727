import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { KiosksPort, ReplenishmentPort, UsersPort } from './field.ports.ts';
import { registerFieldKeyPrune } from './field.replenishers.jobs.ts';
import { createReplenishersRepository } from './field.replenishers.repository.ts';
import { createReplenishersResolvers } from './field.replenishers.resolvers.ts';
import { createReplenishersService, type ReplenishersService } from './field.replenishers.service.ts';
import { createRouteResolvers } from './field.route.resolvers.ts';
import { createRouteService } from './field.route.service.ts';

/**
 * The field module's service: replenisher assignments, the field scope they give (`fieldScope`,
 * `assignedKioskIds`) and field operations run once per idempotency key (`once`, `pruneKeys`) — ADR 0024.
 */
export type FieldService = ReplenishersService;

/**
 * The replenisher's field operations (ADR 0019, 0024): who replenishes which kiosk, the field scope that
 * gives them, the idempotency keys of field operations with their prune job, and the replenisher's day
 * (getReplenisherRoute; its stops — pick lists, pulls, expiring batches — are the replenishment module's,
 * `ports.replenishment`). The kiosks module's field operations and the stock and commands modules' reach the
 * assignments through their `field` ports (wired in modules.ts); the kiosks come from the kiosks module
 * (`ports.kiosks`).
 */
export function createFieldModule(
  platform: Platform,
  ports: {
    kiosks: KiosksPort;
    users: UsersPort;
    /** Late-bound (replenishment is built after field): the stops of the replenisher's day. */
    replenishment: ReplenishmentPort;
  },
): ServerModule<'field', FieldService> {
  const service = createReplenishersService({
    repository: createReplenishersRepository(platform.db),
    kiosks: ports.kiosks,
    users: ports.users,
  });
  const route = createRouteService({
    replenishment: ports.replenishment,
    assignedKioskIds: (viewer) => service.assignedKioskIds(viewer),
  });
  return {
    name: 'field',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['field.replenishers', 'field.route']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(createReplenishersResolvers(service), createRouteResolvers(route)),
        // What a replenisher may do, on the kiosks assigned to them (ADR 0024): their day.
        field: { operations: ['getReplenisherRoute'], fieldScope: (viewer) => service.fieldScope(viewer) },
      },
    ],
    // Periodic work, once across instances (ADR 0014).
    async jobs(queue) {
      await registerFieldKeyPrune(queue, service, platform.logger);
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
