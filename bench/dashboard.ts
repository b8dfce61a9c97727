/**
 * The dashboard at scale, on PostgreSQL (issue 14's target): the dashboard's figures (`getDashboardFigures`)
 * and one chart view (`salesByKiosk(last30Days)`), each a whole GraphQL request through the product's code
 * (the sales roll-ups, ADR 0009), against the same figures by a raw GROUP BY over the sales rows (the
 * transactions and their items, today / month / by kiosk and local day). The ratio product ÷ raw should be
 * ≤ 0.05. The figures of both are compared, so a fast wrong answer shows.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run dashboard -w @kiosk/bench
 *
 * BENCH_ROWS sets the number of sales (default 5,000,000; about 1.3 items each), seeded in one organization
 * over the last 60 days by SQL in a fresh database (dropped afterwards); the roll-ups are kept by their
 * triggers while seeding. Asserts nothing; prints figures.
 */
import { performance } from 'node:perf_hooks';
import { gql } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { newKiosk } from '../apps/server/src/modules/kiosks/kiosks.test-data.ts';
import { createUsersWorld } from '../apps/server/src/modules/users/users.test-data.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000_000);
const KIOSKS = 50;
const DAYS = 60;
const ROUNDS = 7;
if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL: this benchmark runs on PostgreSQL');

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const database = await createTestDatabase('postgres');
const pool = database.pool;
if (!pool) throw new Error('no PostgreSQL pool');
const world = await createUsersWorld(database);
const org = world.orgs.sub;
const root = await world.built.services.users.viewerForUser(world.ids.root);
const kioskIds: string[] = [];
for (let i = 0; i < KIOSKS; i += 1)
  kioskIds.push((await newKiosk({ services: world.built.services, root } as never, org, { name: `Kiosk ${i}` })).id);
const zone = (await world.built.services.organizations.summaries([org])).get(org)?.timeZone ?? 'Europe/Berlin';

console.log(`seeding ${fmt(ROWS)} sales in one organization (${KIOSKS} kiosks, ${DAYS} days, ${zone}) …`);
const started = performance.now();
await pool.query('SET synchronous_commit = off');
const step = (DAYS * 86_400) / ROWS;
for (let from = 0; from < ROWS; from += 500_000) {
  const to = Math.min(ROWS, from + 500_000) - 1;
  await pool.query(
    `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
     SELECT $1, ($2::uuid[])[1 + g % ${KIOSKS}], now() - (g * ${step}) * interval '1 second' - interval '1 second',
       ((g % 400) + 50) / 100.0, 'paid', true
     FROM generate_series($3::int, $4::int) AS g`,
    [org, kioskIds, from, to],
  );
}
await pool.query(
  `INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
   SELECT t.id, 'Product ' || lpad((abs(hashtext(t.id::text)) % 60)::text, 2, '0'), t.total, 7, 0.30 FROM transactions t`,
);
await pool.query(
  `INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
   SELECT t.id, 'Extra ' || (abs(hashtext(t.id::text)) % 9), 0, 7, 0.10 FROM transactions t
   WHERE extract(microseconds FROM t.created)::bigint % 3 = 0`,
);
// What autovacuum does after a bulk insert: statistics and the visibility map (index-only scans).
await pool.query('VACUUM (ANALYZE) transactions, transaction_items, sales_rollups');
const rollupRows = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_rollups');
console.log(
  `seeded in ${fmt((performance.now() - started) / 1000, 1)} s; ${fmt(rollupRows.rows[0]?.n ?? 0)} roll-up rows`,
);

// The product: the dashboard's two requests, as the console sends them (the sub-organization's admin).
const FIGURES = `query ($o: ID) { getDashboardFigures(orgId: $o) {
  todayFrom monthFrom to customersToday productsSoldToday revenueToday monthlyRevenue } }`;
const CHART = `query ($o: ID) { salesByKiosk(view: last30Days, orgId: $o) {
  buckets { start end } kiosks { kioskId revenue } } }`;
interface Figures {
  todayFrom: string;
  monthFrom: string;
  to: string;
  customersToday: number;
  productsSoldToday: number;
  revenueToday: string;
  monthlyRevenue: string;
}
interface Chart {
  buckets: { start: string; end: string }[];
  kiosks: { kioskId: string; revenue: string[] }[];
}
async function product() {
  const t0 = performance.now();
  const [figures, chart] = await Promise.all([
    gql<{ getDashboardFigures: Figures }>(world.built, 'transactions', FIGURES, { o: org }, world.tokens.subAdmin),
    gql<{ salesByKiosk: Chart }>(world.built, 'transactions', CHART, { o: org }, world.tokens.subAdmin),
  ]);
  const ms = performance.now() - t0;
  if (!figures.data || !chart.data) throw new Error(JSON.stringify([figures.errors, chart.errors]));
  return { ms, figures: figures.data.getDashboardFigures, chart: chart.data.salesByKiosk };
}

// The same figures by a raw GROUP BY over the sales rows, in the same periods and the organization's local days.
async function raw(f: Figures, chart: Chart) {
  const t0 = performance.now();
  const first = chart.buckets[0]?.start;
  const last = chart.buckets.at(-1)?.end;
  const [today, items, month, byKiosk] = await Promise.all([
    pool!.query<{ n: number; gross: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(total), 0)::numeric(14, 2)::text AS gross FROM transactions
       WHERE org_id = $1 AND created >= $2 AND created <= $3`,
      [org, f.todayFrom, f.to],
    ),
    pool!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
       WHERE t.org_id = $1 AND t.created >= $2 AND t.created <= $3`,
      [org, f.todayFrom, f.to],
    ),
    pool!.query<{ gross: string }>(
      `SELECT coalesce(sum(total), 0)::numeric(14, 2)::text AS gross FROM transactions
       WHERE org_id = $1 AND created >= $2 AND created <= $3`,
      [org, f.monthFrom, f.to],
    ),
    pool!.query<{ kiosk_id: string; day: string; gross: string }>(
      `SELECT kiosk_id, to_char(date_trunc('day', created AT TIME ZONE $4), 'YYYY-MM-DD') AS day,
              sum(total)::numeric(14, 2)::text AS gross
       FROM transactions WHERE org_id = $1 AND created >= $2 AND created < $3 GROUP BY 1, 2`,
      [org, first, last, zone],
    ),
  ]);
  const ms = performance.now() - t0;
  return {
    ms,
    customers: today.rows[0]?.n ?? 0,
    items: items.rows[0]?.n ?? 0,
    revenue: today.rows[0]?.gross ?? '0.00',
    monthly: month.rows[0]?.gross ?? '0.00',
    chartCents: byKiosk.rows.reduce((sum, r) => sum + Math.round(Number(r.gross) * 100), 0),
  };
}

const times = { product: [] as number[], raw: [] as number[] };
let agree = true;
await product(); // warm-up: prepared plans, JIT
for (let round = 0; round < ROUNDS; round += 1) {
  const p = await product();
  const r = await raw(p.figures, p.chart);
  times.product.push(p.ms);
  times.raw.push(r.ms);
  const chartCents = p.chart.kiosks.reduce(
    (sum, k) => sum + k.revenue.reduce((s, v) => s + Math.round(Number(v) * 100), 0),
    0,
  );
  const same =
    p.figures.customersToday === r.customers &&
    p.figures.productsSoldToday === r.items &&
    p.figures.revenueToday === r.revenue &&
    p.figures.monthlyRevenue === r.monthly &&
    chartCents === r.chartCents;
  if (!same) {
    agree = false;
    console.log('MISMATCH', { product: p.figures, chartCents }, r);
  }
}
const ratio = median(times.product) / median(times.raw);
const last = await product();
console.log(
  `today: ${fmt(last.figures.customersToday)} sales, ${fmt(last.figures.productsSoldToday)} items, revenue ${last.figures.revenueToday}; month ${last.figures.monthlyRevenue}`,
);
console.log(`dashboard (figures + last30Days chart, GraphQL): median ${fmt(median(times.product), 1)} ms`);
console.log(`raw GROUP BY over the sales rows (same figures):  median ${fmt(median(times.raw), 1)} ms`);
console.log(`ratio dashboard ÷ raw: ${fmt(ratio, 4)} (target ≤ 0.05); figures agree: ${agree ? 'yes' : 'NO'}`);

await world.built.app.close();
await database.dispose();
