import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';

/** Test data of the webhooks module: a receiver on loopback, the tests' world, and its authorization-matrix cases. */

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

export const ENDPOINT_FIELDS = '_id orgId url events includeSubOrganizations secret enabled disabledReason';
export const DELIVERY_FIELDS = '_id messageId eventType status attempts lastStatusCode lastError nextAttemptAt';

/**
 * The webhooks tests' world: a receiver on loopback, organizations `Hook A` and `Hook B` each with an admin
 * (tokens `a` and `b`), and how to create endpoints, read deliveries, run the sweep and record a sale.
 */
export async function createWebhooksWorld(kind: DatabaseKind) {
  const database: TestDatabase = await createTestDatabase(kind);
  const context: TestContext = await createTestContext(database, { DEMO_DATA: 'false' });
  const receiver = await startReceiver();
  const orgA = await context.newOrganization('Hook A');
  const orgB = await context.newOrganization('Hook B');
  const tokens = {
    a: await context.token(await context.newUser({ email: 'ada@hook-a.test', firstName: 'Ada' }, [[orgA, 'admin']])),
    b: await context.token(await context.newUser({ email: 'bob@hook-b.test', firstName: 'Bob' }, [[orgB, 'admin']])),
  };

  const call = <T = Record<string, unknown>>(as: 'a' | 'b', query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(tokens[as], 'organizations', query, variables);

  async function createEndpoint(
    as: 'a' | 'b',
    orgId: string,
    path: string,
    events: string[],
    includeSubOrganizations?: boolean,
  ) {
    const result = await call<{ createWebhookEndpoint: { _id: string; secret: string } }>(
      as,
      `mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { ${ENDPOINT_FIELDS} } }`,
      {
        o: orgId,
        d: { url: receiver.url(path), events, ...(includeSubOrganizations ? { includeSubOrganizations } : {}) },
      },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.createWebhookEndpoint as { _id: string; secret: string; includeSubOrganizations: boolean };
  }

  async function deliveries(as: 'a' | 'b', endpointId: string) {
    const result = await call<{ getWebhookDeliveries: { total: number; data: Record<string, unknown>[] } }>(
      as,
      `query($id: ID!) { getWebhookDeliveries(endpointId: $id) { total data { ${DELIVERY_FIELDS} } } }`,
      { id: endpointId },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.getWebhookDeliveries.data ?? [];
  }

  /** Runs the sweep at `at` until `done` holds (the background sweep may send first). */
  async function deliverUntil(done: () => boolean, at = new Date()) {
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('the delivery did not arrive');
      await context.services.webhooks.deliverDue(at);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A sale of org's kiosk as the sales derivation hands it to the transactions module. */
  const saleOf = (orgId: string) => ({
    orgId,
    kioskId: randomUUID(),
    sessionId: randomUUID(),
    userId: null,
    created: new Date(),
    total: '3.20',
    cardType: null,
    memberCardId: null,
    promoCode: null,
    evidence: { openedAt: null, closedAt: null, cells: [] },
    paymentStatus: 'paid' as const,
    paymentAmount: '3.20',
    paymentProvider: null,
    paymentCardType: null,
    items: [
      { productLineId: null, name: 'Sparkling water', articleNumber: null, price: '3.20', tax: '7', cost: '1.00' },
    ],
  });

  /** A sale of org's kiosk, recorded as the kiosks module records one (on its database transaction). */
  function recordSale(orgId: string, rollback = false) {
    return database.db
      .transaction(async (tx) => {
        await context.services.transactions.recordSale(tx, saleOf(orgId));
        if (rollback) throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!rollback) throw error;
      });
  }

  return {
    database,
    context,
    receiver,
    orgA,
    orgB,
    tokens,
    call,
    createEndpoint,
    deliveries,
    deliverUntil,
    saleOf,
    recordSale,
    async close() {
      await context.built.app.close();
      await receiver.close();
      await database.dispose();
    },
  };
}

export type WebhooksWorld = Awaited<ReturnType<typeof createWebhooksWorld>>;
