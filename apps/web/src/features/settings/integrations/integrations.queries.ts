/** Settings → Security (personal API keys) and Settings → Integrations (webhooks). */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import type { ApiKeyInput, WebhookEndpointInput } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const API_KEYS = graphql(`
  query ApiKeys {
    getApiKeys {
      _id
      name
      scope
      expiresAt
      lastUsedAt
      createdAt
    }
  }
`);

const ADD_API_KEY = graphql(`
  mutation AddApiKey($data: ApiKeyInput) {
    addApiKey(data: $data) {
      _id
      name
      scope
      secret
      explanation {
        requestHeader
        jwtHeader
        payloadRule
        payloadExample
        nodeExample
        curlExample
      }
    }
  }
`);

const REMOVE_API_KEY = graphql(`
  mutation RemoveApiKey($apiKeyId: ID!) {
    removeApiKey(apiKeyId: $apiKeyId)
  }
`);

export function useApiKeys(enabled = true) {
  return useQuery({
    queryKey: queryKeys.integrations.apiKeys,
    queryFn: () => request('organizations', API_KEYS),
    select: (data) => data.getApiKeys,
    enabled,
  });
}

export function useAddApiKey() {
  return useInvalidatingMutation(
    async (data: ApiKeyInput) => (await request('organizations', ADD_API_KEY, { data })).addApiKey,
    { invalidates: [queryKeys.integrations.apiKeys] },
  );
}

export function useRemoveApiKey() {
  return useInvalidatingMutation((apiKeyId: string) => request('organizations', REMOVE_API_KEY, { apiKeyId }), {
    invalidates: [queryKeys.integrations.apiKeys],
  });
}

const WEBHOOK_URL_RULE = graphql(`
  query WebhookUrlRule {
    getWebhookUrlRule {
      loopbackAllowed
    }
  }
`);

const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints {
    getWebhookEndpoints {
      _id
      orgId
      url
      description
      events
      includeSubOrganizations
      secret
      enabled
      disabledReason
      failingSince
      createdAt
    }
  }
`);

const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($endpointId: ID!, $skip: Int, $limit: Int) {
    getWebhookDeliveries(endpointId: $endpointId, skip: $skip, limit: $limit) {
      total
      data {
        _id
        messageId
        eventType
        status
        attempts
        lastStatusCode
        lastError
        nextAttemptAt
        lastAttemptAt
        createdAt
      }
    }
  }
`);

const CREATE_WEBHOOK = graphql(`
  mutation CreateWebhookEndpoint($orgId: ID!, $data: WebhookEndpointInput!) {
    createWebhookEndpoint(orgId: $orgId, data: $data) {
      _id
    }
  }
`);

const UPDATE_WEBHOOK = graphql(`
  mutation UpdateWebhookEndpoint($endpointId: ID!, $data: WebhookEndpointInput!) {
    updateWebhookEndpoint(endpointId: $endpointId, data: $data) {
      _id
    }
  }
`);

const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhookEndpoint($endpointId: ID!) {
    deleteWebhookEndpoint(endpointId: $endpointId)
  }
`);

const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($endpointId: ID!) {
    rotateWebhookSecret(endpointId: $endpointId) {
      _id
      secret
    }
  }
`);

const SEND_WEBHOOK_TEST = graphql(`
  mutation SendWebhookTest($endpointId: ID!) {
    sendWebhookTest(endpointId: $endpointId)
  }
`);

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.integrations.webhooks,
    queryFn: () => request('organizations', WEBHOOK_ENDPOINTS),
    select: (data) => data.getWebhookEndpoints,
  });
}

/** Which URLs this server's webhooks may call (the URL field's hint follows it). */
export function useWebhookUrlRule() {
  return useQuery({
    queryKey: queryKeys.integrations.urlRule,
    queryFn: () => request('organizations', WEBHOOK_URL_RULE),
    select: (data) => data.getWebhookUrlRule,
    staleTime: Infinity,
  });
}

/** The delivery log, refreshed every 5 s while it is open (deliveries happen in the background). */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: queryKeys.integrations.deliveries(endpointId),
    queryFn: () => request('organizations', WEBHOOK_DELIVERIES, { endpointId, skip: 0, limit: 50 }),
    select: (data) => data.getWebhookDeliveries,
    refetchInterval: 5_000,
  });
}

export function useSaveWebhook() {
  return useInvalidatingMutation(
    async (input: { endpointId?: string; orgId: string; data: WebhookEndpointInput }): Promise<string> =>
      input.endpointId
        ? (await request('organizations', UPDATE_WEBHOOK, { endpointId: input.endpointId, data: input.data }))
            .updateWebhookEndpoint._id
        : (await request('organizations', CREATE_WEBHOOK, { orgId: input.orgId, data: input.data }))
            .createWebhookEndpoint._id,
    { invalidates: [queryKeys.integrations.webhooks] },
  );
}

export function useDeleteWebhook() {
  return useInvalidatingMutation((endpointId: string) => request('organizations', DELETE_WEBHOOK, { endpointId }), {
    invalidates: [queryKeys.integrations.webhooks],
  });
}

export function useRotateWebhookSecret() {
  return useInvalidatingMutation(
    (endpointId: string) => request('organizations', ROTATE_WEBHOOK_SECRET, { endpointId }),
    { invalidates: [queryKeys.integrations.webhooks] },
  );
}

export function useSendWebhookTest() {
  return useInvalidatingMutation((endpointId: string) => request('organizations', SEND_WEBHOOK_TEST, { endpointId }), {
    invalidates: [queryKeys.integrations.all],
  });
}
