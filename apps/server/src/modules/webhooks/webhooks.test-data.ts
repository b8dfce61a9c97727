import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';

/** Test data of the webhooks module: a receiver on loopback, and its authorization-matrix cases. */

/** A URL nothing listens on (loopback is allowed outside production). */
export const DEAD_URL = 'http://127.0.0.1:9/hook';

/** An endpoint of the target organization, made by root. */
export async function endpointOf(world: AuthzWorld, target: Target): Promise<string> {
  const row = await world.context.services.webhooks.create(world.context.root, world.orgs[target], {
    url: DEAD_URL,
    events: ['alert.opened'],
    enabled: false,
  });
  return row.id;
}

const FIELDS = '_id orgId url events enabled';
const INPUT = { url: DEAD_URL, events: ['transaction.created'], enabled: false };

export const authzCases: AuthzCase[] = [
  {
    operation: 'getWebhookEndpoints',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => {
      for (const target of ['parent', 'sub', 'foreign'] as const) await endpointOf(world, target);
      return { query: `{ getWebhookEndpoints { ${FIELDS} } }` };
    },
    rowOrgIds: (data) => (data.getWebhookEndpoints as { orgId: string }[]).map((row) => row.orgId),
  },
  {
    operation: 'getWebhookUrlRule',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: '{ getWebhookUrlRule { loopbackAllowed } }' }),
  },
  {
    operation: 'getWebhookDeliveries',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'query($id: ID!) { getWebhookDeliveries(endpointId: $id) { total data { _id status } } }',
      variables: { id: await endpointOf(world, target) },
    }),
  },
  {
    operation: 'createWebhookEndpoint',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: `mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { ${FIELDS} } }`,
      variables: { o: world.orgs[target], d: INPUT },
    }),
  },
  {
    operation: 'updateWebhookEndpoint',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: `mutation($id: ID!, $d: WebhookEndpointInput!) { updateWebhookEndpoint(endpointId: $id, data: $d) { ${FIELDS} } }`,
      variables: { id: await endpointOf(world, target), d: INPUT },
    }),
  },
  {
    operation: 'deleteWebhookEndpoint',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($id: ID!) { deleteWebhookEndpoint(endpointId: $id) }',
      variables: { id: await endpointOf(world, target) },
    }),
  },
  {
    operation: 'rotateWebhookSecret',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($id: ID!) { rotateWebhookSecret(endpointId: $id) { _id secret } }',
      variables: { id: await endpointOf(world, target) },
    }),
  },
  {
    operation: 'sendWebhookTest',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }',
      variables: { id: await endpointOf(world, target) },
    }),
  },
];

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver on loopback: records every request; answers each path's queued statuses, then 200. */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = answers.get(path)?.shift() ?? 200;
      received.push({ path, headers: request.headers, body, answered: status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks verification, as a receiver does it with the `standardwebhooks` package. */
export function verify(secret: string, request: Received): Record<string, unknown> {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as Record<string, unknown>;
}
