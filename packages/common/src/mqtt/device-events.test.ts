import { describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES, MEMBER_CARD_OPENED_EXAMPLE, REFILL_OPENED_EXAMPLE } from './contract-examples.ts';
import { DEVICE_EVENT_TYPES, type DeviceEventType, deviceEvent, deviceEventFact } from './index.ts';

function without(value: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  delete copy[key];
  return copy;
}

const rejects = (payload: unknown): boolean => !deviceEvent.safeParse(payload).success;

/** Every field the contract's table does not mark optional. */
const REQUIRED: Record<DeviceEventType, string[]> = {
  door: ['state'],
  'session.opened': ['sessionId', 'kind'],
  'session.closed': ['sessionId', 'cells'],
  payment: ['sessionId', 'status', 'amount', 'provider', 'cardType', 'last4'],
  scale: ['cellId', 'state'],
  terminal: ['state'],
  network: ['tablet'],
  'access.unauthorized': [],
  'sensor.error': ['sensor'],
};

describe('events', () => {
  it('has an example and a required-field list for every event type of the contract', () => {
    expect(Object.keys(EVENT_EXAMPLES).sort()).toEqual([...DEVICE_EVENT_TYPES].sort());
    expect(Object.keys(REQUIRED).sort()).toEqual([...DEVICE_EVENT_TYPES].sort());
  });

  it.each(DEVICE_EVENT_TYPES)('accepts the example of %s', (type) => {
    expect(deviceEvent.parse(EVENT_EXAMPLES[type])).toEqual(EVENT_EXAMPLES[type]);
  });

  it.each(DEVICE_EVENT_TYPES.flatMap((type) => ['id', 'ts', 'type', ...REQUIRED[type]].map((key) => [type, key])))(
    'refuses %s without %s',
    (type, key) => {
      expect(rejects(without(EVENT_EXAMPLES[type as DeviceEventType], key))).toBe(true);
    },
  );

  it('accepts the optional fields left out', () => {
    expect(rejects(without(EVENT_EXAMPLES.scale, 'side'))).toBe(false);
    expect(rejects(without(EVENT_EXAMPLES['access.unauthorized'], 'detail'))).toBe(false);
    expect(rejects(without(EVENT_EXAMPLES['sensor.error'], 'detail'))).toBe(false);
    expect(rejects(without(REFILL_OPENED_EXAMPLE, 'technician'))).toBe(false);
  });

  it('ignores unknown fields', () => {
    expect(deviceEvent.parse({ ...EVENT_EXAMPLES.door, firmwareHint: 'x' })).toEqual(EVENT_EXAMPLES.door);
  });

  it.each(['door.opened', 'DOOR', '', 'session', 'toString', '__proto__'])(
    'refuses the unknown event type %j',
    (type) => {
      expect(rejects({ ...EVENT_EXAMPLES.door, type })).toBe(true);
    },
  );

  it('refuses an id that is not a UUID and a time without offset', () => {
    expect(rejects({ ...EVENT_EXAMPLES.door, id: '7c1' })).toBe(true);
    expect(rejects({ ...EVENT_EXAMPLES.door, ts: '2026-11-23 10:15:02' })).toBe(true);
    expect(rejects({ ...EVENT_EXAMPLES.door, ts: 1763889302 })).toBe(true);
  });

  it.each([
    ['door', { state: 'ajar' }],
    ['scale', { state: 'gone' }],
    ['scale', { side: 'C' }],
    ['terminal', { state: true }],
    ['network', { tablet: 'online' }],
    ['payment', { status: 'refunded' }],
    ['payment', { amount: 5 }],
    ['payment', { amount: '5.001' }],
    ['payment', { amount: '-5.00' }],
    ['payment', { amount: '05.00' }],
    ['payment', { amount: '1e3' }],
    ['payment', { last4: '424' }],
    ['payment', { last4: 4242 }],
    ['session.opened', { kind: 'delivery' }],
    ['sensor.error', { sensor: '' }],
    ['access.unauthorized', { detail: 42 }],
  ] as const)('refuses a %s event with %j', (type, change) => {
    expect(rejects({ ...EVENT_EXAMPLES[type], ...change })).toBe(true);
  });
});

describe('session.opened', () => {
  it('accepts a refill with its mode and a purchase paid with a member card', () => {
    expect(deviceEvent.parse(REFILL_OPENED_EXAMPLE)).toEqual(REFILL_OPENED_EXAMPLE);
    expect(deviceEvent.parse(MEMBER_CARD_OPENED_EXAMPLE)).toEqual(MEMBER_CARD_OPENED_EXAMPLE);
  });

  it('refuses a refill without a mode or with an unknown one', () => {
    expect(rejects(without(REFILL_OPENED_EXAMPLE, 'mode'))).toBe(true);
    expect(rejects({ ...REFILL_OPENED_EXAMPLE, mode: 'manual' })).toBe(true);
    expect(rejects({ ...REFILL_OPENED_EXAMPLE, technician: 'yes' })).toBe(true);
  });

  it('needs exactly one of card and memberCardId for a purchase', () => {
    const purchase = EVENT_EXAMPLES['session.opened'];
    expect(rejects(without(purchase, 'card'))).toBe(true);
    expect(rejects({ ...purchase, memberCardId: 'MC-000123' })).toBe(true);
  });

  it.each(['token', 'cardType', 'last4'])('refuses a card without %s', (key) => {
    const purchase = EVENT_EXAMPLES['session.opened'];
    expect(rejects({ ...purchase, card: without(purchase.card, key) })).toBe(true);
  });

  it('refuses a member card id the console would not accept', () => {
    expect(rejects({ ...MEMBER_CARD_OPENED_EXAMPLE, memberCardId: 'MC 1/2' })).toBe(true);
  });
});

describe('session.closed', () => {
  const closed = EVENT_EXAMPLES['session.closed'];
  const cell = { cellId: 'A1', weightBefore: 5120, weightAfter: 4080 };

  it('uses the contract example cell', () => {
    expect(closed.cells).toEqual([cell]);
  });

  it.each(['cellId', 'weightBefore', 'weightAfter'])('refuses a cell without %s', (key) => {
    expect(rejects({ ...closed, cells: [without(cell, key)] })).toBe(true);
  });

  it.each([
    ['a fractional weight', { weightAfter: 4080.5 }],
    ['a weight as a string', { weightBefore: '5120' }],
    ['a weight above 1 t', { weightBefore: 1_000_001 }],
    ['an empty cell id', { cellId: '' }],
    ['a cell id of 65 characters', { cellId: 'A'.repeat(65) }],
  ])('refuses a cell with %s', (_name, change) => {
    expect(rejects({ ...closed, cells: [{ ...cell, ...change }] })).toBe(true);
  });

  it('accepts a tared cell reading slightly below zero and a session without cells', () => {
    expect(rejects({ ...closed, cells: [{ ...cell, weightAfter: -3 }] })).toBe(false);
    expect(rejects({ ...closed, cells: [] })).toBe(false);
  });

  it('refuses a cell listed twice and more than 200 cells', () => {
    expect(rejects({ ...closed, cells: [cell, cell] })).toBe(true);
    const many = Array.from({ length: 201 }, (_, i) => ({ ...cell, cellId: `C${i}` }));
    expect(rejects({ ...closed, cells: many })).toBe(true);
    expect(rejects({ ...closed, cells: many.slice(0, 200) })).toBe(false);
  });
});

describe('deviceEventFact', () => {
  it('keeps the envelope and the state; never a card token, a member card, payment figures or weights', () => {
    const purchase = deviceEventFact(deviceEvent.parse(EVENT_EXAMPLES['session.opened']));
    expect(purchase).toEqual({
      id: EVENT_EXAMPLES['session.opened'].id,
      ts: EVENT_EXAMPLES['session.opened'].ts,
      type: 'session.opened',
      sessionId: (EVENT_EXAMPLES['session.opened'] as { sessionId: string }).sessionId,
      kind: 'purchase',
    });
    expect(JSON.stringify(purchase)).not.toContain('token');
    expect(deviceEventFact(deviceEvent.parse(MEMBER_CARD_OPENED_EXAMPLE))).not.toHaveProperty('memberCardId');
    const refill = deviceEvent.parse(REFILL_OPENED_EXAMPLE);
    expect(deviceEventFact(refill)).toEqual(refill);
    const closed = deviceEventFact(deviceEvent.parse(EVENT_EXAMPLES['session.closed']));
    expect(closed).not.toHaveProperty('cells');
    expect(closed).toMatchObject({ type: 'session.closed', sessionId: expect.any(String) });
    const payment = deviceEventFact(deviceEvent.parse(EVENT_EXAMPLES.payment));
    expect(Object.keys(payment).sort()).toEqual(['id', 'sessionId', 'status', 'ts', 'type']);
  });

  it('answers the other event types whole', () => {
    for (const type of ['door', 'scale', 'terminal', 'network', 'access.unauthorized', 'sensor.error'] as const) {
      const event = deviceEvent.parse(EVENT_EXAMPLES[type]);
      expect(deviceEventFact(event)).toEqual(event);
    }
  });
});
