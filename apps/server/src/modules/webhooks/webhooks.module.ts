import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { startIntervalJob } from '../../lib/interval-job.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksResolvers } from './webhooks.resolvers.ts';
import { createWebhooksService, type OwnersPort, type WebhooksService } from './webhooks.service.ts';

/** How often the outbox is swept for due deliveries (an event recorded outside a transaction wakes it). */
const SWEEP_MS = 2_000;

/** Sources of events besides the transactions module (which writes them on its own transactions). */
export interface WebhookSourcesPort {
  /** At least once per change (`id` stable); a rejected promise has the change handed over again. */
  onAlertChange(
    listener: (change: {
      id: string;
      kind: 'opened' | 'resolved';
      alert: { orgId: string } & Record<string, unknown>;
    }) => Promise<void>,
  ): () => void;
  onKioskStatus(listener: (status: { kioskId: string; orgId: string; online: boolean; at: Date }) => void): () => void;
}

/** Webhooks (Settings → Integrations): endpoints per organization, the outbox and its sweep (ADR 0011). */
export function createWebhooksModule(
  platform: Platform,
  ports: { owners: OwnersPort; sources: WebhookSourcesPort },
): ServerModule<'webhooks', WebhooksService> {
  const service = createWebhooksService({
    webhooks: createWebhooksRepository(platform.db),
    owners: ports.owners,
    mailer: platform.mailer,
    logger: platform.logger,
    allowLoopback: platform.config.env !== 'production',
    publicUrl: platform.config.publicUrl,
  });
  const record = (event: Parameters<WebhooksService['record']>[1]) =>
    void service.record(null, event).catch((error: unknown) => {
      platform.logger.warn({ err: error, type: event.type }, 'recording a webhook event failed');
    });
  let sweep: { stop(): Promise<void> } | undefined;
  let soon: NodeJS.Timeout | undefined;
  let stopped = false;
  const unsubscribe: (() => void)[] = [];
  return {
    name: 'webhooks',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./webhooks.graphql', import.meta.url), 'utf8'),
        resolvers: createWebhooksResolvers(service),
      },
    ],
    async jobs() {
      unsubscribe.push(
        ports.sources.onAlertChange(async ({ id, kind, alert }) => {
          await service.record(null, {
            type: kind === 'opened' ? 'alert.opened' : 'alert.resolved',
            orgId: alert.orgId,
            data: { alert },
            eventId: id,
          });
        }),
        ports.sources.onKioskStatus(({ kioskId, orgId, online, at }) =>
          record({ type: online ? 'kiosk.online' : 'kiosk.offline', orgId, data: { kioskId, at } }),
        ),
      );
      sweep = startIntervalJob({
        run: () => service.deliverDue(),
        intervalMs: SWEEP_MS,
        runAtStart: true,
        onResult: () => undefined,
        onError: (error) => platform.logger.warn({ err: error }, 'webhook sweep failed'),
      });
      service.onRecorded(() => {
        if (stopped) return;
        soon ??= setTimeout(() => {
          soon = undefined;
          void service.deliverDue().catch(() => undefined);
        }, 50);
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(soon);
      for (const off of unsubscribe.splice(0)) off();
      await sweep?.stop();
    },
  };
}
