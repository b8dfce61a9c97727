import { readFileSync } from 'node:fs';
import { createLease } from '../../jobs/lease.ts';
import { startIntervalJob } from '../../lib/interval-job.ts';
import { createAlertChangeFeed } from './alerts.changes.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createAlertsResolvers } from './alerts.resolvers.ts';
import { createAlertsOperatorService } from './alerts.operator.service.ts';
import { createAlertsService, type AlertKiosksPort, type AlertStockPort } from './alerts.service.ts';

/**
 * Alerts (spec §2 Alerts, §9 alert rules; docs/alerts.md): the alert engine fed by the kiosks module's
 * committed device facts, its periodic sweep, and gridAlerts, acknowledging and snoozing on the alerts
 * endpoint with a live feed (`alertChanged`). Other modules follow alerts through `service.onAlertChange`.
 */
export function createAlertsModule(
  platform: Platform,
  ports: { kiosks: AlertKiosksPort; stock: AlertStockPort },
): ServerModule<'alerts', AlertsModuleService> {
  const feed = createAlertChangeFeed({ db: platform.db, logger: platform.logger });
  const { publish, ...engine } = createAlertsService({
    db: platform.db,
    feed,
    kiosks: ports.kiosks,
    stock: ports.stock,
    live: platform.live,
    logger: platform.logger,
  });
  const operator = createAlertsOperatorService({ db: platform.db, kiosks: ports.kiosks, live: platform.live, publish });
  const service = { ...engine, ...operator };
  platform.metrics.states('alerts_open', () => engine.openCounts());
  let unlisten: (() => void) | undefined;
  let sweep: { stop(): Promise<void> } | undefined;
  return {
    name: 'alerts',
    service,
    graphql: [
      {
        endpoint: 'alerts',
        typeDefs: readFileSync(new URL('./alerts.graphql', import.meta.url), 'utf8'),
        resolvers: createAlertsResolvers(operator),
      },
    ],
    async jobs() {
      unlisten ??= service.listen();
      const intervalMs = platform.config.alertSweepMs;
      if (intervalMs <= 0) return;
      sweep ??= startIntervalJob({
        run: () => service.sweep(),
        intervalMs,
        // One instance sweeps for all; when it stops or dies, another takes over after three intervals.
        lease: createLease(platform.db, 'alerts.sweep', Math.max(3 * intervalMs, 30_000)),
        runAtStart: true,
        onResult: (count) => {
          if (count > 0) platform.logger.info({ count }, 'alert sweep opened or resolved alerts');
        },
        onError: (error) => platform.logger.warn({ err: error }, 'alert sweep failed'),
      });
    },
    async stop() {
      unlisten?.();
      unlisten = undefined;
      await sweep?.stop();
      sweep = undefined;
      await service.idle();
    },
  };
}

/** The alerts module's service: the engine (facts, sweep, onAlertChange) and the operators' operations. */
export type AlertsModuleService = Omit<ReturnType<typeof createAlertsService>, 'publish'> &
  ReturnType<typeof createAlertsOperatorService>;
