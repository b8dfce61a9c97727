import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionItems, transactions } from '../../db/schema/transactions.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

// The public data set (../shared/datasets, sha256 cb4e8371…), read in place and never copied.
const DATASET = new URL(
  '../../../../../../shared/datasets/vending-machine-sales-2022/vending_machine_sales.csv',
  import.meta.url,
);
const ZONE = 'America/New_York';
const SUMMARY =
  'rows acceptedRows transactions alreadyImported total newKiosks newProducts refusedTotal imported refused { row field reason }';
const preview = `mutation ($file: File!, $data: SalesImportInput!) { previewSalesImport(file: $file, data: $data) { ${SUMMARY} } }`;
const run = `mutation ($file: File!, $data: SalesImportInput!) { importSales(file: $file, data: $data) { ${SUMMARY} } }`;

interface Summary {
  rows: number;
  acceptedRows: number;
  transactions: number;
  alreadyImported: number;
  total: string;
  newKiosks: string[];
  newProducts: string[];
  refusedTotal: number;
  imported: boolean;
  refused: { row: number; field: string; reason: string }[];
}

/** The figures computed straight from the CSV with plain string splitting (the file has no quotes). */
function expectedFigures(text: string) {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const col = header.split(',');
  const at = (name: string) => col.indexOf(name);
  const perMachine = new Map<string, number>();
  const perMonth = new Map<string, number>();
  const sales = new Set<string>();
  let units = 0;
  for (const line of lines) {
    const f = line.split(',');
    const cents = Math.round(Number(f[at('LineTotal')]) * 100);
    const machine = f[at('Machine')] ?? '';
    const [month = '', , year = ''] = (f[at('TransDate')] ?? '').split('/');
    const monthKey = `${year}-${month.padStart(2, '0')}`;
    perMachine.set(machine, (perMachine.get(machine) ?? 0) + cents);
    perMonth.set(monthKey, (perMonth.get(monthKey) ?? 0) + cents);
    sales.add(`${machine}|${f[at('Transaction')]}`);
    units += Number(f[at('RQty')]);
  }
  return { rows: lines.length, perMachine, perMonth, sales: sales.size, units };
}

const monthIn = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).format(instant);
  return parts.slice(0, 7);
};

describe.each(testDatabaseKinds())('import of sales history on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const dataset = readFileSync(DATASET, 'utf8');
  const upload = (query: string, data: Record<string, unknown>, file: string | Buffer, as = world.tokens.subAdmin) =>
    gqlUpload<Record<string, Summary>>(
      world.built,
      'transactions',
      query,
      { data },
      { variable: 'file', name: 'sales.csv', type: 'text/csv', data: file },
      as,
    );
  const count = async () =>
    (await database.db.select().from(transactions).where(eq(transactions.orgId, world.orgs.sub))).length;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('dry-runs, then imports the vending data set with the preset; totals per machine and month match the CSV', async () => {
    const expected = expectedFigures(dataset);
    const input = { orgId: world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: ZONE };

    const dry = (await upload(preview, input, dataset)).data?.previewSalesImport;
    expect(dry).toMatchObject({ rows: expected.rows, acceptedRows: expected.rows, refusedTotal: 0, imported: false });
    expect(dry?.transactions).toBe(expected.sales);
    expect([...(dry?.newKiosks ?? [])].sort()).toEqual([...expected.perMachine.keys()].sort());
    expect(await count()).toBe(0);

    const done = (await upload(run, input, dataset)).data?.importSales;
    expect(done).toMatchObject({ imported: true, transactions: expected.sales, alreadyImported: 0 });

    const kioskNames = new Map(
      (await world.built.services.kiosks.ofOrganizations([world.orgs.sub])).map((k) => [k.id, k.name]),
    );
    const rows = await database.db.select().from(transactions).where(eq(transactions.orgId, world.orgs.sub));
    const perMachine = new Map<string, number>();
    const perMonth = new Map<string, number>();
    for (const row of rows) {
      const cents = Math.round(Number(row.total) * 100);
      const machine = kioskNames.get(row.kioskId ?? '') ?? '?';
      perMachine.set(machine, (perMachine.get(machine) ?? 0) + cents);
      perMonth.set(monthIn(row.created), (perMonth.get(monthIn(row.created)) ?? 0) + cents);
      expect(row).toMatchObject({ paymentStatus: 'paid', type: 'purchase', paymentProvider: 'import' });
    }
    expect(perMachine).toEqual(expected.perMachine);
    expect(perMonth).toEqual(expected.perMonth);
    const items = await database.db
      .select({ id: transactionItems.id })
      .from(transactionItems)
      .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
      .where(eq(transactions.orgId, world.orgs.sub));
    expect(items.length).toBe(expected.units);
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await count();
    const input = { orgId: world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: ZONE };
    const dry = (await upload(preview, input, dataset)).data?.previewSalesImport;
    expect(dry).toMatchObject({ transactions: 0, newKiosks: [], newProducts: [] });
    const again = (await upload(run, input, dataset)).data?.importSales;
    expect(again).toMatchObject({ imported: true, transactions: 0, alreadyImported: before });
    expect(await count()).toBe(before);
  });

  it('refuses malformed files with row-level reasons and writes nothing', async () => {
    const before = await count();
    const kiosksBefore = (await world.built.services.kiosks.ofOrganizations([world.orgs.sub])).length;
    const columns = { timestamp: 'when', product: 'product', quantity: 'qty', unitPrice: 'price' };
    const input = { orgId: world.orgs.sub, timeZone: 'Europe/Berlin', columns, constants: { kiosk: 'Bad file kiosk' } };
    const file = [
      'when,product,qty,price',
      '2026-01-05 10:00,Water,1,1.50',
      '2026-13-45 10:00,Water,1,1.50',
      '2026-01-05 11:00,Water,-2,1.50',
      '2026-01-05 12:00,Water,1,abc',
    ].join('\n');
    const result = (await upload(run, input, file)).data?.importSales;
    expect(result).toMatchObject({ imported: false, rows: 4, acceptedRows: 1, refusedTotal: 3 });
    expect(result?.refused.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 3, field: 'timestamp' },
      { row: 4, field: 'quantity' },
      { row: 5, field: 'unitPrice' },
    ]);

    const wrongDelimiter = await upload(run, input, file.replaceAll(',', ';'));
    expect(wrongDelimiter.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'columns.timestamp': 'BAD_USER_INPUT' },
    });

    const garbage = await upload(run, input, Buffer.alloc(50 * 1024 * 1024, 0x7a));
    expect(garbage.status).toBe(413);
    expect(garbage.errors?.[0]?.extensions).toMatchObject({ code: 'FILE_TOO_LARGE' });

    expect(await count()).toBe(before);
    expect((await world.built.services.kiosks.ofOrganizations([world.orgs.sub])).length).toBe(kiosksBefore);
  });

  it("converts the file's local times to instants in the chosen zone, DST included", async () => {
    const input = {
      orgId: world.orgs.sub,
      timeZone: 'Europe/Berlin',
      columns: { timestamp: 'when', product: 'product', unitPrice: 'price', transactionId: 'id' },
      constants: { kiosk: 'Zone kiosk' },
    };
    const file = 'when,product,price,id\n2026-01-10 12:00,Tea,2.00,z1\n2026-07-10 12:00,Tea,2.00,z2\n';
    expect((await upload(run, input, file)).data?.importSales).toMatchObject({ imported: true, transactions: 2 });
    const rows = await database.db.select().from(transactions).where(eq(transactions.orgId, world.orgs.sub));
    const created = rows
      .filter((row) => row.sessionId === 'import:z1' || row.sessionId === 'import:z2')
      .map((row) => row.created.toISOString())
      .sort();
    expect(created).toEqual(['2026-01-10T11:00:00.000Z', '2026-07-10T10:00:00.000Z']);
  });

  it("refuses an organization out of the caller's reach", async () => {
    const input = { orgId: world.orgs.foreign, preset: 'vending-machine-sales-2022', timeZone: ZONE };
    const result = await upload(preview, input, dataset);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
