import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client.ts';
import { createJobQueue } from '../jobs/queue.ts';

/**
 * Integration tests migrate once per run, not once per database (ADR 0018). The integration project's
 * global setup prepares a migrated PGlite snapshot and, with TEST_DATABASE_URL, a migrated PostgreSQL
 * template database, and names them in these variables; `createTestDatabase` then loads the snapshot or
 * clones the template. Without them (a bench script, a run outside vitest) it migrates as before.
 */
export const PGLITE_SNAPSHOT_ENV = 'KIOSK_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'KIOSK_TEST_POSTGRES_TEMPLATE';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Kept between runs: the snapshot is rebuilt only when a migration or PGlite changes. */
const SNAPSHOT_DIR = path.join(ROOT, 'node_modules/.cache/kiosk-test');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A package's version (package.json is not always exported; it sits above the resolved entry point). */
async function packageVersion(name: string, folder: string): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (path.basename(dir) !== folder && dir !== path.dirname(dir)) dir = path.dirname(dir);
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * pg-boss installs its schema (and migrates it) at the server's start when the database lacks it — on
 * every test database, a second or more each on PGlite. The snapshot and the template hold it already,
 * installed by the server's own job queue, so a test server's start finds it current.
 */
async function installJobQueueSchema(database: Database): Promise<void> {
  const queue = createJobQueue(database, pino({ level: 'silent' }));
  await queue.start();
  await queue.stop();
}

/** Changes whenever a migration file, the PGlite version or the pg-boss version (its schema) does. */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`pglite ${await packageVersion('@electric-sql/pglite', 'pglite')}\n`);
  hash.update(`pg-boss ${await packageVersion('pg-boss', 'pg-boss')}\n`);
  for (const file of await filesUnder(MIGRATIONS_DIR)) {
    hash.update(path.relative(MIGRATIONS_DIR, file));
    hash.update(await fs.readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of a migrated PGlite data directory dump (pg-boss's schema too), made if this set of migrations has none yet. */
export async function preparePgliteSnapshot(): Promise<string> {
  const key = await migrationsKey();
  const file = path.join(SNAPSHOT_DIR, `pglite-${key}.tar`);
  try {
    await fs.access(file);
    return file;
  } catch {
    // not made yet
  }
  const database = await openDatabase({});
  try {
    await installJobQueueSchema(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await fs.mkdir(SNAPSHOT_DIR, { recursive: true });
    // Written aside and renamed: a run started meanwhile never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
  } finally {
    await database.close();
  }
  for (const old of await fs.readdir(SNAPSHOT_DIR)) {
    if (old.startsWith('pglite-') && old.endsWith('.tar') && old !== path.basename(file)) {
      await fs.rm(path.join(SNAPSHOT_DIR, old), { force: true });
    }
  }
  return file;
}

export async function loadPgliteSnapshot(file: string): Promise<Blob> {
  return new Blob([await fs.readFile(file)]);
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, migrated PostgreSQL database for this run (pg-boss's schema too); dropped by the returned function. */
export async function preparePostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `kiosk_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    try {
      await installJobQueueSchema(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/**
 * CREATE DATABASE … TEMPLATE: a file copy of the migrated database, far quicker than migrating. It fails
 * while anyone is connected to the template; the setup's own connections may take a moment to close.
 */
export async function cloneDatabase(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
