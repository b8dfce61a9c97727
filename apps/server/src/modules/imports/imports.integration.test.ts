import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionItems, transactions } from '../transactions/transactions.test-data.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { eportSalesFiles } from '../../test-support/sales-files.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const FILES = eportSalesFiles('import of the public vending data set');
/** A year of sales (9,617 lines) takes most of a minute on PGlite on a busy machine: room to finish, not a limit. */
const SLOW = 240_000;
const ZONE = 'America/New_York';
const SUMMARY = `timeZone dateOrder rows acceptedRows transactions alreadyImported total newKiosks newProducts refusedTotal
  imported refused { row field code value expected reason } merged { field name variants }
  duplicates { row sameAs } duplicateTotal`;
const preview = `mutation ($file: File!, $data: SalesImportInput!) { previewSalesImport(file: $file, data: $data) { ${SUMMARY} } }`;
const run = `mutation ($file: File!, $data: SalesImportInput!) { importSales(file: $file, data: $data) { ${SUMMARY} } }`;

interface Summary {
  timeZone: string;
  dateOrder: string | null;
  rows: number;
  acceptedRows: number;
  transactions: number;
  alreadyImported: number;
  total: string;
  newKiosks: string[];
  newProducts: string[];
  refusedTotal: number;
  imported: boolean;
  refused: { row: number; field: string; code: string; value: string; expected: string | null; reason: string }[];
  merged: { field: string; name: string; variants: string[] }[];
  duplicates: { row: number; sameAs: number }[];
  duplicateTotal: number;
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
  const spellings = new Map<string, Set<string>>();
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
    const product = (f[at('Product')] ?? '').trim();
    if (product) spellings.set(product.toLowerCase(), (spellings.get(product.toLowerCase()) ?? new Set()).add(product));
  }
  const caseVariants = [...spellings.values()].filter((set) => set.size > 1).map((set) => [...set].sort());
  const duplicates = lines.length - new Set(lines).size;
  return { rows: lines.length, perMachine, perMonth, sales: sales.size, units, caseVariants, duplicates };
}

const monthIn = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' }).format(instant);
  return parts.slice(0, 7);
};

const kinds = testDatabaseKinds();

/** A fresh database and world for one describe block, and uploads to the transactions endpoint as sub-admin. */
function importWorld(kind: (typeof kinds)[number]) {
  const it = {} as {
    database: TestDatabase;
    world: UsersWorld;
    upload: (query: string, data: Record<string, unknown>, file: string | Buffer) => ReturnType<typeof send>;
    count: () => Promise<number>;
  };
  const send = (query: string, data: Record<string, unknown>, file: string | Buffer) =>
    gqlUpload<Record<string, Summary>>(
      it.world.built,
      'transactions',
      query,
      { data },
      { variable: 'file', name: 'sales.csv', type: 'text/csv', data: file },
      it.world.tokens.subAdmin,
    );
  it.upload = send;
  it.count = async () =>
    (await it.database.db.select().from(transactions).where(eq(transactions.orgId, it.world.orgs.sub))).length;
  beforeAll(async () => {
    it.database = await createTestDatabase(kind);
    it.world = await createUsersWorld(it.database);
  });
  afterAll(async () => {
    await it.world?.built.app.close();
    await it.database?.dispose();
  });
  return it;
}

describe.each(kinds.flatMap((kind) => FILES.map((file) => [file.name, kind, file.text] as const)))(
  'import of %s on %s',
  (_name, kind, dataset) => {
    const t = importWorld(kind);

    it(
      'dry-runs, then imports with the preset; totals per machine and month match the CSV',
      async () => {
        const expected = expectedFigures(dataset);
        const input = { orgId: t.world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: ZONE };

        const dry = (await t.upload(preview, input, dataset)).data?.previewSalesImport;
        expect(dry).toMatchObject({
          rows: expected.rows,
          acceptedRows: expected.rows,
          refusedTotal: 0,
          imported: false,
          dateOrder: 'MONTH_FIRST',
          duplicateTotal: expected.duplicates,
        });
        expect(dry?.transactions).toBe(expected.sales);
        expect([...(dry?.newKiosks ?? [])].sort()).toEqual([...expected.perMachine.keys()].sort());
        expect(
          dry?.merged
            .filter((merge) => merge.field === 'product')
            .map((merge) => [merge.name, ...merge.variants].sort()),
        ).toEqual(expect.arrayContaining(expected.caseVariants));
        expect(dry?.merged.filter((merge) => merge.field === 'product')).toHaveLength(expected.caseVariants.length);
        expect(await t.count()).toBe(0);

        const done = (await t.upload(run, input, dataset)).data?.importSales;
        expect(done).toMatchObject({ imported: true, transactions: expected.sales, alreadyImported: 0 });
        // After the import the summary names what was created.
        expect(done?.newKiosks).toEqual(dry?.newKiosks);
        expect(done?.newProducts).toEqual(dry?.newProducts);

        const kioskNames = new Map(
          (await t.world.built.services.kiosks.ofOrganizations([t.world.orgs.sub])).map((k) => [k.id, k.name]),
        );
        const rows = await t.database.db.select().from(transactions).where(eq(transactions.orgId, t.world.orgs.sub));
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
        const items = await t.database.db
          .select({ id: transactionItems.id })
          .from(transactionItems)
          .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
          .where(eq(transactions.orgId, t.world.orgs.sub));
        expect(items.length).toBe(expected.units);
      },
      SLOW,
    );

    it(
      'adds nothing when the same file is imported again',
      async () => {
        const before = await t.count();
        const input = { orgId: t.world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: ZONE };
        const dry = (await t.upload(preview, input, dataset)).data?.previewSalesImport;
        expect(dry).toMatchObject({ transactions: 0, total: '0.00', newKiosks: [], newProducts: [] });
        const again = (await t.upload(run, input, dataset)).data?.importSales;
        expect(again).toMatchObject({ imported: true, transactions: 0, alreadyImported: before });
        expect(await t.count()).toBe(before);
      },
      SLOW,
    );
  },
);

describe.each(kinds)('reading sales files on %s', (kind) => {
  const t = importWorld(kind);
  const columns = { timestamp: 'when', product: 'product', quantity: 'qty', unitPrice: 'price' };

  it('refuses malformed lines with codes the console words, and writes nothing', async () => {
    const before = await t.count();
    const kiosksBefore = (await t.world.built.services.kiosks.ofOrganizations([t.world.orgs.sub])).length;
    const input = {
      orgId: t.world.orgs.sub,
      timeZone: 'Europe/Berlin',
      columns,
      constants: { kiosk: 'Bad file kiosk' },
    };
    const file = [
      'when,product,qty,price',
      '2026-01-05 10:00,Water,1,1.50',
      '2026-13-45 10:00,Water,1,1.50',
      '2026-01-05 11:00,Water,-2,1.50',
      '2026-01-05 12:00,Water,1,abc',
      '05/06/2026 12:00,Water,1,1.50',
    ].join('\n');
    const result = (await t.upload(run, input, file)).data?.importSales;
    expect(result).toMatchObject({ imported: false, rows: 5, acceptedRows: 1, refusedTotal: 4 });
    expect(result?.refused.map(({ row, field, code, value }) => ({ row, field, code, value }))).toEqual([
      { row: 3, field: 'timestamp', code: 'NOT_A_DATE', value: '2026-13-45 10:00' },
      { row: 4, field: 'quantity', code: 'NOT_A_QUANTITY', value: '-2' },
      { row: 5, field: 'unitPrice', code: 'NOT_A_PRICE', value: 'abc' },
      { row: 6, field: 'timestamp', code: 'DATE_ORDER_NEEDED', value: '05/06/2026 12:00' },
    ]);

    const wrongDelimiter = await t.upload(run, input, file.replaceAll(',', ';'));
    expect(wrongDelimiter.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'columns.timestamp': 'BAD_USER_INPUT' },
    });

    const garbage = await t.upload(run, input, Buffer.alloc(50 * 1024 * 1024, 0x7a));
    expect(garbage.status).toBe(413);
    expect(garbage.errors?.[0]?.extensions).toMatchObject({ code: 'FILE_TOO_LARGE' });

    const zone = await t.upload(run, { ...input, timeZone: 'Mars/Olympus' }, file);
    expect(zone.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { timeZone: 'INVALID_TIME_ZONE' },
    });

    expect(await t.count()).toBe(before);
    expect((await t.world.built.services.kiosks.ofOrganizations([t.world.orgs.sub])).length).toBe(kiosksBefore);
  });

  it("converts the file's local times to instants in the chosen zone, DST and fractional seconds included", async () => {
    const input = {
      orgId: t.world.orgs.sub,
      timeZone: 'Europe/Berlin',
      columns: { timestamp: 'when', product: 'product', unitPrice: 'price', transactionId: 'id' },
      constants: { kiosk: 'Zone kiosk' },
    };
    const file = [
      'when,product,price,id',
      '2026-01-10 12:00,Tea,2.00,z1',
      '2026-07-10 12:00,Tea,2.00,z2',
      '2024-03-01 10:15:50.520,Tea,2.00,z3',
      '2024-03-01T10:15:50.520+02:00,Tea,2.00,z4',
    ].join('\n');
    expect((await t.upload(run, input, file)).data?.importSales).toMatchObject({ imported: true, transactions: 4 });
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.orgId, t.world.orgs.sub));
    const created = new Map(rows.map((row) => [row.sessionId, row.created.toISOString()]));
    expect(['import:z1', 'import:z2', 'import:z3', 'import:z4'].map((id) => created.get(id))).toEqual([
      '2026-01-10T11:00:00.000Z',
      '2026-07-10T10:00:00.000Z',
      '2024-03-01T09:15:50.520Z',
      '2024-03-01T08:15:50.520Z',
    ]);
  });

  it("reads times in the organization's zone by default and accepts an old zone name", async () => {
    await t.database.db.execute(sql`UPDATE organizations SET time_zone = 'Europe/Kyiv' WHERE id = ${t.world.orgs.sub}`);
    const input = {
      orgId: t.world.orgs.sub,
      columns: { timestamp: 'when', product: 'product', unitPrice: 'price' },
      constants: { kiosk: 'Kyiv kiosk' },
    };
    const file = 'when,product,price\n2026-01-10 21:23,Tea,2.00\n';
    const byDefault = (await t.upload(preview, input, file)).data?.previewSalesImport;
    expect(byDefault).toMatchObject({ timeZone: 'Europe/Kyiv', refusedTotal: 0 });
    const alias = (await t.upload(preview, { ...input, timeZone: 'Europe/Kiev' }, file)).data?.previewSalesImport;
    expect(alias).toMatchObject({ timeZone: 'Europe/Kyiv', refusedTotal: 0 });
    const utc = (await t.upload(preview, { ...input, timeZone: 'UTC' }, file)).data?.previewSalesImport;
    expect(utc).toMatchObject({ timeZone: 'UTC' });
  });

  it('reads day-first dates once the order is chosen, and reports merges and identical lines', async () => {
    const input = {
      orgId: t.world.orgs.sub,
      timeZone: 'UTC',
      columns: { timestamp: 'Datum', kiosk: 'Automat', product: 'Produkt', unitPrice: 'Preis' },
    };
    const file = [
      'Datum;Automat;Produkt;Preis',
      '05.06.2026 10:00;Halle 1;Apfelsaft;2,50',
      '07.06.2026 10:00;halle 1;APFELSAFT;2,50',
      '07.06.2026 10:00;halle 1;APFELSAFT;2,50',
    ].join('\n');
    const needed = (await t.upload(preview, { ...input, delimiter: ';' }, file)).data?.previewSalesImport;
    expect(needed?.refused.map((refusal) => refusal.code)).toEqual([
      'DATE_ORDER_NEEDED',
      'DATE_ORDER_NEEDED',
      'DATE_ORDER_NEEDED',
    ]);
    const chosen = { ...input, delimiter: ';', dateOrder: 'DAY_FIRST' };
    const dry = (await t.upload(preview, chosen, file)).data?.previewSalesImport;
    expect(dry).toMatchObject({
      refusedTotal: 0,
      dateOrder: 'DAY_FIRST',
      newKiosks: ['Halle 1'],
      newProducts: ['Apfelsaft'],
      merged: [
        { field: 'kiosk', name: 'Halle 1', variants: ['halle 1'] },
        { field: 'product', name: 'Apfelsaft', variants: ['APFELSAFT'] },
      ],
      duplicates: [{ row: 4, sameAs: 3 }],
      duplicateTotal: 1,
      total: '7.50',
    });
    const done = (await t.upload(run, chosen, file)).data?.importSales;
    expect(done).toMatchObject({ imported: true, transactions: 3, newKiosks: ['Halle 1'], newProducts: ['Apfelsaft'] });
    const names = (await t.world.built.services.kiosks.ofOrganizations([t.world.orgs.sub])).map((k) => k.name);
    expect(names.filter((name) => name.toLowerCase() === 'halle 1')).toEqual(['Halle 1']);
  });

  it("refuses an organization out of the caller's reach", async () => {
    const input = { orgId: t.world.orgs.foreign, preset: 'vending-machine-sales-2022', timeZone: ZONE };
    const result = await t.upload(preview, input, 'TransDate\n');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
