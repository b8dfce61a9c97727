import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { webhookEndpointInput, type WebhookEvent } from '@kiosk/common/validation';
import { canReach, scopeFilter } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';
import { skipLimit } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import { RETRY_FOR_MS, backoffMs, newWebhookSecret, refuseWebhookTarget, signWebhook } from './webhooks.delivery.ts';
import { postWebhook } from './webhooks.post.ts';
import {
  createWebhooksRepository,
  type DueDelivery,
  type NewWebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhooksRepository,
} from './webhooks.repository.ts';

/** An event as the other modules report it; `data` holds only rows of `orgId`. */
export interface WebhookEventInput {
  type: WebhookEvent | 'webhook.test';
  orgId: string;
  data: Record<string, unknown>;
  /** A stable id when the source may hand the same event over again (it is then queued once). */
  eventId?: string;
}

/** What the webhooks module needs of the users module: whom to tell that an endpoint was disabled. */
export interface OwnersPort {
  contactOf(userId: string): Promise<{ email: string; language: string } | undefined>;
}

interface Deps {
  webhooks: WebhooksRepository;
  owners: OwnersPort;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Loopback targets (http://127.0.0.1:…) are allowed outside production (tests, local development). */
  allowLoopback: boolean;
  publicUrl: string;
}

/** How long one attempt may take, and how long a claimed delivery is leased to its sender. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const LEASE_MS = 60_000;
const BATCH = 50;
/** The old secret keeps signing for a day after a rotation, so receivers can switch without a gap. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * Webhooks (Settings → Integrations, ADR 0011): organization admins subscribe URLs to events; each event
 * is written to the outbox (`webhook_deliveries`) — on the reporting module's database transaction where
 * it has one — and a sweep sends it, signed the Standard Webhooks way, retrying with exponential backoff
 * for 24 h. An endpoint failing for 24 h is disabled and its creator e-mailed. An endpoint gets the events
 * of its own organization and, when it asks for them, of its sub-organizations — never of another tree.
 */
export function createWebhooksService({ webhooks, owners, mailer, logger, allowLoopback, publicUrl }: Deps) {
  let kick: (() => void) | undefined;

  async function reachable(viewer: Viewer, endpointId: string): Promise<WebhookEndpointRow> {
    const id = requireId(endpointId, 'endpointId');
    const row = await webhooks.endpoint(id);
    if (!row || !canReach(viewer.scope, row.orgId)) throw new AppError('NOT_FOUND');
    return row;
  }

  async function checkedInput(data: unknown) {
    const input = parseInput(webhookEndpointInput, data);
    const refusal = await refuseWebhookTarget(input.url, allowLoopback);
    if (refusal) throw new AppError('WEBHOOK_URL_INVALID', { fields: { url: 'WEBHOOK_URL_INVALID' } });
    return input;
  }

  async function send({ delivery, endpoint }: DueDelivery, at: Date): Promise<void> {
    const body = JSON.stringify({
      type: delivery.eventType,
      timestamp: delivery.createdAt.toISOString(),
      data: delivery.payload,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
      secrets.push(endpoint.previousSecret);
    }
    let statusCode: number | null = null;
    let error: string | null = null;
    if (!endpoint.enabled) {
      await webhooks.updateDelivery(delivery.id, { status: 'failed', lastError: 'endpoint disabled' });
      return;
    }
    // The name is resolved and checked by the attempt's own socket (postWebhook), once.
    const refusal = await refuseWebhookTarget(endpoint.url, allowLoopback, { resolveNames: false });
    if (refusal) error = `refused target: ${refusal}`;
    else {
      try {
        statusCode = await postWebhook(
          endpoint.url,
          {
            'content-type': 'application/json',
            'user-agent': 'KioskConsole-Webhooks/1',
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': secrets.map((s) => signWebhook(s, delivery.messageId, timestamp, body)).join(' '),
          },
          body,
          { allowLoopback, timeoutMs: ATTEMPT_TIMEOUT_MS },
        );
      } catch (cause) {
        error =
          cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
      }
    }
    const attempts = delivery.attempts + 1;
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      await webhooks.updateDelivery(delivery.id, {
        status: 'delivered',
        attempts,
        lastStatusCode: statusCode,
        lastError: null,
        lastAttemptAt: at,
      });
      await webhooks.endpointAnswered(endpoint.id);
      return;
    }
    const givingUp = at.getTime() - delivery.createdAt.getTime() >= RETRY_FOR_MS;
    await webhooks.updateDelivery(delivery.id, {
      status: givingUp ? 'failed' : 'pending',
      attempts,
      lastStatusCode: statusCode,
      lastError: error ?? `HTTP ${statusCode}`,
      lastAttemptAt: at,
      nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
    });
    const failingSince = await webhooks.endpointFailed(endpoint.id, at);
    if (at.getTime() - failingSince.getTime() >= RETRY_FOR_MS) {
      const disabled = await webhooks.disableFailing(endpoint.id, 'failing for 24 hours');
      if (disabled) await tellOwner(disabled);
    }
  }

  async function tellOwner(endpoint: WebhookEndpointRow): Promise<void> {
    const owner = endpoint.createdBy ? await owners.contactOf(endpoint.createdBy) : undefined;
    if (!owner) return;
    const german = owner.language === 'de';
    const link = `${publicUrl.replace(/\/$/, '')}/settings/integrations`;
    await mailer
      .send({
        to: owner.email,
        subject: german ? 'Webhook deaktiviert' : 'Webhook disabled',
        text: german
          ? `Ihr Webhook ${endpoint.url} hat 24 Stunden lang keine Zustellung angenommen und wurde deaktiviert.\n` +
            `Beheben Sie den Fehler und aktivieren Sie ihn wieder: ${link}\n`
          : `Your webhook ${endpoint.url} has failed every delivery for 24 hours and was disabled.\n` +
            `Fix the receiver and enable it again: ${link}\n`,
      })
      .catch((error: unknown) => logger.warn({ err: error, endpointId: endpoint.id }, 'webhook owner mail failed'));
  }

  /**
   * `record` for several events in order: each organization's subscribers to a type read once, the
   * deliveries of all of them in one insert (a derivation run's sales).
   */
  async function recordMany(tx: Db | null, events: readonly WebhookEventInput[]): Promise<void> {
    const repository = tx ? createWebhooksRepository(tx) : webhooks;
    const subscribers = new Map<string, { id: string }[]>();
    const rows: NewWebhookDeliveryRow[] = [];
    for (const event of events) {
      const key = `${event.orgId} ${event.type}`;
      let endpoints = subscribers.get(key);
      if (!endpoints) {
        endpoints = await repository.subscribers(event.orgId, event.type);
        subscribers.set(key, endpoints);
      }
      if (!endpoints.length) continue;
      const messageId = `msg_${event.eventId ?? randomUUID()}`;
      for (const endpoint of endpoints) {
        rows.push({
          endpointId: endpoint.id,
          orgId: event.orgId,
          messageId,
          eventType: event.type,
          payload: { ...event.data, orgId: event.orgId },
        });
      }
    }
    if (!rows.length) return;
    await repository.insertDeliveries(rows);
    if (!tx) kick?.();
  }

  return {
    /** Endpoints of the organizations the caller administers (one organization when `orgId` is given). */
    /** What endpoint URLs may be on this server: https:// to a public address; loopback outside production. */
    urlRule: () => ({ loopbackAllowed: allowLoopback }),

    async list(viewer: Viewer, orgId?: string | null): Promise<WebhookEndpointRow[]> {
      if (orgId) {
        if (!isId(orgId) || !canReach(viewer.scope, orgId)) throw new AppError('NOT_FOUND');
        return webhooks.endpoints([orgId]);
      }
      return webhooks.endpoints(scopeFilter(viewer.scope));
    },

    async create(viewer: Viewer, orgId: string, data: unknown): Promise<WebhookEndpointRow> {
      const org = requireId(orgId, 'orgId');
      if (!canReach(viewer.scope, org)) throw new AppError('NOT_FOUND');
      const input = await checkedInput(data);
      return webhooks.insertEndpoint({
        orgId: org,
        createdBy: viewer.userId,
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        includeSubOrganizations: input.includeSubOrganizations ?? false,
        enabled: input.enabled ?? true,
        secret: newWebhookSecret(),
      });
    },

    async update(viewer: Viewer, endpointId: string, data: unknown): Promise<WebhookEndpointRow> {
      const row = await reachable(viewer, endpointId);
      const input = await checkedInput(data);
      const enabled = input.enabled ?? row.enabled;
      const updated = await webhooks.updateEndpoint(row.id, {
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        includeSubOrganizations: input.includeSubOrganizations ?? row.includeSubOrganizations,
        enabled,
        // Enabling again starts afresh.
        ...(enabled && !row.enabled ? { disabledReason: null, failingSince: null } : {}),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    async remove(viewer: Viewer, endpointId: string): Promise<boolean> {
      const row = await reachable(viewer, endpointId);
      return webhooks.deleteEndpoint(row.id);
    },

    /** A new secret; the old one keeps signing (a second signature) for 24 h. */
    async rotateSecret(viewer: Viewer, endpointId: string): Promise<WebhookEndpointRow> {
      const row = await reachable(viewer, endpointId);
      const updated = await webhooks.updateEndpoint(row.id, {
        secret: newWebhookSecret(),
        previousSecret: row.secret,
        previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    /** Queues a `webhook.test` event for the endpoint (the console's "send test event"). */
    async sendTest(viewer: Viewer, endpointId: string): Promise<boolean> {
      const row = await reachable(viewer, endpointId);
      await webhooks.insertDeliveries([
        {
          endpointId: row.id,
          orgId: row.orgId,
          messageId: `msg_${randomUUID()}`,
          eventType: 'webhook.test',
          payload: { endpointId: row.id, orgId: row.orgId },
        },
      ]);
      kick?.();
      return true;
    },

    /** An endpoint's delivery log, newest first. */
    async deliveries(viewer: Viewer, endpointId: string, skip?: number | null, limit?: number | null) {
      const row = await reachable(viewer, endpointId);
      const window = skipLimit(skip, limit);
      return webhooks.deliveries(row.id, window.skip, window.limit);
    },

    /**
     * Writes an event to the outbox of every endpoint that subscribed to it (its organization's, and its
     * ancestors' that include sub-organizations) — on `tx` when the reporting module has a database
     * transaction (the event then commits with its change).
     */
    record: (tx: Db | null, event: WebhookEventInput): Promise<void> => recordMany(tx, [event]),

    recordMany,

    /** Sends what is due at `at` (the sweep; tests pass a later instant instead of waiting). */
    async deliverDue(at: Date = new Date()): Promise<number> {
      const due = await webhooks.claimDue(at, new Date(at.getTime() + LEASE_MS), BATCH);
      await Promise.all(
        due.map((item) =>
          send(item, at).catch((error: unknown) =>
            logger.error({ err: error, deliveryId: item.delivery.id }, 'webhook delivery failed unexpectedly'),
          ),
        ),
      );
      return due.length;
    },

    /** The sweep asks to be woken when an event was recorded outside a transaction. */
    onRecorded(listener: () => void): void {
      kick = listener;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
