import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { raiseAlert } from '../alerts/alerts.test-data.ts';
import {
  createWebhooksWorld,
  ENDPOINT_FIELDS,
  verify,
  type Received,
  type WebhooksWorld,
} from './webhooks.test-data.ts';

/** Which events reach which endpoints, signed, once. */
describe.each(testDatabaseKinds())('webhook events on %s', (kind) => {
  let world: WebhooksWorld;

  beforeAll(async () => {
    world = await createWebhooksWorld(kind);
  });
  afterAll(() => world?.close());

  it("delivers signed events of the endpoint's own organization only", async () => {
    const a = await world.createEndpoint('a', world.orgA, '/a', [
      'transaction.created',
      'transaction.refunded',
      'alert.opened',
      'kiosk.offline',
    ]);
    const b = await world.createEndpoint('b', world.orgB, '/b', [
      'transaction.created',
      'transaction.refunded',
      'alert.opened',
      'kiosk.offline',
    ]);

    await world.recordSale(world.orgA);
    await world.recordSale(world.orgA, true); // rolled back: its event never leaves the outbox
    // The kiosk's last will: offline (through the device gateway's handlers, as MQTT delivers it).
    const kiosk = await world.context.services.kiosks.create(world.context.root, {
      orgId: world.orgA,
      name: 'Lobby fridge',
      serialNumber: 'HOOK-1',
    });
    const kioskId = kiosk.id;
    const devices = world.context.built.modules.find((m) => m.devices)?.devices;
    await devices?.handle({ ok: true, kiosk: 'HOOK-1', kind: 'status', message: { online: false } }, new Date());
    // An alert the engine opens for the kiosk.
    await raiseAlert(world.context, { id: kioskId, orgId: world.orgA });
    await world.deliverUntil(() => world.receiver.at('/a').length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await world.context.services.webhooks.deliverDue();

    const got = world.receiver.at('/a').map((request) => verify(a.secret, request));
    expect(got.map((event) => event.type).sort()).toEqual(['alert.opened', 'kiosk.offline', 'transaction.created']);
    for (const event of got) expect((event.data as { orgId: string }).orgId).toBe(world.orgA);
    const sale = got.find((event) => event.type === 'transaction.created')?.data as {
      total: string;
      transactionId: string;
    };
    expect(sale.total).toBe('3.20');
    // Org B's endpoint saw none of org A's events, and another secret does not verify org A's deliveries.
    expect(world.receiver.at('/b')).toEqual([]);
    expect(() => verify(b.secret, world.receiver.at('/a')[0] as Received)).toThrow();

    // A refund by org A's admin arrives too; org B's admin cannot refund org A's sale.
    const refusedRefund = await world.context.call(
      world.tokens.b,
      'transactions',
      'mutation($id: ID!) { refundTransaction(transactionId: $id, reason: "Broken") { _id } }',
      { id: sale.transactionId },
    );
    expect(refusedRefund.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refund = await world.context.call(
      world.tokens.a,
      'transactions',
      'mutation($id: ID!) { refundTransaction(transactionId: $id, reason: "Broken") { _id } }',
      { id: sale.transactionId },
    );
    expect(refund.errors).toBeUndefined();
    await world.deliverUntil(() => world.receiver.at('/a').length >= 4);
    const refunded = verify(a.secret, world.receiver.at('/a')[3] as Received);
    expect(refunded).toMatchObject({
      type: 'transaction.refunded',
      data: { transactionId: sale.transactionId, total: '3.20' },
    });
    expect(world.receiver.at('/b')).toEqual([]);

    const log = await world.deliveries('a', a._id);
    expect(log).toHaveLength(4);
    expect(log.every((d) => d.status === 'delivered' && d.lastStatusCode === 200 && d.attempts === 1)).toBe(true);
    // Org B's admin cannot read org A's delivery log.
    const foreignLog = await world.call('b', 'query($id: ID!) { getWebhookDeliveries(endpointId: $id) { total } }', {
      id: a._id,
    });
    expect(foreignLog.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("delivers a sub-organization's events to its ancestors' endpoints that ask for them, and no further", async () => {
    const depot = await world.context.newOrganization('Hook A depot', { parentId: world.orgA });
    const shelf = await world.context.newOrganization('Hook A depot shelf', { parentId: depot });
    const tree = await world.createEndpoint('a', world.orgA, '/tree', ['transaction.created'], true);
    const own = await world.createEndpoint('a', world.orgA, '/own', ['transaction.created']);
    const depotOnly = await world.createEndpoint('a', depot, '/depot', ['transaction.created']);
    const foreign = await world.createEndpoint('b', world.orgB, '/foreign', ['transaction.created'], true);
    expect(tree).toMatchObject({ includeSubOrganizations: true });
    expect(own).toMatchObject({ includeSubOrganizations: false });

    await world.recordSale(shelf); // two levels below org A
    await world.recordSale(depot);
    await world.deliverUntil(() => world.receiver.at('/tree').length >= 2 && world.receiver.at('/depot').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await world.context.services.webhooks.deliverDue();

    // Org A's tree endpoint gets both, each naming the organization it happened in.
    const got = world.receiver.at('/tree').map((request) => verify(tree.secret, request).data as { orgId: string });
    expect(got.map((event) => event.orgId).sort()).toEqual([depot, shelf].sort());
    // The depot's own endpoint gets the depot's sale only; org A's plain endpoint and org B's get nothing.
    expect(
      world.receiver.at('/depot').map((request) => (verify(depotOnly.secret, request).data as { orgId: string }).orgId),
    ).toEqual([depot]);
    expect(world.receiver.at('/own')).toEqual([]);
    expect(world.receiver.at('/foreign')).toEqual([]);
    expect(foreign._id).toBeTruthy();

    // Switched off again, the tree endpoint gets only org A's own events.
    const update = await world.call(
      'a',
      `mutation($id: ID!, $d: WebhookEndpointInput!) { updateWebhookEndpoint(endpointId: $id, data: $d) { ${ENDPOINT_FIELDS} } }`,
      {
        id: tree._id,
        d: { url: world.receiver.url('/tree'), events: ['transaction.created'], includeSubOrganizations: false },
      },
    );
    expect(update.data?.updateWebhookEndpoint).toMatchObject({ includeSubOrganizations: false });
    await world.recordSale(shelf);
    await world.recordSale(world.orgA);
    await world.deliverUntil(() => world.receiver.at('/tree').length >= 3 && world.receiver.at('/own').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await world.context.services.webhooks.deliverDue();
    expect((verify(tree.secret, world.receiver.at('/tree')[2] as Received).data as { orgId: string }).orgId).toBe(
      world.orgA,
    );
    expect(world.receiver.at('/tree')).toHaveLength(3);
  });

  it("queues a derivation run's sales of several organizations as recording them one at a time would", async () => {
    const top = await world.context.newOrganization('Hook batch top', { parentId: world.orgA });
    const sub = await world.context.newOrganization('Hook batch sub', { parentId: top });
    const other = await world.context.newOrganization('Hook batch other', { parentId: world.orgA });
    const endpoints = {
      tree: await world.createEndpoint('a', top, '/batch-tree', ['transaction.created'], true),
      top: await world.createEndpoint('a', top, '/batch-top', ['transaction.created']),
      sub: await world.createEndpoint('a', sub, '/batch-sub', ['transaction.created']),
      refills: await world.createEndpoint('a', other, '/batch-refills', ['refill.recorded']),
    };
    const orgs = [top, sub, top, other];
    const ids = await world.database.db.transaction((tx) =>
      world.context.services.transactions.recordSales(
        tx,
        orgs.map((orgId) => world.saleOf(orgId)),
      ),
    );
    const sale = ids.map((row) => row?.id ?? '');
    const rows = await world.database.query<{ endpoint_id: string; message_id: string; sale: string; org_id: string }>(
      `SELECT endpoint_id, message_id, payload->>'transactionId' AS sale, org_id FROM webhook_deliveries
        WHERE endpoint_id = ANY($1::uuid[]) AND event_type = 'transaction.created'`,
      [Object.values(endpoints).map((endpoint) => endpoint._id)],
    );
    const salesOf = (endpoint: { _id: string }) =>
      rows
        .filter((row) => row.endpoint_id === endpoint._id)
        .map((row) => row.sale)
        .sort();
    expect(salesOf(endpoints.tree)).toEqual([sale[0], sale[1], sale[2]].sort());
    expect(salesOf(endpoints.top)).toEqual([sale[0], sale[2]].sort());
    expect(salesOf(endpoints.sub)).toEqual([sale[1]]);
    expect(salesOf(endpoints.refills)).toEqual([]);
    // One message per sale, the same for every endpoint it goes to, naming the sale's organization.
    for (const [index, id] of sale.entries()) {
      const of = rows.filter((row) => row.sale === id);
      expect(new Set(of.map((row) => row.message_id)).size).toBe(of.length ? 1 : 0);
      expect(of.every((row) => row.org_id === orgs[index])).toBe(true);
    }
  });

  it("delivers a refill recorded on the kiosks module's transaction", async () => {
    const endpoint = await world.createEndpoint('b', world.orgB, '/refills', ['refill.recorded']);
    const kioskId = randomUUID();
    await world.database.db.transaction(async (tx) => {
      await world.context.services.transactions.recordRefill(tx, {
        orgId: world.orgB,
        kioskId,
        type: 'MISSION_CONTROL',
        createdBy: null,
        items: [
          { cellId: 'A1', productLineId: null, name: 'Still water', articleNumber: null, count: 6, refillCost: '3.00' },
        ],
      });
    });
    await world.deliverUntil(() => world.receiver.at('/refills').length >= 1);
    expect(verify(endpoint.secret, world.receiver.at('/refills')[0] as Received)).toMatchObject({
      type: 'refill.recorded',
      data: { orgId: world.orgB, kioskId, items: [{ cellId: 'A1', name: 'Still water', count: 6 }] },
    });
  });

  it('queues an alert change handed over twice (the alert outbox delivers at least once) once', async () => {
    const endpoint = await world.createEndpoint('b', world.orgB, '/twice', ['alert.resolved']);
    const change = {
      type: 'alert.resolved' as const,
      orgId: world.orgB,
      data: { alert: { id: 'x' } },
      eventId: randomUUID(),
    };
    await world.context.services.webhooks.record(null, change);
    await world.context.services.webhooks.record(null, change);
    expect(await world.deliveries('b', endpoint._id)).toHaveLength(1);
  });
});
