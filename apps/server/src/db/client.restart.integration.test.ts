import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import {
  privatePostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../test-support/private-postgres.ts';

/**
 * The database client through restarts of a PostgreSQL cluster of the test's own: the pool survives its
 * connections being ended (no unhandled 'error' event), a query while the database is down fails as
 * "unavailable", and LISTEN is taken up again (with `onResync`) once it is back. The whole server
 * through restarts under load is db-restart.integration.test.ts.
 */
const bindir = await privatePostgresBinaries('database client restart test');
const WAIT = { timeout: 30_000, interval: 100 };

describe.skipIf(!bindir)('the PostgreSQL client through database restarts', () => {
  let cluster: PrivatePostgres;
  let database: Database;
  const warnings: string[] = [];

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bindir as string);
    database = await openDatabase({
      url: cluster.url,
      logger: { warn: (_o, message) => warnings.push(message), info: () => undefined },
    });
  });
  afterAll(async () => {
    await database?.close();
    await cluster?.dispose();
  });

  it.each(['fast', 'immediate'] as const)(
    'survives a %s stop: queries fail as unavailable while it is down, work after, LISTEN resumes',
    async (mode) => {
      const received: string[] = [];
      let resyncs = 0;
      const unlisten = await database.listen(
        'restart_probe',
        (payload) => received.push(payload),
        () => (resyncs += 1),
      );
      // Connections in the pool (idle, and one lent out in a transaction when the server goes).
      await Promise.all([1, 2, 3].map(() => database.query('SELECT pg_sleep(0.05)')));
      let lent: Promise<unknown> | undefined;
      const inTransaction = database.db.transaction(async (tx) => {
        await tx.execute('SELECT 1');
        lent = cluster.stop(mode);
        await lent;
        await tx.execute('SELECT 2');
      });

      await expect(inTransaction).rejects.toSatisfy(isDatabaseUnavailable);
      const down = await database.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(down)).toBe(true);

      await cluster.start();
      await vi.waitFor(
        async () => expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]),
        WAIT,
      );
      await vi.waitFor(() => expect(resyncs).toBe(1), WAIT);
      await database.notify('restart_probe', `after ${mode}`);
      await vi.waitFor(() => expect(received).toEqual([`after ${mode}`]), WAIT);
      await unlisten();
      // The connections the stop ended were reported, not thrown.
      expect(warnings.length).toBeGreaterThan(0);
    },
  );
});
