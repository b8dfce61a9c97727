import * as fakeIndexedDb from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheGet,
  cachePut,
  discardAction,
  enqueue,
  listActions,
  resetFieldDbForTests,
  retryAction,
  syncQueue,
  type FieldAction,
  type FieldActionInput,
  WEIGH_IN_WAIT_MS,
  type SendOutcome,
} from './field.queue.ts';

// The browser's IndexedDB globals, for this file only: the unit project runs its files in one module
// graph (vitest.config.ts `isolate: false`), so they are removed again when the file ends.
beforeAll(() => {
  for (const name of [
    'IDBCursor',
    'IDBCursorWithValue',
    'IDBDatabase',
    'IDBFactory',
    'IDBIndex',
    'IDBKeyRange',
    'IDBObjectStore',
    'IDBOpenDBRequest',
    'IDBRecord',
    'IDBRequest',
    'IDBTransaction',
    'IDBVersionChangeEvent',
  ] as const) {
    vi.stubGlobal(name, fakeIndexedDb[name]);
  }
});
beforeEach(() => {
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
  resetFieldDbForTests();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const waste = (kioskId: string, units: number) =>
  ({ kind: 'recordWaste', kioskId, cellId: 'A1', units, reason: 'expired', note: null }) as const;

/** A server that applies each idempotency key once, as ADR 0024's operations do. */
function fakeServer(refuse: (action: FieldAction) => string | null = () => null) {
  const applied = new Map<string, FieldAction>();
  const calls: FieldAction[] = [];
  let online = true;
  const send = async (action: FieldAction): Promise<SendOutcome> => {
    if (!online) return { ok: false, offline: true };
    calls.push(action);
    const refusal = refuse(action);
    if (refusal) return { ok: false, offline: false, message: refusal, code: 'KIOSK_IN_USE' };
    if (!applied.has(action.idempotencyKey)) applied.set(action.idempotencyKey, action);
    return { ok: true };
  };
  return { send, applied, calls, setOnline: (value: boolean) => (online = value) };
}

describe('field queue', () => {
  it('gives each action its own idempotency key when it is recorded and keeps the order', async () => {
    const first = await enqueue(waste('k1', 1));
    const second = await enqueue(waste('k1', 2));
    expect(first.idempotencyKey).toMatch(/^field-[0-9a-f-]{36}$/);
    expect(first.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    const stored = await listActions();
    expect(stored.map((a) => [a.id, a.idempotencyKey])).toEqual([
      [first.id, first.idempotencyKey],
      [second.id, second.idempotencyKey],
    ]);
  });

  it('sends in the order recorded and empties the queue', async () => {
    const server = fakeServer();
    await enqueue(waste('k1', 1));
    await enqueue({
      kind: 'addCellStock',
      kioskId: 'k2',
      cellId: 'B1',
      batches: [{ quantity: 3, bestBefore: '2026-12-01' }],
      note: null,
    });
    await enqueue(waste('k1', 3));
    const result = await syncQueue(server.send);
    expect(result).toEqual({ sent: 3, conflicts: 0, waiting: 0, offline: false });
    expect(server.calls.map((a) => (a.kind === 'recordWaste' ? a.units : a.kind))).toEqual([1, 'addCellStock', 3]);
    expect(await listActions()).toEqual([]);
  });

  it('stops at a network failure and resends with the same key, applied once', async () => {
    const server = fakeServer();
    const action = await enqueue(waste('k1', 1));
    server.setOnline(false);
    expect(await syncQueue(server.send)).toEqual({ sent: 0, conflicts: 0, waiting: 0, offline: true });
    expect(await listActions()).toHaveLength(1);
    server.setOnline(true);
    await syncQueue(server.send);
    // A replay of the same key (the answer was lost) is not applied twice.
    await server.send(action);
    expect(server.calls.map((a) => a.idempotencyKey)).toEqual([action.idempotencyKey, action.idempotencyKey]);
    expect(server.applied.size).toBe(1);
  });

  it('keeps a refused action as a conflict with the message and holds back its kiosk only', async () => {
    const server = fakeServer((a) =>
      a.kioskId === 'k1' && a.kind === 'recordWaste' && a.units === 1 ? 'The kiosk is in use' : null,
    );
    const refused = await enqueue(waste('k1', 1));
    await enqueue(waste('k1', 2));
    await enqueue(waste('k2', 5));
    const result = await syncQueue(server.send);
    expect(result).toEqual({ sent: 1, conflicts: 1, waiting: 0, offline: false });
    const left = await listActions();
    expect(left.map((a) => [a.id, a.status, a.message])).toEqual([
      [refused.id, 'conflict', 'The kiosk is in use'],
      [refused.id + 1, 'pending', null],
    ]);
    // A later sync never drops the conflict nor sends past it.
    await syncQueue(server.send);
    expect((await listActions()).length).toBe(2);
    expect(server.calls.filter((a) => a.kioskId === 'k1')).toHaveLength(1);
  });

  it('sends a retried conflict again with its first key; a discard removes only that action', async () => {
    let refuse = true;
    const server = fakeServer(() => (refuse ? 'Stock changed' : null));
    const first = await enqueue(waste('k1', 1));
    const second = await enqueue(waste('k1', 2));
    await syncQueue(server.send);
    refuse = false;
    await retryAction(first.id);
    await syncQueue(server.send);
    expect(await listActions()).toEqual([]);
    expect(server.calls.map((a) => a.idempotencyKey)).toEqual([
      first.idempotencyKey,
      first.idempotencyKey,
      second.idempotencyKey,
    ]);

    refuse = true;
    const third = await enqueue(waste('k1', 3));
    await syncQueue(server.send);
    await discardAction(third.id);
    expect(await listActions()).toEqual([]);
  });

  it('runs one sync at a time', async () => {
    const server = fakeServer();
    await enqueue(waste('k1', 1));
    const [a, b] = await Promise.all([syncQueue(server.send), syncQueue(server.send)]);
    expect(a).toBe(b);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the day for use without a network', async () => {
    await cachePut('route', { stops: [1, 2] });
    const row = await cacheGet<{ stops: number[] }>('route');
    expect(row?.value.stops).toEqual([1, 2]);
    expect(await cacheGet('other')).toBeNull();
  });
});

describe('dates for units the scale weighs in', () => {
  const dates = (kioskId: string): FieldActionInput => ({
    kind: 'dateCellStock',
    kioskId,
    cellId: 'A1',
    batches: [{ quantity: 2, bestBefore: '2026-12-01' }],
  });
  /** The kiosk has not reported the refill yet: dating units it does not know is refused on `batches`. */
  const notWeighedIn: SendOutcome = {
    ok: false,
    offline: false,
    message: 'Cell A1 holds 0 units without a best-before day',
    code: 'BAD_USER_INPUT',
    fields: { batches: 'BAD_USER_INPUT' },
  };

  it('wait while the door is open, hold back their kiosk only, and go once the kiosk has reported', async () => {
    const date = await enqueue(dates('k1'));
    await enqueue(waste('k1', 1));
    await enqueue(waste('k2', 1));
    let weighedIn = false;
    const sent: string[] = [];
    const send = async (action: FieldAction): Promise<SendOutcome> => {
      if (action.kind === 'dateCellStock' && !weighedIn) return notWeighedIn;
      sent.push(`${action.kind}:${action.kioskId}`);
      return { ok: true };
    };

    const first = await syncQueue(send);
    expect(first).toEqual({ sent: 1, conflicts: 0, waiting: 1, offline: false });
    expect(sent).toEqual(['recordWaste:k2']);
    const [kept] = await listActions();
    expect(kept).toMatchObject({ id: date.id, status: 'pending', waitingForScale: true });

    weighedIn = true;
    const second = await syncQueue(send);
    expect(second).toEqual({ sent: 2, conflicts: 0, waiting: 0, offline: false });
    expect(sent).toEqual(['recordWaste:k2', 'dateCellStock:k1', 'recordWaste:k1']);
    expect(await listActions()).toEqual([]);
  });

  it('become a conflict when the kiosk has not reported them within the wait', async () => {
    const date = await enqueue(dates('k1'));
    const later = Date.parse(date.recorded) + WEIGH_IN_WAIT_MS + 1;
    const result = await syncQueue(
      async () => notWeighedIn,
      () => later,
    );
    expect(result).toEqual({ sent: 0, conflicts: 1, waiting: 0, offline: false });
    expect((await listActions())[0]).toMatchObject({ status: 'conflict', waitingForScale: false });
  });

  it('other refusals of a date are conflicts at once', async () => {
    await enqueue(dates('k1'));
    const result = await syncQueue(async () => ({ ok: false, offline: false, message: 'gone', code: 'NOT_FOUND' }));
    expect(result).toMatchObject({ conflicts: 1, waiting: 0 });
  });
});
