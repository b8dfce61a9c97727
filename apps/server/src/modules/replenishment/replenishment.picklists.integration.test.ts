import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { seedForecastPoints } from '../forecast/forecast.test-data.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { csvRows, newProduct, pdfTexts, seedCells, xlsxRows } from './replenishment.packlists.test-data.ts';
import { addDays, isoWeekday, localDay } from './replenishment.visits.rules.ts';

const SCHEDULE = `query($id: ID!) { getKioskWithCapacities(id: $id) { _id visitSchedule { weekdays safetyMarginPercent visit nextVisit } } }`;
const SET = `mutation($kioskId: ID!, $schedule: KioskVisitScheduleInput) {
  setKioskVisitSchedule(kioskId: $kioskId, schedule: $schedule) { weekdays safetyMarginPercent visit nextVisit }
}`;

const PICKLIST_EN = [
  'Kiosk',
  'Serial number',
  'Product',
  'Article number',
  'Manufacturer',
  'Visit',
  'Next visit',
  'Forecast demand until next visit',
  'Stock',
  'Units to pull',
  'Missing units',
  'Units per pack',
  'Packs',
  'Units',
  'Counted by',
];

describe.each(testDatabaseKinds())('forecast pick lists (to the next visit) on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let org: string;
  let admin: string;
  let foreignAdmin: string;
  let today: string;
  let alpha: { id: string; serialNumber: string };
  let beta: { id: string; serialNumber: string };
  let cola: string;
  let water: string;
  let fresh: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    org = await context.newOrganization('Pick Org');
    const other = await context.newOrganization('Other Org');
    admin = await context.token(
      await context.newUser({ email: 'p@picklists.test', firstName: 'Pia' }, [[org, 'admin']]),
    );
    foreignAdmin = await context.token(
      await context.newUser({ email: 'f@picklists.test', firstName: 'Fo' }, [[other, 'admin']]),
    );
    const zone = (await context.services.organizations.summaries([org])).get(org)?.timeZone ?? 'Europe/Berlin';
    today = localDay(Date.now(), zone);
    alpha = await newKiosk(context, org, { name: 'Alpha Station', tags: ['route-9'] });
    beta = await newKiosk(context, org, { name: 'Beta Station', tags: ['route-9'] });
    cola = await newProduct(context, org, { name: 'Cola', unitCount: 6, articleNumber: 'COLA-1' });
    water = await newProduct(context, org, { name: 'Water', unitCount: 12 });
    fresh = await newProduct(context, org, { name: 'New Salad' });
    await seedCells(database, { id: alpha.id, orgId: org }, [
      // Cola: 3 on the cells, room for 17.
      { cellId: 'A1', position: 1, productId: cola, count: 2, maxQty: 10 },
      { cellId: 'A2', position: 2, productId: cola, count: 1, maxQty: 10 },
      // Water: 8 on the cells, room for 4.
      { cellId: 'A3', position: 3, productId: water, count: 8, maxQty: 12 },
      // A new product without a forecast: filled to its max.
      { cellId: 'A4', position: 4, productId: fresh, count: 0, maxQty: 5 },
    ]);
    await seedCells(database, { id: beta.id, orgId: org }, [
      { cellId: 'A1', position: 1, productId: cola, count: 4, maxQty: 10 },
    ]);
    // Stored forecasts from yesterday to 10 days ahead: cola 2.4 a day at both kiosks, water 5 a day at Alpha.
    const point = (kioskId: string, productId: string, day: string, expected: number) => ({
      orgId: org,
      kioskId,
      productId,
      day,
      expected,
    });
    await seedForecastPoints(
      database,
      Array.from({ length: 12 }, (_, i) => addDays(today, i - 1)).flatMap((day) => [
        point(alpha.id, cola, day, 2.4),
        point(alpha.id, water, day, 5),
        point(beta.id, cola, day, 2.4),
      ]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const get = (url: string, token = admin) =>
    context.built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  // Visits today and 3 days later: the stock must last today, tomorrow and the day after.
  const weekdays = () => [isoWeekday(today), isoWeekday(addDays(today, 3))];

  it('sets, reads and clears a visit schedule; the next visits are in the organization’s time zone', async () => {
    const set = await context.call<{ setKioskVisitSchedule: Record<string, unknown> }>(admin, 'kiosk', SET, {
      kioskId: alpha.id,
      schedule: { weekdays: [isoWeekday(addDays(today, 3)), isoWeekday(today)], safetyMarginPercent: 25 },
    });
    expect(set.errors).toBeUndefined();
    expect(set.data?.setKioskVisitSchedule).toEqual({
      weekdays: [...weekdays()].sort((a, b) => a - b),
      safetyMarginPercent: 25,
      visit: today,
      nextVisit: addDays(today, 3),
    });
    const read = await context.call<{ getKioskWithCapacities: { visitSchedule: unknown } }>(admin, 'kiosk', SCHEDULE, {
      id: alpha.id,
    });
    expect(read.data?.getKioskWithCapacities.visitSchedule).toMatchObject({
      visit: today,
      nextVisit: addDays(today, 3),
    });
    const beta0 = await context.call<{ getKioskWithCapacities: { visitSchedule: unknown } }>(admin, 'kiosk', SCHEDULE, {
      id: beta.id,
    });
    expect(beta0.data?.getKioskWithCapacities.visitSchedule).toBeNull();
  });

  it('refuses bad schedules and kiosks outside the caller’s scope', async () => {
    for (const schedule of [
      { weekdays: [] },
      { weekdays: [8] },
      { weekdays: [1, 1] },
      { weekdays: [1], safetyMarginPercent: 201 },
      { weekdays: [1], safetyMarginPercent: -1 },
    ]) {
      const result = await context.call(admin, 'kiosk', SET, { kioskId: alpha.id, schedule });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(schedule)).toMatch(/BAD_USER_INPUT|REQUIRED/);
    }
    const foreign = await context.call(foreignAdmin, 'kiosk', SET, { kioskId: alpha.id, schedule: { weekdays: [1] } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The schedule set above stands.
    const read = await context.call<{ getKioskWithCapacities: { visitSchedule: { safetyMarginPercent: number } } }>(
      admin,
      'kiosk',
      SCHEDULE,
      { id: alpha.id },
    );
    expect(read.data?.getKioskWithCapacities.visitSchedule.safetyMarginPercent).toBe(25);
  });

  it('brings the forecast demand until the next visit plus the margin, less the stock, capped, in packs', async () => {
    const response = await get(`/api/v1/kiosk/export/orders/csv/en?tag=route-9&mode=next-visit`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="picklist_\d+\.csv"$/);
    const next = addDays(today, 3);
    expect(csvRows(response.body)).toEqual([
      PICKLIST_EN,
      // Cola: 3 days × 2.4 = 7.2 × 1.25 = 9 units, 3 on the cells → 6 → one pack of 6.
      [
        'Alpha Station',
        alpha.serialNumber,
        'Cola',
        'COLA-1',
        '',
        today,
        next,
        '7.2',
        '3',
        '0',
        '6',
        '6',
        '1',
        '6',
        'Forecast',
      ],
      // No forecast for the new salad: its cells are filled to their max.
      [
        'Alpha Station',
        alpha.serialNumber,
        'New Salad',
        '',
        '',
        today,
        next,
        '',
        '0',
        '0',
        '5',
        '1',
        '5',
        '5',
        'Fill to max',
      ],
      // Water: 15 × 1.25 = 18.75 → 19, 8 on the cells → 11, but the cells take only 4 → one pack of 12.
      [
        'Alpha Station',
        alpha.serialNumber,
        'Water',
        '',
        '',
        today,
        next,
        '15',
        '8',
        '0',
        '4',
        '12',
        '1',
        '12',
        'Forecast',
      ],
      // Beta has no schedule: filled to max (6 → one pack).
      [
        'Beta Station',
        beta.serialNumber,
        'Cola',
        'COLA-1',
        '',
        '',
        '',
        '',
        '4',
        '0',
        '6',
        '6',
        '1',
        '6',
        'Fill to max',
      ],
    ]);
    // The default mode is unchanged: fill to max.
    const fill = await get(`/api/v1/kiosk/export/orders/csv/en?tag=route-9`);
    expect(csvRows(fill.body).map((row) => row[5])).toEqual(['Missing units', '17', '5', '4', '6']);
  });

  it('writes the pick list as XLSX in German and as a pack list PDF that names the visits', async () => {
    const xlsx = await get(`/api/v1/kiosk/export/orders/xlsx/de?kioskId=${alpha.id}&mode=next-visit`);
    expect(xlsx.statusCode).toBe(200);
    const rows = await xlsxRows(xlsx.rawPayload);
    expect(rows[0]).toContain('Prognostizierter Bedarf bis zum nächsten Besuch');
    expect(rows.slice(1).map((row) => [row[2], row[10], row[14]])).toEqual([
      ['Cola', 6, 'Prognose'],
      ['New Salad', 5, 'Auffüllen bis Maximum'],
      ['Water', 4, 'Prognose'],
    ]);
    const pdf = await get(`/api/v1/kiosk/export/packlist/pdf/en?tag=route-9&mode=next-visit`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('To the next visit');
    expect(text).toMatch(/Visit .+ · stock to last until .+ · safety margin 25 %/);
    expect(text).toContain('No visit schedule: every cell is filled to its max.');
  });

  it('refuses an unknown mode and keeps other organizations’ kiosks out', async () => {
    const bad = await get(`/api/v1/kiosk/export/orders/csv/en?mode=tomorrow`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { mode: 'BAD_USER_INPUT' } });
    const foreign = await get(`/api/v1/kiosk/export/orders/csv/en?kioskId=${alpha.id}&mode=next-visit`, foreignAdmin);
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps a parent organization’s kiosks out of a sub-organization admin’s schedules and pick lists', async () => {
    const sub = await context.newOrganization('Pick Sub', { parentId: org });
    const subAdmin = await context.token(
      await context.newUser({ email: 's@picklists.test', firstName: 'Sue' }, [[sub, 'admin']]),
    );
    const set = await context.call(subAdmin, 'kiosk', SET, { kioskId: alpha.id, schedule: { weekdays: [1] } });
    expect(set.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const one = await get(`/api/v1/kiosk/export/orders/csv/en?kioskId=${alpha.id}&mode=next-visit`, subAdmin);
    expect(one.statusCode).toBe(404);
    // The route's tag reaches only the caller's own kiosks: none here, so the pick list is its header.
    const route = await get(`/api/v1/kiosk/export/orders/csv/en?tag=route-9&mode=next-visit`, subAdmin);
    expect(route.statusCode).toBe(200);
    expect(csvRows(route.body)).toEqual([PICKLIST_EN]);
    // The schedule set by the parent's admin stands.
    const read = await context.call<{ getKioskWithCapacities: { visitSchedule: { weekdays: number[] } } }>(
      admin,
      'kiosk',
      SCHEDULE,
      { id: alpha.id },
    );
    expect(read.data?.getKioskWithCapacities.visitSchedule.weekdays).toEqual([...weekdays()].sort((a, b) => a - b));
  });

  it('a cleared schedule brings the kiosk back to fill to max', async () => {
    const cleared = await context.call<{ setKioskVisitSchedule: unknown }>(admin, 'kiosk', SET, {
      kioskId: alpha.id,
      schedule: null,
    });
    expect(cleared.data?.setKioskVisitSchedule).toBeNull();
    const response = await get(`/api/v1/kiosk/export/orders/csv/en?kioskId=${alpha.id}&mode=next-visit`);
    expect(
      csvRows(response.body)
        .slice(1)
        .map((row) => [row[2], row[10], row[14]]),
    ).toEqual([
      ['Cola', '17', 'Fill to max'],
      ['New Salad', '5', 'Fill to max'],
      ['Water', '4', 'Fill to max'],
    ]);
  });

  it('counts a product fill-to-max when the stored forecast stops before the next visit (a stale forecast)', async () => {
    const gamma = await newKiosk(context, org, { name: 'Gamma Station', tags: ['route-stale'] });
    await seedCells(database, { id: gamma.id, orgId: org }, [
      { cellId: 'A1', position: 1, productId: cola, count: 0, maxQty: 10 },
      { cellId: 'A2', position: 2, productId: water, count: 0, maxQty: 12 },
    ]);
    // Cola is forecast for today only, water for the whole window (today and the two days after).
    await seedForecastPoints(database, [
      { orgId: org, kioskId: gamma.id, productId: cola, day: today, expected: 2 },
      ...[0, 1, 2].map((i) => ({
        orgId: org,
        kioskId: gamma.id,
        productId: water,
        day: addDays(today, i),
        expected: 2,
      })),
    ]);
    const set = await context.call(admin, 'kiosk', SET, {
      kioskId: gamma.id,
      schedule: { weekdays: weekdays(), safetyMarginPercent: 0 },
    });
    expect(set.errors).toBeUndefined();
    const response = await get(`/api/v1/kiosk/export/orders/csv/en?tag=route-stale&mode=next-visit`);
    expect(
      csvRows(response.body)
        .slice(1)
        .map((row) => [row[2], row[7], row[10], row[14]]),
    ).toEqual([
      ['Cola', '', '10', 'Fill to max'],
      ['Water', '6', '6', 'Forecast'],
    ]);
  });

  it("brings at least the forecast's 90 % quantile of the demand until the next visit", async () => {
    const delta = await newKiosk(context, org, { name: 'Delta Station', tags: ['route-quantile'] });
    await seedCells(database, { id: delta.id, orgId: org }, [
      { cellId: 'A1', position: 1, productId: cola, count: 0, maxQty: 30 },
      { cellId: 'A2', position: 2, productId: water, count: 0, maxQty: 30 },
    ]);
    // Both 2 a day for the 3 days; cola's days are Poisson-like (variance = mean), water's very variable.
    await seedForecastPoints(
      database,
      [0, 1, 2].flatMap((i) => [
        { orgId: org, kioskId: delta.id, productId: cola, day: addDays(today, i), expected: 2, variance: 2 },
        { orgId: org, kioskId: delta.id, productId: water, day: addDays(today, i), expected: 2, variance: 12 },
      ]),
    );
    const set = await context.call(admin, 'kiosk', SET, {
      kioskId: delta.id,
      schedule: { weekdays: weekdays(), safetyMarginPercent: 20 },
    });
    expect(set.errors).toBeUndefined();
    const response = await get(`/api/v1/kiosk/export/orders/csv/en?tag=route-quantile&mode=next-visit`);
    // Cola: 6 × 1.2 → 8 units, and Poisson(6)'s 90 % quantile is 9 → 9. Water: 6 × 1.2 → 8, but with a
    // variance of 36 over the 3 days its 90 % quantile is well above: the visit brings more.
    const lines = csvRows(response.body)
      .slice(1)
      .map((row) => [row[2], row[7], Number(row[10])] as const);
    expect(lines[0]).toEqual(['Cola', '6', 9]);
    expect(lines[1]?.[0]).toBe('Water');
    expect(lines[1]?.[2]).toBeGreaterThanOrEqual(12);
  });
});
