/**
 * Forecast accuracy and speed (issue 15). Part 1: the public vending data set
 * (`../shared/datasets/vending-machine-sales-2022`, five machines in New Jersey, 2022) is imported through
 * the product's own importer (preset vending-machine-sales-2022, America/New_York) into a fresh PGlite
 * database; the daily units are read back through the transactions module's read port and forecast by
 * the forecast module's computation (`computeForecast`, what the job runs) with the last 28 days held out.
 * MASE per kiosk × product series against the in-sample weekly seasonal-naive scale, for series with
 * ≥ 56 training days (first sale to cut-off) still on sale (a sale in the last 28 training days — known
 * before the cut-off). Pooled MASE = Σ absolute errors ÷ Σ (28 × scale); printed for the product and for
 * the seasonal-naive forecast, with both medians. Target: product pooled ≤ 0.85 × naive pooled and
 * product median < naive median.
 *
 * Part 2: the time to fit a generated fleet of 500 kiosks × 50 products (365 days each) with the same
 * computation. Asserts nothing; prints figures.
 *
 *   npm run forecast-accuracy -w @kiosk/bench        (FLEET_KIOSKS, FLEET_PRODUCTS to change the fleet)
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { gqlUpload } from '../apps/server/src/test-support/upload.ts';
import { createUsersWorld } from '../apps/server/src/modules/users/users.test-data.ts';
import { computeForecast, HISTORY_DAYS } from '../apps/server/src/modules/forecast/forecast.compute.ts';
import { addDays, dayBounds } from '../apps/server/src/modules/forecast/forecast.days.ts';
import { maseScale, mae, median, seasonalNaive } from '../apps/server/src/modules/forecast/forecast.model.ts';

// `../shared/datasets` relative to the repository root (a git worktree elsewhere looks further up).
const DATASET = ['../../shared/datasets', '../../../shared/datasets', '../../../../shared/datasets']
  .map((dir) => new URL(`${dir}/vending-machine-sales-2022/vending_machine_sales.csv`, import.meta.url))
  .find((url) => existsSync(url));
if (!DATASET) throw new Error('../shared/datasets/vending-machine-sales-2022 not found next to the repository');
const ZONE = 'America/New_York';
const HOLDOUT = 28;
const MIN_TRAINING_DAYS = 56;
const fmt = (n: number, digits = 3) => n.toFixed(digits);

// ── Part 1: accuracy on the vending data set ────────────────────────────────────────────────────────────
const database = await createTestDatabase('pglite');
const world = await createUsersWorld(database);
const org = world.orgs.sub;
await database.db.execute(sql`UPDATE organizations SET time_zone = ${ZONE} WHERE id = ${org}`);
const imported = await gqlUpload<{ importSales: { imported: boolean; transactions: number; refusedTotal: number } }>(
  world.built,
  'transactions',
  `mutation ($file: File!, $data: SalesImportInput!) { importSales(file: $file, data: $data) { imported transactions refusedTotal } }`,
  { data: { orgId: org, preset: 'vending-machine-sales-2022', timeZone: ZONE } },
  { variable: 'file', name: 'sales.csv', type: 'text/csv', data: readFileSync(DATASET) },
  world.tokens.subAdmin,
);
if (!imported.data?.importSales.imported) throw new Error(`import failed: ${JSON.stringify(imported)}`);
console.log(`imported ${imported.data.importSales.transactions} sales of the vending data set (${ZONE})`);

const services = world.built.services;
const kiosks = await services.kiosks.ofOrganizations([org]);
const lastDay = '2022-12-31';
const cutoff = addDays(lastDay, -HOLDOUT); // the last training day
const firstDay = addDays(lastDay, -(HISTORY_DAYS + HOLDOUT - 1));
const all = await services.transactions.dailyProductSales(org, dayBounds(firstDay, HISTORY_DAYS + HOLDOUT, ZONE));
const training = all.filter((row) => row.day < HISTORY_DAYS);
const started = performance.now();
const result = computeForecast({
  closedDay: cutoff,
  kiosks: kiosks.map((k) => ({ id: k.id, location: k.location })),
  rows: training,
});
const fitMs = performance.now() - started;

const series = new Map<string, number[]>();
for (const row of all) {
  const key = `${row.kioskId}|${row.productId}`;
  let ys = series.get(key);
  if (!ys) series.set(key, (ys = new Array<number>(HISTORY_DAYS + HOLDOUT).fill(0)));
  ys[row.day] = (ys[row.day] ?? 0) + row.units;
}
const forecastOf = new Map<string, number[]>();
for (const point of result.points) {
  const key = `${point.kioskId}|${point.productId}`;
  let values = forecastOf.get(key);
  if (!values) forecastOf.set(key, (values = []));
  values.push(point.units);
}
const tally = (points: typeof result.points, pick: (p: (typeof result.points)[number]) => string) => {
  const counts = new Map<string, number>();
  for (let i = 0; i < points.length; i += 35) {
    const point = points[i];
    if (point) counts.set(pick(point), (counts.get(pick(point)) ?? 0) + 1);
  }
  return [...counts].map(([m, n]) => `${m} ${n}`).join(', ');
};
let productErrors = 0;
let naiveErrors = 0;
let scales = 0;
const productMase: number[] = [];
const naiveMase: number[] = [];
for (const [key, ys] of series) {
  const start = ys.findIndex((y) => y > 0);
  if (start < 0 || HISTORY_DAYS - start < MIN_TRAINING_DAYS) continue;
  const train = ys.slice(start, HISTORY_DAYS);
  if (!train.slice(-28).some((y) => y > 0)) continue;
  const scale = maseScale(train);
  if (!(scale > 0)) continue;
  const test = ys.slice(HISTORY_DAYS);
  const product = (forecastOf.get(key) ?? []).slice(0, HOLDOUT);
  while (product.length < HOLDOUT) product.push(0);
  const naive = seasonalNaive(train, HOLDOUT);
  productErrors += mae(test, product) * HOLDOUT;
  naiveErrors += mae(test, naive) * HOLDOUT;
  scales += scale * HOLDOUT;
  productMase.push(mae(test, product) / scale);
  naiveMase.push(mae(test, naive) / scale);
}
const productPooled = productErrors / scales;
const naivePooled = naiveErrors / scales;
console.log(`series evaluated: ${productMase.length} (kiosk × product, ≥ ${MIN_TRAINING_DAYS} training days, on sale)`);
console.log(`held out: ${addDays(cutoff, 1)} .. ${lastDay} (${HOLDOUT} days); fitted in ${fmt(fitMs, 0)} ms`);
console.log(`${result.series} series fitted; point forecast by: ${tally(result.points, (p) => p.model)}`);
console.log(`expected units by: ${tally(result.points, (p) => p.expectedModel)}`);
console.log(`product        pooled MASE ${fmt(productPooled)}  median ${fmt(median(productMase))}`);
console.log(`seasonal naive pooled MASE ${fmt(naivePooled)}  median ${fmt(median(naiveMase))}`);
console.log(
  `ratio product ÷ naive (pooled) ${fmt(productPooled / naivePooled)} (target ≤ 0.85); median below naive: ${
    median(productMase) < median(naiveMase) ? 'yes' : 'no'
  }`,
);
await world.built.app.close();
await database.dispose();

// ── Part 2: speed on a generated fleet ──────────────────────────────────────────────────────────────────
const KIOSKS = Number(process.env.FLEET_KIOSKS ?? 500);
const PRODUCTS = Number(process.env.FLEET_PRODUCTS ?? 50);
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const poisson = (lambda: number) => {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k += 1;
    p *= random();
  } while (p > limit);
  return k - 1;
};
// A smart-fridge fleet: each kiosk's products follow a popularity curve (a few sell daily, most a few
// units a week), weekday pattern (weekends quieter at offices), a slow trend.
const fleetKiosks = Array.from({ length: KIOSKS }, (_, k) => ({
  id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
  location: { country: 'DE', state: k % 2 ? 'BY' : 'BE' },
}));
const rows: { kioskId: string; productId: string; day: number; units: number; revenue: string; cost: string }[] = [];
const weekdayShape = [1.15, 1.1, 1.1, 1.05, 1.2, 0.75, 0.65];
for (const kiosk of fleetKiosks) {
  const size = 0.5 + random() * 1.5;
  for (let p = 0; p < PRODUCTS; p += 1) {
    const productId = `10000000-0000-4000-8000-${String(p).padStart(12, '0')}`;
    const rate = (size * 6) / (p + 1) ** 0.9;
    for (let day = 0; day < HISTORY_DAYS; day += 1) {
      const units = poisson(rate * (weekdayShape[day % 7] ?? 1) * (1 + day / 1500));
      if (units > 0)
        rows.push({
          kioskId: kiosk.id,
          productId,
          day,
          units,
          revenue: (units * 2.5).toFixed(2),
          cost: (units * 1.1).toFixed(2),
        });
    }
  }
}
console.log(
  `generated fleet: ${KIOSKS} kiosks × ${PRODUCTS} products, ${HISTORY_DAYS} days, ${rows.length} daily rows`,
);
const fleetStarted = performance.now();
const fleet = computeForecast({ closedDay: '2026-10-31', kiosks: fleetKiosks, rows });
const fleetSeconds = (performance.now() - fleetStarted) / 1000;
console.log(
  `fitted ${fleet.series} series in ${fmt(fleetSeconds, 1)} s (target ≤ 60 s); point forecast by: ${tally(
    fleet.points,
    (p) => p.model,
  )}; expected units by: ${tally(fleet.points, (p) => p.expectedModel)}`,
);
