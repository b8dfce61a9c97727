import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pgliteLockFile } from '../db/client.ts';

/**
 * Backup and restore of a console's data (docs/operations.md "Backups"): the database and the stored
 * files (`DATA_DIR/files`). A backup is a folder:
 *
 *   manifest.json   what it holds (database kind, when, file count)
 *   database.dump   PostgreSQL: `pg_dump --format=custom` (one consistent snapshot, taken online)
 *   db.tar          PGlite: the data folder `DATA_DIR/db`, copied while no server runs on it
 *   files.tar       `DATA_DIR/files`, archived after the database (a row's file is always in it)
 *
 * A running PGlite cannot be copied consistently from outside its process (its pages live in the
 * server's memory until a checkpoint), so a PGlite backup refuses while a server holds the data folder.
 */

const execFileAsync = promisify(execFile);

/** Runs a tool (pg_dump, pg_restore, tar); a failure says which one and what it printed. */
async function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  try {
    await execFileAsync(command, args, options);
  } catch (error) {
    const { code, stderr } = error as { code?: number | string; stderr?: string };
    const why = code === 'ENOENT' ? `${command} is not installed (or not on PATH)` : (stderr ?? '').trim();
    throw new BackupError(`${command} failed: ${why || String(error)}`);
  }
}
export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const FORMAT = 'kiosk-console-backup';

export interface DataLocation {
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** DATABASE_URL; absent = the embedded PGlite in DATA_DIR/db. */
  databaseUrl?: string | undefined;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  database: 'postgres' | 'pglite';
  createdAt: string;
  files: number;
}

/** The process id of a live server holding the PGlite folder, if any (a stale file is ignored). */
export async function pgliteHolder(pgliteDir: string): Promise<number | undefined> {
  const text = await fs.readFile(pgliteLockFile(pgliteDir), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

async function assertPgliteStopped(dataDir: string): Promise<void> {
  const pid = await pgliteHolder(path.join(dataDir, 'db'));
  if (pid !== undefined) {
    throw new BackupError(
      `a server (process ${pid}) is running on ${dataDir}; stop it, run this again, then start it (a running PGlite cannot be copied consistently)`,
    );
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** libpq tools get the password through the environment, so it never shows in the process list. */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function countFiles(dir: string): Promise<number> {
  if (!(await exists(dir))) return 0;
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Archives `DATA_DIR/<folder>` into `archive` (an empty archive when the folder does not exist). */
async function tarFolder(dataDir: string, folder: string, archive: string): Promise<void> {
  if (await exists(path.join(dataDir, folder))) await run('tar', ['-C', dataDir, '-cf', archive, folder]);
  else await run('tar', ['-cf', archive, '--files-from', '/dev/null']);
}

/** Takes a backup of `source` into `target` (a new or empty folder). */
export async function backup(source: DataLocation, target: string): Promise<BackupManifest> {
  if (!(await isEmptyDir(target))) throw new BackupError(`${target} is not empty; back up into a new folder`);
  const kind = source.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    if (!(await exists(path.join(source.dataDir, 'db')))) {
      throw new BackupError(`no PGlite database in ${path.join(source.dataDir, 'db')} (is DATA_DIR right?)`);
    }
    await assertPgliteStopped(source.dataDir);
  }
  await fs.mkdir(target, { recursive: true });
  try {
    if (source.databaseUrl) {
      const { dbname, env } = pgConnection(source.databaseUrl);
      await run('pg_dump', ['--format=custom', '--file', path.join(target, 'database.dump'), '--dbname', dbname], {
        env,
      });
    } else {
      await tarFolder(source.dataDir, 'db', path.join(target, 'db.tar'));
    }
    // After the database: every file a dumped row names was stored before its row was written.
    await tarFolder(source.dataDir, 'files', path.join(target, 'files.tar'));
    const manifest: BackupManifest = {
      format: FORMAT,
      version: 1,
      database: kind,
      createdAt: new Date().toISOString(),
      files: await countFiles(path.join(source.dataDir, 'files')),
    };
    await fs.writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function readManifest(from: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(from, MANIFEST), 'utf8').catch(() => undefined);
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : undefined;
  if (manifest?.format !== FORMAT || manifest.version !== 1) {
    throw new BackupError(`${from} is not a Kiosk Console backup (no ${MANIFEST})`);
  }
  return manifest as BackupManifest;
}

/** Tables, views and sequences outside the system schemas: none in a fresh database. */
async function databaseObjects(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND c.relkind IN ('r', 'p', 'v', 'S')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Empties a database: drops every schema but the system's (the console's, the migrations' journal, the
 * job queue's) and leaves an empty `public`, as a new database has. pg_restore's own `--clean` cannot do
 * it: it drops object by object and stops at the job queue's partitions' inherited constraints.
 */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemas = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
    );
    await client.query('BEGIN');
    for (const { name } of schemas.rows) await client.query(`DROP SCHEMA ${client.escapeIdentifier(name)} CASCADE`);
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /** PostgreSQL: empty a database that is not empty (drop its schemas) before restoring into it. */
  clean?: boolean;
}

/**
 * Restores the backup in `from` into `target`: a fresh data folder (PGlite: no `db`; both: no files in
 * `files`) and, with DATABASE_URL, an empty database (or any, with `clean`). Start the server afterwards:
 * it applies the migrations the backup lacks.
 */
export async function restore(
  from: string,
  target: DataLocation,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== wanted) {
    throw new BackupError(
      manifest.database === 'postgres'
        ? 'this backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into'
        : 'this backup is of an embedded PGlite database: unset DATABASE_URL and set DATA_DIR to a fresh folder',
    );
  }
  const filesDir = path.join(target.dataDir, 'files');
  if (!(await isEmptyDir(filesDir))) throw new BackupError(`${filesDir} is not empty; restore into a fresh DATA_DIR`);
  if (target.databaseUrl) {
    if (!options.clean && (await databaseObjects(target.databaseUrl)) > 0) {
      throw new BackupError('the database is not empty; restore into a new database, or pass --clean to replace it');
    }
  } else {
    const dbDir = path.join(target.dataDir, 'db');
    await assertPgliteStopped(target.dataDir);
    if (!(await isEmptyDir(dbDir))) throw new BackupError(`${dbDir} exists; restore into a fresh DATA_DIR`);
  }

  await fs.mkdir(target.dataDir, { recursive: true });
  if (target.databaseUrl) {
    if (options.clean) await emptyDatabase(target.databaseUrl);
    const { dbname, env } = pgConnection(target.databaseUrl);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        dbname,
        path.join(from, 'database.dump'),
      ],
      { env },
    );
  } else {
    await run('tar', ['-C', target.dataDir, '-xf', path.join(from, 'db.tar')]);
  }
  await run('tar', ['-C', target.dataDir, '-xf', path.join(from, 'files.tar')]);
  return manifest;
}
