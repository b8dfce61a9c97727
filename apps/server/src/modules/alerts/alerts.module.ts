import { readFileSync } from 'node:fs';
import { startIntervalJob } from '../../lib/interval-job.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createAlertsResolvers } from './alerts.resolvers.ts';
import {
  createAlertsService,
  type AlertKiosksPort,
  type AlertStockPort,
  type AlertsService,
} from './alerts.service.ts';

/**
 * Alerts (spec §2 Alerts, §9 alert rules; docs/alerts.md): the alert engine fed by the kiosks module's
 * committed device facts, its periodic sweep, and gridAlerts, acknowledging and snoozing on the alerts
 * endpoint with a live feed (`alertChanged`). Other modules follow alerts through `service.onAlertChange`.
 */
export function createAlertsModule(
  platform: Platform,
  ports: { kiosks: AlertKiosksPort; stock: AlertStockPort },
): ServerModule<'alerts', AlertsService> {
  const service = createAlertsService({
    db: platform.db,
    kiosks: ports.kiosks,
    stock: ports.stock,
    live: platform.live,
    logger: platform.logger,
  });
  let unlisten: (() => void) | undefined;
  let sweep: { stop(): Promise<void> } | undefined;
  return {
    name: 'alerts',
    service,
    graphql: [
      {
        endpoint: 'alerts',
        typeDefs: readFileSync(new URL('./alerts.graphql', import.meta.url), 'utf8'),
        resolvers: createAlertsResolvers(service),
      },
    ],
    async jobs() {
      unlisten ??= service.listen();
      const intervalMs = platform.config.alertSweepMs;
      if (intervalMs <= 0) return;
      sweep ??= startIntervalJob({
        run: () => service.sweep(),
        intervalMs,
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
