import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { eportSalesFiles } from '../../test-support/sales-files.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

// The ePort fixture always; the public data set (../shared/datasets, read in place) where it is.
const FILES = eportSalesFiles('reports of the public vending data set');
const ZONE = 'America/New_York';

/**
 * Per machine and month the sum of LineTotal, and per product the units (RQty) and the sum of LineTotal,
 * straight from the CSV with plain string splitting (the file has no quotes). The file has neither tax nor
 * cost, so net sales are the line totals and profit equals them. Products are matched by name without case,
 * as the importer does; a line without a product is "Unnamed product".
 */
function fromCsv(text: string) {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const col = header.split(',');
  const at = (name: string) => col.indexOf(name);
  const perMachineMonth = new Map<string, Map<string, number>>();
  const perProduct = new Map<string, { units: number; cents: number }>();
  for (const line of lines) {
    const f = line.split(',');
    const cents = Math.round(Number(f[at('LineTotal')]) * 100);
    const machine = f[at('Machine')] ?? '';
    const [month = '', , year = ''] = (f[at('TransDate')] ?? '').split('/');
    const monthKey = `${year}-${month.padStart(2, '0')}`;
    const months = perMachineMonth.get(machine) ?? new Map<string, number>();
    months.set(monthKey, (months.get(monthKey) ?? 0) + cents);
    perMachineMonth.set(machine, months);
    const product = (f[at('Product')] ?? '').trim().toLowerCase() || 'unnamed product';
    const p = perProduct.get(product) ?? { units: 0, cents: 0 };
    perProduct.set(product, { units: p.units + Number(f[at('RQty')]), cents: p.cents + cents });
  }
  return { perMachineMonth, perProduct };
}

const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const CASES = testDatabaseKinds().flatMap((kind) => FILES.map((file) => [file.name, kind, file.text] as const));

describe.each(CASES)('reports of %s, imported, on %s', (_name, kind, dataset) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const ask = async <T>(query: string, variables: Record<string, unknown>) => {
    const result = await gql<T>(
      world.built,
      'reports',
      query,
      { o: world.orgs.sub, ...variables },
      world.tokens.subAdmin,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    // The organization keeps the file's time zone, so its local months are the file's months.
    await database.db.execute(sql`UPDATE organizations SET time_zone = ${ZONE} WHERE id = ${world.orgs.sub}`);
    const done = await gqlUpload<{ importSales: { imported: boolean } }>(
      world.built,
      'transactions',
      'mutation ($file: File!, $data: SalesImportInput!) { importSales(file: $file, data: $data) { imported } }',
      { data: { orgId: world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: ZONE } },
      { variable: 'file', name: 'sales.csv', type: 'text/csv', data: dataset },
      world.tokens.subAdmin,
    );
    expect(done.data?.importSales.imported).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  const PERIOD = { from: '2022-01-01T12:00:00Z', to: '2022-12-31T12:00:00Z' };

  it('gives each machine’s monthly net sales as the CSV’s line totals', async () => {
    const expected = fromCsv(dataset);
    const kiosks = await ask<{ topSellingKiosks: { kioskId: string; kioskName: string; netSales: string }[] }>(
      'query ($o: ID, $p: ReportPeriod) { topSellingKiosks(orgId: $o, period: $p, limit: 100) { kioskId kioskName netSales } }',
      { p: PERIOD },
    );
    expect(kiosks.topSellingKiosks.map((k) => k.kioskName).sort()).toEqual([...expected.perMachineMonth.keys()].sort());
    for (const kiosk of kiosks.topSellingKiosks) {
      const months = expected.perMachineMonth.get(kiosk.kioskName) ?? new Map<string, number>();
      const summary = await ask<{
        getReportSummary: { series: { label: string; netSales: string; profit: string }[] };
      }>(
        `query ($o: ID, $p: ReportPeriod, $k: [ID!]) {
          getReportSummary(orgId: $o, period: $p, kioskIds: $k, grouping: monthly) { series { label netSales profit } } }`,
        { p: PERIOD, k: [kiosk.kioskId] },
      );
      expect({
        machine: kiosk.kioskName,
        months: summary.getReportSummary.series
          .filter((m) => m.netSales !== '0.00')
          .map((m) => [m.label, m.netSales, m.profit]),
      }).toEqual({
        machine: kiosk.kioskName,
        months: [...months].sort().map(([month, cents]) => [month, money(cents), money(cents)]),
      });
    }
  });

  it('ranks the top products as the CSV does', async () => {
    const expected = [...fromCsv(dataset).perProduct]
      .sort((a, b) => b[1].units - a[1].units || b[1].cents - a[1].cents || a[0].localeCompare(b[0]))
      .slice(0, 20);
    const data = await ask<{
      getTopSellingProducts: { rank: number; productLine: string; amount: number; netSales: string; profit: string }[];
    }>(
      'query ($o: ID, $p: ReportPeriod) { getTopSellingProducts(orgId: $o, period: $p, limit: 20) { rank productLine amount netSales profit } }',
      { p: PERIOD },
    );
    expect(
      data.getTopSellingProducts.map((p) => [
        p.rank,
        p.productLine.trim().toLowerCase(),
        p.amount,
        p.netSales,
        p.profit,
      ]),
    ).toEqual(expected.map(([name, p], i) => [i + 1, name, p.units, money(p.cents), money(p.cents)]));
  });
});
