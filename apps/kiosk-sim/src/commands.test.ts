import { randomUUID } from 'node:crypto';
import {
  type DeviceEvent,
  type DeviceMessage,
  type TelemetryMessage,
  commandTopic,
  parseDeviceMessage,
  statusTopic,
} from '@kiosk/common/mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toleranceGrams } from './cells.ts';
import { type ManualClock, createManualClock } from './clock.ts';
import { type VirtualKiosk, startKiosk } from './kiosk.ts';
import { loadProfile } from './profile.ts';
import { type TestBroker, startTestBroker, waitFor } from './test-support/broker.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 9, 0);
const SERIAL = 'SIM-0002';
const profile = loadProfile();

let broker: TestBroker;
let clock: ManualClock;
let kiosk: VirtualKiosk;

beforeEach(async () => {
  broker = await startTestBroker();
  clock = createManualClock(START);
  kiosk = await startKiosk({
    bootReport: false,
    serialNumber: SERIAL,
    password: 'secret',
    url: broker.url,
    clock,
    profile,
    seed: 7,
    utcOffsetMinutes: 0,
    autonomous: false,
    reconnectPeriodMs: 100,
    log: () => undefined,
  });
});

afterEach(async () => {
  await kiosk.stop();
  await broker.close();
});

function parsed(): DeviceMessage[] {
  return broker.publishes().flatMap((record) => {
    if (record.topic.endsWith('/command')) return [];
    const result = parseDeviceMessage(record.topic, record.payload);
    if (!result.ok) throw new Error(`Invalid ${record.topic}: ${result.detail} in ${record.payload}`);
    return [result];
  });
}

const events = (): DeviceEvent[] => parsed().flatMap((m) => (m.kind === 'event' ? [m.message] : []));
const telemetry = (): TelemetryMessage[] => parsed().flatMap((m) => (m.kind === 'telemetry' ? [m.message] : []));
const acks = (commandId: string): string[] =>
  parsed().flatMap((m) =>
    m.kind === 'ack' && m.message.commandId === commandId
      ? [m.message.status + (m.message.error ? `: ${m.message.error}` : '')]
      : [],
  );

async function send(type: string, params: object = {}, expiresAt = new Date(Date.now() + 3_600_000)): Promise<string> {
  const id = randomUUID();
  await broker.publish(commandTopic(SERIAL), JSON.stringify({ id, type, params, expiresAt: expiresAt.toISOString() }));
  return id;
}

async function advance(ms: number, step = 1_000): Promise<void> {
  for (let done = 0; done < ms; done += step) await clock.advance(Math.min(step, ms - done));
  await kiosk.link.drain();
}

/** Advances simulated time a step at a time until `condition` holds (the kiosk may still be between two steps). */
async function advanceUntil(condition: () => boolean, what: string, step = 1_000, maxSteps = 120): Promise<void> {
  for (let i = 0; i < maxSteps && !condition(); i += 1) {
    await clock.advance(step);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await waitFor(condition, 10_000, what);
}

describe('commands', () => {
  it('open_door opens a refill session with the given id: delivered, applied, door, session closed', async () => {
    const id = await send('open_door', { sessionId: 'refill-42', mode: 'mission_control' });
    await waitFor(() => acks(id).length === 1, 10_000, 'delivered');
    expect(acks(id)).toEqual(['delivered']);
    await waitFor(() => events().some((e) => e.type === 'session.opened'), 10_000, 'session opened');
    await advanceUntil(() => acks(id).length === 2, 'applied');
    expect(acks(id)).toEqual(['delivered', 'applied']);
    await advance(15 * MINUTE, 10_000);
    const sequence = events().map((e) => e.type + ('state' in e ? `:${e.state}` : ''));
    expect(sequence).toEqual(['session.opened', 'door:open', 'door:closed', 'session.closed']);
    const [opened, , , closed] = events();
    expect(opened).toMatchObject({ sessionId: 'refill-42', kind: 'refill', mode: 'mission_control' });
    expect(closed).toMatchObject({ type: 'session.closed', sessionId: 'refill-42' });
    expect(kiosk.stats().refills).toBe(1);
  });

  it('open_door while a session is open fails with "Kiosk already in use."', async () => {
    const sessionId = await kiosk.purchase();
    expect(sessionId).toBeDefined();
    const id = await send('open_door', { sessionId: 'refill-43', mode: 'mission_control' });
    await waitFor(() => acks(id).length === 2, 10_000, 'two acks');
    expect(acks(id)).toEqual(['delivered', 'failed: Kiosk already in use.']);
  });

  it('reset_session closes the open session', async () => {
    const sessionId = await kiosk.purchase();
    await advance(5_000);
    const id = await send('reset_session');
    await waitFor(() => acks(id).length === 2, 10_000, 'two acks');
    expect(acks(id)).toEqual(['delivered', 'applied']);
    expect(
      events()
        .filter((e) => e.type === 'session.closed')
        .map((e) => 'sessionId' in e && e.sessionId),
    ).toEqual([sessionId]);
    expect(kiosk.session).toBeUndefined();
    // Nothing was taken and nothing is charged.
    await advance(2 * MINUTE);
    expect(events().some((e) => e.type === 'payment')).toBe(false);
  });

  it('service stops and resumes selling; sync and apply_* are applied and kept', async () => {
    const off = await send('service', { inService: false, reason: 'manual' });
    await waitFor(() => acks(off).length === 2, 10_000, 'service acks');
    expect(acks(off)).toEqual(['delivered', 'applied']);
    expect(kiosk.inService).toBe(false);
    const sync = await send('sync');
    const screen = await send('apply_screen', { bgColor: '#ffffff' });
    const planogram = await send('apply_planogram', {
      cells: [
        {
          cellId: 'B1',
          planogramPosition: 0,
          productId: randomUUID(),
          unitWeightGrams: 250,
          tolerancePercent: 4,
          price: '2.20',
          maxQty: 6,
        },
        {
          cellId: 'B2',
          planogramPosition: 1,
          productId: null,
          unitWeightGrams: null,
          tolerancePercent: 4,
          price: null,
          maxQty: 0,
        },
      ],
    });
    await waitFor(() => [sync, screen, planogram].every((id) => acks(id).length === 2), 10_000, 'acks');
    for (const id of [sync, screen, planogram]) expect(acks(id)).toEqual(['delivered', 'applied']);
    expect(kiosk.applied.get('apply_screen')).toEqual({ bgColor: '#ffffff' });
    expect(kiosk.cells.map((cell) => [cell.cellId, cell.unitWeightGrams, cell.price, cell.sellable])).toEqual([
      ['B1', 250, '2.20', true],
      ['B2', 100, '0.00', false],
    ]);
  });

  it('a command past its expiresAt is answered failed "expired" and not carried out', async () => {
    const id = await send('service', { inService: false, reason: 'manual' }, new Date(START - MINUTE));
    await waitFor(() => acks(id).length === 1, 10_000, 'ack');
    expect(acks(id)).toEqual(['failed: expired']);
    expect(kiosk.inService).toBe(true);
  });

  it('a command received twice is carried out once and answered the same', async () => {
    const id = randomUUID();
    const payload = JSON.stringify({
      id,
      type: 'sync',
      params: {},
      expiresAt: new Date(Date.now() + MINUTE).toISOString(),
    });
    await broker.publish(commandTopic(SERIAL), payload);
    await waitFor(() => acks(id).length === 2, 10_000, 'acks');
    await broker.publish(commandTopic(SERIAL), payload);
    await waitFor(() => acks(id).length === 4, 10_000, 'acks again');
    expect(acks(id)).toEqual(['delivered', 'applied', 'delivered', 'applied']);
    expect(kiosk.stats().commands).toBe(1);
  });

  it('an invalid command with an id is answered failed', async () => {
    const id = randomUUID();
    await broker.publish(
      commandTopic(SERIAL),
      JSON.stringify({ id, type: 'open_door', params: {}, expiresAt: new Date().toISOString() }),
    );
    await waitFor(() => acks(id).length === 2, 10_000, 'acks');
    expect(acks(id)[1]).toMatch(/^failed: Invalid command/);
  });

  it('restart disconnects cleanly (status offline), reconnects and then acks applied', async () => {
    const id = await send('restart');
    await waitFor(() => broker.publishes('/status').length === 2, 10_000, 'offline status');
    const offline = broker.publishes('/status')[1]!;
    expect(offline.retain).toBe(true);
    expect(JSON.parse(offline.payload)).toMatchObject({ online: false });
    await advanceUntil(() => acks(id).length === 2, 'applied after the restart');
    expect(acks(id)).toEqual(['delivered', 'applied']);
    const statuses = broker.publishes(statusTopic(SERIAL)).map((record) => JSON.parse(record.payload).online);
    expect(statuses).toEqual([true, false, true]);
    // A clean disconnect: the broker did not publish the will (only the kiosk's own three statuses).
    expect(broker.publishes('/status').every((record) => record.clientId === SERIAL)).toBe(true);
    await advance(2 * MINUTE, MINUTE);
    expect(telemetry().at(-1)!.uptime).toBeLessThan(3 * 60);
  });
});

describe('a purchase of chosen products', () => {
  it('reports units × unit weight on the cells taken from and charges units × price', async () => {
    const [a1, a2] = kiosk.cells;
    const before = [a1!.count, a2!.count];
    const sessionId = await kiosk.purchase([
      { cellId: a1!.cellId, units: 2 },
      { cellId: a2!.cellId, units: 1 },
    ]);
    await advance(2 * MINUTE);
    await waitFor(() => events().some((e) => e.type === 'payment'), 10_000, 'payment');
    const closed = events().find((e) => e.type === 'session.closed');
    expect(closed).toMatchObject({ sessionId });
    const removed = Object.fromEntries(
      (closed?.type === 'session.closed' ? closed.cells : []).map((c) => [c.cellId, c.weightBefore - c.weightAfter]),
    );
    expect(Object.keys(removed).sort()).toEqual([a1!.cellId, a2!.cellId].sort());
    expect(Math.abs(removed[a1!.cellId]! - 2 * a1!.unitWeightGrams)).toBeLessThanOrEqual(toleranceGrams(a1!));
    expect(Math.abs(removed[a2!.cellId]! - a2!.unitWeightGrams)).toBeLessThanOrEqual(toleranceGrams(a2!));
    const cents = 2 * Math.round(Number(a1!.price) * 100) + Math.round(Number(a2!.price) * 100);
    expect(events().find((e) => e.type === 'payment')).toMatchObject({ sessionId, amount: (cents / 100).toFixed(2) });
    expect([a1!.count, a2!.count]).toEqual([before[0]! - 2, before[1]! - 1]);
    // More than a cell holds: no purchase.
    expect(await kiosk.purchase([{ cellId: a1!.cellId, units: a1!.count + 1 }])).toBeUndefined();
  });
});

describe('offline spells', () => {
  it('reconnects by itself when the network fails and announces itself again', async () => {
    await advance(MINUTE, MINUTE);
    broker.dropConnections();
    await waitFor(() => !kiosk.link.online, 10_000, 'connection lost');
    await advance(2 * MINUTE, MINUTE);
    await waitFor(() => kiosk.link.online && kiosk.stats().buffered === 0, 10_000, 'back online');
    await kiosk.link.drain();
    // The broker published the will; the kiosk subscribed again before announcing itself.
    expect(broker.publishes('/status').map((record) => JSON.parse(record.payload).online)).toEqual([true, false, true]);
    const subscribes = broker.records.flatMap((record, index) => (record.kind === 'subscribe' ? [index] : []));
    const announces = broker.records.flatMap((record, index) =>
      record.kind === 'publish' && record.topic.endsWith('/status') && record.payload.includes('true') ? [index] : [],
    );
    expect(subscribes).toHaveLength(2);
    expect(subscribes[1]!).toBeLessThan(announces[1]!);
    expect(telemetry().map((reading) => Date.parse(reading.ts))).toEqual([1, 2, 3].map((i) => START + i * MINUTE));
  });

  it('buffers telemetry while offline and sends it in order with the original ts when back', async () => {
    await advance(3 * MINUTE, MINUTE);
    expect(telemetry()).toHaveLength(3);
    await kiosk.goOffline(10 * MINUTE + 30_000);
    // The broker published the will on the kiosk's behalf.
    await waitFor(() => broker.publishes('/status').length === 2, 10_000, 'last will');
    expect(JSON.parse(broker.publishes('/status')[1]!.payload)).toEqual({ online: false });
    await advance(5 * MINUTE, MINUTE);
    expect(telemetry()).toHaveLength(3);
    expect(kiosk.stats().buffered).toBe(5);
    await advance(6 * MINUTE, MINUTE);
    await waitFor(() => kiosk.stats().connected, 10_000, 'back online');
    await kiosk.link.drain();
    const readings = telemetry();
    expect(readings).toHaveLength(14);
    const times = readings.map((reading) => Date.parse(reading.ts));
    expect(times).toEqual(times.map((_, i) => START + (i + 1) * MINUTE));
    // The backlog went out after the kiosk announced itself again.
    const records = broker.publishes();
    const announcedAgain = records.findIndex(
      (r, i) => i > 0 && r.topic.endsWith('/status') && JSON.parse(r.payload).online === true,
    );
    const fourth = records.findIndex(
      (r) => r.topic.endsWith('/telemetry') && JSON.parse(r.payload).ts === readings[3]!.ts,
    );
    expect(fourth).toBeGreaterThan(announcedAgain);
  });
});
