import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTopic } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import { createLiveBus } from '../../lib/live.ts';
import { startTestServer } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { connectKiosk, kioskClientOptions } from '../../test-support/mqtt-kiosk.ts';
import { KIOSK_CHANNEL, newSerial } from '../kiosks/kiosks.test-data.ts';

const POLL = { timeout: 20_000 };

interface SaleRow {
  id: string;
  total: string;
  payment_status: string;
  is_paid: boolean;
  card_type: string | null;
  evidence: { openedAt: string; cells: { cellId: string; units: number | null; refused?: string | null }[] };
}

/**
 * Sessions → sales and refills (device contract §4) through the real embedded broker: a kiosk publishes
 * session.opened / session.closed / payment events; the server derives the transaction (items at the price
 * in force at the opening, tax, cost, evidence, payment status) or the refill, and moves the cell counts.
 */
describe.each(testDatabaseKinds())('sales from kiosk sessions on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let root: Viewer;
  let client: MqttClient;
  let kioskId: string;
  let orgId: string;
  let serial: string;
  let water: string;
  let chips: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false', SCHEDULE_TICK_MS: '0', COMMAND_SWEEP_MS: '0' });
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    root = await server.services.users.viewerForUser(rootRow?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Sales Org', 'sales-org') RETURNING id",
    );
    orgId = org?.id ?? '';
    const tax = await server.services.products.insertTax({ orgId, name: 'Reduced', value: '7.00' });
    const product = async (name: string, grams: number, cost: string, price: string) =>
      (
        await server.services.products.create(root, {
          orgId,
          name,
          defaultPrice: price,
          defaultCost: cost,
          taxId: tax.id,
          packagingOptions: [{ unitCount: 1, grossWeightGrams: grams, tolerancePercentage: 2 }],
          capacities: [
            { surfaceSize: 33, units: 6 },
            { surfaceSize: 50, units: 8 },
            { surfaceSize: 100, units: 16 },
          ],
        })
      ).id;
    water = await product('Still Water', 510, '0.40', '1.50');
    chips = await product('Chips', 80, '0.30', '1.00');
    serial = newSerial('SL');
    kioskId = (await server.services.kiosks.create(root, { name: 'Sales', serialNumber: serial, orgId })).id;
    await server.services.stock.planogram.configure(root, kioskId, 'single');
    await server.services.stock.planogram.update(root, kioskId, [
      { cellId: 'A1', productId: water },
      { cellId: 'A2', productId: chips },
    ]);
    await server.services.stock.inventory.correct(root, kioskId, { cellId: 'A1', count: 5 });
    await server.services.stock.inventory.correct(root, kioskId, { cellId: 'A2', count: 1 });
    const credentials = await server.services.kiosks.device.issueCredentials(root, kioskId);
    client = await connectKiosk(credentials.mqttWsUrl, kioskClientOptions(serial, credentials.password));
  });
  afterAll(async () => {
    client?.end(true);
    await server.app.close();
    await database.dispose();
  });

  const publish = (event: Record<string, unknown>, id: string = randomUUID()) =>
    client.publishAsync(eventTopic(serial), JSON.stringify({ id, ...event }), { qos: 1 });
  const sale = async (sessionId: string) =>
    (
      await database.query<SaleRow>(
        'SELECT id, total::text, payment_status, is_paid, card_type, evidence FROM transactions WHERE kiosk_id = $1 AND session_id = $2',
        [kioskId, sessionId],
      )
    )[0];
  const items = async (transactionId: string) =>
    database.query<{ name: string; price: string; tax: string; cost: string }>(
      'SELECT name, price::text, tax::text, cost::text FROM transaction_items WHERE transaction_id = $1 ORDER BY name, price',
      [transactionId],
    );
  const counts = async () =>
    Object.fromEntries(
      (
        await database.query<{ cell_id: string; count: number }>(
          "SELECT cell_id, count FROM kiosk_cells WHERE kiosk_id = $1 AND cell_id IN ('A1', 'A2')",
          [kioskId],
        )
      ).map((row) => [row.cell_id, row.count]),
    );
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const purchase = async (sessionId: string, minutesAgo: number, cells: Record<string, unknown>[]) => {
    await publish({
      ts: at(minutesAgo),
      type: 'session.opened',
      sessionId,
      kind: 'purchase',
      card: { token: 'tok_x', cardType: 'visa', last4: '4242' },
    });
    const closedId = randomUUID();
    await publish({ ts: at(minutesAgo - 1), type: 'session.closed', sessionId, cells }, closedId);
    return closedId;
  };

  it('charges a purchase at the price then, with tax, cost and evidence; a later price charges the next one', async () => {
    const closedId = await purchase('buy-1', 30, [
      { cellId: 'A1', weightBefore: 5120, weightAfter: 4100 }, // two bottles
      { cellId: 'A2', weightBefore: 400, weightAfter: 240 }, // two bags, one counted: stock stops at 0
      { cellId: 'A3', weightBefore: 100, weightAfter: 140 }, // no product there
    ]);
    await expect.poll(() => sale('buy-1'), POLL).toBeDefined();
    const first = await sale('buy-1');
    expect(first).toMatchObject({ total: '5.00', payment_status: 'pending', is_paid: false, card_type: 'visa' });
    expect(await items(first?.id ?? '')).toEqual([
      { name: 'Chips', price: '1.00', tax: '7.00', cost: '0.30' },
      { name: 'Chips', price: '1.00', tax: '7.00', cost: '0.30' },
      { name: 'Still Water', price: '1.50', tax: '7.00', cost: '0.40' },
      { name: 'Still Water', price: '1.50', tax: '7.00', cost: '0.40' },
    ]);
    expect(first?.evidence.cells).toEqual([
      expect.objectContaining({ cellId: 'A1', units: 2, refused: null }),
      expect.objectContaining({ cellId: 'A2', units: 2, refused: null, stockShortBy: 1 }),
      expect.objectContaining({ cellId: 'A3', units: null, refused: 'no_product' }),
    ]);
    expect(await counts()).toEqual({ A1: 3, A2: 0 });

    // The same session.closed again (a redelivery): nothing twice.
    await publish(
      {
        ts: at(29),
        type: 'session.closed',
        sessionId: 'buy-1',
        cells: [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4100 }],
      },
      closedId,
    );
    await server.services.sales.derive({ id: kioskId, orgId }, 'buy-1');
    expect(
      await database.query('SELECT id FROM transactions WHERE kiosk_id = $1 AND session_id = $2', [kioskId, 'buy-1']),
    ).toHaveLength(1);
    expect(await counts()).toEqual({ A1: 3, A2: 0 });

    // The kiosk's own price from 20 minutes ago on: the next session pays it, the first kept its own.
    await server.services.products.createPrice(root, {
      productLineId: water,
      price: '2.20',
      validForKiosk: kioskId,
      validFrom: at(20),
    });
    await purchase('buy-2', 10, [{ cellId: 'A1', weightBefore: 4100, weightAfter: 3595 }]);
    await expect.poll(() => sale('buy-2'), POLL).toBeDefined();
    expect((await sale('buy-2'))?.total).toBe('2.20');
    expect((await sale('buy-1'))?.total).toBe('5.00');
    expect(await counts()).toEqual({ A1: 2, A2: 0 });
  });

  it('takes the payment whether it comes before or after the close; failed is not paid', async () => {
    await publish({
      ts: at(8),
      type: 'session.opened',
      sessionId: 'pay-before',
      kind: 'purchase',
      card: { token: 'tok_y', cardType: 'mastercard', last4: '1111' },
    });
    await publish({
      ts: at(7),
      type: 'payment',
      sessionId: 'pay-before',
      status: 'paid',
      amount: '2.20',
      provider: 'stripe',
      cardType: 'mastercard',
      last4: '1111',
    });
    await publish({
      ts: at(7),
      type: 'session.closed',
      sessionId: 'pay-before',
      cells: [{ cellId: 'A1', weightBefore: 3595, weightAfter: 3085 }],
    });
    await expect.poll(async () => (await sale('pay-before'))?.payment_status, POLL).toBe('paid');
    expect((await sale('pay-before'))?.is_paid).toBe(true);

    await purchase('pay-after', 6, [{ cellId: 'A1', weightBefore: 3085, weightAfter: 2575 }]);
    await expect.poll(async () => (await sale('pay-after'))?.payment_status, POLL).toBe('pending');
    await publish({
      ts: at(4),
      type: 'payment',
      sessionId: 'pay-after',
      status: 'failed',
      amount: '2.20',
      provider: 'stripe',
      cardType: 'visa',
      last4: '4242',
    });
    await expect.poll(async () => (await sale('pay-after'))?.payment_status, POLL).toBe('not_paid');
  });

  it('a close that arrives before its opening is charged once the opening arrives', async () => {
    await publish({
      ts: at(5),
      type: 'session.closed',
      sessionId: 'late-open',
      cells: [{ cellId: 'A1', weightBefore: 2575, weightAfter: 2065 }],
    });
    await expect
      .poll(
        async () => (await database.query('SELECT 1 FROM kiosk_sessions WHERE session_id = $1', ['late-open'])).length,
        POLL,
      )
      .toBe(1);
    expect(await server.services.sales.derive({ id: kioskId, orgId }, 'late-open')).toBe(false);
    expect(await sale('late-open')).toBeUndefined();
    await publish({
      ts: at(6),
      type: 'session.opened',
      sessionId: 'late-open',
      kind: 'purchase',
      card: { token: 'tok_z', cardType: 'amex', last4: '0005' },
    });
    await expect.poll(async () => (await sale('late-open'))?.card_type, POLL).toBe('amex');
    expect((await sale('late-open'))?.total).toBe('2.20');
  });

  it('a put-back or nothing taken charges nothing', async () => {
    const before = await counts();
    await purchase('put-back', 3, [{ cellId: 'A1', weightBefore: 2575, weightAfter: 3085 }]);
    await expect
      .poll(
        async () =>
          (
            await database.query('SELECT 1 FROM kiosk_sessions WHERE session_id = $1 AND closed_at IS NOT NULL', [
              'put-back',
            ])
          ).length,
        POLL,
      )
      .toBe(1);
    expect(await server.services.sales.derive({ id: kioskId, orgId }, 'put-back')).toBe(false);
    expect(await sale('put-back')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('a refill session records Added and Removed scale entries of its mode and moves the counts', async () => {
    const before = await counts();
    const bus = createLiveBus(database, server.app.log);
    const notices = bus.subscribe(KIOSK_CHANNEL);
    // Read from the start: a subscription only buffers notices once it is being read.
    const detailsNotice = (async () => {
      let notice = await notices.next();
      while (notice.value && (notice.value.id !== kioskId || !notice.value.aspects.includes('details'))) {
        notice = await notices.next();
      }
      return notice.value;
    })();
    await publish({ ts: at(2), type: 'session.opened', sessionId: 'refill-1', kind: 'refill', mode: 'tablet' });
    const closedId = randomUUID();
    const closed = {
      ts: at(1),
      type: 'session.closed',
      sessionId: 'refill-1',
      cells: [
        { cellId: 'A1', weightBefore: 2575, weightAfter: 4105 }, // three bottles added
        { cellId: 'A2', weightBefore: 240, weightAfter: 240 },
      ],
    };
    await publish(closed, closedId);
    const refill = async () =>
      (
        await database.query<{ id: string; type: string; session_closed_at: Date | null }>(
          'SELECT id, type, session_closed_at FROM refills WHERE kiosk_id = $1 AND session_id = $2',
          [kioskId, 'refill-1'],
        )
      )[0];
    await expect.poll(refill, POLL).toBeDefined();
    expect((await refill())?.type).toBe('TABLET');
    expect(
      await database.query('SELECT cell_id, count, weight, refill_cost::text FROM refill_items WHERE refill_id = $1', [
        (await refill())?.id,
      ]),
    ).toEqual([{ cell_id: 'A1', count: 3, weight: 1530, refill_cost: '1.20' }]);
    expect(await counts()).toEqual({ A1: (before.A1 ?? 0) + 3, A2: before.A2 });
    // Consoles showing the kiosk refresh it (its inventory and income live on the kiosk).
    expect(await detailsNotice).toMatchObject({ id: kioskId, orgId, aspects: expect.arrayContaining(['details']) });
    await notices.return?.();
    await bus.close();

    // A redelivery adds nothing; a removal is a negative entry.
    await publish(closed, closedId);
    await server.services.sales.derive({ id: kioskId, orgId }, 'refill-1');
    expect(await database.query('SELECT id FROM refills WHERE session_id = $1', ['refill-1'])).toHaveLength(1);
    await publish({ ts: at(1), type: 'session.opened', sessionId: 'refill-2', kind: 'refill', mode: 'prod_returned' });
    await publish({
      ts: at(0),
      type: 'session.closed',
      sessionId: 'refill-2',
      cells: [{ cellId: 'A1', weightBefore: 4105, weightAfter: 3595 }],
    });
    await expect
      .poll(
        async () =>
          database.query(
            'SELECT r.type, i.count, i.refill_cost::text FROM refills r JOIN refill_items i ON i.refill_id = r.id WHERE r.session_id = $1',
            ['refill-2'],
          ),
        POLL,
      )
      .toEqual([{ type: 'PRODUCTS_RETURNED', count: -1, refill_cost: '-0.40' }]);
    expect((await counts()).A1).toBe((before.A1 ?? 0) + 2);
  });

  it('the sweep derives a closed session whose derivation was lost, linking the member card to its user', async () => {
    // As if the server stopped between the session's commit and its derivation.
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    await database.query("INSERT INTO member_cards (user_id, card_id) VALUES ($1, 'MC-SWEEP')", [rootRow?.id]);
    const before = (await counts()).A1 ?? 0;
    await database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, card, opened_at, closed_at, cells)
       VALUES ($1, $2, 'lost-1', 'purchase', '{"memberCardId":"MC-SWEEP"}'::jsonb, now() - interval '2 minutes',
         now() - interval '1 minute', '[{"cellId":"A1","weightBefore":3595,"weightAfter":3085}]'::jsonb)`,
      [kioskId, orgId],
    );
    expect(await sale('lost-1')).toBeUndefined();
    // (The minutely sweep of the running server may get there first; either way the sweep derived it.)
    await server.services.sales.sweep();
    const [row] = await database.query<{ user_id: string; member_card_id: string; total: string }>(
      "SELECT user_id, member_card_id, total::text FROM transactions WHERE session_id = 'lost-1'",
    );
    expect(row).toEqual({ user_id: rootRow?.id, member_card_id: 'MC-SWEEP', total: '2.20' });
    expect((await counts()).A1).toBe(before - 1);
    // Nothing is derived twice, and the day's income counts the sales.
    expect(await server.services.sales.sweep()).toBe(0);
    // The file's sales are 30 to 1 minutes old: 5.00 + 5 × 2.20 = 16.00, less those before the organization's
    // local midnight when the run is just after it — counted here independently of the roll-ups.
    const now = new Date();
    const income = await server.services.transactions.incomeToday([orgId], now);
    const [expected] = await database.query<{ gross: string }>(
      `SELECT coalesce(sum(t.total), 0)::numeric(12, 2)::text AS gross
         FROM transactions t JOIN organizations o ON o.id = t.org_id
        WHERE t.kiosk_id = $1 AND t.created <= $2
          AND t.created >= date_trunc('day', $2::timestamptz AT TIME ZONE o.time_zone) AT TIME ZONE o.time_zone`,
      [kioskId, now],
    );
    const [all] = await database.query<{ gross: string }>(
      'SELECT sum(total)::text AS gross FROM transactions WHERE kiosk_id = $1',
      [kioskId],
    );
    expect(all?.gross).toBe('16.00');
    expect(income.find((entry) => entry.kioskId === kioskId)?.gross ?? '0.00').toBe(expected?.gross);
  });
});
