import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLiveBus } from './live.ts';

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
});
