import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';

const kinds = testDatabaseKinds().filter((kind) => kind === 'postgres');

describe.runIf(kinds.length > 0)('audit triggers attached by instances starting at once (postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it('attaches each new table once, whatever the number of callers at the same moment', async () => {
    await database.query('SELECT audit_attach_all()'); // the tables of migrations after the last attach
    const tables = Array.from({ length: 6 }, (_, index) => `audit_attach_probe_${index}`);
    for (const table of tables) await database.query(`CREATE TABLE ${table} (id uuid PRIMARY KEY, org_id uuid)`);
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      }),
    );
    try {
      const results = await Promise.all(
        clients.map((client) => client.query<{ attached: number }>('SELECT audit_attach_all() AS attached')),
      );
      expect(results.reduce((sum, result) => sum + Number(result.rows[0]?.attached), 0)).toBe(tables.length);
      const triggers = await database.query<{ table: string }>(
        `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE t.tgname = 'audit_row_change' AND c.relname LIKE 'audit_attach_probe_%' ORDER BY 1`,
      );
      expect(triggers.map((row) => row.table)).toEqual(tables);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});
