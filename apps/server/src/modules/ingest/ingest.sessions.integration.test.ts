import type { DeviceMessage } from '@kiosk/common/mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { createIngestWorld, event, iso, type Activity, type IngestWorld } from './ingest.test-data.ts';

/** Sessions through the ingest: bursts applied in order, purchases and refills opened, closed and paid. */
describe.each(testDatabaseKinds())('kiosk sessions through the device ingest on %s', (kind) => {
  let world: IngestWorld;
  let database: IngestWorld['database'];
  let gateway: IngestWorld['gateway'];

  beforeAll(async () => {
    world = await createIngestWorld(kind);
    ({ database, gateway } = world);
  });
  afterAll(() => world.close());

  const kiosk = () => world.kiosk();
  const state = (id: string) => world.state(id);
  const activities = (id: string) => world.activities(id);
  const count = (table: string, kioskId: string) => world.count(table, kioskId);

  it("a kiosk's burst written in one batch is applied message by message, in arrival order", async () => {
    const { id, serialNumber } = await kiosk();
    await gateway.send(serialNumber, 'status', { online: true, ts: iso(0), ip: '10.0.0.9', firmware: '3.0' });
    const now = iso(60_000);
    const open = event('door', { state: 'open' });
    const cells = [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4610 }];
    const paid = { status: 'paid', amount: '1.00', provider: 'stripe', cardType: 'visa', last4: '4242' };
    const burst: [DeviceMessage['kind'], unknown][] = [
      ['telemetry', { ts: now, temperatures: [500], uptime: 2 }],
      ['telemetry', { ts: iso(120_000), temperatures: [300], uptime: 1 }], // buffered: logged, not current
      ['event', event('session.opened', { sessionId: 'b-1', kind: 'refill', mode: 'tablet' })],
      ['event', open],
      ['event', event('door', { state: 'closed' })],
      ['event', open], // redelivered in the same batch: stored once, not applied again
      ['event', event('session.closed', { sessionId: 'b-1', cells })],
      ['event', event('session.closed', { sessionId: 'b-2', cells })],
      // Its opening arrives after its closing: kept, but the kiosk is not in that session.
      ['event', event('session.opened', { sessionId: 'b-2', kind: 'purchase', memberCardId: 'm-1' })],
      ['event', event('payment', { sessionId: 'b-2', ...paid })],
      ['event', event('session.opened', { sessionId: 'b-3', kind: 'purchase', memberCardId: 'm-2' })],
    ];
    // Handed over together (the kiosk is known and cached): the batcher takes them in one batch.
    await Promise.all(burst.map(([channel, payload]) => gateway.send(serialNumber, channel, payload)));

    const shown = await state(id);
    expect(shown.doorStatus).toBe('closed');
    expect(shown.session.type).toBe('purchase');
    expect(shown.temperature).toMatchObject({ sensors: [5], updated: now });
    expect(shown.heartbeat).toEqual({ uptime: 2, updated: now });
    expect(shown).toMatchObject({ online: true, ipAddress: '10.0.0.9', firmware: '3.0' });
    expect(await count('kiosk_temperatures', id)).toBe(2);
    const log = (await activities(id)).filter((a) => a.category !== 'network');
    expect(log).toHaveLength(burst.length - 3); // two readings and one redelivery are not events
    const sessions = await database.query<Record<string, unknown>>(
      `SELECT session_id, kind, mode, card, opened_at IS NOT NULL AS opened, closed_at IS NOT NULL AS closed,
              payment_status FROM kiosk_sessions WHERE kiosk_id = $1 ORDER BY session_id`,
      [id],
    );
    expect(sessions).toEqual([
      {
        session_id: 'b-1',
        kind: 'refill',
        mode: 'tablet',
        card: null,
        opened: true,
        closed: true,
        payment_status: null,
      },
      {
        session_id: 'b-2',
        kind: 'purchase',
        mode: null,
        card: { memberCardId: 'm-1' },
        opened: true,
        closed: true,
        payment_status: 'paid',
      },
      {
        session_id: 'b-3',
        kind: 'purchase',
        mode: null,
        card: { memberCardId: 'm-2' },
        opened: true,
        closed: false,
        payment_status: null,
      },
    ]);
  });

  it('a purchase session opens, closes and is paid; the card token is never stored', async () => {
    const { id, serialNumber } = await kiosk();
    const opened = event('session.opened', {
      sessionId: 's-88',
      kind: 'purchase',
      card: { token: 'tok_secret_1', cardType: 'visa', last4: '4242' },
    });
    await gateway.send(serialNumber, 'event', opened);
    let shown = await state(id);
    expect(shown.session).toEqual({ type: 'purchase', since: opened.ts });

    const cells = [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4080 }];
    await gateway.send(serialNumber, 'event', event('session.closed', { sessionId: 's-88', cells }));
    shown = await state(id);
    expect(shown.session).toEqual({ type: 'none', since: null });
    await gateway.send(
      serialNumber,
      'event',
      event('payment', {
        sessionId: 's-88',
        status: 'paid',
        amount: '5.00',
        provider: 'stripe',
        cardType: 'visa',
        last4: '4242',
      }),
    );

    const log = (await activities(id)).filter((a) => a.category !== 'network');
    expect(log.map((a) => [a.category, a.type])).toEqual([
      ['payment', 'payment'],
      ['session', 'session.closed'],
      ['session', 'session.opened'],
    ]);
    expect(JSON.parse((log[2] as Activity).details)).toEqual({
      sessionId: 's-88',
      kind: 'purchase',
      card: { cardType: 'visa', last4: '4242' },
    });
    const [session] = await database.query<Record<string, unknown>>(
      'SELECT kind, card, cells, payment_status, payment, opened_at, closed_at FROM kiosk_sessions WHERE kiosk_id = $1',
      [id],
    );
    expect(session).toMatchObject({ kind: 'purchase', card: { cardType: 'visa', last4: '4242' }, cells });
    expect(session).toMatchObject({ payment_status: 'paid', payment: { amount: '5.00', provider: 'stripe' } });
    expect(session?.opened_at).not.toBeNull();
    expect(session?.closed_at).not.toBeNull();
    const everything = await database.query<{ t: string }>(
      `SELECT concat_ws(' ', (SELECT string_agg(details::text, ' ') FROM kiosk_activities WHERE kiosk_id = $1),
                        (SELECT string_agg(card::text, ' ') FROM kiosk_sessions WHERE kiosk_id = $1)) AS t`,
      [id],
    );
    expect(everything[0]?.t).not.toContain('tok_secret_1');
  });

  it('a refill session shows the replenisher; closing another session leaves it open', async () => {
    const { id, serialNumber } = await kiosk();
    const opened = event('session.opened', { sessionId: 'r-1', kind: 'refill', mode: 'tablet', technician: true });
    await gateway.send(serialNumber, 'event', opened);
    expect((await state(id)).session).toEqual({ type: 'replenisher', since: opened.ts });
    await gateway.send(serialNumber, 'event', event('session.closed', { sessionId: 'other', cells: [] }));
    expect((await state(id)).session.type).toBe('replenisher');
    await gateway.send(serialNumber, 'event', event('session.closed', { sessionId: 'r-1', cells: [] }));
    expect((await state(id)).session).toEqual({ type: 'none', since: null });
    const sessions = await database.query<{
      session_id: string;
      kind: string;
      mode: string | null;
      technician: boolean;
    }>('SELECT session_id, kind, mode, technician FROM kiosk_sessions WHERE kiosk_id = $1 ORDER BY session_id', [id]);
    // The close of a session never opened is kept, so nothing is lost.
    expect(sessions).toEqual([
      { session_id: 'other', kind: 'purchase', mode: null, technician: false },
      { session_id: 'r-1', kind: 'refill', mode: 'tablet', technician: true },
    ]);
  });

  it('a payment for a session never opened is kept', async () => {
    const { id, serialNumber } = await kiosk();
    const payment = { sessionId: 'lost-1', status: 'failed', amount: '2.50', provider: 'stripe', cardType: 'visa' };
    await gateway.send(serialNumber, 'event', event('payment', { ...payment, last4: '0005' }));
    const rows = await database.query<{ payment_status: string }>(
      'SELECT payment_status FROM kiosk_sessions WHERE kiosk_id = $1',
      [id],
    );
    expect(rows).toEqual([{ payment_status: 'failed' }]);
    expect((await state(id)).session.type).toBe('none');
  });

  it('asks the sales derivation for a session once there can be something to derive, not at its opening', async () => {
    const { id, serialNumber } = await kiosk();
    const asked = vi.spyOn(world.context.services.sales, 'sessionChanged');
    try {
      const cells = [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4610 }];
      const paid = { status: 'paid', amount: '1.00', provider: 'stripe', cardType: 'visa', last4: '4242' };
      const sent: [DeviceMessage['kind'], unknown][] = [
        ['event', event('session.opened', { sessionId: 'd-1', kind: 'purchase', memberCardId: 'm-1' })],
        ['event', event('session.closed', { sessionId: 'd-1', cells })],
        ['event', event('payment', { sessionId: 'd-1', ...paid })],
        // Closed before its opening arrived: the opening completes it, so it asks.
        ['event', event('session.closed', { sessionId: 'd-2', cells })],
        ['event', event('session.opened', { sessionId: 'd-2', kind: 'purchase', memberCardId: 'm-2' })],
        ['event', event('session.opened', { sessionId: 'd-3', kind: 'refill', mode: 'tablet' })],
      ];
      for (const [channel, payload] of sent) await gateway.send(serialNumber, channel, payload);
      const sessions = asked.mock.calls.filter(([k]) => k.id === id).map(([, sessionId]) => sessionId);
      expect(sessions).toEqual(['d-1', 'd-1', 'd-2', 'd-2']);
    } finally {
      asked.mockRestore();
    }
  });
});
