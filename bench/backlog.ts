/**
 * A fleet's backlog after an outage (issue 28): `kiosks` kiosks reconnect at the same instant to the
 * console's embedded gateway (the whole server, buildApp, PUBACK after commit), each flushing `messages`
 * buffered messages (one a minute up to now: of every 20, 15 telemetry readings and one purchase session —
 * session.opened, door open, door closed, session.closed, payment) at QoS 1 with at most `window` in flight.
 * Prints, from the moment they start connecting:
 *   - acknowledged: the last PUBACK (every message acknowledged; on the embedded gateway = committed),
 *   - stored: the database holds every acknowledged event and reading exactly once (and nothing else),
 *   - current: the console's state is current — every kiosk's live state is its last messages' (current
 *     reading = its newest telemetry, door = its last door message's or unknown without one, a session open
 *     only when its last session message opened one: a buffer of fewer than 18 messages ends within or
 *     before its first purchase), every paid session has become a sale with payment status paid, and the
 *     device facts queues (alert engine, webhooks) are empty,
 * with msg/s, and each time extrapolated to 10,000 kiosks × `messages` at the same rate.
 *
 *   npm run backlog -w @kiosk/bench -- [kiosks=2000] [messages=60] [window=10]
 *
 * PGlite in memory unless DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server: then a private
 * database `bench_backlog_<hex>` is created on it and dropped afterwards. BENCH_DATABASE=pglite|postgres
 * chooses. BENCH_PROFILE=<dir> writes a CPU profile of the server during the drain. Asserts nothing.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { freePort } from '../apps/server/src/test-support/app.ts';
import { databaseUrl } from '../apps/server/src/test-support/database-template.ts';
import type { BacklogLoadRequest, BacklogLoadResult } from './backlog-load.ts';
import { benchDataDir, benchEnv, benchOrganization, createBenchKiosks, storedOnceProblem } from './ingest-common.ts';

const kioskCount = Number(process.argv[2] ?? 2000);
const messages = Number(process.argv[3] ?? 60);
const window = Number(process.argv[4] ?? 10);
const FLEET = 10_000;
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kind =
  process.env.BENCH_DATABASE === 'pglite' || process.env.BENCH_DATABASE === 'postgres'
    ? process.env.BENCH_DATABASE
    : adminUrl
      ? 'postgres'
      : 'pglite';
/** Cell A1 holds Still Water (510 g); each session takes one bottle. */
const GRAMS = 510;
const WEIGHTS: [number, number] = [GRAMS * 10, GRAMS * 9];

async function privateDatabase(): Promise<{ database: Database; drop(): Promise<void>; name: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, name: 'PGlite in memory', drop: () => database.close() };
  }
  if (!adminUrl) throw new Error('BENCH_DATABASE=postgres needs DATABASE_URL');
  const name = `bench_backlog_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  return {
    database,
    name,
    async drop() {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const { database, drop, name } = await privateDatabase();
const mqttPort = await freePort();
const config = loadConfig({ ...benchEnv, PORT: '0', MQTT_PORT: String(mqttPort), DATA_DIR: benchDataDir() });
const built = await buildApp(config, { database });
const loadAtStart = os.loadavg()[0] ?? 0;
try {
  // The fleet: kiosks with device credentials, each with cell A1 stocked with 10 bottles (the first kiosk's
  // planogram made through the services, copied to the others by SQL).
  const provisionStart = Date.now();
  const organization = await benchOrganization(built, database);
  const { kiosks, ids } = await createBenchKiosks(built, organization, kioskCount, (n) => ({
    name: `Backlog ${n}`,
    serialNumber: `BACKLOG-${n}`,
  }));
  const { root, orgId } = organization;
  const tax = await built.services.products.insertTax({ orgId, name: 'Reduced', value: '7.00' });
  const water = await built.services.products.create(root, {
    orgId,
    name: 'Still Water',
    defaultPrice: '1.50',
    defaultCost: '0.40',
    taxId: tax.id,
    packagingOptions: [{ unitCount: 1, grossWeightGrams: GRAMS, tolerancePercentage: 2 }],
    capacities: [
      { surfaceSize: 33, units: 6 },
      { surfaceSize: 50, units: 8 },
      { surfaceSize: 100, units: 16 },
    ],
  });
  const [first, ...others] = ids as [string, ...string[]];
  await built.services.stock.planogram.configure(root, first, 'single');
  await built.services.stock.planogram.update(root, first, [{ cellId: 'A1', productId: water.id }]);
  await built.services.stock.inventory.correct(root, first, { cellId: 'A1', count: 10 });
  await database.query(
    `INSERT INTO kiosk_cells (kiosk_id, org_id, cell_id, planogram_position, product_id, surface_size, price_tag, tag_id, count, max_qty)
     SELECT k.id, k.org_id, c.cell_id, c.planogram_position, c.product_id, c.surface_size, c.price_tag, c.tag_id, c.count, c.max_qty
       FROM kiosk_cells c CROSS JOIN kiosks k WHERE c.kiosk_id = $1 AND k.id = ANY($2::uuid[])`,
    [first, others],
  );
  await database.query(
    `INSERT INTO kiosk_cell_batches (cell_row_id, kiosk_id, org_id, product_id, quantity, added, best_before, source, session_id, refill_id, created_by)
     SELECT c.id, c.kiosk_id, c.org_id, b.product_id, b.quantity, b.added, b.best_before, b.source, b.session_id, b.refill_id, b.created_by
       FROM kiosk_cell_batches b JOIN kiosk_cells s ON s.id = b.cell_row_id
       JOIN kiosk_cells c ON c.cell_id = s.cell_id AND c.kiosk_id = ANY($2::uuid[])
      WHERE s.kiosk_id = $1`,
    [first, others],
  );
  const provisioned = Date.now() - provisionStart;
  console.log(
    `backlog: ${kioskCount} kiosks × ${messages} buffered messages, window ${window}, ${kind} (${name}); provisioned in ${seconds(provisioned)}; load average ${loadAtStart.toFixed(1)}`,
  );

  const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const child = fork(new URL('./backlog-load.ts', import.meta.url), { stdio: 'inherit', execArgv: [] });
  await once(child, 'message');
  const answer = once(child, 'message');
  child.send({
    url: `mqtt://127.0.0.1:${mqttPort}`,
    kiosks,
    messages,
    window,
    weights: WEIGHTS,
  } satisfies BacklogLoadRequest);
  const [load] = (await answer) as [BacklogLoadResult];
  await once(child, 'exit');

  // What was acknowledged, per kiosk id.
  const idOf = new Map(
    (await database.query<{ id: string; serial_number: string }>('SELECT id, serial_number FROM kiosks')).map((r) => [
      r.serial_number,
      r.id,
    ]),
  );
  const ackedEvents = new Set<string>();
  const ackedReadings = new Set<string>();
  const newestReading = new Map<string, number>();
  /** The live state each kiosk's acknowledged messages leave (door, session type). */
  const finalState = new Map<string, { door: string; sessionType: string }>();
  const paidSessions = new Set<string>();
  for (const kiosk of load.recorded) {
    const kioskId = idOf.get(kiosk.serial) as string;
    for (const id of kiosk.events) ackedEvents.add(`${kioskId}/${id}`);
    for (const session of kiosk.sessions) paidSessions.add(`${kioskId}/${session}`);
    finalState.set(kioskId, { door: kiosk.door, sessionType: kiosk.sessionOpen ? 'purchase' : 'none' });
    for (const ts of kiosk.telemetry) {
      const ms = new Date(ts).getTime();
      ackedReadings.add(`${kioskId}/${ms}`);
      newestReading.set(kioskId, Math.max(newestReading.get(kioskId) ?? 0, ms));
    }
  }
  const acknowledged = ackedEvents.size + ackedReadings.size;

  // Stored: the fleet's events and readings counted until they are all there (the check for exactly once follows).
  const storedCount = async () =>
    (
      await database.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM kiosk_activities WHERE kiosk_id = ANY($1::uuid[]) AND event_id IS NOT NULL)::int
              + (SELECT count(*) FROM kiosk_temperatures WHERE kiosk_id = ANY($1::uuid[]))::int AS n`,
        [ids],
      )
    )[0]?.n ?? 0;
  const deadline = Date.now() + 600_000;
  // What is still awaited, every 30 s (a wait that cannot end shows what it waits for, not a silent hang).
  let reportAt = Date.now() + 30_000;
  const progress = (what: string) => {
    if (Date.now() < reportAt) return;
    reportAt = Date.now() + 30_000;
    console.log(`  waiting ${seconds(Date.now() - load.startedAt)}: ${what}`);
  };
  for (let n = await storedCount(); n < acknowledged && Date.now() < deadline; n = await storedCount()) {
    progress(`${n} of ${acknowledged} acknowledged messages stored`);
    await sleep(200);
  }
  const storedAt = Math.max(Date.now(), load.lastAckAt);

  // Current: live state, sales, facts queues.
  const lagging = async () => {
    const live = await database.query<{
      id: string;
      temperatures_updated: Date | null;
      door: string;
      session_type: string;
    }>('SELECT id, temperatures_updated, door, session_type FROM kiosks WHERE id = ANY($1::uuid[])', [ids]);
    let kiosksBehind = 0;
    for (const row of live) {
      const newest = newestReading.get(row.id);
      if (newest === undefined) continue; // never got a message acknowledged (its login failed): nothing to show
      const shown = row.temperatures_updated ? new Date(row.temperatures_updated).getTime() : 0;
      const expected = finalState.get(row.id);
      if (shown !== newest || row.door !== expected?.door || row.session_type !== expected.sessionType)
        kiosksBehind += 1;
    }
    const sales = await database.query<{ key: string }>(
      `SELECT kiosk_id || '/' || session_id AS key FROM transactions
        WHERE kiosk_id = ANY($1::uuid[]) AND payment_status = 'paid'`,
      [ids],
    );
    const sold = new Set(sales.map((row) => row.key));
    let salesMissing = 0;
    for (const key of paidSessions) if (!sold.has(key)) salesMissing += 1;
    const [facts] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'kiosks.facts/%' AND state IN ('created', 'retry', 'active')`,
    );
    return { kiosksBehind, salesMissing, factsPending: facts?.n ?? 0, sales: sales.length };
  };
  let state = await lagging();
  while ((state.kiosksBehind || state.salesMissing || state.factsPending) && Date.now() < deadline) {
    progress(
      `${state.kiosksBehind} kiosks behind, ${state.salesMissing} sales missing, ${state.factsPending} fact jobs pending`,
    );
    await sleep(250);
    state = await lagging();
  }
  const currentAt = Date.now();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(`${process.env.BENCH_PROFILE}/backlog-${kind}.cpuprofile`, JSON.stringify(profile));
    profiler.disconnect();
  }
  const loadAtEnd = os.loadavg()[0] ?? 0;

  // Every acknowledged message stored exactly once (and nothing unacknowledged stored).
  const events = await database.query<{ key: string }>(
    `SELECT kiosk_id || '/' || event_id AS key FROM kiosk_activities WHERE event_id IS NOT NULL AND kiosk_id = ANY($1::uuid[])`,
    [ids],
  );
  const readings = await database.query<{ key: string }>(
    `SELECT kiosk_id || '/' || (extract(epoch FROM ts) * 1000)::bigint AS key FROM kiosk_temperatures WHERE kiosk_id = ANY($1::uuid[])`,
    [ids],
  );
  const problems: string[] = [];
  const compare = (what: string, rows: { key: string }[], acked: { has(key: string): boolean; size: number }) => {
    const problem = storedOnceProblem(what, rows, acked);
    if (problem) problems.push(problem);
  };
  compare('events', events, ackedEvents);
  compare('readings', readings, ackedReadings);
  if (load.failures) problems.push(`${load.failures} publish failures`);
  if (state.kiosksBehind || state.salesMissing || state.factsPending) {
    problems.push(
      `state not current after 10 min: ${state.kiosksBehind} kiosks behind, ${state.salesMissing} sales missing, ${state.factsPending} fact jobs pending`,
    );
  }
  const check = problems.length
    ? `FAILED ${problems.join('; ')}`
    : `ok: ${acknowledged} acknowledged = ${events.length} events + ${readings.length} readings stored once; ${state.sales} sales`;

  const total = kioskCount * messages;
  const rows: [string, number][] = [
    ['all connected', load.connectedAt ? load.connectedAt - load.startedAt : Number.NaN],
    ['all acknowledged (PUBACK after commit)', load.lastAckAt - load.startedAt],
    ['all stored (checked once each)', storedAt - load.startedAt],
    ['console state current', currentAt - load.startedAt],
  ];
  console.log(`  ${check}`);
  console.log(
    `  ${load.reconnects} logins tried again; load average ${loadAtStart.toFixed(1)} before, ${loadAtEnd.toFixed(1)} after; server RSS ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
  );
  console.log('');
  console.log(
    `| ${kind}, ${kioskCount} kiosks × ${messages} | time | msg/s | extrapolated to ${FLEET.toLocaleString('en')} kiosks × ${messages} |`,
  );
  console.log('|---|---:|---:|---:|');
  for (const [what, ms] of rows) {
    const extrapolated = what === 'all connected' ? (ms * FLEET) / kioskCount : (ms * FLEET * messages) / total;
    const rate = what === 'all connected' ? '—' : String(Math.round(acknowledged / (ms / 1000)));
    console.log(`| ${what} | ${seconds(ms)} | ${rate} | ${seconds(extrapolated)} |`);
  }
} finally {
  // Change notices are coalesced for 200 ms and sent through the database: let the last ones out.
  await sleep(500);
  await built.app.close();
  await drop();
}
