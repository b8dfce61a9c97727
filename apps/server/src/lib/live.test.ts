import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLiveBus, pack, unpack } from './live.ts';

function fakeDatabase() {
  const notified: string[] = [];
  const database = {
    listen: vi.fn(async () => async () => undefined),
    notify: vi.fn(async (_channel: string, payload: string) => void notified.push(payload)),
  };
  return { database: database as unknown as Database, listen: database.listen, notified };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('live bus', () => {
  it('sends notices through the database until it is closed, and nothing after (no listener on a closing database)', async () => {
    const { database, listen, notified } = fakeDatabase();
    const warn = vi.fn();
    const bus = createLiveBus(database, { warn, error: vi.fn() } as unknown as FastifyBaseLogger);
    bus.publish('kiosks', { kind: 'kiosk', id: 'k1' } as never);
    await flush();
    expect(notified).toHaveLength(1);
    expect(JSON.parse(notified[0]!)).toMatchObject({ channel: 'kiosks', notice: { id: 'k1' } });
    expect(listen).toHaveBeenCalledTimes(1);

    await bus.close();
    bus.publish('kiosks', { kind: 'kiosk', id: 'k2' } as never);
    bus.publishAll('kiosks', [{ kind: 'kiosk', id: 'k3' } as never]);
    await flush();
    expect(notified).toHaveLength(1);
    expect(listen).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('packs a burst of notices by organization and aspects into payloads under the limit, and unpacks them as sent', () => {
    const notices = Array.from({ length: 700 }, (_, n) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      orgId: n % 3 === 0 ? 'org-a' : 'org-b',
      aspects: n % 2 === 0 ? ['state', 'activity'] : ['state'],
    }));
    const payloads = pack('kiosk-changed', notices);
    // 700 notices of about 100 bytes each would take nine payloads one by one; ids alone take four.
    expect(payloads.length).toBe(4);
    for (const payload of payloads) expect(payload.length).toBeLessThanOrEqual(7900);
    const back = payloads.flatMap(unpack);
    expect(back.every(([channel]) => channel === 'kiosk-changed')).toBe(true);
    const byId = new Map(back.map(([, notice]) => [notice.id, notice]));
    expect(byId.size).toBe(700);
    for (const notice of notices) expect(byId.get(notice.id)).toEqual(notice);
  });

  it('keeps every payload under the limit and every notice, however organizations and aspects mix', () => {
    const aspectSets = [['state'], ['state', 'activity'], ['state', 'activity', 'temperature'], ['details']];
    for (let round = 0; round < 80; round += 1) {
      const orgs = Array.from(
        { length: 1 + (round % 7) },
        (_, n) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      );
      const notices = Array.from({ length: 40 + round * 9 }, (_, n) => ({
        id: `00000000-0000-4000-8000-${String(round * 10_000 + n).padStart(12, '0')}`,
        orgId: orgs[n % orgs.length] as string,
        aspects: aspectSets[(n * 7 + round) % aspectSets.length] as string[],
      }));
      const payloads = pack('kiosk-changed', notices);
      for (const payload of payloads) expect(payload.length).toBeLessThanOrEqual(7900);
      const back = payloads.flatMap(unpack).map(([, notice]) => notice);
      expect(back.length).toBe(notices.length);
      expect(new Map(back.map((notice) => [notice.id, notice]))).toEqual(
        new Map(notices.map((notice) => [notice.id, notice])),
      );
    }
  });

  it('reads the payloads of one notice and of a list (the roll-up triggers, an earlier version)', () => {
    const one = { id: 'k1', orgId: 'o1', aspects: ['sales'] };
    expect(unpack(JSON.stringify({ channel: 'sales', notice: one }))).toEqual([['sales', one]]);
    expect(unpack(JSON.stringify({ channel: 'kiosks', notices: [one, { ...one, id: 'k2' }] }))).toEqual([
      ['kiosks', one],
      ['kiosks', { ...one, id: 'k2' }],
    ]);
    expect(pack('kiosks', [])).toEqual([]);
  });
});
