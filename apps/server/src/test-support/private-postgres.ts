import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './app.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary directory, on a free port of
 * 127.0.0.1): fault tests stop, restart and crash it. The machine's shared cluster is never touched.
 * As root the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  readonly url: string;
  readonly port: number;
  /** Stops the server: `fast` (clients are told, transactions roll back) or `immediate` (a crash). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again (after `immediate`, with crash recovery); resolves when it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl restart` in one step. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes its directory. */
  dispose(): Promise<void>;
}

/** The directory holding initdb and pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/<version>/bin. */
async function findBinaries(): Promise<string | undefined> {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  versions.sort((a, b) => Number(b) - Number(a));
  candidates.push(...versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin')));
  for (const dir of candidates) {
    const found = await Promise.all(
      ['initdb', 'pg_ctl'].map((name) =>
        fs.access(path.join(dir, name), fs.constants.X_OK).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (found.every(Boolean)) return dir;
  }
  return undefined;
}

/**
 * The PostgreSQL binaries' directory. Required in CI (throws); elsewhere undefined with one line saying
 * why, and the calling file skips its tests.
 */
export async function privatePostgresBinaries(what: string): Promise<string | undefined> {
  const dir = await findBinaries();
  if (!dir && process.env.CI) {
    throw new Error(`${what}: PostgreSQL server binaries (initdb, pg_ctl) are required in CI and were not found`);
  }
  if (!dir) console.warn(`${what} skipped: no PostgreSQL server binaries (set PG_BINDIR or install postgresql)`);
  return dir;
}

/** Creates and starts a cluster of the test's own. Throws (with the server's log) when it cannot. */
export async function startPrivatePostgres(bindir: string): Promise<PrivatePostgres> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-pg-'));
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? await postgresUser() : undefined;
  if (ids) await fs.chown(root, ids.uid, ids.gid);

  async function pg(binary: string, args: string[]): Promise<void> {
    const file = path.join(bindir, binary);
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    try {
      await run(command, commandArgs, { cwd: root, timeout: 120_000 });
    } catch (error) {
      const serverLog = await fs.readFile(log, 'utf8').catch(() => '');
      throw new Error(`${binary} ${args.join(' ')} failed: ${(error as Error).message}\n${serverLog.slice(-4000)}`, {
        cause: error,
      });
    }
  }

  // Durability settings are off: a crash of the server process (immediate) loses nothing committed
  // without fsync; only an operating-system crash would.
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  const start = () => pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '90', 'start']);

  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }

  let disposed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode) => pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '90', 'stop']),
    start,
    restart: (mode) => pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-m', mode, '-w', '-t', '90', 'restart']),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
