import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { pdfTexts } from '../../test-support/pdf.ts';

/**
 * The e-mailed report export (Reports → Export): the figures of the Reports screen for the period, kiosks and
 * grouping, built by the exports job and mailed with the file attached. Expected figures by hand:
 * Cola 2.50 incl. 19 % tax (net 2.10, cost 0.80), Chips 1.50 incl. 7 % (net 1.40, cost 0.40);
 * S1 at Alpha on Tue 2026-10-20 12:15 CEST (visa): Cola + Chips → net 3.50, cost 1.20, profit 2.30;
 * S2 at Beta on Wed 2026-10-21 13:30 CEST (cash): Cola → net 2.10, cost 0.80, profit 1.30;
 * a sale of another organization's kiosk on the same day never shows.
 */
describe.each(testDatabaseKinds())('report export on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let admin: string;
  let foreignOrg: string;
  const kiosks = { alpha: '', beta: '', foreign: '' };

  async function sale(
    kioskId: string,
    org: string,
    created: string,
    card: string,
    items: [string, string, string, string][],
  ) {
    const [row] = await database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
       VALUES ($1, $2, $3, $4, 'paid', true, $5) RETURNING id`,
      [org, kioskId, created, items.reduce((sum, item) => sum + Number(item[1]), 0).toFixed(2), card],
    );
    for (const [name, price, tax, cost] of items) {
      await database.query(
        'INSERT INTO transaction_items (transaction_id, name, price, tax, cost) VALUES ($1, $2, $3, $4, $5)',
        [row?.id, name, price, tax, cost],
      );
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Report Export Org');
    foreignOrg = await context.newOrganization('Other Org');
    await database.query("UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = $1", [orgId]);
    admin = await context.token(
      await context.newUser({ email: 'rita@reports.test', firstName: 'Rita', lastName: 'Reporter' }, [
        [orgId, 'admin'],
      ]),
    );
    const create = async (name: string, org: string) =>
      (await context.services.kiosks.create(context.root, { name, serialNumber: `RE-${kind}-${name}`, orgId: org })).id;
    kiosks.alpha = await create('Alpha', orgId);
    kiosks.beta = await create('Beta', orgId);
    kiosks.foreign = await create('Foreign', foreignOrg);
    const COLA: [string, string, string, string] = ['Cola', '2.50', '19', '0.80'];
    const CHIPS: [string, string, string, string] = ['Chips', '1.50', '7', '0.40'];
    await sale(kiosks.alpha, orgId, '2026-10-20T10:15:00Z', 'visa', [COLA, CHIPS]);
    // Paid in cash, as an imported file says it: the exports name the method in their language.
    await sale(kiosks.beta, orgId, '2026-10-21T11:30:00Z', 'cash', [COLA]);
    await sale(kiosks.foreign, foreignOrg, '2026-10-20T10:00:00Z', 'visa', [COLA, COLA, COLA]);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const post = (path: string, body: unknown, token: string | undefined = admin) =>
    context.built.app.inject({
      method: 'POST',
      url: path,
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const BODY = { orgId: '', from: '2026-10-19T00:00:00+02:00', to: '2026-10-25T12:00:00+01:00', grouping: 'daily' };

  it('mails the CSV with the figures: totals, per day, top products and kiosks, payment methods, peak hour', async () => {
    const accepted = await post('/api/v1/reports/export/csv/en', { ...BODY, orgId });
    expect(accepted.statusCode).toBe(201);
    const { exportId } = accepted.json() as { exportId: string };
    expect(exportId).toBeTruthy();
    const mail = await waitForMail(context.built.config.dataDir, {
      to: 'rita@reports.test',
      where: (m) => m.attachments.some((a) => a.filename.endsWith('.csv')),
    });
    expect(mail.subject).toBe('Your export: Sales report');
    expect(mail.attachments[0]?.filename).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parse(
      mail.attachments[0]?.content.toString('utf8').replace(/^\uFEFF/, '') ?? '',
    ) as string[][];
    expect(header).toEqual([
      'Section',
      'Item',
      'Rank',
      'Transactions',
      'Units',
      'Net sales (EUR)',
      'Net cost (EUR)',
      'Profit (EUR)',
      'Count',
    ]);
    expect(rows).toEqual([
      ['Period total', '2026-10-19 – 2026-10-25', '', '2', '3', '5.60', '2.00', '3.60', ''],
      ['Net sales and profit by day', '2026-10-20', '', '1', '2', '3.50', '1.20', '2.30', ''],
      ['Net sales and profit by day', '2026-10-21', '', '1', '1', '2.10', '0.80', '1.30', ''],
      // The series runs from the first day with sales to the period's end.
      ...['2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'].map((day) => [
        'Net sales and profit by day',
        day,
        '',
        '0',
        '0',
        '0.00',
        '0.00',
        '0.00',
        '',
      ]),
      ['Top products', 'Cola', '1', '', '2', '4.20', '1.60', '2.60', ''],
      ['Top products', 'Chips', '2', '', '1', '1.40', '0.40', '1.00', ''],
      ['Top kiosks', 'Alpha', '1', '', '', '3.50', '1.20', '2.30', ''],
      ['Top kiosks', 'Beta', '2', '', '', '2.10', '0.80', '1.30', ''],
      ['Payment methods', 'Cash', '', '', '', '', '', '', '1'],
      ['Payment methods', 'Visa', '', '', '', '', '', '', '1'],
      ['Peak sales hour', '12:00–13:00', '', '', '', '3.50', '', '', ''],
    ]);
  });

  it('mails a printable PDF in German, for the chosen kiosk and weekly grouping', async () => {
    const accepted = await post('/api/v1/reports/export/pdf/de', {
      ...BODY,
      orgId,
      kioskIds: [kiosks.beta],
      grouping: 'weekly',
    });
    expect(accepted.statusCode).toBe(201);
    const mail = await waitForMail(context.built.config.dataDir, {
      to: 'rita@reports.test',
      where: (m) => m.attachments.some((a) => a.filename.endsWith('.pdf')),
    });
    expect(mail.subject).toBe('Ihr Export: Verkaufsbericht');
    const attachment = mail.attachments[0];
    expect(attachment?.contentType).toContain('application/pdf');
    expect(attachment?.filename).toMatch(/^verkaufsbericht-\d{4}-\d{2}-\d{2}\.pdf$/);
    const texts = pdfTexts(attachment?.content ?? Buffer.alloc(0));
    expect(texts).toContain('Verkaufsbericht');
    expect(texts).toContain('Nettoumsatz und Gewinn je Woche');
    expect(texts).toContain('2026-W43');
    // Only Beta: one Cola.
    expect(texts.join('|')).toContain('Beta');
    expect(texts.join('|')).not.toContain('Alpha');
    expect(texts.some((text) => text.startsWith('2,10'))).toBe(true);
    expect(texts).toContain('Umsatzstärkste Stunde');
    expect(texts).toContain('Bargeld');
  });

  it('builds the XLSX with numbers', async () => {
    const accepted = await post('/api/v1/reports/export/xlsx/en', { ...BODY, orgId });
    expect(accepted.statusCode).toBe(201);
    const mail = await waitForMail(context.built.config.dataDir, {
      to: 'rita@reports.test',
      where: (m) => m.attachments.some((a) => a.filename.endsWith('.xlsx')),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(mail.attachments[0]?.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Period total',
      '2026-10-19 – 2026-10-25',
      undefined,
      2,
      3,
      5.6,
      2,
      3.6,
    ]);
  });

  it('refuses another organization, a bad format or grouping; needs a signed-in caller', async () => {
    expect((await post('/api/v1/reports/export/csv/en', { ...BODY, orgId: foreignOrg })).statusCode).toBe(404);
    const format = await post('/api/v1/reports/export/docx/en', { ...BODY, orgId });
    expect(format.statusCode).toBe(400);
    const grouping = await post('/api/v1/reports/export/csv/en', { ...BODY, orgId, grouping: 'hourly' });
    expect(grouping.statusCode).toBe(400);
    expect((await post('/api/v1/reports/export/csv/en', { ...BODY, orgId }, '')).statusCode).toBe(401);
  });
});
