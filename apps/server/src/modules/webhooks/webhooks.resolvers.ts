import type { Resolvers, WebhookDelivery, WebhookEndpoint } from '../../generated/graphql.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    orgId: row.orgId,
    url: row.url,
    description: row.description,
    events: row.events,
    includeSubOrganizations: row.includeSubOrganizations,
    secret: row.secret,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince,
    createdAt: row.createdAt,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    lastAttemptAt: row.lastAttemptAt,
    createdAt: row.createdAt,
  };
}

export function createWebhooksResolvers(webhooks: WebhooksService): Resolvers {
  return {
    Query: {
      getWebhookEndpoints: async (_p, { orgId }, { viewer }) => (await webhooks.list(viewer, orgId)).map(toEndpoint),
      getWebhookUrlRule: () => webhooks.urlRule(),
      getWebhookDeliveries: async (_p, { endpointId, skip, limit }, { viewer }) => {
        const { total, rows } = await webhooks.deliveries(viewer, endpointId, skip, limit);
        return { total, data: rows.map(toDelivery) };
      },
    },
    Mutation: {
      createWebhookEndpoint: async (_p, { orgId, data }, { viewer }) =>
        toEndpoint(await webhooks.create(viewer, orgId, data)),
      updateWebhookEndpoint: async (_p, { endpointId, data }, { viewer }) =>
        toEndpoint(await webhooks.update(viewer, endpointId, data)),
      deleteWebhookEndpoint: (_p, { endpointId }, { viewer }) => webhooks.remove(viewer, endpointId),
      rotateWebhookSecret: async (_p, { endpointId }, { viewer }) =>
        toEndpoint(await webhooks.rotateSecret(viewer, endpointId)),
      sendWebhookTest: (_p, { endpointId }, { viewer }) => webhooks.sendTest(viewer, endpointId),
    },
  };
}
