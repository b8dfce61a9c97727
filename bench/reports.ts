/**
 * The reports at scale, on PostgreSQL (issue 15's target): every report operation of the reports endpoint,
 * each a whole GraphQL request through the product's code (the sales roll-ups of ADR 0009 and the reports'
 * product and payment roll-ups), against a raw GROUP BY over the sales rows giving the same figure
 * (transactions and their items, in the organization's local hours, days and weeks). The ratio product ÷
 * raw should be ≤ 0.05 for every operation. Several figures of both are compared, so a fast wrong answer shows.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run reports -w @kiosk/bench
 *
 * BENCH_ROWS sets the number of sales (default 5,000,000; about 1.3 items each, 60 products, 4 payment
 * methods), seeded in one organization with 50 kiosks over the last 60 days by SQL in a fresh database
 * (dropped afterwards), plus BENCH_REFILLS refills (default 100,000, two lines each); the roll-ups are kept
 * by their triggers while seeding. Every report is asked for the default period (the epoch to now).
 * Refills are rows of their own (not roll-ups): their operations are set against the raw GROUP BY of sales
 * by local hour. BENCH_ROUNDS (3) requests per operation; each distinct raw GROUP BY runs BENCH_RAW_ROUNDS
 * times (default BENCH_ROUNDS) and stands for every operation giving its figure. BENCH_KEEP_DATABASE=1 keeps
 * the seeded database, BENCH_REUSE_DATABASE=<name> measures on it again. Asserts nothing; prints figures.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createTestApp, gql, mintAccessToken } from '../apps/server/src/test-support/app.ts';
import { createTestDatabase, type TestDatabase } from '../apps/server/src/test-support/database.ts';
import { newKiosk } from '../apps/server/src/modules/kiosks/kiosks.test-data.ts';
import { createUsersWorld } from '../apps/server/src/modules/users/users.test-data.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000_000);
const REFILLS = Number(process.env.BENCH_REFILLS ?? 100_000);
const KIOSKS = 50;
const DAYS = 60;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Rounds of each raw GROUP BY (minutes each at 5 million sales on a shared machine). */
const RAW_ROUNDS = Number(process.env.BENCH_RAW_ROUNDS ?? ROUNDS);
if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL: this benchmark runs on PostgreSQL');

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// BENCH_REUSE_DATABASE=<name>: a database an earlier run seeded and kept (BENCH_KEEP_DATABASE=1) — seeding 5
// million sales with their triggers takes a long while on a shared machine.
const reuse = process.env.BENCH_REUSE_DATABASE;
const keep = process.env.BENCH_KEEP_DATABASE === '1' || Boolean(reuse);
let database: TestDatabase;
if (reuse) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${reuse}`;
  const opened = await openDatabase({ url: url.toString() });
  database = { ...opened, dispose: () => opened.close() };
} else {
  database = await createTestDatabase('postgres');
}
const pool = database.pool;
if (!pool) throw new Error('no PostgreSQL pool');
let built: Awaited<ReturnType<typeof createTestApp>>;
let org: string;
let subAdmin: string;
if (reuse) {
  built = await createTestApp(database, { DEMO_DATA: 'false' });
  const found = await pool.query<{ org: string; admin: string }>(
    `SELECT (SELECT org_id FROM transactions LIMIT 1) AS org, (SELECT id FROM users WHERE email = 'sam@sub.test') AS admin`,
  );
  org = found.rows[0]?.org ?? '';
  subAdmin = found.rows[0]?.admin ?? '';
  console.log(`reusing database ${reuse} (organization ${org})`);
} else {
  const world = await createUsersWorld(database);
  built = world.built;
  org = world.orgs.sub;
  subAdmin = world.ids.subAdmin;
  const root = await world.built.services.users.viewerForUser(world.ids.root);
  const kioskIds: string[] = [];
  for (let i = 0; i < KIOSKS; i += 1)
    kioskIds.push((await newKiosk({ services: world.built.services, root } as never, org, { name: `Kiosk ${i}` })).id);

  console.log(
    `seeding ${fmt(ROWS)} sales and ${fmt(REFILLS)} refills in one organization (${KIOSKS} kiosks, ${DAYS} days) …`,
  );
  const started = performance.now();
  await pool.query('SET synchronous_commit = off');
  const step = (DAYS * 86_400) / ROWS;
  for (let from = 0; from < ROWS; from += 500_000) {
    const to = Math.min(ROWS, from + 500_000) - 1;
    await pool.query(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
       SELECT $1, ($2::uuid[])[1 + g % ${KIOSKS}], now() - (g * ${step}) * interval '1 second' - interval '1 second',
         ((g % 400) + 50) / 100.0, 'paid', true, (ARRAY['visa', 'mastercard', 'girocard', 'amex'])[1 + (g / 7) % 4]
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
  await pool.query(
    `WITH r AS (
       INSERT INTO refills (org_id, kiosk_id, created, type)
       SELECT $1, ($2::uuid[])[1 + g % ${KIOSKS}], now() - (g * ${(DAYS * 86_400) / REFILLS}) * interval '1 second', 'TABLET'
       FROM generate_series(0, $3::int - 1) AS g RETURNING id)
     INSERT INTO refill_items (refill_id, cell_id, name, count, refill_cost)
     SELECT r.id, c::text, 'Product 0' || c, CASE WHEN c = 1 THEN 6 ELSE -1 END, CASE WHEN c = 1 THEN 1.80 ELSE -0.30 END
     FROM r, generate_series(1, 2) AS c`,
    [org, kioskIds, REFILLS],
  );
  await pool.query(
    'VACUUM (ANALYZE) transactions, transaction_items, refills, refill_items, sales_rollups, sales_rollups_hourly, report_product_rollups, report_product_rollups_daily, report_payment_rollups, report_payment_rollups_daily',
  );
  const counts = await pool.query<{ hourly: number; products: number; productsDaily: number }>(
    `SELECT (SELECT count(*) FROM sales_rollups_hourly)::int AS hourly, (SELECT count(*) FROM report_product_rollups)::int AS products,
            (SELECT count(*) FROM report_product_rollups_daily)::int AS "productsDaily"`,
  );
  console.log(
    `seeded in ${fmt((performance.now() - started) / 1000, 1)} s; roll-up rows: ${fmt(counts.rows[0]?.hourly ?? 0)} sales (hourly), ${fmt(counts.rows[0]?.products ?? 0)} product (hourly), ${fmt(counts.rows[0]?.productsDaily ?? 0)} product (daily)`,
  );
}
const zone = (await built.services.organizations.summaries([org])).get(org)?.timeZone ?? 'Europe/Berlin';
// A token minted now and valid for the whole run: seeding and the raw queries outlast a console token.
const token = await mintAccessToken(built, subAdmin, { expiresInSeconds: 24 * 3600 });

const ARGS = 'orgId: $o';
const OPERATIONS: Record<string, string> = {
  getReportSummary: `getReportSummary(${ARGS}, grouping: daily) { netSales netCost profit series { label netSales } }`,
  'getReportSummary (weekly)': `getReportSummary(${ARGS}, grouping: weekly) { netSales series { label netSales } }`,
  'getReportSummary (monthly)': `getReportSummary(${ARGS}, grouping: monthly) { netSales series { label netSales } }`,
  dailyProfitByKiosks: `dailyProfitByKiosks(orgId: $o) { _id total_cost total_sales profit }`,
  getAverageDailyNetRevenue: `getAverageDailyNetRevenue(${ARGS}) { average netSales days }`,
  getPeakSalesHour: `getPeakSalesHour(${ARGS}) { start end sum }`,
  topSellingKiosks: `topSellingKiosks(${ARGS}) { rank kioskName netSales netCost profit }`,
  getTopSellingProducts: `getTopSellingProducts(${ARGS}) { rank productLine amount netSales netCost profit }`,
  getTopSellHours: `getTopSellHours(${ARGS}) { slot transactions netSales }`,
  getTopSellWeek: `getTopSellWeek(${ARGS}) { slot transactions netSales }`,
  getPaymentsMethodsStats: `getPaymentsMethodsStats(${ARGS}) { _id cnt }`,
  getTopRefillsWeek: `getTopRefillsWeek(${ARGS}) { slot refills added removed }`,
  getTopRefillsHour: `getTopRefillsHour(${ARGS}) { label hours { slot refills } }`,
};

// The raw GROUP BYs over the sales rows: the same figure from transactions and their items.
const itemsPerSale = `SELECT i.transaction_id, sum(round(i.price * i.tax / (100 + i.tax), 2)) AS tax, sum(i.cost) AS cost
  FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id WHERE t.org_id = $1 GROUP BY 1`;
const netBy = (
  key: string,
) => `SELECT ${key} AS k, count(*)::int AS n, (sum(t.total) - sum(s.tax))::numeric(14, 2)::text AS net,
    sum(s.cost)::numeric(14, 2)::text AS cost
  FROM transactions t JOIN (${itemsPerSale}) s ON s.transaction_id = t.id WHERE t.org_id = $1 GROUP BY 1`;
const local = `(t.created AT TIME ZONE '${zone}')`;
const RAW: Record<string, string> = {
  byDay: netBy(`to_char(${local}, 'YYYY-MM-DD')`),
  byWeek: netBy(`to_char(${local}, 'IYYY-"W"IW')`),
  byMonth: netBy(`to_char(${local}, 'YYYY-MM')`),
  byKiosk: netBy('t.kiosk_id'),
  byHour: netBy(`extract(hour FROM ${local})::int`),
  byWeekday: netBy(`extract(isodow FROM ${local})::int`),
  byProduct: `SELECT i.name AS k, count(*)::int AS n, sum(i.price - round(i.price * i.tax / (100 + i.tax), 2))::numeric(14, 2)::text AS net
    FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id WHERE t.org_id = $1 GROUP BY 1`,
  byPayment: `SELECT payment_card_type AS k, count(*)::int AS n FROM transactions t WHERE t.org_id = $1 GROUP BY 1`,
};
const RAW_OF: Record<string, string> = {
  getReportSummary: 'byDay',
  'getReportSummary (weekly)': 'byWeek',
  'getReportSummary (monthly)': 'byMonth',
  dailyProfitByKiosks: 'byDay',
  getAverageDailyNetRevenue: 'byDay',
  getPeakSalesHour: 'byHour',
  topSellingKiosks: 'byKiosk',
  getTopSellingProducts: 'byProduct',
  getTopSellHours: 'byHour',
  getTopSellWeek: 'byWeekday',
  getPaymentsMethodsStats: 'byPayment',
  getTopRefillsWeek: 'byHour',
  getTopRefillsHour: 'byHour',
};

type Row = { k: string | number; n: number; net: string; cost?: string };
const ask = async (name: string) => {
  const t0 = performance.now();
  const result = await gql<Record<string, unknown>>(
    built,
    'reports',
    `query ($o: ID) { ${OPERATIONS[name]} }`,
    { o: org },
    token,
  );
  const ms = performance.now() - t0;
  if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
  return { ms, data: Object.values(result.data)[0] as never };
};
const raw = async (name: string) => {
  const t0 = performance.now();
  const result = await pool.query<Row>(RAW[name] ?? '', [org]);
  return { ms: performance.now() - t0, rows: result.rows };
};
/** Each raw GROUP BY is timed RAW_ROUNDS times once and its median used for every operation it stands for. */
const rawMedians = new Map<string, { ms: number; rows: Row[] }>();
const rawOf = async (name: string) => {
  let found = rawMedians.get(name);
  if (!found) {
    const runs = [];
    for (let round = 0; round < RAW_ROUNDS; round += 1) runs.push(await raw(name));
    found = { ms: median(runs.map((r) => r.ms)), rows: runs[0]?.rows ?? [] };
    rawMedians.set(name, found);
  }
  return found;
};

const cents = (s: string) => Math.round(Number(s) * 100);
const sumNet = (rows: Row[]) => rows.reduce((n, r) => n + cents(r.net), 0);
/** Does the product's answer give the raw figure? (A few checks per operation, cheap to state.) */
function agrees(name: string, data: never, rows: Row[]): boolean {
  const d = data as Record<string, unknown> & { series?: { netSales: string }[] };
  switch (name) {
    case 'getReportSummary':
    case 'getReportSummary (weekly)':
    case 'getReportSummary (monthly)': {
      const byLabel = new Map(rows.map((r) => [String(r.k), cents(r.net)]));
      return (
        cents(d.netSales as string) === sumNet(rows) &&
        (d.series ?? []).every(
          (p) => cents(p.netSales) === (byLabel.get((p as unknown as { label: string }).label) ?? 0),
        )
      );
    }
    case 'dailyProfitByKiosks': {
      const list = data as unknown as { _id: string; total_sales: string }[];
      const byDay = new Map(rows.map((r) => [String(r.k), cents(r.net)]));
      return list.length === rows.length && list.every((p) => cents(p.total_sales) === byDay.get(p._id));
    }
    case 'getAverageDailyNetRevenue':
      return cents(d.netSales as string) === sumNet(rows);
    case 'getPeakSalesHour': {
      const best = [...rows].sort((a, b) => cents(b.net) - cents(a.net))[0];
      return d.start === best?.k && cents(d.sum as string) === cents(best?.net ?? '0');
    }
    case 'topSellingKiosks': {
      const list = data as unknown as { netSales: string }[];
      const best = [...rows].sort((a, b) => cents(b.net) - cents(a.net)).slice(0, 10);
      return list.every((k, i) => cents(k.netSales) === cents(best[i]?.net ?? '0'));
    }
    case 'getTopSellingProducts': {
      const list = data as unknown as { productLine: string; amount: number; netSales: string }[];
      const byName = new Map(rows.map((r) => [String(r.k), r]));
      const maxAmount = Math.max(...rows.map((r) => r.n));
      return (
        list[0]?.amount === maxAmount &&
        list.every(
          (p) =>
            byName.get(p.productLine)?.n === p.amount &&
            cents(byName.get(p.productLine)?.net ?? '0') === cents(p.netSales),
        )
      );
    }
    case 'getTopSellHours':
    case 'getTopSellWeek': {
      const list = data as unknown as { slot: number; transactions: number; netSales: string }[];
      const bySlot = new Map(rows.map((r) => [Number(r.k), r]));
      return list.every(
        (s) =>
          (bySlot.get(s.slot)?.n ?? 0) === s.transactions &&
          cents(bySlot.get(s.slot)?.net ?? '0') === cents(s.netSales),
      );
    }
    case 'getPaymentsMethodsStats': {
      const list = data as unknown as { _id: string; cnt: number }[];
      const byMethod = new Map(rows.map((r) => [String(r.k), r.n]));
      return list.length === rows.length && list.every((m) => byMethod.get(m._id) === m.cnt);
    }
    default:
      return true; // refills: no sales figure to compare
  }
}

console.log(`\nreport operation (default period, GraphQL) | product median | raw GROUP BY median | ratio | agrees`);
const results: { name: string; product: number; raw: number; agree: boolean }[] = [];
for (const name of Object.keys(OPERATIONS)) {
  const rawName = RAW_OF[name] ?? 'byDay';
  await ask(name); // warm-up
  const r = await rawOf(rawName);
  const times = { product: [] as number[], raw: [r.ms] };
  let agree = true;
  for (let round = 0; round < ROUNDS; round += 1) {
    const p = await ask(name);
    times.product.push(p.ms);
    if (!agrees(name, p.data, r.rows)) agree = false;
  }
  const result = { name, product: median(times.product), raw: median(times.raw), agree };
  results.push(result);
  console.log(
    `${name.padEnd(28)} | ${fmt(result.product, 1).padStart(9)} ms | ${fmt(result.raw, 1).padStart(9)} ms (${rawName}) | ${fmt(result.product / result.raw, 4)} | ${agree ? 'yes' : 'NO'}`,
  );
}
const worst = results.reduce((a, b) => (b.product / b.raw > a.product / a.raw ? b : a));
console.log(
  `\nworst ratio: ${worst.name} ${fmt(worst.product / worst.raw, 4)} (target ≤ 0.05); all figures agree: ${results.every((r) => r.agree) ? 'yes' : 'NO'}`,
);

await built.app.close();
if (keep) {
  await database.close();
  console.log(`kept database ${database.url ?? reuse ?? ''}`);
} else {
  await database.dispose();
}
