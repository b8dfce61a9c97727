/**
 * What the device-ingest benches (ingest.ts, ingest-engine.ts) share: the command line
 * `[kiosks] [seconds] [window]`, the server's environment, a fleet of kiosks with device credentials,
 * and the load generator (ingest-load.ts) run as a child process.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BuiltApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createOrganizationsRepository } from '../apps/server/src/modules/organizations/organizations.repository.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';
import { TEST_SECRETS_KEY } from '../apps/server/src/test-support/app.ts';
import type { IngestLoadRequest, IngestLoadResult } from './ingest-load.ts';

export type Kiosks = IngestLoadRequest['kiosks'];

const ADMIN = { email: 'root@bench.kiosk.local', password: 'root-password-1' };

/** The command line `[kiosks] [seconds] [window]`, each with its default. */
export function ingestArgs(defaults: { kiosks: number; seconds: number; window: number }) {
  return {
    kioskCount: Number(process.argv[2] ?? defaults.kiosks),
    seconds: Number(process.argv[3] ?? defaults.seconds),
    window: Number(process.argv[4] ?? defaults.window),
  };
}

/** The server's environment in the benches (a config still wants PORT, DATA_DIR and the engine's). */
export const benchEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_DATA: 'false',
  DEMO_FLEET: 'false',
  // Production with DATABASE_URL needs the sealing key (ADR 0020); a fixed one for the bench.
  SECRETS_KEY: TEST_SECRETS_KEY,
};

/** A fresh DATA_DIR. */
export const benchDataDir = () => `/tmp/kiosk-bench-${randomBytes(4).toString('hex')}`;

/** Runs the load generator (ingest-load.ts, a child process) and answers what it reports. */
export async function runLoad(
  request: Omit<IngestLoadRequest, 'durationMs' | 'window'>,
  options: { seconds: number; window: number },
): Promise<IngestLoadResult> {
  const child = fork(new URL('./ingest-load.ts', import.meta.url), { stdio: 'inherit', execArgv: [] });
  await once(child, 'message');
  const result = once(child, 'message');
  child.send({ ...request, durationMs: options.seconds * 1000, window: options.window } satisfies IngestLoadRequest);
  const [answer] = (await result) as [IngestLoadResult];
  await once(child, 'exit');
  return answer;
}

/** The root user's viewer and a new organization `Bench Fleet` on a server built with `benchEnv`. */
export async function benchOrganization(built: BuiltApp, database: Database) {
  const rootRow = await createUsersRepository(database.db).findByEmail(ADMIN.email);
  if (!rootRow) throw new Error('root user missing');
  const root = await built.services.users.viewerForUser(rootRow.id);
  const org = await createOrganizationsRepository(database.db).insert({ name: 'Bench Fleet', slug: 'bench-fleet' });
  return { root, orgId: org.id };
}

/** `count` kiosks (named by `label(n)`) with their device credentials and ids. */
export async function createBenchKiosks(
  built: BuiltApp,
  { root, orgId }: Awaited<ReturnType<typeof benchOrganization>>,
  count: number,
  label: (n: number) => { name: string; serialNumber: string },
): Promise<{ kiosks: Kiosks; ids: string[] }> {
  const fleet: { kiosks: Kiosks; ids: string[] } = { kiosks: [], ids: [] };
  for (let n = 0; n < count; n += 1) {
    const row = await built.services.kiosks.create(root, { ...label(n), orgId });
    const credentials = await built.services.kiosks.device.issueCredentials(root, row.id);
    fleet.kiosks.push({ username: credentials.username, password: credentials.password });
    fleet.ids.push(row.id);
  }
  return fleet;
}

/**
 * The stored-once check of the benches: what `rows` (the stored keys) hold beyond or short of `acked`
 * (the acknowledged keys) — missing, duplicated or never acknowledged; undefined when exactly once.
 */
export function storedOnceProblem(
  what: string,
  rows: readonly { key: string }[],
  acked: { has(key: string): boolean; size: number },
): string | undefined {
  const seen = new Set<string>();
  let duplicates = 0;
  let unacked = 0;
  for (const { key } of rows) {
    if (seen.has(key)) duplicates += 1;
    seen.add(key);
    if (!acked.has(key)) unacked += 1;
  }
  const missing = acked.size - (seen.size - unacked);
  return duplicates || missing || unacked
    ? `${what}: ${missing} missing, ${duplicates} duplicated, ${unacked} not acknowledged`
    : undefined;
}

/**
 * CPU time spent during a run: this process's (the server, and PGlite when it is the database) and, when
 * PostgreSQL runs on this machine, its backends serving the bench's database (read from /proc by the pids
 * pg_stat_activity names; a backend that exits during the run is missed). `stop()` answers microseconds of
 * each; `postgres` is undefined when the backends' /proc entries cannot be read. A figure per message that
 * the machine's noise moves far less than msg/s.
 */
export async function cpuMeter(database: Database) {
  /** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on Linux. */
  const ticks = 100;
  const backendsCpu = async (): Promise<Map<number, number> | undefined> => {
    if (database.kind !== 'postgres') return undefined;
    const rows = await database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
        times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticks);
      } catch {
        return undefined;
      }
    }
    return times;
  };
  const server = process.cpuUsage();
  const before = await backendsCpu();
  return {
    async stop(): Promise<{ server: number; postgres?: number }> {
      const used = process.cpuUsage(server);
      const after = await backendsCpu();
      const postgres =
        before && after ? [...after].reduce((sum, [pid, us]) => sum + us - (before.get(pid) ?? 0), 0) : undefined;
      return { server: used.user + used.system, postgres };
    },
  };
}
