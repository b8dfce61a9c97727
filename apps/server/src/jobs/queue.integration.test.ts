import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { currentTransaction, runUnitOfWork } from '../db/unit-of-work.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { defineTopic } from './topic.ts';

const logger = pino({ level: 'silent' });

/** Polls until the condition holds (generous timeout for a loaded machine). */
async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Reading {
  kioskId: string;
  at: Date;
}
const READINGS = defineTopic<Reading>('test.readings', {
  encode: (readings) => readings,
  decode: (stored) =>
    (stored as { kioskId: string; at: string }[]).map((reading) => ({
      kioskId: reading.kioskId,
      at: new Date(reading.at),
    })),
});

/** The one way to run background work (ADR 0014), on both databases. */
describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let database: TestDatabase;
  const started: JobQueue[] = [];
  /** A server process's queue on the shared database. */
  async function instance(setup: (queue: JobQueue) => void = () => undefined): Promise<JobQueue> {
    // A job left running is failed after a second, and its retry comes due within seconds and is picked up
    // at once (production: 5 s, then 5–10 s, then up to 30 s).
    const queue = createJobQueue(database, logger, {
      stopGraceSeconds: 1,
      eventRetryDelaySeconds: 1,
      eventPollWhileNotifiedSeconds: 2,
    });
    setup(queue);
    await queue.start();
    started.push(queue);
    return queue;
  }
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of started) await queue.stop();
    await database.dispose();
  });

  it('a fact committed with its transaction is handled after the process that published it stopped without handling it', async () => {
    // Process A publishes, and dies before its handler finished (the handler never returns).
    let seenByA = 0;
    const a = await instance((queue) =>
      queue.subscribe(READINGS, 'engine', async () => {
        seenByA += 1;
        await new Promise(() => undefined);
      }),
    );
    const at = new Date('2026-11-28T08:00:00.000Z');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await a.publish(READINGS, [{ kioskId: 'k-1', at }], tx as unknown as Db);
    });
    // A publication whose transaction rolls back is never handed out.
    await expect(
      database.db.transaction(async (tx) => {
        await a.publish(READINGS, [{ kioskId: 'k-rolled-back', at }], tx as unknown as Db);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await a.stop();

    // Process B starts with the same subscriber: it gets the committed fact, with its date.
    const got: Reading[] = [];
    await instance((queue) =>
      queue.subscribe(READINGS, 'engine', async (readings) => {
        got.push(...readings);
      }),
    );
    await until(() => got.length >= 1, 90_000);
    await pause(500);
    expect(got).toEqual([{ kioskId: 'k-1', at }]);
    expect(seenByA).toBeLessThanOrEqual(1);
  }, 120_000);

  it('each subscriber gets its own copy; a filter chooses what reaches it; settled waits for the handler', async () => {
    const all: string[] = [];
    const some: string[] = [];
    const queue = await instance((q) => {
      q.subscribe(defineTopic<{ id: string }>('test.copies'), 'all', async (events) => {
        await pause(100);
        all.push(...events.map((event) => event.id));
      });
      q.subscribe(
        defineTopic<{ id: string }>('test.copies'),
        'some',
        async (events) => {
          some.push(...events.map((event) => event.id));
        },
        { filter: (event) => event.id !== 'b' },
      );
    });
    await queue.publish(defineTopic<{ id: string }>('test.copies'), [{ id: 'a' }, { id: 'b' }]);
    await queue.settled('all');
    expect(all).toEqual(['a', 'b']);
    await queue.settled('some');
    expect(some).toEqual(['a']);
  });

  it('a subscriber may handle events in the publishing unit of work: no job, its `after` once committed; should it fail, only its own writes roll back and a job takes the events', async () => {
    await database.db.execute(sql`CREATE TABLE IF NOT EXISTS test_in_tx (id text PRIMARY KEY)`);
    const topic = defineTopic<{ id: string }>('test.in-tx');
    const byJob: string[] = [];
    const after: string[] = [];
    const queue = await instance((q) =>
      q.subscribe(
        topic,
        'state',
        async (events) => {
          byJob.push(...events.map((event) => event.id));
        },
        {
          inTransaction: async (events, tx) => {
            for (const { id } of events) await tx.execute(sql`INSERT INTO test_in_tx (id) VALUES (${id})`);
            if (events.some((event) => event.id.startsWith('fail'))) throw new Error('rule failed');
            return { after: () => void after.push(...events.map((event) => event.id)) };
          },
        },
      ),
    );
    const stored = async () =>
      (await database.query<{ id: string }>('SELECT id FROM test_in_tx ORDER BY id')).map((row) => row.id);

    // In a unit: handled in its transaction, `after` once it committed.
    let beforeCommit: string[] = ['not reached'];
    await runUnitOfWork(database.db, async () => {
      const tx = currentTransaction() as Db;
      await queue.publish(topic, [{ id: 'a' }], tx);
      beforeCommit = [...after];
      await tx.execute(sql`INSERT INTO test_in_tx (id) VALUES ('publisher')`);
    });
    expect(beforeCommit).toEqual([]);
    expect(after).toEqual(['a']);
    expect(await stored()).toEqual(['a', 'publisher']);

    // A unit that rolls back takes the subscriber's writes with it; its `after` never runs.
    await expect(
      runUnitOfWork(database.db, async () => {
        await queue.publish(topic, [{ id: 'b' }], currentTransaction() as Db);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored()).toEqual(['a', 'publisher']);

    // A failing handling: its savepoint rolls back, the publisher's writes commit, a job hands the events on.
    await runUnitOfWork(database.db, async () => {
      const tx = currentTransaction() as Db;
      await tx.execute(sql`INSERT INTO test_in_tx (id) VALUES ('publisher-2')`);
      await queue.publish(topic, [{ id: 'fail-c' }], tx);
    });
    expect(await stored()).toEqual(['a', 'publisher', 'publisher-2']);
    await queue.settled('state');
    expect(byJob).toEqual(['fail-c']);

    // A plain transaction (not a unit: nothing would run an `after`): a job, as without the option.
    await database.db.transaction((tx) => queue.publish(topic, [{ id: 'd' }], tx as unknown as Db));
    await queue.settled('state');
    expect(byJob).toEqual(['fail-c', 'd']);
    expect(after).toEqual(['a']);
    expect(await stored()).toEqual(['a', 'publisher', 'publisher-2']);
  });

  it('periodic work: one round at a time across instances, on after a failed round, taken over when its instance stops', async () => {
    const rounds = { a: 0, b: 0 };
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const failures: unknown[] = [];
    const periodic = (holder: 'a' | 'b') => async (queue: JobQueue) =>
      queue.every(
        'test.round',
        200,
        async () => {
          rounds[holder] += 1;
          inFlight += 1;
          most = Math.max(most, inFlight);
          try {
            const total = rounds.a + rounds.b;
            // The first round is slow: rounds due meanwhile must not start, here or in the other instance.
            if (total === 1) await new Promise<void>((resolve) => (release = resolve));
            if (total === 2) throw new Error('database away');
          } finally {
            inFlight -= 1;
          }
        },
        { runAtStart: true, onError: (error) => failures.push(error) },
      );
    const a = await instance();
    await periodic('a')(a);
    const b = await instance();
    await periodic('b')(b);
    await until(() => rounds.a + rounds.b === 1);
    await pause(1_500);
    expect(rounds.a + rounds.b).toBe(1);
    release();
    await until(() => rounds.a + rounds.b >= 4);
    expect(failures).toEqual([expect.objectContaining({ message: 'database away' })]);
    expect(most).toBe(1);

    // One instance stops (waiting for its round in flight): the other carries on alone.
    await a.stop();
    const afterStop = { ...rounds };
    await until(() => rounds.b >= afterStop.b + 2);
    expect(rounds.a).toBe(afterStop.a);
    expect(most).toBe(1);
  }, 60_000);

  it('periodic work asked to run at start runs at a restart, although the last round queued the next for later', async () => {
    let rounds = 0;
    const periodic = (queue: JobQueue) =>
      queue.every(
        'test.restart',
        120_000,
        async () => {
          rounds += 1;
        },
        { runAtStart: true, onError: () => undefined },
      );
    const first = await instance();
    await periodic(first);
    await until(() => rounds === 1);
    await first.stop();
    // The next round is queued two minutes ahead; the restarted instance runs one now all the same.
    const again = await instance();
    await periodic(again);
    await until(() => rounds === 2, 20_000);
    await pause(1_000);
    expect(rounds).toBe(2);
  }, 60_000);
});
