import { readFileSync } from 'node:fs';
import { runAudited, SYSTEM_ACTOR } from '../../db/audit-trail.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { registerCommandSweep } from './commands.jobs.ts';
import type { FieldPort, KiosksPort } from './commands.ports.ts';
import { createKioskCommandsRepository } from './commands.repository.ts';
import { createKioskCommandsResolvers } from './commands.resolvers.ts';
import { createKioskCommandsService, type KioskCommandsService } from './commands.service.ts';

/**
 * Commands to kiosks (device contract §3): the queue, their delivery when a kiosk can receive them, its
 * acks, and the sweep that re-sends, times out and expires them. Other modules queue commands through
 * `enqueue` (settings, planogram, playlist, screen, schedules, the temperature rule).
 */
export function createCommandsModule(
  platform: Platform,
  ports: { kiosks: KiosksPort; field: FieldPort },
): ServerModule<'commands', KioskCommandsService> {
  const service = createKioskCommandsService({
    commands: createKioskCommandsRepository(platform.db),
    kiosks: ports.kiosks,
    field: ports.field,
    devices: platform.devices,
    changes: ports.kiosks,
    logger: platform.logger,
    box: () => platform.secrets.box(),
    // A command the server sends by itself (outside a mutation) is audited as the system's (ADR 0012).
    audited: (operation, args, work) =>
      runAudited(platform.db, { actor: SYSTEM_ACTOR, endpoint: 'system', operation, args }, work, (error) =>
        platform.logger.error({ err: error, operation }, 'work after a system command committed failed'),
      ),
  });
  platform.metrics.states('commands', () => service.openCounts());
  return {
    name: 'commands',
    service,
    // Secret params of stored commands (apply_settings' payment secrets) to the current key (ADR 0020).
    resealSecrets: (box) => service.reseal(box),
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: readFileSync(new URL('./commands.graphql', import.meta.url), 'utf8'),
        resolvers: createKioskCommandsResolvers(service),
        // A replenisher opens the door of a kiosk assigned to them for a refill (ADR 0024).
        field: { operations: ['createRefill'], fieldScope: (viewer) => ports.field.fieldScope(viewer) },
      },
    ],
    // The sweep runs once across instances (ADR 0014); the job queue's stop waits for a round in flight.
    async jobs(queue) {
      const intervalMs = platform.config.commandSweepMs;
      if (intervalMs > 0)
        await registerCommandSweep(queue, { sweep: service.sweep, intervalMs, logger: platform.logger });
    },
  };
}
