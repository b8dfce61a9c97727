import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { preparedRows } from './prepared.ts';

describe.each(testDatabaseKinds())('preparedRows (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  const doubled = (value: number) => sql`SELECT ${value}::int * 2 AS n, ${`x${value}`}::text AS label`;

  it('answers each run with its own parameters, the same text prepared once per connection', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const rows = [];
      for (const value of [1, 2, 3])
        rows.push(...(await preparedRows<{ n: number; label: string }>(tx, doubled(value))));
      const statements =
        kind === 'postgres'
          ? await preparedRows<{ name: string }>(
              tx,
              sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int * 2%'`,
            )
          : [];
      return { rows, statements };
    });
    expect(answers.rows).toEqual([
      { n: 2, label: 'x1' },
      { n: 4, label: 'x2' },
      { n: 6, label: 'x3' },
    ]);
    // PostgreSQL holds one named statement for the three runs; PGlite has no named statements.
    if (kind === 'postgres') expect(answers.statements.map((row) => row.name)).toEqual([expect.stringMatching(/^r_/)]);
  });

  it('keeps statements of different texts apart, and a failing run leaves the statement usable', async () => {
    const other = sql`SELECT ${5}::int + 1 AS n`;
    expect(await preparedRows(database.db, other)).toEqual([{ n: 6 }]);
    await expect(preparedRows(database.db, sql`SELECT 1 / ${0}::int AS n`)).rejects.toHaveProperty(
      'cause.code',
      '22012',
    ); // division by zero
    await expect(preparedRows(database.db, sql`SELECT 1 / ${0}::int AS n`)).rejects.toHaveProperty(
      'cause.code',
      '22012',
    ); // division by zero
    expect(await preparedRows(database.db, doubled(7))).toEqual([{ n: 14, label: 'x7' }]);
  });
});
