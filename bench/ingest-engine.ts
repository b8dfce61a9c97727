/**
 * Device ingest on the two device engines (issue 27, ADR 0016), in one run: msg/s acknowledged after
 * commit for
 *   (a) the embedded default (the whole server in this process, PUBACK after the batch's commit),
 *   (b) the bare RabbitMQ MQTT plugin (QoS 1 into durable quorum queues, no console consuming: the
 *       engine's own cost, messages only enqueued; logins answered `allow` without the console),
 *   (c) one console instance on RabbitMQ and (d) two, each a process of its own (`main.ts`,
 *       DEVICE_ENGINE=rabbitmq) on one PostgreSQL database,
 * and the ratios (c) ÷ (a) and (d) ÷ (c). On the engine a PUBACK means "in a replicated durable queue";
 * the console commits later and then acknowledges to the engine. So for (c) and (d) msg/s = messages
 * the kiosks got acknowledged ÷ the time from the start until the last of them is committed (the
 * backlog drained); the kiosk-side PUBACK rate is printed beside it.
 *
 *   npm run ingest:engine -w @kiosk/bench -- [kiosks=50] [seconds=10] [window=4]
 *
 * A private RabbitMQ node (test-support/private-rabbitmq.ts: rabbitmq-server with the MQTT, management
 * and HTTP-auth plugins; never the machine's shared node) on ports of its own; kiosks speak MQTT 3.1.1
 * with their serial number as client id. PostgreSQL when TEST_DATABASE_URL is set (a fresh database,
 * dropped afterwards), else PGlite in memory — then (c) runs in this process and (d) is skipped (two
 * processes cannot share a PGlite). BENCH_DATABASE=pglite|postgres chooses. Every run checks that the
 * database holds exactly as many of the fleet's events and readings as were acknowledged. Asserts nothing.
 */
import http from 'node:http';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { RABBITMQ_AUTH_PATH } from '../apps/server/src/mqtt/rabbitmq-auth.ts';
import { freePort } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase, type DatabaseKind } from '../apps/server/src/test-support/database.ts';
import { privateRabbitmqBinary, startPrivateRabbitmq } from '../apps/server/src/test-support/private-rabbitmq.ts';
import {
  benchDataDir,
  benchEnv,
  benchOrganization,
  createBenchKiosks,
  ingestArgs,
  type Kiosks,
  runLoad,
} from './ingest-common.ts';
import type { IngestLoadRequest, IngestLoadResult } from './ingest-load.ts';

const { kioskCount, seconds, window } = ingestArgs({ kiosks: 50, seconds: 10, window: 4 });
const PARTITIONS = 8;
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const kind: DatabaseKind =
  process.env.BENCH_DATABASE === 'pglite' || process.env.BENCH_DATABASE === 'postgres'
    ? process.env.BENCH_DATABASE
    : process.env.TEST_DATABASE_URL
      ? 'postgres'
      : 'pglite';

/** Runs the load generator (ingest-load.ts, a child process) and answers what it reports. */
const load = (request: Omit<IngestLoadRequest, 'durationMs' | 'window'>) => runLoad(request, { seconds, window });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The load balancer in front of the console: the engine's auth requests go to the instances in turn
// (or, for the bare engine, every login and topic is allowed without asking anyone).
type AuthRoute = (path: string, body: Buffer, contentType: string) => Promise<{ status: number; body: string }>;
let routes: AuthRoute[] = [];
let turn = 0;
const front = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (routes.length === 0) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('allow');
      return;
    }
    const route = routes[turn++ % routes.length] as AuthRoute;
    route(request.url ?? '/', Buffer.concat(chunks), request.headers['content-type'] ?? '').then(
      (answer) => response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body),
      () => response.writeHead(503).end(),
    );
  });
});
const frontPort = await freePort();
await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));

const binary = await privateRabbitmqBinary('ingest engine bench');
if (!binary) process.exit(1);
const rabbit = await startPrivateRabbitmq(binary, {
  authBaseUrl: `http://127.0.0.1:${frontPort}${RABBITMQ_AUTH_PATH}`,
});
const management = new URL(rabbit.managementUrl);
const managementBase = management.origin;
const managementHeaders = {
  authorization: `Basic ${Buffer.from(`${decodeURIComponent(management.username)}:${decodeURIComponent(management.password)}`).toString('base64')}`,
  'content-type': 'application/json',
};
async function manage(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${managementBase}/api${path}`, {
    method,
    headers: managementHeaders,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`management ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 200 ? response.json() : undefined;
}

const database = await createTestDatabase(kind);
const engineEnv = {
  DEVICE_ENGINE: 'rabbitmq',
  AMQP_URL: rabbit.amqpUrl,
  RABBITMQ_MANAGEMENT_URL: rabbit.managementUrl,
  RABBITMQ_PARTITIONS: String(PARTITIONS),
  MQTT_PUBLIC_URL: rabbit.mqttUrl,
};

/** The events and readings the database holds for these kiosks. */
async function stored(ids: string[]): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM kiosk_activities WHERE kiosk_id = ANY($1::uuid[]) AND event_id IS NOT NULL)::int
          + (SELECT count(*) FROM kiosk_temperatures WHERE kiosk_id = ANY($1::uuid[]))::int AS n`,
    [ids],
  );
  return row?.n ?? 0;
}

interface Fleet {
  kiosks: Kiosks;
  ids: string[];
}

interface Row {
  mode: string;
  /** PUBACKs the kiosks received per second in the measured time. */
  pubacks: number;
  /** Messages acknowledged and committed per second (undefined: nothing commits, the bare engine). */
  committed: number | undefined;
  check: string;
}
const rows: Row[] = [];

function checkOf(result: IngestLoadResult, count: number | undefined): string {
  const acknowledged = result.acked + result.ackedLate;
  const problems: string[] = [];
  if (result.failures) problems.push(`${result.failures} publish failures`);
  if (count !== undefined && count !== acknowledged) problems.push(`${acknowledged} acknowledged, ${count} stored`);
  return problems.length
    ? `FAILED ${problems.join('; ')}`
    : `ok: ${acknowledged} acknowledged${count === undefined ? ' (enqueued)' : ', stored once'}`;
}

console.log(
  `device ingest per engine: ${kioskCount} kiosks over MQTT 3.1.1/TCP, QoS 1, window ${window} per kiosk, ${seconds} s per run, ${kind}`,
);

// (a) The embedded default; it also creates the fleets (one per run, so each run's rows are its own).
const fleets: Fleet[] = [];
{
  const mqttPort = await freePort();
  const config = loadConfig({ ...benchEnv, PORT: '0', MQTT_PORT: String(mqttPort), DATA_DIR: benchDataDir() });
  const built = await buildApp(config, { database });
  try {
    const organization = await benchOrganization(built, database);
    for (const prefix of kind === 'postgres' ? ['E', 'R1', 'R2'] : ['E', 'R1']) {
      fleets.push(
        await createBenchKiosks(built, organization, kioskCount, (n) => ({
          name: `Bench ${prefix}${n}`,
          serialNumber: `BENCH-${prefix}-${n}`,
        })),
      );
    }
    const fleet = fleets[0] as Fleet;
    const result = await load({ url: `mqtt://127.0.0.1:${mqttPort}`, kiosks: fleet.kiosks, record: false });
    rows.push({
      mode: 'embedded broker (default)',
      pubacks: result.acked / result.seconds,
      committed: result.acked / result.seconds,
      check: checkOf(result, await stored(fleet.ids)),
    });
    console.log(`  embedded: ${rows.at(-1)?.check}`);
  } finally {
    await sleep(500);
    await built.app.close();
  }
}

// (b) The bare engine: the same per-kiosk routing into durable quorum queues, nobody consuming.
{
  const queues = Array.from({ length: PARTITIONS }, (_, i) => `bench.bare.${i}`);
  for (const queue of queues) {
    await manage('PUT', `/queues/%2F/${queue}`, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  }
  const kiosks: Kiosks = Array.from({ length: kioskCount }, (_, n) => ({ username: `BARE-${n}`, password: 'bare' }));
  for (const [n, kiosk] of kiosks.entries()) {
    await manage('POST', `/bindings/%2F/e/amq.topic/q/${queues[n % PARTITIONS]}`, {
      routing_key: `kiosk.v1.${kiosk.username}.*`,
    });
  }
  const result = await load({ url: rabbit.mqttUrl, kiosks, record: false, clientId: 'username' });
  rows.push({
    mode: 'RabbitMQ MQTT plugin, bare (enqueued only)',
    pubacks: result.acked / result.seconds,
    committed: undefined,
    check: checkOf(result, undefined),
  });
  console.log(`  bare RabbitMQ: ${rows.at(-1)?.check}`);
  for (const queue of queues) await manage('DELETE', `/queues/%2F/${queue}`);
}

interface Instance {
  route: AuthRoute;
  stop(): Promise<void>;
}

/** A console instance in this process (PGlite: the only way to share the database). */
async function inProcessInstance(): Promise<Instance> {
  const config = loadConfig({ ...benchEnv, ...engineEnv, PORT: '0', DATA_DIR: benchDataDir() });
  const built = await buildApp(config, { database });
  await built.app.ready();
  return {
    route: async (path, body, contentType) => {
      const answer = await built.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': contentType },
        payload: body,
      });
      return { status: answer.statusCode, body: answer.body };
    },
    stop: () => built.app.close(),
  };
}

/** A console instance as a process of its own (the production entry point, main.ts). */
async function processInstance(): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...benchEnv,
      ...engineEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: benchDataDir(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log lines (warnings and worse) are shown; its start-up banner is not.
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.startsWith('{')) console.log(line);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`console instance exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('console instance not ready after 120 s');
    await sleep(250);
  }
  return {
    route: async (path, body, contentType) => {
      const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      });
      return { status: answer.status, body: await answer.text() };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until the partition queues' active consumers are spread evenly over `count` instances (each
 * rebalances one partition per 5 s) with every partition active, and answers the split.
 */
async function waitForShare(count: number): Promise<string> {
  const fair = Math.ceil(PARTITIONS / count);
  const deadline = Date.now() + 90_000;
  let split: number[] = [];
  while (Date.now() < deadline) {
    const consumers = (await manage('GET', '/consumers')) as {
      active?: boolean;
      queue: { name: string };
      channel_details: { connection_name: string };
    }[];
    const connections = new Map<string, number>();
    for (const c of consumers) {
      if (!c.queue.name.startsWith('kiosk.ingest.') || c.active === false) continue;
      const name = c.channel_details.connection_name;
      connections.set(name, (connections.get(name) ?? 0) + 1);
    }
    split = [...connections.values()];
    // Every partition active (one handed over has none for a moment), none over its share.
    const active = split.reduce((sum, n) => sum + n, 0);
    if (split.length >= count && active === PARTITIONS && Math.max(...split) <= fair) return split.join(' + ');
    await sleep(500);
  }
  return `${split.join(' + ')}, not yet even`;
}

async function engineRun(mode: string, fleet: Fleet, instances: Instance[]): Promise<void> {
  routes = instances.map((i) => i.route);
  try {
    const share = await waitForShare(instances.length);
    const result = await load({ url: rabbit.mqttUrl, kiosks: fleet.kiosks, record: false, clientId: 'username' });
    const acknowledged = result.acked + result.ackedLate;
    const drainStart = performance.now();
    let count = await stored(fleet.ids);
    while (count < acknowledged && performance.now() - drainStart < 300_000) {
      await sleep(100);
      count = await stored(fleet.ids);
    }
    const drain = (performance.now() - drainStart) / 1000;
    await sleep(1_000);
    count = await stored(fleet.ids);
    rows.push({
      mode: `${mode} (partitions ${share}; backlog drained ${drain.toFixed(1)} s after the load)`,
      pubacks: result.acked / result.seconds,
      committed: acknowledged / (result.settledSeconds + drain),
      check: checkOf(result, count),
    });
    console.log(`  ${mode}: ${rows.at(-1)?.check}`);
  } finally {
    routes = [];
    for (const instance of instances.reverse()) await instance.stop();
  }
}

try {
  if (kind === 'pglite') {
    await engineRun('RabbitMQ, 1 console instance', fleets[1] as Fleet, [await inProcessInstance()]);
    console.log('  RabbitMQ, 2 console instances: skipped (PGlite; set TEST_DATABASE_URL)');
  } else {
    await engineRun('RabbitMQ, 1 console instance', fleets[1] as Fleet, [await processInstance()]);
    await engineRun('RabbitMQ, 2 console instances', fleets[2] as Fleet, [
      await processInstance(),
      await processInstance(),
    ]);
  }
} finally {
  await database.dispose();
  await rabbit.dispose();
  await new Promise((resolve) => front.close(resolve));
}

const rate = (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n)));
console.log('');
console.log('| mode | PUBACKs msg/s | msg/s acknowledged after commit | check |');
console.log('|---|---:|---:|---|');
for (const row of rows) console.log(`| ${row.mode} | ${rate(row.pubacks)} | ${rate(row.committed)} | ${row.check} |`);
const committed = (prefix: string) => rows.find((r) => r.mode.startsWith(prefix))?.committed;
const embedded = committed('embedded');
const one = committed('RabbitMQ, 1');
const two = committed('RabbitMQ, 2');
console.log('');
if (embedded && one) console.log(`one instance on RabbitMQ ÷ embedded: ${(one / embedded).toFixed(2)}`);
if (one && two) console.log(`two instances ÷ one: ${(two / one).toFixed(2)}`);
