import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { applyFunctionsTo, FUNCTIONS_DIR } from './client.ts';
import { readFunctionsFiles } from './functions.ts';

const PROBE = 'functions_probe.sql';
const probe = (answer: number) => ({
  name: PROBE,
  text: `CREATE OR REPLACE FUNCTION functions_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`,
});

describe.each(testDatabaseKinds())('database functions, one home each (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  const answer = async () =>
    (await database.query<{ answer: number }>('SELECT functions_probe() AS answer'))[0]?.answer;

  it('defines every function of the schema in exactly one file of drizzle/functions', async () => {
    const files = await readFunctionsFiles(FUNCTIONS_DIR);
    const homes = new Map<string, string[]>();
    for (const file of files)
      for (const match of file.text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g))
        homes.set(match[1]!, [...(homes.get(match[1]!) ?? []), file.name]);
    const rows = await database.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
        AND p.proname <> 'functions_probe' ORDER BY 1`,
    );
    const inSchema = rows.map((row) => row.name);
    expect(inSchema.length).toBeGreaterThan(30);
    expect([...homes.keys()].sort()).toEqual(inSchema);
    expect([...homes].filter(([, where]) => where.length > 1)).toEqual([]);
    // Opening the database applied them all; nothing is left to apply.
    expect(await applyFunctionsTo(database)).toEqual([]);
  });

  it('applies a file when its text changed, and only then', async () => {
    expect(await applyFunctionsTo(database, [probe(1)])).toEqual([PROBE]);
    expect(await answer()).toBe(1);
    expect(await applyFunctionsTo(database, [probe(1)])).toEqual([]);
    expect(await applyFunctionsTo(database, [probe(2)])).toEqual([PROBE]);
    expect(await answer()).toBe(2);
  });

  it('a file that fails changes nothing and names itself', async () => {
    const broken = { name: 'broken.sql', text: 'CREATE OR REPLACE FUNCTION functions_probe() RETURNS integer AS' };
    await expect(applyFunctionsTo(database, [probe(3), broken])).rejects.toThrow(/database functions broken\.sql/);
    expect(await answer()).toBe(2);
    const recorded = await database.query<{ file: string }>('SELECT file FROM drizzle.__functions ORDER BY file');
    expect(recorded.map((row) => row.file)).not.toContain('broken.sql');
    expect(await applyFunctionsTo(database, [probe(3)])).toEqual([PROBE]);
  });

  it.runIf(kind === 'postgres')('instances starting at once apply a change once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => applyFunctionsTo(database, [probe(4)])));
    expect(results.flat()).toEqual([PROBE]);
    expect(await answer()).toBe(4);
  });
});
