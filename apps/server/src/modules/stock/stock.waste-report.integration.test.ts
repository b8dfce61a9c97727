import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from './stock.planogram.test-data.ts';
import { RECORD_WASTE as WASTE, WASTE_REPORT as REPORT } from './stock.test-data.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The waste report (docs/field-operations.md, ADR 0023): units and cost by reason, product and kiosk, its
 * filters, its CSV, and who sees what. Batches and waste themselves: kiosks.stock.integration.test.ts.
 */
describe.each(testDatabaseKinds())('the waste report on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    const orgId = await context.newOrganization('Field Ops');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@field.test', firstName: 'Fiona' }, [[orgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
    context.call<T>(token, 'kiosk', query, variables);

  it('the waste report sums units and cost to the cent by reason, product and kiosk; the CSV has the same lines', async () => {
    const org = await context.newOrganization('Waste Report Org');
    const token = await context.token(
      await context.newUser({ email: 'report@field.test', firstName: 'Rita' }, [[org, 'admin']]),
    );
    const kiosk = await newKiosk(context, org, { name: 'Report Kiosk' });
    const milk = await newPlanogramProduct(context, org, { name: 'Milk', defaultCost: '0.35', articleNumber: 'M-1' });
    const bread = await newPlanogramProduct(context, org, { name: 'Bread', defaultCost: '1.10' });
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [
      { cellId: 'A1', productId: milk },
      { cellId: 'A2', productId: bread },
    ]);
    await context.services.stock.inventory.correct(context.root, kiosk.id, { cellId: 'A1', count: 10 });
    await context.services.stock.inventory.correct(context.root, kiosk.id, { cellId: 'A2', count: 10 });
    const waste = (cellId: string, units: number, reason: string) =>
      call(WASTE, { k: kiosk.id, c: cellId, u: units, r: reason }, token);
    for (const [cellId, units, reason] of [
      ['A1', 3, 'expired'],
      ['A1', 1, 'expired'],
      ['A1', 2, 'damaged'],
      ['A2', 1, 'quality'],
      ['A2', 2, 'expired'],
    ] as const)
      expect((await waste(cellId, units, reason)).errors).toBeUndefined();
    const period = {
      from: new Date(Date.now() - DAY_MS).toISOString(),
      to: new Date(Date.now() + DAY_MS).toISOString(),
    };
    const report = await call<{ getWasteReport: Record<string, unknown> }>(REPORT, { f: period }, token);
    expect(report.errors).toBeUndefined();
    expect(report.data?.getWasteReport).toEqual({
      units: 9,
      cost: '5.40', // 4 × 0.35 + 2 × 0.35 + 1 × 1.10 + 2 × 1.10
      byReason: [
        { reason: 'expired', units: 6, cost: '3.60' },
        { reason: 'damaged', units: 2, cost: '0.70' },
        { reason: 'quality', units: 1, cost: '1.10' },
      ],
      lines: expect.arrayContaining([
        {
          kioskName: 'Report Kiosk',
          productLine: { _id: milk, name: 'Milk' },
          reason: 'expired',
          units: 4,
          cost: '1.40',
          records: 2,
        },
        {
          kioskName: 'Report Kiosk',
          productLine: { _id: bread, name: 'Bread' },
          reason: 'quality',
          units: 1,
          cost: '1.10',
          records: 1,
        },
      ]),
    });
    expect((report.data?.getWasteReport.lines as unknown[]).length).toBe(4);
    const expiredOnly = await call<{ getWasteReport: { units: number; cost: string } }>(
      REPORT,
      { f: { ...period, reasons: ['expired'], productIds: [bread] } },
      token,
    );
    expect(expiredOnly.data?.getWasteReport).toMatchObject({ units: 2, cost: '2.20' });
    const later = await call<{ getWasteReport: { units: number } }>(
      REPORT,
      { f: { from: new Date(Date.now() + DAY_MS).toISOString(), to: new Date(Date.now() + 2 * DAY_MS).toISOString() } },
      token,
    );
    expect(later.data?.getWasteReport.units).toBe(0);

    const query = new URLSearchParams({ from: period.from, to: period.to, reason: 'expired' });
    const csv = await context.built.app.inject({
      method: 'GET',
      url: `/api/v1/kiosk/export/waste/csv/de?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Kiosk,Produkt,Artikelnummer,Grund,Einheiten,Kosten');
    expect(lines.slice(1).sort()).toEqual([
      'Report Kiosk,Bread,,Abgelaufen,2,2.20',
      'Report Kiosk,Milk,M-1,Abgelaufen,4,1.40',
    ]);
    const badReason = await context.built.app.inject({
      method: 'GET',
      url: `/api/v1/kiosk/export/waste/csv/en?${new URLSearchParams({ ...period, reason: 'stolen' })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: 'BAD_USER_INPUT' } });
    // Another organization's admin sees none of it; the CSV needs a caller.
    const other = await call<{ getWasteReport: { units: number } }>(REPORT, { f: period });
    expect(other.data?.getWasteReport.units).not.toBe(undefined);
    const otherLines = await call<{ getWasteReport: { lines: { kioskName: string }[] } }>(
      'query($f: WasteReportFilter!) { getWasteReport(filter: $f) { lines { kioskName } } }',
      { f: period },
    );
    expect(otherLines.data?.getWasteReport.lines.some((line) => line.kioskName === 'Report Kiosk')).toBe(false);
    const anonymous = await context.built.app.inject({
      method: 'GET',
      url: `/api/v1/kiosk/export/waste/csv/en?${query}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
