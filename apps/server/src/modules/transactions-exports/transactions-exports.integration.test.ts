import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_VIEWER } from '../../auth/viewer.ts';
import {
  refillItems,
  refills,
  refundItems,
  refunds,
  transactionItems,
  transactions,
} from '../transactions/transactions.test-data.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

describe.each(testDatabaseKinds())('transactions exports on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const kiosks = { alpha: '', foreign: '', beta: '', gamma: '' };

  const post = (url: string, body: unknown, as: keyof UsersWorld['tokens'] = 'subAdmin') =>
    world.built.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.tokens[as]}` },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Small enough that the 400-sale export below is too large to attach, large enough for the rest.
    world = await createUsersWorld(database, { MAIL_ATTACHMENT_MAX_BYTES: '20000' });
    const context = {
      services: world.built.services,
      root: await world.built.services.users.viewerForUser(world.ids.root),
    };
    kiosks.alpha = (await newKiosk(context as never, world.orgs.sub, { name: 'Alpha kiosk' })).id;
    kiosks.foreign = (await newKiosk(context as never, world.orgs.foreign, { name: 'Foreign kiosk' })).id;
    kiosks.beta = (await newKiosk(context as never, world.orgs.sub, { name: 'Beta kiosk' })).id;
    kiosks.gamma = (await newKiosk(context as never, world.orgs.sub, { name: 'Gamma kiosk' })).id;
    const db = database.db;
    const { sub, foreign } = world.orgs;
    // The sub-organization sells in pounds in Kyiv; the foreign one keeps euro and Europe/Berlin.
    await world.built.services.organizations.update(SYSTEM_VIEWER, sub, { currency: 'gbp', timeZone: 'Europe/Kyiv' });
    const sale = async (orgId: string, kioskId: string, created: string, name: string, price: string) => {
      const [row] = await db
        .insert(transactions)
        .values({ orgId, kioskId, created: new Date(created), total: price, paymentStatus: 'paid' })
        .returning();
      await db.insert(transactionItems).values({ transactionId: row?.id ?? '', name, price });
    };
    await sale(sub, kiosks.alpha, '2026-01-01T10:00:00Z', 'Water', '1.50');
    await sale(sub, kiosks.alpha, '2026-02-01T10:00:00Z', 'Sandwich, "large"', '3.20');
    await sale(foreign, kiosks.foreign, '2026-01-05T10:00:00Z', 'Foreign Tea', '2.00');
    const refill = async (
      orgId: string,
      kioskId: string,
      created: string,
      items: { name: string; count: number }[],
    ) => {
      const [row] = await db
        .insert(refills)
        .values({ orgId, kioskId, type: 'TABLET', created: new Date(created) })
        .returning();
      await db
        .insert(refillItems)
        .values(
          items.map((item, i) => ({ ...item, cellId: String(i + 1), refillId: row?.id ?? '', refillCost: '1.00' })),
        );
    };
    await refill(sub, kiosks.alpha, '2026-01-02T08:00:00Z', [
      { name: 'Water', count: 10 },
      { name: 'Old Bread', count: -2 },
    ]);
    await refill(sub, kiosks.alpha, '2026-02-02T08:00:00Z', [{ name: 'Sandwich, "large"', count: 4 }]);
    await refill(foreign, kiosks.foreign, '2026-01-03T08:00:00Z', [{ name: 'Foreign Tea', count: 6 }]);

    // Beta: a sale of two items, one of them refunded, and one with a member card.
    const [two] = await db
      .insert(transactions)
      .values({
        orgId: sub,
        kioskId: kiosks.beta,
        created: new Date('2026-03-01T09:30:00Z'),
        total: '4.70',
        paymentStatus: 'paid',
        paymentCardType: 'visa',
        memberCardId: 'MC-7',
      })
      .returning();
    const items = await db
      .insert(transactionItems)
      .values([
        { transactionId: two?.id ?? '', name: 'Orange juice', price: '2.50', tax: '7' },
        { transactionId: two?.id ?? '', name: 'Apple', price: '2.20', tax: '7' },
      ])
      .returning();
    const [refund] = await db
      .insert(refunds)
      .values({ orgId: sub, transactionId: two?.id ?? '', kioskId: kiosks.beta, reason: 'bruised', total: '2.20' })
      .returning();
    await db.insert(refundItems).values({
      refundId: refund?.id ?? '',
      transactionItemId: items.find((i) => i.name === 'Apple')?.id ?? '',
      amount: '2.20',
    });

    // Gamma: 400 sales, a file larger than MAIL_ATTACHMENT_MAX_BYTES.
    const many = await db
      .insert(transactions)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          orgId: sub,
          kioskId: kiosks.gamma,
          created: new Date(Date.parse('2026-04-01T00:00:00Z') + i * 60_000),
          total: '1.99',
          paymentStatus: 'paid' as const,
        })),
      )
      .returning({ id: transactions.id });
    await db
      .insert(transactionItems)
      .values(
        many.map((row) => ({ transactionId: row.id, name: 'Long-named sparkling mineral water 0.5 l', price: '1.99' })),
      );
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('downloads the refill lines of the period as refills_{timestamp}.csv, in scope, with German headers', async () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = Date.parse('2026-01-31T23:59:59Z');
    const reply = await post(`/api/v1/transactions/refills-csv/export/${from}/${to}`, { format: 'csv', lng: 'de' });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="refills_\d+\.csv"/);
    const lines = csvLines(reply.body);
    expect(lines[0]).toContain('Nachfüllart');
    expect(lines[0]).toContain('Produkt');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes('Water') && l.includes('Added') && l.includes('Alpha kiosk'))).toBe(true);
    expect(lines.some((l) => l.includes('Old Bread') && l.includes('Removed') && l.includes('-2'))).toBe(true);
    expect(reply.body).not.toContain('Foreign Tea');
    // The same text whether PostgreSQL's COPY or the keyset pages wrote it (newest refill first, cells in order).
    // Times are the organization's (Kyiv, UTC+2 in winter), with the offset and the zone beside them.
    expect(lines[0]).toContain('Datum,Zeitzone,');
    expect(lines[0]).toContain('Nachfüllkosten (GBP)');
    expect(lines[1]).toMatch(
      /^2026-01-02T10:00:00\.000\+02:00,Europe\/Kyiv,[0-9a-f-]{36},Alpha kiosk,TABLET,1,Water,,Added,10,,1\.00$/,
    );
    expect(lines[2]).toMatch(
      /^2026-01-02T10:00:00\.000\+02:00,Europe\/Kyiv,[0-9a-f-]{36},Alpha kiosk,TABLET,2,Old Bread,,Removed,-2,,1\.00$/,
    );
  });

  it('applies the spec §5 date defaults: no bounds = everything since 2015; one bound = up to now', async () => {
    const all = await post('/api/v1/transactions/refills-csv/export/null/undefined', {});
    expect(all.statusCode).toBe(201);
    expect(csvLines(all.body)).toHaveLength(4);
    const bare = await post('/api/v1/transactions/refills-csv/export', { format: 'csv' });
    expect(csvLines(bare.body)).toHaveLength(4);
    const sinceFebruary = await post(`/api/v1/transactions/refills-csv/export/${Date.parse('2026-02-01')}/null`, {});
    const lines = csvLines(sinceFebruary.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Sandwich, ""large"""');
    const root = await post('/api/v1/transactions/refills-csv/export/null/null', {}, 'root');
    const rootLines = csvLines(root.body);
    expect(rootLines).toHaveLength(5);
    // Root sees euro (spec §4) and each organization's own time zone, on both databases.
    expect(rootLines[0]).toContain('Refill cost (EUR)');
    expect(rootLines.find((l) => l.includes('Foreign Tea'))).toMatch(
      /^2026-01-03T09:00:00\.000\+01:00,Europe\/Berlin,/,
    );
    expect(rootLines.find((l) => l.includes('Water'))).toMatch(/^2026-01-02T10:00:00\.000\+02:00,Europe\/Kyiv,/);
  });

  it('streams the refills as xlsx when asked', async () => {
    const reply = await post('/api/v1/transactions/refills-csv/export', { format: 'xlsx', lng: 'en' });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers['content-disposition']).toMatch(/refills_\d+\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).values).toContain('Refill type');
  });

  it('refuses a kiosk outside the caller, bad formats, bad dates and callers without a token', async () => {
    const foreign = await post('/api/v1/transactions/refills-csv/export', { kioskId: kiosks.foreign });
    expect(foreign.statusCode).toBe(404);
    const sales = await post('/api/v1/transactions/csv/export/new/null/null', {
      kioskId: kiosks.foreign,
      format: 'csv',
      lng: 'en',
    });
    expect(sales.statusCode).toBe(404);
    const mixed = await post('/api/v1/transactions/refills-csv/export', { kioskIds: [kiosks.alpha, kiosks.foreign] });
    expect(mixed.statusCode).toBe(404);
    const own = await post('/api/v1/transactions/refills-csv/export', { kioskIds: [kiosks.alpha] });
    expect(csvLines(own.body)).toHaveLength(4);
    const format = await post('/api/v1/transactions/refills-csv/export', { format: 'pdf' });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { format: 'BAD_USER_INPUT' } });
    const excel = await post('/api/v1/transactions/refills-excel/export', { format: 'doc', lng: 'en' });
    expect(excel.statusCode).toBe(400);
    const date = await post('/api/v1/transactions/csv/export/new/yesterday/null', { format: 'csv', lng: 'en' });
    expect(date.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: 'BAD_USER_INPUT' } });
    const anonymous = await world.built.app.inject({ method: 'POST', url: '/api/v1/transactions/refills-csv/export' });
    expect(anonymous.statusCode).toBe(401);
    const consumer = await post('/api/v1/transactions/refills-csv/export', {}, 'shared');
    expect(consumer.statusCode).toBe(403);
  });

  it('e-mails the sales of the period and of one kiosk as CSV', async () => {
    const reply = await post(`/api/v1/transactions/csv/export/new/${Date.parse('2026-01-01')}/null`, {
      kioskId: kiosks.alpha,
      format: 'csv',
      lng: 'en',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toHaveProperty('exportId');
    const mail = await waitForMail(world.built.config.dataDir, { to: 'sam@sub.test', subject: /Sales/ });
    const file = mail.attachments[0];
    expect(file?.filename).toMatch(/^sales-.*\.csv$/);
    const lines = csvLines(file?.content.toString('utf8') ?? '');
    expect(lines[0]).toContain('Transaction ID');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('3.20');
    expect(lines[2]).toContain('Water 1.50');
  });

  it('e-mails the refills as Excel and the products tab, in German', async () => {
    const refillsReply = await post('/api/v1/transactions/refills-excel/export/null/null', {
      format: 'xlsx',
      lng: 'de',
    });
    expect(refillsReply.statusCode).toBe(201);
    const products = await post('/api/v1/transactions/products/export/null/null', { format: 'csv', lng: 'de' });
    expect(products.statusCode).toBe(201);
    const excel = await waitForMail(world.built.config.dataDir, { to: 'sam@sub.test', subject: /Nachfüllungen/ });
    expect(excel.attachments[0]?.filename).toMatch(/^nachfuellungen-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.attachments[0]?.content as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(4);
    const stats = await waitForMail(world.built.config.dataDir, { to: 'sam@sub.test', subject: /Produktlinien/ });
    const lines = csvLines(stats.attachments[0]?.content.toString('utf8') ?? '');
    expect(lines[0]).toContain('Verkauft');
    expect(lines.some((l) => l.startsWith('Water,1,'))).toBe(true);
    expect(stats.attachments[0]?.content.toString('utf8')).not.toContain('Foreign Tea');
  });

  it('writes a sale as one line with its items and refunds, the same text on both databases', async () => {
    const reply = await post('/api/v1/transactions/csv/export/new/null/null', {
      kioskId: kiosks.beta,
      format: 'csv',
      lng: 'en',
    });
    expect(reply.statusCode).toBe(201);
    const mail = await waitForMail(world.built.config.dataDir, {
      to: 'sam@sub.test',
      subject: /Sales/,
      where: (m) => m.attachments[0]?.content.toString('utf8').includes('Beta kiosk') ?? false,
    });
    const lines = csvLines(mail.attachments[0]?.content.toString('utf8') ?? '');
    expect(lines[0]).toBe(
      'Date,Time zone,Transaction ID,Kiosk,Items,Total (GBP),Refunded (GBP),Discount (GBP),Payment status,Payment method,Member card,Promo code',
    );
    expect(lines).toHaveLength(2);
    // A member card opened the sale: its method is Member card (the card type only says how the member pays).
    expect(lines[1]).toMatch(
      /^2026-03-01T11:30:00\.000\+02:00,Europe\/Kyiv,[0-9a-f-]{36},Beta kiosk,Apple 2\.20; Orange juice 2\.50,4\.70,2\.20,0\.00,Paid,Member card,MC-7,$/,
    );
  });

  it('names payment status and method in the file’s language', async () => {
    const reply = await post('/api/v1/transactions/csv/export/new/null/null', {
      kioskId: kiosks.beta,
      format: 'csv',
      lng: 'de',
    });
    expect(reply.statusCode).toBe(201);
    const mail = await waitForMail(world.built.config.dataDir, {
      to: 'sam@sub.test',
      subject: /Verkäufe/,
      where: (m) => m.attachments[0]?.content.toString('utf8').includes('Beta kiosk') ?? false,
    });
    const lines = csvLines(mail.attachments[0]?.content.toString('utf8') ?? '');
    expect(lines[0]).toContain('Zahlungsstatus,Zahlungsart,');
    expect(lines[1]).toMatch(/,Bezahlt,Mitgliedskarte,MC-7,$/);
    const excel = await post('/api/v1/transactions/csv/export/new/null/null', {
      kioskId: kiosks.beta,
      format: 'xlsx',
      lng: 'de',
    });
    expect(excel.statusCode).toBe(201);
    const workbookMail = await waitForMail(world.built.config.dataDir, {
      to: 'sam@sub.test',
      subject: /Verkäufe/,
      where: (m) => m.attachments[0]?.filename?.endsWith('.xlsx') ?? false,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(workbookMail.attachments[0]?.content as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]?.getRow(2);
    expect([row?.getCell(9).value, row?.getCell(10).value]).toEqual(['Bezahlt', 'Mitgliedskarte']);
  });

  it('records the rows it wrote and announces a file too large to attach with where to download it', async () => {
    const reply = await post('/api/v1/transactions/csv/export/new/null/null', {
      kioskId: kiosks.gamma,
      format: 'csv',
      lng: 'en',
    });
    const { exportId } = reply.json<{ exportId: string }>();
    const mail = await waitForMail(world.built.config.dataDir, {
      to: 'sam@sub.test',
      subject: /Sales/,
      where: (m) => m.text.includes('too large'),
    });
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain('400 rows');
    expect(mail.text).toContain(world.built.config.publicUrl);
    const download = await world.built.app.inject({
      method: 'GET',
      url: `/api/v1/exports/${exportId}/download`,
      headers: { authorization: `Bearer ${world.tokens.subAdmin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.length).toBeGreaterThan(20_000);
    const lines = csvLines(download.body);
    expect(lines).toHaveLength(401);
    expect(lines[1]).toMatch(
      /^2026-04-01T09:39:00\.000\+03:00,Europe\/Kyiv,.*Gamma kiosk,Long-named sparkling mineral water 0\.5 l 1\.99,1\.99,0\.00,/,
    );
    const listed = await world.built.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.tokens.subAdmin}` },
      payload: JSON.stringify({ query: '{ getMyExports { data { _id status rowCount } } }' }),
    });
    const mine = listed.json<{
      data: { getMyExports: { data: { _id: string; status: string; rowCount: number }[] } };
    }>();
    expect(mine.data.getMyExports.data.find((e) => e._id === exportId)).toEqual({
      _id: exportId,
      status: 'done',
      rowCount: 400,
    });
  });
});
