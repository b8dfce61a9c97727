import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { raiseAlert } from '../alerts/alerts.test-data.ts';
import { startReceiver, verify, type Received } from './webhooks.test-data.ts';

const ENDPOINT_FIELDS = '_id orgId url events includeSubOrganizations secret enabled disabledReason';
const DELIVERY_FIELDS = '_id messageId eventType status attempts lastStatusCode lastError nextAttemptAt';

describe.each(testDatabaseKinds())('webhooks on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let orgA = '';
  let orgB = '';
  const tokens = { a: '', b: '' };

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

  /** A sale of org's kiosk, recorded as the kiosks module records one (on its database transaction). */
  function recordSale(orgId: string, rollback = false) {
    return database.db
      .transaction(async (tx) => {
        await context.services.transactions.recordSale(tx, {
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
          paymentStatus: 'paid',
          paymentAmount: '3.20',
          paymentProvider: null,
          paymentCardType: null,
          items: [
            {
              productLineId: null,
              name: 'Sparkling water',
              articleNumber: null,
              price: '3.20',
              tax: '7',
              cost: '1.00',
            },
          ],
        });
        if (rollback) throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!rollback) throw error;
      });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    receiver = await startReceiver();
    orgA = await context.newOrganization('Hook A');
    orgB = await context.newOrganization('Hook B');
    tokens.a = await context.token(
      await context.newUser({ email: 'ada@hook-a.test', firstName: 'Ada' }, [[orgA, 'admin']]),
    );
    tokens.b = await context.token(
      await context.newUser({ email: 'bob@hook-b.test', firstName: 'Bob' }, [[orgB, 'admin']]),
    );
  });
  afterAll(async () => {
    await context?.built.app.close();
    await receiver?.close();
    await database?.dispose();
  });

  it('outside production says loopback is allowed, and allows it', async () => {
    const rule = await call<{ getWebhookUrlRule: { loopbackAllowed: boolean } }>(
      'a',
      '{ getWebhookUrlRule { loopbackAllowed } }',
    );
    expect(rule.data?.getWebhookUrlRule).toEqual({ loopbackAllowed: true });
    const created = await call<{ createWebhookEndpoint: { _id: string } }>(
      'a',
      'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
      { o: orgA, d: { url: 'http://localhost:9/hook', events: ['alert.opened'], enabled: false } },
    );
    expect(created.errors).toBeUndefined();
    await call('a', 'mutation($id: ID!) { deleteWebhookEndpoint(endpointId: $id) }', {
      id: created.data?.createWebhookEndpoint._id,
    });
  });

  it('refuses plain-http, private-network and malformed targets', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'ftp://127.0.0.1/hook',
      'not a url',
    ]) {
      const result = await call(
        'a',
        'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
        { o: orgA, d: { url, events: ['alert.opened'] } },
      );
      expect(result.errors?.[0]?.extensions?.code, url).toBe('WEBHOOK_URL_INVALID');
    }
    const foreign = await call(
      'a',
      'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
      { o: orgB, d: { url: receiver.url('/x'), events: ['alert.opened'] } },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("delivers signed events of the endpoint's own organization only", async () => {
    const a = await createEndpoint('a', orgA, '/a', [
      'transaction.created',
      'transaction.refunded',
      'alert.opened',
      'kiosk.offline',
    ]);
    const b = await createEndpoint('b', orgB, '/b', [
      'transaction.created',
      'transaction.refunded',
      'alert.opened',
      'kiosk.offline',
    ]);

    await recordSale(orgA);
    await recordSale(orgA, true); // rolled back: its event never leaves the outbox
    // The kiosk's last will: offline (through the device gateway's handlers, as MQTT delivers it).
    const kiosk = await context.services.kiosks.create(context.root, {
      orgId: orgA,
      name: 'Lobby fridge',
      serialNumber: 'HOOK-1',
    });
    const kioskId = kiosk.id;
    const devices = context.built.modules.find((m) => m.devices)?.devices;
    await devices?.handle({ ok: true, kiosk: 'HOOK-1', kind: 'status', message: { online: false } }, new Date());
    // An alert the engine opens for the kiosk.
    await raiseAlert(context, { id: kioskId, orgId: orgA });
    await deliverUntil(() => receiver.at('/a').length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await context.services.webhooks.deliverDue();

    const got = receiver.at('/a').map((request) => verify(a.secret, request));
    expect(got.map((event) => event.type).sort()).toEqual(['alert.opened', 'kiosk.offline', 'transaction.created']);
    for (const event of got) expect((event.data as { orgId: string }).orgId).toBe(orgA);
    const sale = got.find((event) => event.type === 'transaction.created')?.data as {
      total: string;
      transactionId: string;
    };
    expect(sale.total).toBe('3.20');
    // Org B's endpoint saw none of org A's events, and another secret does not verify org A's deliveries.
    expect(receiver.at('/b')).toEqual([]);
    expect(() => verify(b.secret, receiver.at('/a')[0] as Received)).toThrow();

    // A refund by org A's admin arrives too; org B's admin cannot refund org A's sale.
    const refusedRefund = await context.call(
      tokens.b,
      'transactions',
      'mutation($id: ID!) { refundTransaction(transactionId: $id, reason: "Broken") { _id } }',
      { id: sale.transactionId },
    );
    expect(refusedRefund.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refund = await context.call(
      tokens.a,
      'transactions',
      'mutation($id: ID!) { refundTransaction(transactionId: $id, reason: "Broken") { _id } }',
      { id: sale.transactionId },
    );
    expect(refund.errors).toBeUndefined();
    await deliverUntil(() => receiver.at('/a').length >= 4);
    const refunded = verify(a.secret, receiver.at('/a')[3] as Received);
    expect(refunded).toMatchObject({
      type: 'transaction.refunded',
      data: { transactionId: sale.transactionId, total: '3.20' },
    });
    expect(receiver.at('/b')).toEqual([]);

    const log = await deliveries('a', a._id);
    expect(log).toHaveLength(4);
    expect(log.every((d) => d.status === 'delivered' && d.lastStatusCode === 200 && d.attempts === 1)).toBe(true);
    // Org B's admin cannot read org A's delivery log.
    const foreignLog = await call('b', 'query($id: ID!) { getWebhookDeliveries(endpointId: $id) { total } }', {
      id: a._id,
    });
    expect(foreignLog.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("delivers a sub-organization's events to its ancestors' endpoints that ask for them, and no further", async () => {
    const depot = await context.newOrganization('Hook A depot', { parentId: orgA });
    const shelf = await context.newOrganization('Hook A depot shelf', { parentId: depot });
    const tree = await createEndpoint('a', orgA, '/tree', ['transaction.created'], true);
    const own = await createEndpoint('a', orgA, '/own', ['transaction.created']);
    const depotOnly = await createEndpoint('a', depot, '/depot', ['transaction.created']);
    const foreign = await createEndpoint('b', orgB, '/foreign', ['transaction.created'], true);
    expect(tree).toMatchObject({ includeSubOrganizations: true });
    expect(own).toMatchObject({ includeSubOrganizations: false });

    await recordSale(shelf); // two levels below org A
    await recordSale(depot);
    await deliverUntil(() => receiver.at('/tree').length >= 2 && receiver.at('/depot').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await context.services.webhooks.deliverDue();

    // Org A's tree endpoint gets both, each naming the organization it happened in.
    const got = receiver.at('/tree').map((request) => verify(tree.secret, request).data as { orgId: string });
    expect(got.map((event) => event.orgId).sort()).toEqual([depot, shelf].sort());
    // The depot's own endpoint gets the depot's sale only; org A's plain endpoint and org B's get nothing.
    expect(
      receiver.at('/depot').map((request) => (verify(depotOnly.secret, request).data as { orgId: string }).orgId),
    ).toEqual([depot]);
    expect(receiver.at('/own')).toEqual([]);
    expect(receiver.at('/foreign')).toEqual([]);
    expect(foreign._id).toBeTruthy();

    // Switched off again, the tree endpoint gets only org A's own events.
    const update = await call(
      'a',
      `mutation($id: ID!, $d: WebhookEndpointInput!) { updateWebhookEndpoint(endpointId: $id, data: $d) { ${ENDPOINT_FIELDS} } }`,
      {
        id: tree._id,
        d: { url: receiver.url('/tree'), events: ['transaction.created'], includeSubOrganizations: false },
      },
    );
    expect(update.data?.updateWebhookEndpoint).toMatchObject({ includeSubOrganizations: false });
    await recordSale(shelf);
    await recordSale(orgA);
    await deliverUntil(() => receiver.at('/tree').length >= 3 && receiver.at('/own').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await context.services.webhooks.deliverDue();
    expect((verify(tree.secret, receiver.at('/tree')[2] as Received).data as { orgId: string }).orgId).toBe(orgA);
    expect(receiver.at('/tree')).toHaveLength(3);
  });

  it("delivers a refill recorded on the kiosks module's transaction", async () => {
    const endpoint = await createEndpoint('b', orgB, '/refills', ['refill.recorded']);
    const kioskId = randomUUID();
    await database.db.transaction(async (tx) => {
      await context.services.transactions.recordRefill(tx, {
        orgId: orgB,
        kioskId,
        type: 'MISSION_CONTROL',
        createdBy: null,
        items: [
          { cellId: 'A1', productLineId: null, name: 'Still water', articleNumber: null, count: 6, refillCost: '3.00' },
        ],
      });
    });
    await deliverUntil(() => receiver.at('/refills').length >= 1);
    expect(verify(endpoint.secret, receiver.at('/refills')[0] as Received)).toMatchObject({
      type: 'refill.recorded',
      data: { orgId: orgB, kioskId, items: [{ cellId: 'A1', name: 'Still water', count: 6 }] },
    });
  });

  it('queues an alert change handed over twice (the alert outbox delivers at least once) once', async () => {
    const endpoint = await createEndpoint('b', orgB, '/twice', ['alert.resolved']);
    const change = {
      type: 'alert.resolved' as const,
      orgId: orgB,
      data: { alert: { id: 'x' } },
      eventId: randomUUID(),
    };
    await context.services.webhooks.record(null, change);
    await context.services.webhooks.record(null, change);
    expect(await deliveries('b', endpoint._id)).toHaveLength(1);
  });

  it('retries with exponential backoff after the receiver answers 500, with the same webhook-id', async () => {
    const endpoint = await createEndpoint('a', orgA, '/retry', ['alert.resolved']);
    receiver.answer('/retry', 500, 503);
    const start = new Date();
    expect(
      (await call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id })).data,
    ).toEqual({
      sendWebhookTest: true,
    });
    await deliverUntil(() => receiver.at('/retry').length >= 1, start);
    let [entry] = await deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const firstWait = new Date(String(entry?.nextAttemptAt)).getTime() - start.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(29_000);

    // Not due yet: nothing is sent.
    await context.services.webhooks.deliverDue(new Date(start.getTime() + 10_000));
    expect(receiver.at('/retry')).toHaveLength(1);

    const second = new Date(start.getTime() + firstWait + 1_000);
    await deliverUntil(() => receiver.at('/retry').length >= 2, second);
    [entry] = await deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    const secondWait = new Date(String(entry?.nextAttemptAt)).getTime() - second.getTime();
    // 2 · 30 s, plus up to 20 % jitter.
    expect(secondWait).toBeGreaterThanOrEqual(2 * 30_000);
    expect(secondWait).toBeLessThanOrEqual(2 * 30_000 * 1.2);

    await deliverUntil(() => receiver.at('/retry').length >= 3, new Date(second.getTime() + secondWait + 1_000));
    [entry] = await deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    const attempts = receiver.at('/retry');
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(attempts.map((r) => r.answered)).toEqual([500, 503, 200]);
    expect(verify(endpoint.secret, attempts[2] as Received)).toMatchObject({ type: 'webhook.test' });
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const endpoint = await createEndpoint('a', orgA, '/rotate', ['alert.opened']);
    const rotated = await call<{ rotateWebhookSecret: { secret: string } }>(
      'a',
      'mutation($id: ID!) { rotateWebhookSecret(endpointId: $id) { secret } }',
      { id: endpoint._id },
    );
    const fresh = rotated.data?.rotateWebhookSecret.secret ?? '';
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(endpoint.secret);
    await call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id });
    await deliverUntil(() => receiver.at('/rotate').length >= 1);
    const request = receiver.at('/rotate')[0] as Received;
    expect(verify(fresh, request)).toMatchObject({ type: 'webhook.test' });
    expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test' });
  });

  it('disables an endpoint that failed for 24 hours and e-mails its creator', async () => {
    const endpoint = await createEndpoint('a', orgA, '/down', ['alert.opened']);
    receiver.answer('/down', ...Array.from({ length: 10 }, () => 500));
    const start = new Date();
    await call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id });
    await deliverUntil(() => receiver.at('/down').length >= 1, start);
    const later = new Date(start.getTime() + 25 * 3_600_000);
    await deliverUntil(() => receiver.at('/down').length >= 2, later);
    const [entry] = await deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'failed', lastStatusCode: 500 });
    const listed = await call<{
      getWebhookEndpoints: { _id: string; enabled: boolean; disabledReason: string | null }[];
    }>('a', `query($o: ID) { getWebhookEndpoints(orgId: $o) { ${ENDPOINT_FIELDS} } }`, { o: orgA });
    expect(listed.data?.getWebhookEndpoints.find((e) => e._id === endpoint._id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing for 24 hours',
    });
    const mail = await waitForMail(context.built.config.dataDir, {
      to: 'ada@hook-a.test',
      subject: /Webhook disabled/,
    });
    expect(mail.text).toContain(receiver.url('/down'));
    // A disabled endpoint gets no new events.
    await context.services.webhooks.record(null, { type: 'alert.opened', orgId: orgA, data: {} });
    expect(await deliveries('a', endpoint._id)).toHaveLength(1);
  });
});

/** The rule the console's URL hint shows is the rule the server applies, in production and outside it. */
describe('the webhook URL rule in production', () => {
  let database: TestDatabase;
  let context: TestContext;
  let token = '';
  let orgId = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    context = await createTestContext(database, { DEMO_DATA: 'false', NODE_ENV: 'production' });
    orgId = await context.newOrganization('Hook Production');
    token = await context.token(
      await context.newUser({ email: 'pat@hook-prod.test', firstName: 'Pat' }, [[orgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context?.built.app.close();
    await database?.dispose();
  });

  it('says loopback is refused, and refuses it with the same text the hint gives', async () => {
    const rule = await context.call<{ getWebhookUrlRule: { loopbackAllowed: boolean } }>(
      token,
      'organizations',
      '{ getWebhookUrlRule { loopbackAllowed } }',
    );
    expect(rule.data?.getWebhookUrlRule).toEqual({ loopbackAllowed: false });
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'https://[::1]:9/hook']) {
      const refused = await context.call(
        token,
        'organizations',
        'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
        { o: orgId, d: { url, events: ['alert.opened'] } },
      );
      expect(refused.errors?.[0]?.extensions?.code, url).toBe('WEBHOOK_URL_INVALID');
      expect(refused.errors?.[0]?.message, url).toBe('Use an https:// address on the public internet');
    }
  });
});
