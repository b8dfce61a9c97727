import { describe, expect, it } from 'vitest';
import type { DeviceEvent } from '@kiosk/common/mqtt';
import {
  activeConditions,
  applyFact,
  autoOutOfService,
  raisedByEvent,
  raisedByPurchase,
  silenceConditions,
  type RuleFact,
  type RuleState,
} from './alerts.rules.ts';
import { expiredStock } from './alerts.expiry.ts';

const T0 = Date.parse('2026-03-02T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(T0 + minutes * 60_000 + seconds * 1000);
const reading = (minutes: number, celsius: number, seconds = 0): RuleFact => ({
  kind: 'telemetry',
  ts: at(minutes, seconds),
  temperatures: [Math.round(celsius * 100), null],
});
const event = (minutes: number, fields: Record<string, unknown>): RuleFact => ({
  kind: 'event',
  event: { id: crypto.randomUUID(), ts: at(minutes).toISOString(), ...fields } as DeviceEvent,
});
const run = (facts: RuleFact[], state: RuleState = {}) => facts.reduce(applyFact, state);
const types = (state: RuleState) => activeConditions(state).map((condition) => condition.type);

describe('high temperature (above 7 °C for over 10 minutes)', () => {
  it('is not open at 9:59 and is open at 10:01, since the first reading above', () => {
    const base = run([reading(0, 7.5), reading(5, 8)]);
    expect(types(applyFact(base, reading(9, 8, 59)))).toEqual([]);
    const open = applyFact(base, reading(10, 8, 1));
    expect(activeConditions(open)).toEqual([
      expect.objectContaining({ type: 'highTemperature', since: at(0), details: { thresholdC: 7, peakC: 8 } }),
    ]);
  });

  it('exactly 7 °C is not above; a dip to 7 °C before 10 minutes restarts the clock', () => {
    expect(types(run([reading(0, 7), reading(11, 7)]))).toEqual([]);
    expect(types(run([reading(0, 8), reading(6, 7), reading(7, 8), reading(16, 8)]))).toEqual([]);
    expect(types(run([reading(0, 8), reading(6, 7), reading(7, 8), reading(17, 8, 1)]))).toEqual(['highTemperature']);
  });

  it('hovering between 6.5 and 7 °C keeps an open alert; 6.5 °C clears it', () => {
    const open = run([reading(0, 8), reading(11, 8)]);
    const hovering = run([reading(12, 6.9), reading(13, 7.1), reading(14, 6.6)], open);
    expect(types(hovering)).toEqual(['highTemperature']);
    expect(activeConditions(hovering)[0]?.since).toEqual(at(0));
    expect(types(applyFact(hovering, reading(15, 6.5)))).toEqual([]);
  });

  it('uses the warmest sensor', () => {
    const state = run([
      { kind: 'telemetry', ts: at(0), temperatures: [400, 900, null] },
      { kind: 'telemetry', ts: at(11), temperatures: [400, 900, null] },
    ]);
    expect(types(state)).toEqual(['highTemperature']);
  });

  it('counts buffered readings at their own timestamps and ignores a reading older than the newest', () => {
    // A kiosk that was offline sends its buffered readings in order when it comes back.
    const buffered = run([0, 3, 6, 9, 12].map((minute) => reading(minute, 9)));
    expect(types(buffered)).toEqual(['highTemperature']);
    // A late, out-of-order cold reading does not clear it.
    expect(types(applyFact(buffered, reading(4, 3)))).toEqual(['highTemperature']);
  });
});

describe('low temperature (below 2 °C for over 15 minutes)', () => {
  it('opens after 15 minutes, clears at 2.5 °C', () => {
    expect(types(run([reading(0, 1.5), reading(15, 1.5)]))).toEqual([]);
    const open = run([reading(0, 1.5), reading(15, 1.5, 1)]);
    expect(types(open)).toEqual(['lowTemperature']);
    expect(types(applyFact(open, reading(16, 2.4)))).toEqual(['lowTemperature']);
    expect(types(applyFact(open, reading(16, 2.5)))).toEqual([]);
  });
});

describe('door open', () => {
  const purchase = [
    event(0, { type: 'session.opened', sessionId: 's1', kind: 'purchase', memberCardId: 'm1' }),
    event(0, { type: 'door', state: 'open' }),
  ];
  it('in purchase mode over 5 minutes, on the kiosk clock (telemetry moves it on)', () => {
    expect(types(run([...purchase, reading(5, 4)]))).toEqual([]);
    expect(types(run([...purchase, reading(5, 4, 1)]))).toEqual(['doorOpenPurchase']);
    expect(types(run([...purchase, reading(6, 4), event(6, { type: 'door', state: 'closed' })]))).toEqual([]);
  });
  it('in refill mode over 60 minutes', () => {
    const refill = [
      event(0, { type: 'session.opened', sessionId: 'r1', kind: 'refill', mode: 'tablet' }),
      event(1, { type: 'door', state: 'open' }),
    ];
    expect(types(run([...refill, reading(61, 4)]))).toEqual([]);
    expect(types(run([...refill, reading(61, 4, 1)]))).toEqual(['doorOpenRefill']);
  });
  it('a stale door event (redelivered after a newer one) changes nothing', () => {
    const closed = run([...purchase, event(2, { type: 'door', state: 'closed' })]);
    expect(run([event(0, { type: 'door', state: 'open' }), reading(9, 4)], closed).doorOpenSince).toBeUndefined();
  });
});

describe('connections', () => {
  it('tablet disconnected over 15 minutes, cleared by connected', () => {
    const down = run([event(0, { type: 'network', tablet: 'disconnected' })]);
    expect(types(applyFact(down, reading(15, 4)))).toEqual([]);
    expect(types(applyFact(down, reading(15, 4, 1)))).toEqual(['tabletDisconnected']);
    expect(types(run([reading(16, 4), event(17, { type: 'network', tablet: 'connected' })], down))).toEqual([]);
  });
  it('terminal disconnected at once, resolved on connected', () => {
    const down = run([event(0, { type: 'terminal', state: 'disconnected' })]);
    expect(types(down)).toEqual(['terminalDisconnected']);
    expect(types(applyFact(down, event(1, { type: 'terminal', state: 'connected' })))).toEqual([]);
  });
  it('scales by side: A is left, B is right; a side coming back clears its cells', () => {
    const down = run([
      event(0, { type: 'scale', cellId: 'A1', state: 'disconnected' }),
      event(1, { type: 'scale', cellId: 'B2', state: 'disconnected', side: 'B' }),
    ]);
    expect(activeConditions(down).map((c) => [c.type, c.scaleDirection])).toEqual([
      ['scaleDisconnectedLeft', 'left'],
      ['scaleDisconnectedRight', 'right'],
    ]);
    const back = run(
      [
        event(2, { type: 'scale', cellId: 'A1', state: 'connected' }),
        event(2, { type: 'scale', cellId: 'B1', state: 'connected', side: 'B' }),
      ],
      down,
    );
    expect(types(back)).toEqual([]);
  });
  it('silence: offline after more than 10 minutes without a message; MQTT after 15 minutes disconnected', () => {
    const lastSeen = at(0);
    expect(silenceConditions({}, lastSeen, at(10))).toEqual([]);
    expect(silenceConditions({}, lastSeen, at(10, 1)).map((c) => c.type)).toEqual(['kioskOffline']);
    const gone = applyFact({}, { kind: 'status', online: false, receivedAt: at(0) });
    expect(silenceConditions(gone, at(0), at(15, 1)).map((c) => c.type)).toEqual(['kioskOffline', 'mqttDisconnected']);
    // The kiosk comes back: any message through the broker clears both.
    const back = applyFact(gone, reading(16, 4));
    expect(silenceConditions(back, at(16), at(16, 5))).toEqual([]);
  });
});

describe('one-off alerts', () => {
  it('unauthorized access and sensor error', () => {
    const access = event(0, { type: 'access.unauthorized', detail: 'door forced' });
    const sensor = event(0, { type: 'sensor.error', sensor: 'temp-2' });
    expect(raisedByEvent((access as { event: DeviceEvent }).event)).toEqual([
      { type: 'unauthorizedAccess', at: at(0), details: { detail: 'door forced' } },
    ]);
    expect(raisedByEvent((sensor as { event: DeviceEvent }).event)[0]?.type).toBe('sensorError');
  });
  it('purchases: put back → higher scale weight, out of tolerance → suspicious, nothing moved → empty', () => {
    const closedAt = at(3);
    expect(
      raisedByPurchase({
        sessionId: 's',
        closedAt,
        cells: [
          { cellId: 'A1', units: null, refused: 'put_back' },
          { cellId: 'B1', units: null, refused: 'out_of_tolerance' },
          { cellId: 'B2', units: 1, refused: null },
        ],
      }).map((r) => [r.type, r.scaleDirection]),
    ).toEqual([
      ['higherScaleWeight', 'left'],
      ['suspiciousPurchase', 'right'],
    ]);
    expect(
      raisedByPurchase({ sessionId: 's', closedAt, cells: [{ cellId: 'A1', units: 0, refused: null }] }).map(
        (r) => r.type,
      ),
    ).toEqual(['emptyPurchaseSession']);
    expect(raisedByPurchase({ sessionId: 's', closedAt, cells: [{ cellId: 'A1', units: 2 }] })).toEqual([]);
  });
});

describe('auto temperature out-of-service', () => {
  const setting = { active: true, maxTemperature: 7, timeInMinutes: 20 };
  const step = (state: ReturnType<typeof autoOutOfService>['state'] | undefined, minute: number, celsius: number) =>
    autoOutOfService(state, { ts: at(minute), temperatures: [Math.round(celsius * 100)] }, setting);
  it('goes out of service after the time above the maximum, and back after the same time at or below it', () => {
    let result = step(undefined, 0, 8);
    expect(result.inService).toBeUndefined();
    result = step(result.state, 19, 8);
    expect(result.inService).toBeUndefined();
    result = step(result.state, 20, 8);
    expect(result.inService).toBe(false);
    result = step(result.state, 21, 6);
    result = step(result.state, 30, 7.5); // warm again: the normal period restarts
    result = step(result.state, 31, 6);
    expect(step(result.state, 50, 6).inService).toBeUndefined();
    expect(step(result.state, 51, 6).inService).toBe(true);
  });
  it('does nothing while the setting is off', () => {
    expect(autoOutOfService({}, { ts: at(30), temperatures: [900] }, { ...setting, active: false })).toEqual({
      state: {},
    });
  });
});

describe('product expiry', () => {
  const batches = [
    { kioskId: 'k1', cellId: 'A1', productId: 'milk', quantity: 3, bestBefore: null, createdAt: at(0) },
    { kioskId: 'k1', cellId: 'A2', productId: 'water', quantity: 5, bestBefore: null, createdAt: at(0) },
    { kioskId: 'k2', cellId: 'A1', productId: 'milk', quantity: 0, bestBefore: null, createdAt: at(0) },
  ];
  const shelf = new Map<string, number | null>([
    ['milk', 7],
    ['water', null],
  ]);
  const day = 24 * 60;
  it('units without a best-before day expire once added + shelf life has passed', () => {
    expect(expiredStock(batches, shelf, at(7 * day)).size).toBe(0);
    const expired = expiredStock(batches, shelf, at(7 * day, 1));
    expect([...expired.keys()]).toEqual(['k1']);
    expect(expired.get('k1')).toMatchObject({ type: 'productExpiry', since: at(7 * day), details: { cells: ['A1'] } });
  });
  it('a batch added later is younger', () => {
    const later = batches.map((batch) => (batch.cellId === 'A1' ? { ...batch, createdAt: at(3 * day) } : batch));
    expect(expiredStock(later, shelf, at(8 * day)).size).toBe(0);
  });
  it('a best-before day wins over the shelf life: its units expire the day after, even without a shelf life', () => {
    const dated = [{ ...batches[1]!, bestBefore: '2026-03-01' }];
    const afterDay = new Date('2026-03-02T00:00:00Z');
    expect(expiredStock(dated, shelf, afterDay).size).toBe(0);
    expect(expiredStock(dated, shelf, new Date(afterDay.getTime() + 1)).get('k1')).toMatchObject({
      since: afterDay,
      details: { cells: ['A2'] },
    });
  });
});
