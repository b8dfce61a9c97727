import { readFileSync } from 'node:fs';
import { createAlertChangeFeed } from './alerts.changes.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createAlertsResolvers } from './alerts.resolvers.ts';
import { createAlertsOperatorService } from './alerts.operator.service.ts';
import { raisedByPurchase } from './alerts.rules.ts';
import { createAlertsService, type AlertKiosksPort, type AlertStockPort } from './alerts.service.ts';

/**
 * Alerts (spec §2 Alerts, §9 alert rules; docs/alerts.md): the alert engine fed by the kiosks module's
 * committed device facts (a subscription, ADR 0014), its periodic sweep, and gridAlerts, acknowledging and snoozing on the alerts
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
  const service = {
    ...engine,
    ...operator,
    /** Waits until every committed fact has been applied and its changes handed out. */
    async idle(): Promise<void> {
      await platform.jobs.settled('alerts');
      await engine.idle();
    },
  };
  // The kiosks' committed facts, at least once (a repeated fact moves no rule: the state keeps its last time).
  // A weighed purchase that raises no alert moves nothing here (the session's own events moved the state),
  // so it is not queued at all: most purchases, and their derivation's job with them. The ingest's facts are
  // applied in its own transaction (it locked their kiosks; ADR 0014): no job, unless that fails.
  platform.jobs.subscribe(ports.kiosks.facts, 'alerts', (facts) => engine.applyAll(facts), {
    inTransaction: (facts, tx) => engine.applyInTransaction(facts, tx),
    filter: (fact) => fact.kind !== 'purchase' || raisedByPurchase(fact).length > 0,
  });
  platform.metrics.states('alerts_open', () => engine.openCounts());
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
    async jobs(queue) {
      const intervalMs = platform.config.alertSweepMs;
      if (intervalMs <= 0) return;
      // One instance sweeps for all at a time (ADR 0014).
      await queue.every(
        'alerts.sweep',
        intervalMs,
        async () => {
          const count = await service.sweep();
          if (count > 0) platform.logger.info({ count }, 'alert sweep opened or resolved alerts');
        },
        { runAtStart: true, onError: (error) => platform.logger.warn({ err: error }, 'alert sweep failed') },
      );
    },
    async stop() {
      await engine.idle();
    },
  };
}

/** The alerts module's service: the engine (facts, sweep, onAlertChange) and the operators' operations. */
export type AlertsModuleService = Omit<ReturnType<typeof createAlertsService>, 'publish'> &
  ReturnType<typeof createAlertsOperatorService>;
