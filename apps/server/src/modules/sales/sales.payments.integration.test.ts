import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTopic } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import { startTestServer } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { connectKiosk, kioskClientOptions } from '../../test-support/mqtt-kiosk.ts';
import { newSerial } from '../kiosks/kiosks.test-data.ts';

const POLL = { timeout: 20_000 };
type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A sale always ends with its session's payment status (device contract §4). The kiosk's `payment`
 * event commits on the session first; the sale follows in a step of its own after that commit. When the
 * server stops in between (the crash point, simulated by a server whose follow-up step never runs), the
 * next start's sweep brings the sale to the session's status: a payment after the close, before it, a
 * failed one followed by a paid one, a redelivered one — and one that arrives after the cell's product
 * changed.
 */
describe.each(testDatabaseKinds())('payments that reach their sale after a stop, on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let root: Viewer;
  let client: MqttClient;
  let kioskId: string;
  let orgId: string;
  let serial: string;
  let password: string;
  let water: string;

  const env = { DEMO_DATA: 'false', SCHEDULE_TICK_MS: '0', COMMAND_SWEEP_MS: '0' };

  async function start(): Promise<void> {
    server = await startTestServer(database, env);
    root = await server.services.users.viewerForUser(
      (await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1'))[0]?.id ?? '',
    );
    client = await connectKiosk(`${server.url.replace('http', 'ws')}/mqtt`, kioskClientOptions(serial, password));
  }

  /**
   * The server stops right after each commit of a session event: the follow-up (the sale) never runs,
   * nor does the minutely sweep of this (doomed) server.
   */
  function crashAfterEachCommit(): void {
    server.services.sales.sessionChanged = async () => undefined;
    server.services.sales.sweep = async () => 0;
  }

  async function stop(): Promise<void> {
    client.end(true);
    await server.app.close();
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    serial = newSerial('PY');
    server = await startTestServer(database, env);
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    root = await server.services.users.viewerForUser(rootRow?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Payments Org', 'payments-org') RETURNING id",
    );
    orgId = org?.id ?? '';
    water = (
      await server.services.products.create(root, {
        orgId,
        name: 'Still Water',
        defaultPrice: '1.50',
        defaultCost: '0.40',
        packagingOptions: [{ unitCount: 1, grossWeightGrams: 510, tolerancePercentage: 2 }],
        capacities: [{ surfaceSize: 50, units: 8 }],
      })
    ).id;
    kioskId = (await server.services.kiosks.create(root, { name: 'Payments', serialNumber: serial, orgId })).id;
    await server.services.stock.planogram.configure(root, kioskId, 'single');
    await server.services.stock.planogram.update(root, kioskId, [{ cellId: 'A1', productId: water }]);
    await server.services.stock.inventory.correct(root, kioskId, { cellId: 'A1', count: 8 });
    password = (await server.services.kiosks.device.issueCredentials(root, kioskId)).password;
    await server.app.close();
    await start();
  });
  afterAll(async () => {
    client?.end(true);
    await server?.app.close();
    await database?.dispose();
  });

  const publish = (event: Record<string, unknown>, id: string = randomUUID()) =>
    client.publishAsync(eventTopic(serial), JSON.stringify({ id, ...event }), { qos: 1 }).then(() => id);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const opened = (sessionId: string, minutesAgo: number) =>
    publish({
      ts: at(minutesAgo),
      type: 'session.opened',
      sessionId,
      kind: 'purchase',
      card: { token: 'tok_p', cardType: 'visa', last4: '4242' },
    });
  const closed = (sessionId: string, minutesAgo: number) =>
    publish({
      ts: at(minutesAgo),
      type: 'session.closed',
      sessionId,
      cells: [{ cellId: 'A1', weightBefore: 4080, weightAfter: 3570 }], // one bottle
    });
  const payment = (sessionId: string, minutesAgo: number, status: 'paid' | 'failed' | 'pending', id?: string) =>
    publish(
      {
        ts: at(minutesAgo),
        type: 'payment',
        sessionId,
        status,
        amount: '1.50',
        provider: 'stripe',
        cardType: 'visa',
        last4: '4242',
      },
      id,
    );
  const sale = async (sessionId: string) =>
    (
      await database.query<{ payment_status: string; is_paid: boolean; payment_amount: string | null }>(
        `SELECT payment_status, is_paid, payment_amount::text FROM transactions
          WHERE kiosk_id = $1 AND session_id = $2`,
        [kioskId, sessionId],
      )
    )[0];
  const sessionStatus = async (sessionId: string) =>
    (
      await database.query<{ payment_status: string | null }>(
        'SELECT payment_status FROM kiosk_sessions WHERE kiosk_id = $1 AND session_id = $2',
        [kioskId, sessionId],
      )
    )[0]?.payment_status;

  it('a payment committed before the stop reaches its sale after the start, in every order', async () => {
    // Recorded normally first: two sales, pending; the second one's payment failed (not paid).
    await opened('after-close', 30);
    await closed('after-close', 29);
    await opened('failed-then-paid', 28);
    await closed('failed-then-paid', 27);
    await payment('failed-then-paid', 27, 'failed');
    await expect.poll(async () => (await sale('after-close'))?.payment_status, POLL).toBe('pending');
    await expect.poll(async () => (await sale('failed-then-paid'))?.payment_status, POLL).toBe('not_paid');

    // From here on the server stops after each commit, before the sale follows.
    crashAfterEachCommit();
    const paidAfterClose = await payment('after-close', 26, 'paid');
    await payment('failed-then-paid', 25, 'paid');
    await opened('before-close', 24);
    await payment('before-close', 23, 'paid');
    await closed('before-close', 23);
    // Committed on the sessions (the kiosk has its PUBACKs), not on the sales.
    for (const session of ['after-close', 'failed-then-paid', 'before-close']) {
      expect(await sessionStatus(session)).toBe('paid');
    }
    expect((await sale('after-close'))?.payment_status).toBe('pending');
    expect((await sale('failed-then-paid'))?.payment_status).toBe('not_paid');
    expect(await sale('before-close')).toBeUndefined();
    await stop();

    await start();
    for (const session of ['after-close', 'failed-then-paid', 'before-close']) {
      await expect
        .poll(() => sale(session), POLL)
        .toEqual({ payment_status: 'paid', is_paid: true, payment_amount: '1.50' });
    }

    // The kiosk did not get the first PUBACK and sends the same payment again: nothing changes twice.
    await payment('after-close', 26, 'paid', paidAfterClose);
    await server.services.sales.derive({ id: kioskId, orgId }, 'after-close');
    expect(
      await database.query('SELECT id FROM transactions WHERE kiosk_id = $1 AND session_id = $2', [
        kioskId,
        'after-close',
      ]),
    ).toHaveLength(1);
    expect((await sale('after-close'))?.payment_status).toBe('paid');
    // A sweep finds nothing left to do.
    expect(await server.services.sales.sweep()).toBe(0);
  });

  it('a payment after the cell changed its product still reaches the sale', async () => {
    await opened('then-replanned', 10);
    await closed('then-replanned', 9);
    await expect.poll(async () => (await sale('then-replanned'))?.payment_status, POLL).toBe('pending');
    // The cell is emptied and loses its product: the session's weights charge nothing any more.
    await server.services.stock.inventory.correct(root, kioskId, { cellId: 'A1', count: 0 });
    await server.services.stock.planogram.update(root, kioskId, [{ cellId: 'A1', productId: null }]);
    await payment('then-replanned', 8, 'paid');
    await expect.poll(async () => (await sale('then-replanned'))?.payment_status, POLL).toBe('paid');
  });
});
