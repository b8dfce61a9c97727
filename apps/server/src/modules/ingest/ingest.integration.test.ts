import { randomUUID } from 'node:crypto';
import type { AckMessage } from '@kiosk/common/mqtt';
import { createLiveBus } from '../../lib/live.ts';
import { createIngestRepository } from './ingest.repository.ts';
import { createIngest } from './ingest.service.ts';
import { createIngestDeviceHandlers } from './ingest.mqtt.ts';
import type { KioskRef } from './ingest.ports.ts';
import { KIOSK_CHANNEL, queuedFacts, storedFacts } from '../kiosks/kiosks.test-data.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { createIngestWorld, event, iso, type Activity, type IngestWorld } from './ingest.test-data.ts';

describe.each(testDatabaseKinds())('kiosk device ingest on %s', (kind) => {
  let world: IngestWorld;
  let database: IngestWorld['database'];
  let context: IngestWorld['context'];
  let gateway: IngestWorld['gateway'];
  let orgId: string;

  beforeAll(async () => {
    world = await createIngestWorld(kind);
    ({ database, context, gateway, orgId } = world);
  });
  afterAll(() => world.close());

  const kiosk = () => world.kiosk();
  const state = (id: string) => world.state(id);
  const activities = (id: string) => world.activities(id);
  const temperatures = (id: string, from: string, to: string) => world.temperatures(id, from, to);
  const count = (table: string, kioskId: string) => world.count(table, kioskId);

  it('status online and offline change network state, IP, firmware and last message, with activities', async () => {
    const { id, serialNumber } = await kiosk();
    expect((await state(id)).online).toBe(false);
    const before = Date.now();
    await gateway.send(serialNumber, 'status', { online: true, ts: iso(0), ip: '10.0.0.7', firmware: '2.4.1' });
    let shown = await state(id);
    expect(shown).toMatchObject({ online: true, ipAddress: '10.0.0.7', firmware: '2.4.1' });
    expect(Date.parse(shown.lastMessage ?? '')).toBeGreaterThanOrEqual(before - 1000);

    await gateway.send(serialNumber, 'status', { online: false });
    shown = await state(id);
    expect(shown.online).toBe(false);
    expect(shown.ipAddress).toBe('10.0.0.7');
    expect((await activities(id)).map((a) => a.type)).toEqual(['network.offline', 'network.online']);
    const online = (await activities(id))[1] as Activity;
    expect(online).toMatchObject({ kioskId: id, kioskName: 'Ingest Fridge', category: 'network' });
    expect(JSON.parse(online.details)).toEqual({ ip: '10.0.0.7', firmware: '2.4.1' });
  });

  it('a repeated online status (retained, redelivered) writes no second activity', async () => {
    const { id, serialNumber } = await kiosk();
    const status = { online: true, ts: iso(0), ip: '10.0.0.8', firmware: '2.4.1' };
    await gateway.send(serialNumber, 'status', status);
    await gateway.send(serialNumber, 'status', status);
    expect((await activities(id)).map((a) => a.type)).toEqual(['network.online']);
  });

  it('any message brings an offline kiosk back online', async () => {
    const { id, serialNumber } = await kiosk();
    await gateway.send(serialNumber, 'telemetry', { ts: iso(0), temperatures: [400], uptime: 10 });
    expect((await state(id)).online).toBe(true);
    await gateway.send(serialNumber, 'status', { online: false });
    // A few ms between going offline, the event's time and its arrival: equal instants would leave the
    // log's order to chance.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    await tick();
    const terminal = event('terminal', { state: 'connected' });
    await tick();
    await gateway.send(serialNumber, 'event', terminal);
    expect((await state(id)).online).toBe(true);
    // Back online when the event arrived (the server's clock), after the event's own time.
    expect((await activities(id)).map((a) => a.type)).toEqual([
      'network.online',
      'terminal',
      'network.offline',
      'network.online',
    ]);
  });

  it('activity-log entries get time-ordered ids (UUID version 7 layout): a later entry sorts after an earlier one', async () => {
    const { id, serialNumber } = await kiosk();
    const before = Date.now();
    await gateway.send(serialNumber, 'status', { online: true, ts: iso(0), ip: '10.0.0.9', firmware: '2.4.1' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await gateway.send(serialNumber, 'status', { online: false });
    const after = Date.now();
    const ids = (
      await database.query<{ id: string }>(
        `SELECT id::text AS id FROM kiosk_activities WHERE kiosk_id = $1 ORDER BY received_at`,
        [id],
      )
    ).map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect([...ids].sort()).toEqual(ids);
    for (const value of ids) {
      expect(value[14]).toBe('7');
      const ms = Number.parseInt(value.replaceAll('-', '').slice(0, 12), 16);
      expect(ms).toBeGreaterThanOrEqual(before - 1000);
      expect(ms).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('telemetry shows temperatures in °C and the heartbeat; every reading is kept once', async () => {
    const { id, serialNumber } = await kiosk();
    const ts = iso(1000);
    const reading = { ts, temperatures: [412, 398, null, null], uptime: 86400 };
    await gateway.send(serialNumber, 'telemetry', reading);
    await gateway.send(serialNumber, 'telemetry', reading); // redelivered
    const shown = await state(id);
    expect(shown.online).toBe(true);
    expect(shown.temperature).toEqual({ sensors: [4.12, 3.98, null, null], value: 4.12, updated: ts });
    expect(shown.heartbeat).toEqual({ uptime: 86400, updated: ts });
    expect(await count('kiosk_temperatures', id)).toBe(1);
    expect(await temperatures(id, iso(60_000), iso(0))).toEqual([{ ts, sensors: [4.12, 3.98, null, null] }]);
  });

  it('buffered old telemetry is stored for the log but does not replace the current reading', async () => {
    const { id, serialNumber } = await kiosk();
    const now = iso(0);
    await gateway.send(serialNumber, 'telemetry', { ts: now, temperatures: [500, 510], uptime: 3600 });
    const old = iso(30 * 60_000);
    await gateway.send(serialNumber, 'telemetry', { ts: old, temperatures: [900, 910], uptime: 1800 });
    const shown = await state(id);
    expect(shown.temperature).toMatchObject({ sensors: [5, 5.1], updated: now });
    expect(shown.heartbeat).toEqual({ uptime: 3600, updated: now });
    expect(await temperatures(id, iso(60 * 60_000), iso(-1000))).toEqual([
      { ts: old, sensors: [9, 9.1] },
      { ts: now, sensors: [5, 5.1] },
    ]);
  });

  it('door events set the door; a redelivered event is stored once and applied once', async () => {
    const { id, serialNumber } = await kiosk();
    const open = event('door', { state: 'open' });
    await gateway.send(serialNumber, 'event', open);
    expect((await state(id)).doorStatus).toBe('open');
    await gateway.send(serialNumber, 'event', event('door', { state: 'closed' }));
    expect((await state(id)).doorStatus).toBe('closed');
    // The first event again (QoS 1 redelivery): same answer, no second row, the door stays closed.
    await expect(gateway.send(serialNumber, 'event', open)).resolves.toBeUndefined();
    expect((await state(id)).doorStatus).toBe('closed');
    const doors = (await activities(id)).filter((a) => a.type === 'door');
    expect(doors.map((a) => JSON.parse(a.details) as unknown)).toEqual([{ state: 'closed' }, { state: 'open' }]);
    expect(doors.every((a) => a.category === 'door')).toBe(true);
  });

  it('events of every other type are logged with their category', async () => {
    const { id, serialNumber } = await kiosk();
    await gateway.send(serialNumber, 'event', event('scale', { cellId: 'B2', state: 'disconnected', side: 'B' }));
    await gateway.send(serialNumber, 'event', event('network', { tablet: 'disconnected' }));
    await gateway.send(serialNumber, 'event', event('access.unauthorized', { detail: 'door forced' }));
    await gateway.send(serialNumber, 'event', event('sensor.error', { sensor: 't1' }));
    const log = (await activities(id)).filter((a) => a.type !== 'network.online');
    expect(log.map((a) => [a.category, a.type]).sort()).toEqual([
      ['access', 'access.unauthorized'],
      ['network', 'network'],
      ['scale', 'scale'],
      ['sensor', 'sensor.error'],
    ]);
  });

  it('acks keep the kiosk online and seen', async () => {
    const { id, serialNumber } = await kiosk();
    await gateway.send(serialNumber, 'ack', { commandId: randomUUID(), status: 'delivered', ts: iso(0) });
    const shown = await state(id);
    expect(shown.online).toBe(true);
    expect(shown.lastMessage).not.toBeNull();
  });

  it('malformed payloads are counted and dropped; nothing is stored', async () => {
    const { id, serialNumber } = await kiosk();
    const dropped = gateway.metrics().dropped;
    await gateway.send(serialNumber, 'telemetry', { ts: iso(0), temperatures: ['warm'], uptime: 1 });
    await gateway.send(serialNumber, 'telemetry', '{"ts":');
    await gateway.send(serialNumber, 'event', event('teleport', { where: 'moon' }));
    await gateway.send(serialNumber, 'event', { ts: iso(0), type: 'door', state: 'open' }); // no id
    await gateway.send(serialNumber, 'status', { online: true, ip: 'not-an-ip', firmware: '1', ts: iso(0) });
    const after = gateway.metrics().dropped;
    expect(after.schema - dropped.schema).toBe(3);
    expect(after.json - dropped.json).toBe(1);
    expect(after.event_type - dropped.event_type).toBe(1);
    expect(await count('kiosk_temperatures', id)).toBe(0);
    expect(await count('kiosk_activities', id)).toBe(0);
    expect(await state(id)).toMatchObject({ online: false, lastMessage: null, doorStatus: 'unknown' });
  });

  it('a message from an unknown serial number is dropped without error', async () => {
    const before = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM kiosk_activities'))[0]?.n;
    await expect(gateway.send('SN-NOBODY-1', 'event', event('door', { state: 'open' }))).resolves.toBeUndefined();
    const after = (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM kiosk_activities'))[0]?.n;
    expect(after).toBe(before);
  });

  it('many kiosks reporting at once are all stored (batched writes)', async () => {
    const fleet = await Promise.all(Array.from({ length: 12 }, () => kiosk()));
    const ts = iso(0);
    await Promise.all(
      fleet.flatMap(({ serialNumber }, n) => [
        gateway.send(serialNumber, 'telemetry', { ts, temperatures: [300 + n], uptime: n }),
        gateway.send(serialNumber, 'event', event('door', { state: 'open' })),
      ]),
    );
    for (const [n, { id }] of fleet.entries()) {
      const shown = await state(id);
      expect(shown).toMatchObject({ online: true, doorStatus: 'open' });
      expect(shown.temperature.sensors).toEqual([(300 + n) / 100]);
    }
  });

  it('hands acks to the commands port, asks it to deliver when the kiosk is reachable, and notifies consoles', async () => {
    const bus = createLiveBus(database, context.built.app.log);
    const notices = bus.subscribe(KIOSK_CHANNEL);
    // Listening (LISTEN is asynchronous): a notice of the kiosk's status must not go out before.
    const probe = { id: `probe-${randomUUID()}`, orgId, aspects: ['state'] };
    bus.publish(KIOSK_CHANNEL, probe);
    for (let next = await notices.next(); next.value?.id !== probe.id; next = await notices.next());
    const calls: { call: string; kiosk: KioskRef; ack?: AckMessage }[] = [];
    let deliveredOne: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliveredOne = resolve));
    const handlers = createIngestDeviceHandlers({
      ingest: createIngest({
        repository: createIngestRepository(database.db),
        // The kiosks module's notices (its `kiosks` port), heard on this bus through the database.
        changes: context.services.kiosks.changes,
        logger: context.built.app.log,
      }),
      logins: {
        authenticate: async () => null,
        currentLogins: async () => new Map(),
        watchLogins: async () => async () => undefined,
      },
      logger: context.built.app.log,
      sales: { sessionChanged: async () => undefined },
      commands: {
        acknowledge: async (kiosk, ack) => void calls.push({ call: 'acknowledge', kiosk, ack }),
        deliverPending: async (kiosk) => {
          calls.push({ call: 'deliverPending', kiosk });
          deliveredOne();
        },
      },
    });
    const { id, serialNumber } = await kiosk();
    const ref = { id, orgId, serialNumber };

    await handlers.handle(
      {
        ok: true,
        kiosk: serialNumber,
        kind: 'status',
        message: { online: true, ts: iso(0), ip: '10.1.1.1', firmware: '1' },
      },
      new Date(),
    );
    await delivered; // after the commit, not awaited by handle
    const ack: AckMessage = { commandId: randomUUID(), status: 'applied', ts: iso(0) };
    await handlers.handle({ ok: true, kiosk: serialNumber, kind: 'ack', message: ack }, new Date());
    await handlers.commandsReachable(serialNumber);
    await handlers.commandsReachable('SN-NOBODY-2');
    expect(calls).toEqual([
      { call: 'deliverPending', kiosk: ref },
      { call: 'acknowledge', kiosk: ref, ack },
      { call: 'deliverPending', kiosk: ref },
    ]);

    // Telemetry → one coalesced notice naming the kiosk and what changed.
    await handlers.handle(
      { ok: true, kiosk: serialNumber, kind: 'telemetry', message: { ts: iso(0), temperatures: [1], uptime: 1 } },
      new Date(),
    );
    // The bus carries every notice on this database (the kiosk's creation too, and other kiosks' of
    // earlier tests, sent together): the ingest's of this kiosk, until the reading's. Within one 200 ms
    // window they are one notice; the window may have begun before the status came (another kiosk's notice).
    const seen = new Set<string>();
    while (!seen.has('temperature')) {
      const next = await notices.next();
      if (!next.value) break;
      if (next.value.id !== id) continue;
      expect(next.value).toMatchObject({ id, orgId });
      for (const aspect of next.value.aspects) seen.add(aspect);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['state', 'activity', 'temperature']));
    await notices.return?.();
  });

  it("device facts carry what other modules need of an event, never the card's token, the payment's figures or the weights; the alert engine applies them in the ingest's transaction", async () => {
    const { id, serialNumber } = await kiosk();
    const published = vi.spyOn(context.services.kiosks, 'recordFacts');
    const sessionId = `s-${randomUUID()}`;
    const card = { token: 'tok_secret_7', cardType: 'visa', last4: '4242' };
    await gateway.send(serialNumber, 'event', event('session.opened', { sessionId, kind: 'purchase', card }));
    const cells = [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4080 }];
    await gateway.send(serialNumber, 'event', event('session.closed', { sessionId, cells }));
    const payment = { sessionId, status: 'paid', amount: '2.50', provider: 'stripe', cardType: 'visa', last4: '4242' };
    await gateway.send(serialNumber, 'event', event('payment', payment));
    const mine = published.mock.calls.flatMap(([, facts]) => facts.filter((fact) => fact.kiosk.id === id));
    published.mockRestore();
    const byType = new Map(mine.flatMap((fact) => (fact.kind === 'event' ? [[fact.event.type, fact.event]] : [])));
    expect(byType.get('session.opened')).toMatchObject({ sessionId, kind: 'purchase' });
    expect(byType.get('session.closed')).toMatchObject({ sessionId });
    expect(byType.get('payment')).toMatchObject({ sessionId, status: 'paid' });
    // What a job keeps of them (a subscriber's queue, or the alert engine's should its handling fail).
    const text = storedFacts(mine);
    for (const secret of ['tok_secret_7', 'weightBefore', 'amount', '4242']) expect(text).not.toContain(secret);
    // The alert engine moved the kiosk's rule state within the ingest's transaction: no job for it.
    expect((await queuedFacts(database, id)).filter(({ queue }) => queue.endsWith('/alerts'))).toEqual([]);
    // As each message was acknowledged: the session opened, then closed (moved by both, none waiting).
    const [rule] = await database.query<{ state: { session?: unknown; seen?: { session?: string } } }>(
      'SELECT state FROM alert_kiosk_states WHERE kiosk_id = $1',
      [id],
    );
    expect(rule?.state.seen?.session).toEqual(expect.any(String));
    expect(rule?.state.session).toBeUndefined();
    expect(mine.length).toBe(3);
    // The activity log and the session keep what they showed before (the card without its token).
    const opened = (await activities(id)).find((a) => a.type === 'session.opened') as Activity;
    expect(JSON.parse(opened.details)).toMatchObject({ card: { cardType: 'visa', last4: '4242' } });
  });

  it("a kiosk's deletion deletes its activities and readings (no foreign key: a trigger, migration 0035)", async () => {
    const { id, serialNumber } = await kiosk();
    const other = await kiosk();
    for (const { serialNumber: serial } of [{ serialNumber }, other]) {
      await gateway.send(serial, 'telemetry', { ts: iso(0), temperatures: [400], uptime: 10 });
      await gateway.send(serial, 'event', event('door', { state: 'open' }));
    }
    expect(await count('kiosk_activities', id)).toBeGreaterThanOrEqual(2);
    expect(await count('kiosk_temperatures', id)).toBe(1);
    await database.query('DELETE FROM kiosks WHERE id = $1', [id]);
    expect(await count('kiosk_activities', id)).toBe(0);
    expect(await count('kiosk_temperatures', id)).toBe(0);
    expect(await count('kiosk_activities', other.id)).toBeGreaterThanOrEqual(2);
    expect(await count('kiosk_temperatures', other.id)).toBe(1);
  });

  // Last: the sweep sees every kiosk of this file. The sweep is the kiosks module's (its device service), on
  // kiosks brought online by this module's writes.
  it('the silence sweep turns kiosks silent for 10 minutes offline, once, with an activity', async () => {
    const { id, serialNumber } = await kiosk();
    await gateway.send(serialNumber, 'status', { online: true, ts: iso(0), ip: '10.0.0.9', firmware: '3.0.0' });
    const device = context.services.kiosks.device;
    // Five minutes on: not silent yet.
    await device.sweepSilent(new Date(Date.now() + 5 * 60_000));
    expect((await state(id)).online).toBe(true);
    // Eleven minutes on: silent.
    expect(await device.sweepSilent(new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await state(id)).online).toBe(false);
    expect(await device.sweepSilent(new Date(Date.now() + 12 * 60_000))).toBe(0);
    const log = await activities(id);
    expect(log.filter((a) => a.type === 'network.silent')).toHaveLength(1);
    expect(log[0]).toMatchObject({ category: 'network', type: 'network.silent' });
  });
});
