/**
 * The temperature log on a year of fleet data (issue 28, "Growth"; ADR 0022): one kiosk's log over the last
 * 30 days as the console asks for it (`getTemperatureEventsByKiosk`, a whole GraphQL request, answered from
 * the hourly roll-ups) against the plain range scan the log ran before on the same data (every reading of
 * the kiosk in the 30 days, by its primary key), and the same hours aggregated from the raw readings.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run temperature-log -w @kiosk/bench
 *
 * Seeds BENCH_KIOSKS kiosks (default 20 on PostgreSQL, 4 on PGlite) with a reading a minute (two sensors)
 * for the last 365 days by SQL, in time order across the fleet as the ingest writes them (so one kiosk's
 * readings are spread over the table's pages as in a real fleet), into the monthly partitions; then the
 * roll-up job (`retention.rollUp`) takes every queued hour and its rate is printed. Then BENCH_ROUNDS (7)
 * alternating rounds of each query, medians printed, and whether the roll-ups' hours agree with the raw
 * aggregation. PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped afterwards), else PGlite;
 * BENCH_DATABASE=pglite forces PGlite. Warm caches (each query runs once before timing). Asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { gql, mintAccessToken } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { createTestContext } from '../apps/server/src/test-support/fixtures.ts';
import { newKiosk } from '../apps/server/src/modules/kiosks/kiosks.test-data.ts';
import { createKioskDeviceRepository } from '../apps/server/src/modules/kiosks/kiosks.device.repository.ts';

const kind =
  process.env.BENCH_DATABASE === 'pglite' || !process.env.TEST_DATABASE_URL
    ? ('pglite' as const)
    : ('postgres' as const);
const KIOSKS = Number(process.env.BENCH_KIOSKS ?? (kind === 'postgres' ? 20 : 4));
const DAYS = 365;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const DAY_MS = 86_400_000;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const database = await createTestDatabase(kind);
const context = await createTestContext(database, { DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
const orgId = await context.newOrganization('Bench Fleet');
const admin = await context.newUser({ email: 'admin@fleet.bench', firstName: 'Bea' }, [[orgId, 'admin']]);
const token = await mintAccessToken(context.built, admin, { expiresInSeconds: 24 * 3600 });
const kioskIds: string[] = [];
for (let i = 0; i < KIOSKS; i += 1) kioskIds.push((await newKiosk(context, orgId, { name: `Fridge ${i}` })).id);
const target = kioskIds[Math.floor(KIOSKS / 2)] as string;

const now = new Date();
const start = new Date(now.getTime() - DAYS * DAY_MS);
console.log(
  `${kind}: seeding ${fmt(KIOSKS)} kiosks × a reading a minute × ${DAYS} days = ${fmt(KIOSKS * DAYS * 1440)} readings …`,
);
let t0 = performance.now();
// The months' partitions first, as the retention job keeps them ahead.
for (let m = 0; m <= 13; m += 1) {
  const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
  await database.query('SELECT kiosk_temperatures_ensure_month($1)', [at.toISOString()]);
}
for (let day = 0; day < DAYS; day += 7) {
  const from = new Date(start.getTime() + day * DAY_MS);
  const to = new Date(Math.min(now.getTime(), from.getTime() + 7 * DAY_MS));
  await database.query(
    `INSERT INTO kiosk_temperatures (kiosk_id, ts, sensors, uptime)
     SELECT k, g, ARRAY[350 + (random() * 150)::int, 300 + (random() * 100)::int], 0
     FROM generate_series($1::timestamptz, $2::timestamptz - interval '1 minute', interval '1 minute') AS g,
          unnest($3::uuid[]) AS k
     ORDER BY g, k`,
    [from.toISOString(), to.toISOString(), kioskIds],
  );
}
const seeded = (performance.now() - t0) / 1000;
const [{ n: readings } = { n: 0 }] = await database.query<{ n: number }>(
  'SELECT count(*)::int AS n FROM kiosk_temperatures',
);
console.log(`seeded ${fmt(readings)} readings in ${fmt(seeded, 1)} s`);

// The roll-up job also runs in the background every minute while seeding; take what it left, then time it
// on one kiosk's year of hours queued again.
await context.services.retention.rollUp(1_000_000);
await database.query(
  'INSERT INTO kiosk_temperature_changes (kiosk_id, hour) SELECT kiosk_id, hour FROM kiosk_temperature_hours WHERE kiosk_id = $1',
  [target],
);
t0 = performance.now();
const hours = await context.services.retention.rollUp(1_000_000);
const rolled = (performance.now() - t0) / 1000;
console.log(
  `roll-up job: one kiosk's year, ${fmt(hours)} hours recomputed from the raw readings in ${fmt(rolled, 1)} s (${fmt(hours / rolled)} hours/s)`,
);
if (kind === 'postgres') await database.query('VACUUM (ANALYZE) kiosk_temperatures, kiosk_temperature_hours');
const [sizes] = await database.query<{ raw: string; hourly: string }>(
  `SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS raw,
          pg_size_pretty(pg_total_relation_size('kiosk_temperature_hours')) AS hourly
   FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'kiosk_temperatures'::regclass`,
);
console.log(`size: raw readings ${sizes?.raw}, hourly roll-ups ${sizes?.hourly}`);

const to = now;
const from = new Date(now.getTime() - 30 * DAY_MS);
const LOG = `query($k: ID!, $from: DateTime, $to: DateTime) {
  getTemperatureEventsByKiosk(kioskId: $k, from: $from, to: $to) { ts sensors readings min max } }`;
const viaRollups = async () => {
  const started = performance.now();
  const result = await gql<{ getTemperatureEventsByKiosk: { readings: number }[] }>(
    context.built,
    'kiosk',
    LOG,
    { k: target, from: from.toISOString(), to: to.toISOString() },
    token,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const events = result.data?.getTemperatureEventsByKiosk ?? [];
  return { ms: performance.now() - started, rows: events.length, readings: events.reduce((s, e) => s + e.readings, 0) };
};
// The roll-up read alone (the repository's query, no GraphQL).
const device = createKioskDeviceRepository(database.db);
const rollupSql = async () => {
  const started = performance.now();
  const rows = await device.temperatureHours(target, { from, to }, 100_000);
  return { ms: performance.now() - started, rows: rows.length, readings: rows.reduce((s, r) => s + r.readings, 0) };
};
// The log's query before the roll-ups: every reading of the kiosk in the range, oldest first.
const rangeScan = async () => {
  const started = performance.now();
  const rows = await database.query<{ ts: Date }>(
    `SELECT ts, sensors FROM kiosk_temperatures WHERE kiosk_id = $1 AND ts >= $2 AND ts <= $3 ORDER BY ts LIMIT 100000`,
    [target, from.toISOString(), to.toISOString()],
  );
  return { ms: performance.now() - started, rows: rows.length, readings: rows.length };
};
// The same hours from the raw readings (what the roll-ups save).
const rawHours = async () => {
  const started = performance.now();
  const rows = await database.query<{ n: number }>(
    `SELECT date_trunc('hour', ts, 'UTC') AS hour, count(*)::int AS n, min(sensors[1]), max(sensors[1]), avg(sensors[1]),
            min(sensors[2]), max(sensors[2]), avg(sensors[2])
     FROM kiosk_temperatures WHERE kiosk_id = $1 AND ts >= date_trunc('hour', $2::timestamptz, 'UTC') AND ts <= $3
     GROUP BY 1 ORDER BY 1`,
    [target, from.toISOString(), to.toISOString()],
  );
  return { ms: performance.now() - started, rows: rows.length, readings: rows.reduce((s, r) => s + r.n, 0) };
};

const runs = { rollups: [] as number[], rollupSql: [] as number[], scan: [] as number[], rawHours: [] as number[] };
const shape = {
  rollups: await viaRollups(),
  rollupSql: await rollupSql(),
  scan: await rangeScan(),
  rawHours: await rawHours(),
};
for (let round = 0; round < ROUNDS; round += 1) {
  runs.rollups.push((await viaRollups()).ms);
  runs.rollupSql.push((await rollupSql()).ms);
  runs.scan.push((await rangeScan()).ms);
  runs.rawHours.push((await rawHours()).ms);
}
const rollupsMs = median(runs.rollups);
const scanMs = median(runs.scan);
const rawHoursMs = median(runs.rawHours);
console.log(`\none kiosk, last 30 days (medians of ${ROUNDS}):`);
console.log(
  `  temperature log via roll-ups (GraphQL)   ${fmt(rollupsMs, 1)} ms  ${fmt(shape.rollups.rows)} hourly events, ${fmt(shape.rollups.readings)} readings`,
);
console.log(
  `  roll-up read alone (SQL only)            ${fmt(median(runs.rollupSql), 1)} ms  ${fmt(shape.rollupSql.rows)} hours`,
);
console.log(`  plain range scan (raw rows, SQL only)    ${fmt(scanMs, 1)} ms  ${fmt(shape.scan.rows)} rows`);
console.log(
  `  raw GROUP BY hour (SQL only)             ${fmt(rawHoursMs, 1)} ms  ${fmt(shape.rawHours.rows)} hours, ${fmt(shape.rawHours.readings)} readings`,
);
console.log(
  `  ratio roll-ups ÷ range scan: ${fmt(rollupsMs / scanMs, 3)} (whole request), ${fmt(median(runs.rollupSql) / scanMs, 3)} (SQL only)`,
);
console.log(`  same readings counted: ${shape.rollups.readings === shape.rawHours.readings ? 'yes' : 'NO'}`);

await context.built.app.close();
await database.dispose();
