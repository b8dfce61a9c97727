import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { startIntervalJob } from '../lib/interval-job.ts';
import { createLease } from './lease.ts';

describe.each(testDatabaseKinds())('job leases on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('one holder at a time; renewed by its holder; taken over when it runs out or is given up', async () => {
    const a = createLease(database.db, 'test.one', 60_000, 'instance-a');
    const b = createLease(database.db, 'test.one', 60_000, 'instance-b');
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    await a.release();
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);

    const short = createLease(database.db, 'test.short', 200, 'instance-a');
    const other = createLease(database.db, 'test.short', 200, 'instance-b');
    expect(await short.acquire()).toBe(true);
    expect(await other.acquire()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await other.acquire()).toBe(true);
    // Leases of other work are independent.
    expect(await createLease(database.db, 'test.third', 60_000, 'instance-a').acquire()).toBe(true);
  });

  it('of two instances running the same interval job with a lease, only the holder runs rounds', async () => {
    const rounds = { a: 0, b: 0 };
    const job = (holder: 'a' | 'b') =>
      startIntervalJob({
        run: async () => {
          rounds[holder] += 1;
        },
        intervalMs: 20,
        runAtStart: true,
        lease: createLease(database.db, 'test.job', 60_000, `instance-${holder}`),
        onResult: () => undefined,
        onError: (error) => {
          throw error;
        },
      });
    const a = job('a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const b = job('b');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rounds.a).toBeGreaterThan(1);
    expect(rounds.b).toBe(0);
    // The holder stops cleanly and gives the lease up: the other instance takes the work over.
    await a.stop();
    const before = rounds.a;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await b.stop();
    expect(rounds.a).toBe(before);
    expect(rounds.b).toBeGreaterThan(0);
  });
});
