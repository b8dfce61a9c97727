/**
 * Forecast accuracy and speed (issue 30; docs/forecast.md "Accuracy and speed").
 *
 * Part 1: the public vending data set (`../shared/datasets/vending-machine-sales-2022`, five machines in
 * New Jersey, 2022) is imported through the product's own importer (preset vending-machine-sales-2022,
 * America/New_York) into a fresh PGlite database; the daily units are read back through the transactions
 * module's read port and forecast by the job's own computation (`computeForecast`) at four rolling origins
 * (cut-offs 28, 56, 84 and 112 days before the year's end; 28 held-out days each). Every baseline is scored
 * beside the product (weekly seasonal naive; same-weekday mean and median of the last 4 weeks; 7-day moving
 * average), per kiosk × product and per kiosk total, with the 80 % interval's held-out coverage
 * (forecast-evaluation.ts).
 *
 * Part 2: generated coffee machines with a known shape (forecast-scenarios.ts): a step up four weeks before
 * the cut-off (another operator's data set fell short on exactly that), a steady rise, a drop, a flat level.
 *
 * Part 3: the time to fit a generated fleet of 500 kiosks × 50 products (365 days each) with the same
 * computation. Asserts nothing; prints figures.
 *
 *   npm run forecast-accuracy -w @kiosk/bench        (FLEET_KIOSKS, FLEET_PRODUCTS to change the fleet;
 *                                                    SCENARIO_COPIES kiosks per scenario, default 20)
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../apps/server/src/test-support/database.ts';
import { gqlUpload } from '../apps/server/src/test-support/upload.ts';
import { createUsersWorld } from '../apps/server/src/modules/users/users.test-data.ts';
import {
  computeForecast,
  HISTORY_DAYS,
  type KioskInput,
} from '../apps/server/src/modules/forecast/forecast.compute.ts';
import { addDays, dayBounds } from '../apps/server/src/modules/forecast/forecast.days.ts';
import { evaluate, report, type Row } from './forecast-evaluation.ts';
import { generator, SCENARIOS, SCENARIO_DAYS, scenarioRows } from './forecast-scenarios.ts';

// `../shared/datasets` relative to the repository root (a git worktree elsewhere looks further up).
const DATASET = ['../../shared/datasets', '../../../shared/datasets', '../../../../shared/datasets']
  .map((dir) => new URL(`${dir}/vending-machine-sales-2022/vending_machine_sales.csv`, import.meta.url))
  .find((url) => existsSync(url));
if (!DATASET) throw new Error('../shared/datasets/vending-machine-sales-2022 not found next to the repository');
const ZONE = 'America/New_York';
const HOLDOUT = 28;
const MIN_TRAINING_DAYS = 56;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The forecast at a cut-off (index of the last training day) from the rows before it, as the job makes it. */
const forecastAt = (rows: readonly Row[], firstDay: string, kiosks: KioskInput[]) => (cutoff: number) =>
  computeForecast({
    closedDay: addDays(firstDay, cutoff),
    kiosks,
    rows: rows.flatMap((row) => {
      const day = row.day - (cutoff - HISTORY_DAYS + 1);
      return day >= 0 && day < HISTORY_DAYS ? [{ ...row, day }] : [];
    }),
  });

// ── Part 1: the vending data set, four rolling origins ─────────────────────────────────────────────────
console.log(`load average at start: ${load()} (2 cores)`);
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
const kiosks = (await services.kiosks.ofOrganizations([org])).map((k) => ({ id: k.id, location: k.location }));
const firstDay = '2022-01-01';
const days = 365;
const rows = await services.transactions.dailyProductSales(org, dayBounds(firstDay, days, ZONE));
await world.built.app.close();
await database.dispose();
const cutoffs = [4, 3, 2, 1].map((k) => days - 1 - HOLDOUT * k);
console.log(
  `\n== vending data set: cut-offs ${cutoffs.map((c) => addDays(firstDay, c)).join(', ')}; ${HOLDOUT} days held out after each`,
);
const vending = evaluate({
  rows,
  firstDay,
  cutoffs,
  holdout: HOLDOUT,
  minTrainingDays: MIN_TRAINING_DAYS,
  forecastAt: forecastAt(rows, firstDay, kiosks),
});
console.log(report(vending).join('\n'));

// ── Part 2: generated coffee machines with a known shape ───────────────────────────────────────────────
const COPIES = Number(process.env.SCENARIO_COPIES ?? 20);
let index = 0;
for (const [name, level] of Object.entries(SCENARIOS)) {
  index += 1;
  const scenario = scenarioRows(index, level, COPIES, name);
  const scenarioKiosks = [...new Set(scenario.map((row) => row.kioskId))].map((id) => ({ id, location: null }));
  const start = '2024-01-01';
  const result = evaluate({
    rows: scenario,
    firstDay: start,
    cutoffs: [SCENARIO_DAYS - 1 - HOLDOUT],
    holdout: HOLDOUT,
    minTrainingDays: MIN_TRAINING_DAYS,
    forecastAt: forecastAt(scenario, start, scenarioKiosks),
  });
  console.log(`\n== generated: ${name} (${COPIES} coffee machines × 8 products, one cut-off)`);
  console.log(
    report(result)
      .filter((line) => !line.startsWith('per origin') && !/^ {2}\d{4}-/.test(line))
      .join('\n'),
  );
}

// ── Part 3: speed on a generated fleet ──────────────────────────────────────────────────────────────────
const KIOSKS = Number(process.env.FLEET_KIOSKS ?? 500);
const PRODUCTS = Number(process.env.FLEET_PRODUCTS ?? 50);
const { random, poisson } = generator(42);
// A smart-fridge fleet: each kiosk's products follow a popularity curve (a few sell daily, most a few
// units a week), weekday pattern (weekends quieter at offices), a slow trend.
const fleetKiosks = Array.from({ length: KIOSKS }, (_, k) => ({
  id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
  location: { country: 'DE', state: k % 2 ? 'BY' : 'BE' },
}));
const fleetRows: Row[] = [];
const weekdayShape = [1.15, 1.1, 1.1, 1.05, 1.2, 0.75, 0.65];
for (const kiosk of fleetKiosks) {
  const size = 0.5 + random() * 1.5;
  for (let p = 0; p < PRODUCTS; p += 1) {
    const productId = `10000000-0000-4000-8000-${String(p).padStart(12, '0')}`;
    const rate = (size * 6) / (p + 1) ** 0.9;
    for (let day = 0; day < HISTORY_DAYS; day += 1) {
      const units = poisson(rate * (weekdayShape[day % 7] ?? 1) * (1 + day / 1500));
      if (units > 0)
        fleetRows.push({
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
  `\n== speed: generated fleet of ${KIOSKS} kiosks × ${PRODUCTS} products, ${HISTORY_DAYS} days, ${fleetRows.length} daily rows`,
);
console.log(`load average before the fit: ${load()} (2 cores)`);
const fleetStarted = performance.now();
const fleet = computeForecast({ closedDay: '2026-10-31', kiosks: fleetKiosks, rows: fleetRows });
const fleetSeconds = (performance.now() - fleetStarted) / 1000;
const models = new Map<string, number>();
for (const point of fleet.points)
  if (point.day === '2026-11-01') models.set(point.model, (models.get(point.model) ?? 0) + 1);
console.log(
  `fitted ${fleet.series} series of ${fleet.kiosks.length} kiosks in ${fleetSeconds.toFixed(1)} s (goal ≤ 60 s): ${
    fleetSeconds <= 60 ? 'met' : 'NOT met'
  }; kiosk level by ${[...models].map(([model, n]) => `${model} ${n}`).join(', ')} (series); load average after: ${load()}`,
);
