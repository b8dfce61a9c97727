/**
 * Device ingest end to end: how many QoS 1 messages per second `kiosks` simulated kiosks get
 * acknowledged by (a) a bare Aedes broker (same version, same TCP transport, no authentication, no
 * authorizePublish work: the broker's own cost) and (b) the console's embedded gateway, which sends a
 * PUBACK only after the message's batch has committed (the whole server: buildApp with its real
 * gateway on an ephemeral MQTT_PORT). Prints both rates and their ratio (gateway ÷ broker-only), and
 * checks afterwards that the database holds every acknowledged message exactly once.
 *
 *   npm run ingest -w @kiosk/bench -- [kiosks=500] [seconds=15] [window=4]
 *
 * The load (one mqtt.js client per kiosk, MQTT 3.1.1, the kiosk's own credentials, a kiosk's message
 * mix: telemetry, session.opened, door open/closed, session.closed, payment; at most `window` PUBACKs
 * awaited per client) comes from a child process (ingest-load.ts). PGlite in memory always; PostgreSQL
 * too when TEST_DATABASE_URL is set (a fresh database, dropped afterwards). BENCH_STATEMENTS=1 prints
 * PGlite's execution time per statement (on PostgreSQL: the statements the process sent, with their
 * parameters' size and the time until each answered). BENCH_DATABASE=pglite or
 * postgres runs one. Asserts nothing.
 */
import net from 'node:net';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { Aedes } from 'aedes';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { freePort } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase, type DatabaseKind } from '../apps/server/src/test-support/database.ts';
import {
  benchDataDir,
  benchEnv,
  benchOrganization,
  cpuMeter,
  createBenchKiosks,
  ingestArgs,
  runLoad,
  storedOnceProblem,
} from './ingest-common.ts';
import type { IngestLoadRequest, IngestLoadResult } from './ingest-load.ts';

const { kioskCount, seconds, window } = ingestArgs({ kiosks: 500, seconds: 15, window: 4 });

function kinds(): DatabaseKind[] {
  const only = process.env.BENCH_DATABASE;
  if (only === 'pglite' || only === 'postgres') return [only];
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Runs the load generator against `url` and answers what it reports. */
const load = (request: Omit<IngestLoadRequest, 'durationMs' | 'window'>) => runLoad(request, { seconds, window });

/** (a) A bare Aedes broker on TCP: anyone may connect and publish. */
async function brokerOnly(kiosks: IngestLoadRequest['kiosks']): Promise<IngestLoadResult> {
  const broker = await Aedes.createBroker();
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    broker.handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await load({ url: `mqtt://127.0.0.1:${port}`, kiosks, record: false });
  } finally {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * BENCH_STATEMENTS=1 (PGlite): the time PGlite spent executing, per statement text (its first 90
 * characters), over the gateway run. PGlite runs each protocol message synchronously in the server's
 * thread, so timing `execProtocolRawSync` is exact; a message that starts a statement (Parse or Query)
 * names it, the messages after it (Bind, Execute, Sync) count towards it.
 */
function timeStatements(database: object) {
  type Raw = { execProtocolRawSync: (message: Uint8Array) => Uint8Array };
  const pglite = (database as { pglite?: Raw }).pglite;
  const times = new Map<string, { ms: number; count: number }>();
  if (!pglite) return undefined;
  const exec = pglite.execProtocolRawSync.bind(pglite);
  let current = '?';
  pglite.execProtocolRawSync = (message) => {
    const starts = message[0] === 0x50 || message[0] === 0x51; // 'P'arse (name, then text) or 'Q'uery (text)
    if (starts) {
      let from = 5;
      if (message[0] === 0x50) from = message.indexOf(0, from) + 1;
      const to = message.indexOf(0, from);
      current = Buffer.from(message.subarray(from, Math.min(to < 0 ? message.length : to, from + 90)))
        .toString()
        .replace(/\s+/g, ' ')
        .trim();
    }
    const start = performance.now();
    try {
      return exec(message);
    } finally {
      const entry = times.get(current) ?? { ms: 0, count: 0 };
      entry.ms += performance.now() - start;
      if (starts) entry.count += 1;
      times.set(current, entry);
    }
  };
  return {
    print() {
      const total = [...times.values()].reduce((sum, entry) => sum + entry.ms, 0);
      console.log(`  PGlite executing: ${Math.round(total)} ms in all; by statement (ms, count, text):`);
      for (const [text, entry] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20)) {
        console.log(`  ${String(Math.round(entry.ms)).padStart(7)} ${String(entry.count).padStart(6)}  ${text}`);
      }
    },
  };
}

/**
 * BENCH_STATEMENTS=1 (PostgreSQL): per statement text (its first 90 characters), how often this process
 * sent it over the gateway run, its parameters' size and the time from sending until its answer (the
 * round trip seen from Node: queueing for a connection, the wire, PostgreSQL, the event loop).
 */
function countStatements() {
  type Query = (...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const query = proto.query;
  const times = new Map<string, { ms: number; count: number; bytes: number; params: number }>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? (first as { text?: string; values?: unknown[] }) : {};
    const text = typeof first === 'string' ? first : (config.text ?? '?');
    const values = Array.isArray(second) ? second : (config.values ?? []);
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const entry = times.get(key) ?? { ms: 0, count: 0, bytes: 0, params: 0 };
    entry.count += 1;
    entry.params += values.length;
    entry.bytes += values.reduce<number>((sum, value) => sum + (value === null ? 0 : String(value).length), 0);
    times.set(key, entry);
    const start = performance.now();
    const done = () => (entry.ms += performance.now() - start);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
  return {
    print() {
      const count = [...times.values()].reduce((sum, entry) => sum + entry.count, 0);
      console.log(
        `  statements sent: ${count}; by text (ms until answered, count, parameters, kB of parameters, text):`,
      );
      for (const [text, entry] of [...times].sort((a, b) => b[1].count - a[1].count).slice(0, 30)) {
        console.log(
          `  ${String(Math.round(entry.ms)).padStart(7)} ${String(entry.count).padStart(6)} ${String(entry.params).padStart(7)} ${String(Math.round(entry.bytes / 1024)).padStart(6)}  ${text}`,
        );
      }
      proto.query = query;
    },
  };
}

interface Row {
  database: DatabaseKind;
  broker: number;
  gateway: number;
  check: string;
  rss: number;
  /** CPU microseconds per acknowledged message during the gateway run: the server's, PostgreSQL's backends'. */
  serverCpu: number;
  postgresCpu?: number;
}

async function run(kind: DatabaseKind): Promise<Row> {
  const database = await createTestDatabase(kind);
  const mqttPort = await freePort();
  const config = loadConfig({ ...benchEnv, PORT: '0', MQTT_PORT: String(mqttPort), DATA_DIR: benchDataDir() });
  const built = await buildApp(config, { database });
  try {
    const { kiosks } = await createBenchKiosks(built, await benchOrganization(built, database), kioskCount, (n) => ({
      name: `Bench ${n}`,
      serialNumber: `BENCH-${n}`,
    }));

    const bare = await brokerOnly(kiosks);
    const statements = !process.env.BENCH_STATEMENTS
      ? undefined
      : kind === 'pglite'
        ? timeStatements(database)
        : countStatements();
    // BENCH_PROFILE=<dir>: a CPU profile of the server during the gateway run (<dir>/ingest-<db>.cpuprofile).
    const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const meter = await cpuMeter(database);
    const gateway = await load({ url: `mqtt://127.0.0.1:${mqttPort}`, kiosks, record: true });
    const cpu = await meter.stop();
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(`${process.env.BENCH_PROFILE}/ingest-${kind}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
    }
    const rss = process.memoryUsage().rss;
    statements?.print();

    // Every acknowledged message stored exactly once (and nothing unacknowledged stored).
    const ackedEvents = new Map<string, string>();
    const ackedReadings = new Set<string>();
    const idOf = new Map(
      (await database.query<{ id: string; serial_number: string }>('SELECT id, serial_number FROM kiosks')).map((r) => [
        r.serial_number,
        r.id,
      ]),
    );
    for (const kiosk of gateway.recorded ?? []) {
      const kioskId = idOf.get(kiosk.serial) as string;
      for (const id of kiosk.events) ackedEvents.set(`${kioskId}/${id}`, kioskId);
      for (const ts of kiosk.telemetry) ackedReadings.add(`${kioskId}/${new Date(ts).getTime()}`);
    }
    const events = await database.query<{ key: string }>(
      `SELECT kiosk_id || '/' || event_id AS key FROM kiosk_activities WHERE event_id IS NOT NULL`,
    );
    const readings = await database.query<{ key: string }>(
      `SELECT kiosk_id || '/' || (extract(epoch FROM ts) * 1000)::bigint AS key FROM kiosk_temperatures`,
    );
    const problems: string[] = [];
    const compare = (what: string, rows: { key: string }[], acked: { has(key: string): boolean; size: number }) => {
      const problem = storedOnceProblem(what, rows, acked);
      if (problem) problems.push(problem);
    };
    compare('events', events, ackedEvents);
    compare('readings', readings, ackedReadings);
    const total = ackedEvents.size + ackedReadings.size;
    const check = problems.length
      ? `FAILED ${problems.join('; ')}`
      : `ok: ${total} acknowledged = ${events.length} events + ${readings.length} readings stored once`;
    if (gateway.failures || bare.failures) {
      problems.push(`publish failures: broker-only ${bare.failures}, gateway ${gateway.failures}`);
    }
    return {
      database: kind,
      broker: bare.acked / bare.seconds,
      gateway: gateway.acked / gateway.seconds,
      check: problems.length && !check.startsWith('FAILED') ? `FAILED ${problems.join('; ')}` : check,
      rss,
      serverCpu: cpu.server / gateway.acked,
      postgresCpu: cpu.postgres === undefined ? undefined : cpu.postgres / gateway.acked,
    };
  } finally {
    // Change notices are coalesced for 200 ms and sent through the database: let the last ones out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await built.app.close();
    await database.dispose();
  }
}

console.log(
  `device ingest: ${kioskCount} kiosks over MQTT 3.1.1/TCP, QoS 1, window ${window} per kiosk, ${seconds} s per run`,
);
const rows: Row[] = [];
for (const kind of kinds()) {
  const row = await run(kind);
  rows.push(row);
  console.log(`  ${kind}: done (${row.check})`);
}
console.log('');
console.log(
  '| database | broker-only msg/s | gateway msg/s (ack after commit) | ratio | server CPU µs/msg | PostgreSQL CPU µs/msg | server RSS | stored once |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  console.log(
    `| ${row.database} | ${Math.round(row.broker)} | ${Math.round(row.gateway)} | ${(row.gateway / row.broker).toFixed(2)} | ${Math.round(row.serverCpu)} | ${row.postgresCpu === undefined ? '—' : Math.round(row.postgresCpu)} | ${Math.round(row.rss / 2 ** 20)} MB | ${row.check} |`,
  );
}
