import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { Topic } from '../../jobs/topic.ts';
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
  /** The kiosks' committed device facts (ADR 0014); webhooks take the status ones. */
  kioskFacts: Topic<KioskFactLike>;
}

/** What webhooks read of a kiosk's device fact. */
export interface KioskFactLike {
  kind: string;
  kiosk: { id: string; orgId: string };
  receivedAt: Date;
  online?: boolean;
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
  // Kiosks going on- and offline, at least once: the event id is the fact's, so a repeat is queued once.
  platform.jobs.subscribe(
    ports.sources.kioskFacts,
    'webhooks',
    async (facts) => {
      for (const { kiosk, receivedAt: at, online } of facts) {
        await service.record(null, {
          type: online ? 'kiosk.online' : 'kiosk.offline',
          orgId: kiosk.orgId,
          data: { kioskId: kiosk.id, at },
          eventId: `status_${kiosk.id}_${at.getTime()}_${online ? 'on' : 'off'}`,
        });
      }
    },
    { filter: (fact) => fact.kind === 'status' },
  );
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
    async jobs(queue) {
      unsubscribe.push(
        ports.sources.onAlertChange(async ({ id, kind, alert }) => {
          await service.record(null, {
            type: kind === 'opened' ? 'alert.opened' : 'alert.resolved',
            orgId: alert.orgId,
            data: { alert },
            eventId: id,
          });
        }),
      );
      // Due deliveries (first attempts and retries), once across instances (ADR 0014).
      await queue.every('webhooks.deliver', SWEEP_MS, () => service.deliverDue(), {
        runAtStart: true,
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
    },
  };
}
