import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import {
  cloneDatabase,
  databaseUrl,
  loadPgliteSnapshot,
  PGLITE_SNAPSHOT_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './database-template.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases integration tests run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
 * In CI (CI=true) a missing TEST_DATABASE_URL is an error, never a silent skip.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true')
    throw new Error('CI must set TEST_DATABASE_URL so integration tests also run on PostgreSQL');
  return ['pglite'];
}

export interface TestDatabase extends Database {
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose(): Promise<void>;
  url?: string;
}

/**
 * A fresh, migrated database of the given kind: an in-memory PGlite, or a new PostgreSQL database. In an
 * integration run it starts from the run's migrated snapshot or template (database-template.ts).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    const database = await openDatabase(snapshot ? { snapshot: await loadPgliteSnapshot(snapshot) } : {});
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kiosk_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (template) await cloneDatabase(adminUrl, name, template);
  else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async dispose() {
      // pool.end() resolves before the sockets are closed; DROP … WITH (FORCE) may then kill a closing
      // connection, which would surface as an unhandled pool error.
      database.pool?.on('error', () => undefined);
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
