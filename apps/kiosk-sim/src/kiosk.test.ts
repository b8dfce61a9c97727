import { randomUUID } from 'node:crypto';
import {
  DEVICE_EVENT_TYPES,
  LAST_WILL_PAYLOAD,
  type DeviceEvent,
  type DeviceMessage,
  commandTopic,
  parseDeviceMessage,
  statusTopic,
} from '@kiosk/common/mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toleranceGrams } from './cells.ts';
import { type ManualClock, createManualClock } from './clock.ts';
import { type KioskOptions, type VirtualKiosk, startKiosk } from './kiosk.ts';
import { loadProfile } from './profile.ts';
import { type TestBroker, startTestBroker, waitFor } from './test-support/broker.ts';

const MINUTE = 60_000;
/** Monday 23 November 2026, 05:00 UTC: the kiosks open at 06:00. */
const START = Date.UTC(2026, 10, 23, 5, 0);
const profile = loadProfile();

let broker: TestBroker;
let clock: ManualClock;
const kiosks: VirtualKiosk[] = [];

beforeEach(async () => {
  broker = await startTestBroker({ passwords: { 'SIM-0001': 'secret-1' } });
  clock = createManualClock(START);
});

afterEach(async () => {
  await Promise.all(kiosks.splice(0).map((kiosk) => kiosk.stop()));
  await broker.close();
});

async function kiosk(options: Partial<KioskOptions> = {}): Promise<VirtualKiosk> {
  const started = await startKiosk({
    bootReport: false,
    serialNumber: 'SIM-0001',
    password: 'secret-1',
    url: broker.url,
    clock,
    profile,
    seed: 42,
    utcOffsetMinutes: 0,
    autonomous: false,
    log: () => undefined,
    reconnectPeriodMs: 100,
    ...options,
  });
  kiosks.push(started);
  return started;
}

/** Every message the kiosk published, validated. */
function parsed(): DeviceMessage[] {
  return broker.publishes().flatMap((record) => {
    if (record.topic.endsWith('/command')) return [];
    const result = parseDeviceMessage(record.topic, record.payload);
    if (!result.ok) throw new Error(`Invalid ${record.topic}: ${result.reason} ${result.detail} in ${record.payload}`);
    return [result];
  });
}

function events(): DeviceEvent[] {
  return parsed().flatMap((message) => (message.kind === 'event' ? [message.message] : []));
}

async function advance(ms: number, step = MINUTE): Promise<void> {
  for (let done = 0; done < ms; done += step) await clock.advance(Math.min(step, ms - done));
}

describe('connecting', () => {
  it('closes an open session before it disconnects, so no session is left open on the server', async () => {
    const fridge = await kiosk();
    const sessionId = await fridge.purchase([{ cellId: 'A1', units: 1 }]);
    expect(sessionId).toBeDefined();
    await fridge.stop();
    kiosks.splice(kiosks.indexOf(fridge), 1);
    const closing = events().filter((e) => e.type === 'session.closed');
    expect(closing).toEqual([expect.objectContaining({ sessionId })]);
    const last = parsed().at(-1);
    expect(last).toMatchObject({ kind: 'status', message: { online: false } });
  });

  it('reports its door and a first reading right after announcing itself, as a controller does at boot', async () => {
    await kiosk({ bootReport: true });
    await waitFor(() => parsed().length >= 3);
    const [status, door, telemetry] = parsed();
    expect(status?.kind).toBe('status');
    expect(door).toMatchObject({ kind: 'event', message: { type: 'door', state: 'closed' } });
    expect(telemetry?.kind).toBe('telemetry');
  });

  it('logs in with serial and secret, a retained last will, subscribes before announcing itself', async () => {
    await kiosk();
    const connect = broker.records.find((record) => record.kind === 'connect');
    expect(connect).toMatchObject({
      username: 'SIM-0001',
      will: { topic: statusTopic('SIM-0001'), payload: LAST_WILL_PAYLOAD, retain: true, qos: 1 },
    });
    const subscribed = broker.records.findIndex(
      (record) => record.kind === 'subscribe' && record.topic === commandTopic('SIM-0001'),
    );
    const announced = broker.records.findIndex(
      (record) => record.kind === 'publish' && record.topic === statusTopic('SIM-0001'),
    );
    expect(subscribed).toBeGreaterThanOrEqual(0);
    expect(announced).toBeGreaterThan(subscribed);
    const status = broker.publishes('/status')[0]!;
    expect(status.retain).toBe(true);
    expect(JSON.parse(status.payload)).toMatchObject({ online: true, ts: new Date(START).toISOString() });
  });

  it('connects over WebSocket to /mqtt, as to the console’s embedded broker', async () => {
    const wsBroker = await startTestBroker({ websocket: true });
    try {
      const overWs = await startKiosk({
        bootReport: false,
        serialNumber: 'SIM-0009',
        password: 'x',
        url: wsBroker.url,
        clock,
        profile,
        autonomous: false,
        log: () => undefined,
      });
      await clock.advance(MINUTE);
      await overWs.link.drain();
      await overWs.stop();
      const online = wsBroker.publishes('/status').map((record) => JSON.parse(record.payload).online);
      expect(online).toEqual([true, false]);
      expect(wsBroker.publishes('/telemetry')).toHaveLength(1);
    } finally {
      await wsBroker.close();
    }
  });

  it('fails to start with a wrong secret', async () => {
    await expect(kiosk({ password: 'wrong' })).rejects.toThrow();
  });

  describe('when the server refuses a login', () => {
    let refusals: (3 | 5)[] = [];
    let refusing: TestBroker;
    const connects = () => refusing.records.filter((record) => record.kind === 'connect').length;

    beforeEach(async () => {
      refusals = [];
      refusing = await startTestBroker({ passwords: { 'SIM-0002': 'secret-2' }, refuse: () => refusals.shift() });
    });
    afterEach(async () => {
      await Promise.all(kiosks.splice(0).map((kiosk) => kiosk.stop()));
      await refusing.close();
    });

    it('keeps reconnecting on "server unavailable" (CONNACK 3) and announces itself again', async () => {
      const fridge = await kiosk({ serialNumber: 'SIM-0002', password: 'secret-2', url: refusing.url });
      refusals = [3, 3, 3];
      refusing.dropConnections();
      await waitFor(() => refusals.length === 0 && fridge.link.online, 10_000, 'reconnected after three refusals');
      expect(connects()).toBeGreaterThanOrEqual(5);
      expect(refusing.publishes('/status').filter((record) => JSON.parse(record.payload).online)).toHaveLength(2);
    });

    it('waits through "server unavailable" at start-up', async () => {
      refusals = [3, 3];
      const fridge = await kiosk({ serialNumber: 'SIM-0002', password: 'secret-2', url: refusing.url });
      expect(fridge.link.online).toBe(true);
      expect(connects()).toBe(3);
    });

    it('stops trying once its credentials are refused (CONNACK 5)', async () => {
      const fridge = await kiosk({ serialNumber: 'SIM-0002', password: 'secret-2', url: refusing.url });
      refusals = [5, 5, 5, 5];
      refusing.dropConnections();
      await waitFor(() => connects() === 2, 10_000, 'the refused attempt');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(connects()).toBe(2);
      expect(fridge.link.online).toBe(false);
    });
  });
});

describe('a seed', () => {
  it('gives the same cells and the same purchases at the same simulated times', { timeout: 60_000 }, async () => {
    const run = async (seed: number) => {
      broker.records.length = 0;
      clock = createManualClock(START);
      const busy = await kiosk({ seed, autonomous: true, purchasesPerDay: 40, incidentRate: 0 });
      await advance(24 * 60 * MINUTE);
      await busy.link.drain();
      await busy.stop();
      kiosks.splice(kiosks.indexOf(busy), 1);
      const sessions = events().flatMap((e) =>
        e.type === 'session.closed' ? [[e.ts, e.cells.map((c) => c.cellId)]] : [],
      );
      return { cells: busy.cells.map((cell) => [cell.cellId, cell.productName, cell.capacity]), sessions };
    };
    const first = await run(5);
    const again = await run(5);
    const other = await run(6);
    expect(first.sessions.length).toBeGreaterThan(10);
    expect(again).toEqual(first);
    expect(other.sessions).not.toEqual(first.sessions);
  });
});

describe('service', () => {
  it('sells nothing while out of service and sells again when back', { timeout: 60_000 }, async () => {
    const busy = await kiosk({ autonomous: true, purchasesPerDay: 100, incidentRate: 0 });
    const purchases = () => events().filter((e) => e.type === 'session.opened' && e.kind === 'purchase').length;
    const service = async (inService: boolean) => {
      const id = randomUUID();
      const expiresAt = new Date(Date.now() + MINUTE).toISOString();
      await broker.publish(
        commandTopic('SIM-0001'),
        JSON.stringify({ id, type: 'service', params: { inService, reason: 'manual' }, expiresAt }),
      );
      await waitFor(() => busy.inService === inService, 10_000, 'service applied');
    };
    await service(false);
    await advance(24 * 60 * MINUTE);
    await busy.link.drain();
    expect(purchases()).toBe(0);
    await service(true);
    await advance(24 * 60 * MINUTE);
    await busy.link.drain();
    expect(purchases()).toBeGreaterThan(30);
  });
});

describe('a new planogram', () => {
  it('is filled within minutes when its products are new, then sells from it', { timeout: 60_000 }, async () => {
    clock = createManualClock(Date.UTC(2026, 10, 23, 9, 0)); // open hours: a refill waits for them
    const busy = await kiosk({ autonomous: true, purchasesPerDay: 100, incidentRate: 0 });
    const productId = randomUUID();
    const id = randomUUID();
    await broker.publish(
      commandTopic('SIM-0001'),
      JSON.stringify({
        id,
        type: 'apply_planogram',
        params: {
          cells: [
            {
              cellId: 'N1',
              planogramPosition: 0,
              productId,
              unitWeightGrams: 300,
              tolerancePercent: 4,
              price: '3.10',
              maxQty: 8,
            },
          ],
        },
        expiresAt: new Date(Date.now() + MINUTE).toISOString(),
      }),
    );
    await waitFor(() => busy.cells[0]?.cellId === 'N1', 10_000, 'planogram applied');
    expect(busy.cells.map((cell) => cell.count)).toEqual([0]);
    const opened = (kind: string) => events().filter((e) => e.type === 'session.opened' && e.kind === kind);
    await advance(10 * MINUTE);
    await busy.link.drain();
    expect(opened('refill')).toHaveLength(1);
    await advance(6 * 60 * MINUTE);
    await busy.link.drain();
    const sold = events().flatMap((e) => (e.type === 'session.closed' ? e.cells.map((c) => c.cellId) : []));
    expect(opened('purchase').length).toBeGreaterThan(0);
    expect(new Set(sold)).toEqual(new Set(['N1']));
  });
});

describe('two days of a busy kiosk', () => {
  it(
    'publishes only messages that match the device contract, with every kind of event',
    { timeout: 120_000 },
    async () => {
      const busy = await kiosk({ autonomous: true, purchasesPerDay: 60, incidentRate: 15 });
      await advance(2 * 24 * 60 * MINUTE);
      await waitFor(() => busy.stats().connected && busy.stats().buffered === 0, 20_000, 'the kiosk back online');
      await busy.link.drain();

      const messages = parsed();
      const seen = new Set(events().map((event) => event.type));
      for (const type of DEVICE_EVENT_TYPES) expect(seen, type).toContain(type);
      const statuses = messages.flatMap((message) => (message.kind === 'status' ? [message.message.online] : []));
      // Offline spells: the broker published the will, and the kiosk announced itself again.
      expect(statuses.filter((online) => !online).length).toBeGreaterThan(0);
      expect(statuses.filter((online) => online).length).toBeGreaterThan(1);
      const telemetry = messages.flatMap((message) => (message.kind === 'telemetry' ? [message.message] : []));
      expect(telemetry.length).toBeGreaterThanOrEqual(2 * 24 * 60 - 1);
      // A door left open or a compressor fault warms the fridge above 7 °C now and then.
      expect(Math.max(...telemetry.map((reading) => reading.temperatures[0] ?? 0))).toBeGreaterThan(700);

      const opened = events().filter((event) => event.type === 'session.opened');
      const purchases = opened.filter((event) => event.kind === 'purchase');
      const refills = opened.filter((event) => event.kind === 'refill');
      expect(purchases.length).toBeGreaterThan(40);
      expect(refills.length).toBeGreaterThan(0);
      // Purchases only in opening hours (06:00–22:00 here, UTC).
      for (const event of purchases) {
        const hour = new Date(event.ts).getUTCHours();
        expect(hour).toBeGreaterThanOrEqual(6);
        expect(hour).toBeLessThan(22);
      }
      expect(busy.stats().purchases).toBe(purchases.length - (busy.session?.kind === 'purchase' ? 1 : 0));
    },
  );

  it(
    'reports purchase weights of units × unit weight within tolerance, and charges units × price',
    { timeout: 60_000 },
    async () => {
      const busy = await kiosk({ autonomous: true, purchasesPerDay: 80, incidentRate: 0 });
      await advance(24 * 60 * MINUTE);
      await busy.link.drain();
      const all = events();
      const purchaseIds = new Set(
        all.flatMap((event) => (event.type === 'session.opened' && event.kind === 'purchase' ? [event.sessionId] : [])),
      );
      const cells = new Map(busy.cells.map((cell) => [cell.cellId, cell]));
      let checked = 0;
      for (const closed of all) {
        if (closed.type !== 'session.closed' || !purchaseIds.has(closed.sessionId)) continue;
        let cents = 0;
        expect(closed.cells.length).toBeGreaterThan(0);
        for (const entry of closed.cells) {
          const cell = cells.get(entry.cellId)!;
          const removed = entry.weightBefore - entry.weightAfter;
          const units = Math.round(removed / cell.unitWeightGrams);
          expect(units).toBeGreaterThan(0);
          expect(Math.abs(removed - units * cell.unitWeightGrams)).toBeLessThanOrEqual(toleranceGrams(cell));
          cents += units * Math.round(Number(cell.price) * 100);
        }
        const payment = all.find((event) => event.type === 'payment' && event.sessionId === closed.sessionId);
        if (payment?.type !== 'payment') continue;
        expect(payment.amount).toBe((cents / 100).toFixed(2));
        checked += 1;
      }
      expect(checked).toBeGreaterThan(20);
      // Refills put weight back on the cells.
      const refillIds = new Set(
        all.flatMap((e) => (e.type === 'session.opened' && e.kind === 'refill' ? [e.sessionId] : [])),
      );
      const refillCells = all.flatMap((e) =>
        e.type === 'session.closed' && refillIds.has(e.sessionId) ? e.cells : [],
      );
      expect(refillCells.length).toBeGreaterThan(0);
      for (const entry of refillCells) expect(entry.weightAfter).toBeGreaterThan(entry.weightBefore);
    },
  );
});
