import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastPoints } from '../../db/schema/forecast.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newProduct } from '../replenishment/replenishment.packlists.test-data.ts';

const ZONE = 'Europe/Berlin';
/** The job runs as if at noon on 2025-12-20 (Berlin): the closed day is 2025-12-19. */
const NOW = new Date('2025-12-20T11:00:00Z');
const FORECAST = `query($p: ForecastPayload!) { getForecast(payload: $p) {
  orgId from to
  stats { netSales productDemand productDemandLower productDemandUpper numberOfCustomer nextWeekCovered
    revenueLastWeekChange revenueLastWeekChangePercentage demandLastWeekChange demandLastWeekChangePercentage }
  revenue { date forecastedSales forecastedSalesLower forecastedSalesUpper actualSales forecastedProfit forecastedNetCost
    expectedUnits pointUnits unitsLower unitsUpper actualUnits holiday }
  comparison { date holiday list { id name value meta } }
  productDemand { productId kioskId name kioskName forecastedUnits pointUnits unitsLower unitsUpper actualUnits }
  topSellingKiosks { id name quantitySold }
  topSellingProducts { id name quantitySold }
} }`;

interface Result {
  getForecast: {
    orgId: string;
    from: string;
    to: string;
    stats: {
      netSales: string;
      productDemand: number;
      productDemandLower: number | null;
      productDemandUpper: number | null;
      numberOfCustomer: number;
      nextWeekCovered: boolean;
      revenueLastWeekChangePercentage: number | null;
      demandLastWeekChangePercentage: number | null;
    } | null;
    revenue:
      | {
          date: string;
          forecastedSales: string | null;
          forecastedSalesLower: string | null;
          forecastedSalesUpper: string | null;
          actualSales: string | null;
          forecastedProfit: string | null;
          forecastedNetCost: string | null;
          expectedUnits: number | null;
          pointUnits: number | null;
          unitsLower: number | null;
          unitsUpper: number | null;
          actualUnits: number | null;
          holiday: string | null;
        }[]
      | null;
    comparison: { date: string; holiday: string | null; list: { id: string; value: string }[] }[] | null;
    productDemand:
      | {
          productId: string;
          kioskId: string;
          name: string;
          forecastedUnits: number;
          pointUnits: number;
          unitsLower: number;
          unitsUpper: number;
        }[]
      | null;
    topSellingKiosks: { id: string; name: string; quantitySold: number }[] | null;
    topSellingProducts: { id: string; name: string; quantitySold: number }[] | null;
  };
}

describe.each(testDatabaseKinds())('forecast on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let otherOrg: string;
  let busy: string;
  let young: string;
  let cola: string;
  let water: string;
  let adminToken: string;
  let foreignToken: string;

  /** Sales of one product at a kiosk: `units` single-item sales on each of the given local days (noon), through
   * the transactions module's history port (as the demo history writes them). */
  let session = 0;
  async function sell(
    kioskId: string,
    productId: string,
    price: string,
    days: { day: string; units: number }[],
    tax = '0',
    org = orgId,
  ) {
    const sales = days.flatMap(({ day, units }) =>
      Array.from({ length: units }, (_, i) => ({
        orgId: org,
        kioskId,
        sessionId: `forecast-test-${(session += 1)}`,
        userId: null,
        created: new Date(`${day}T11:${String(i).padStart(2, '0')}:00Z`),
        total: price,
        cardType: null,
        memberCardId: null,
        promoCode: null,
        paymentStatus: 'paid' as const,
        paymentAmount: price,
        paymentProvider: null,
        paymentCardType: null,
        evidence: { openedAt: null, closedAt: null, cells: [] },
        items: [{ productLineId: productId, name: 'x', articleNumber: null, price, tax, cost: '0.40' }],
      })),
    );
    await database.db.transaction((tx) => context.services.transactions.recordHistory(tx, { sales, refills: [] }));
  }
  const dayAt = (offset: number) => new Date(Date.UTC(2025, 11, 19) + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database);
    orgId = await context.newOrganization('Forecast Org');
    otherOrg = await context.newOrganization('Foreign Forecast Org');
    busy = (await newKiosk(context, orgId, { name: 'Munich Station', location: { country: 'DE', state: 'BY' } })).id;
    young = (await newKiosk(context, orgId, { name: 'New Kiosk', location: { country: 'DE', state: 'BY' } })).id;
    cola = await newProduct(context, orgId, { name: 'Cola' });
    water = await newProduct(context, orgId, { name: 'Water' });
    // 10 weeks: cola 4 a weekday, 1 on weekend days; water 1 every other day. The young kiosk: 5 days.
    const days = Array.from({ length: 70 }, (_, i) => dayAt(-i));
    await sell(
      busy,
      cola,
      '2.00',
      days.map((day) => ({ day, units: [0, 6].includes(new Date(day).getUTCDay()) ? 1 : 4 })),
    );
    await sell(
      busy,
      water,
      '1.00',
      days.filter((_, i) => i % 2 === 0).map((day) => ({ day, units: 1 })),
    );
    await sell(
      young,
      cola,
      '2.00',
      days.slice(0, 5).map((day) => ({ day, units: 2 })),
    );
    // One cola with 19 % tax on Thursday 18th: 2.38 gross is 2.00 net.
    await sell(busy, cola, '2.38', [{ day: dayAt(-1), units: 1 }], '19');
    const admin = await context.newUser({ email: 'fc-admin@test.dev', firstName: 'Fc' }, [[orgId, 'admin']]);
    const foreign = await context.newUser({ email: 'fc-foreign@test.dev', firstName: 'Fo' }, [[otherOrg, 'admin']]);
    adminToken = await context.token(admin);
    foreignToken = await context.token(foreign);
    expect(ZONE).toBe('Europe/Berlin');
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const ask = (payload: Record<string, unknown>, token = adminToken) =>
    context.call<Result>(token, 'reports', FORECAST, { p: { orgId, ...payload } });

  it('the job stores forecasts once per closed day; the kiosk with 5 days of sales is not forecast', async () => {
    const first = await context.services.forecast.computeOrganization(orgId, { now: NOW });
    expect(first).toMatchObject({ skipped: false, closedDay: '2025-12-19', series: 2, backfilledDays: 15 });
    const again = await context.services.forecast.computeOrganization(orgId, { now: NOW });
    expect(again.skipped).toBe(true);
    const rows = await database.db.select().from(forecastPoints);
    expect(new Set(rows.map((row) => row.kioskId))).toEqual(new Set([busy]));
    // The 35 days ahead, and — a first run — the day-ahead forecasts of the 15 days up to the closed day.
    const colaDays = rows.filter((row) => row.productId === cola).map((row) => row.day);
    expect(colaDays.filter((day) => day > '2025-12-19')).toHaveLength(35);
    expect(colaDays.filter((day) => day <= '2025-12-19').sort()).toEqual(
      Array.from({ length: 15 }, (_, i) => `2025-12-${String(5 + i).padStart(2, '0')}`),
    );

    const kiosks = await context.call<{ getKiosksForForecast: { kioskId: string; dataSufficient: boolean }[] }>(
      adminToken,
      'reports',
      `query($o: ID) { getKiosksForForecast(orgId: $o) { kioskId name dataSufficient } }`,
      { o: orgId },
    );
    expect(kiosks.data?.getKiosksForForecast).toEqual([
      { kioskId: busy, name: 'Munich Station', dataSufficient: true },
      { kioskId: young, name: 'New Kiosk', dataSufficient: false },
    ]);
  });

  it('revenue follows the weekly pattern and marks the Bavarian public holidays', async () => {
    const result = await ask({ variant: 'revenue', kioskIds: [busy, young], from: '2025-12-20', to: '2025-12-31' });
    const revenue = result.data?.getForecast.revenue ?? [];
    expect(revenue).toHaveLength(12);
    const on = (date: string) => revenue.find((item) => item.date === date);
    // Monday 22nd against Sunday 21st: 4 colas against 1.
    expect(Number(on('2025-12-22')?.forecastedSales)).toBeGreaterThan(2 * Number(on('2025-12-21')?.forecastedSales));
    expect(on('2025-12-25')?.holiday).toMatch(/Christmas/);
    expect(on('2025-12-26')?.holiday).toBeTruthy();
    expect(on('2025-12-23')?.holiday).toBeNull();
    const german = await ask({
      variant: 'revenue',
      kioskIds: [busy],
      from: '2025-12-25',
      to: '2025-12-25',
      language: 'de',
    });
    expect(german.data?.getForecast.revenue?.[0]?.holiday).toMatch(/Weihnacht/);
    // The days have passed (the test runs after 2025): actual sales are known, 0 after the last sale.
    expect(on('2025-12-22')?.actualSales).toBe('0.00');
    expect(on('2025-12-22')?.actualUnits).toBe(0);
    // Each day: point forecast and 80 % interval in whole units, and the revenue's interval around its forecast.
    for (const item of revenue) {
      expect(item.unitsLower).toBeLessThanOrEqual(item.pointUnits ?? -1);
      expect(item.pointUnits).toBeLessThanOrEqual(item.unitsUpper ?? -1);
      expect(item.unitsLower).toBeLessThan(item.unitsUpper ?? -1);
      expect(Number(item.forecastedSalesLower)).toBeLessThanOrEqual(Number(item.forecastedSales));
      expect(Number(item.forecastedSales)).toBeLessThanOrEqual(Number(item.forecastedSalesUpper));
      expect(Number.isInteger(item.pointUnits)).toBe(true);
    }
  });

  it("actual and forecast revenue are both net of tax (the reports' basis)", async () => {
    const result = await ask({ variant: 'revenue', kioskIds: [busy], from: '2025-12-18', to: '2025-12-18' });
    // Thursday 18th: 4 colas at 2.00 without tax, 1 at 2.38 with 19 % (2.00 net); water sells on even days back.
    expect(result.data?.getForecast.revenue?.[0]).toMatchObject({ actualSales: '10.00', actualUnits: 5 });
  });

  it('past days carry the day-ahead forecast of a first run; a day no run covered has none (null, not 0)', async () => {
    // The only run closed 2025-12-19: it forecast the 35 days after it (to 2026-01-23) and backfilled the
    // 15 days up to it (from 2025-12-05) as the evening before each would have.
    const result = await ask({ variant: 'revenue', kioskIds: [busy], from: '2025-12-03', to: '2026-01-25' });
    const revenue = result.data?.getForecast.revenue ?? [];
    const on = (date: string) => revenue.find((item) => item.date === date);
    for (const date of ['2025-12-03', '2025-12-04', '2026-01-24', '2026-01-25']) {
      expect(on(date)).toMatchObject({ forecastedSales: null, forecastedProfit: null, forecastedNetCost: null });
    }
    for (const date of ['2025-12-05', '2025-12-19', '2025-12-20', '2026-01-23']) {
      expect(Number(on(date)?.forecastedSales)).toBeGreaterThan(0);
    }
    // The weekly pattern holds in the backfilled days too: a Monday (4 colas) above a Sunday (1).
    expect(Number(on('2025-12-15')?.forecastedSales)).toBeGreaterThan(2 * Number(on('2025-12-14')?.forecastedSales));
    expect(on('2025-12-19')?.actualSales).not.toBeNull();
  });

  it('compares kiosks per day with holidays; only the kiosk with enough data is in the list', async () => {
    const result = await ask({
      variant: 'kioskComparison',
      kioskIds: [busy, young],
      from: '2025-12-24',
      to: '2025-12-26',
    });
    const comparison = result.data?.getForecast.comparison ?? [];
    expect(comparison.map((day) => day.date)).toEqual(['2025-12-24', '2025-12-25', '2025-12-26']);
    expect(comparison[1]?.holiday).toMatch(/Christmas/);
    expect(comparison.every((day) => day.list.length === 1 && day.list[0]?.id === busy)).toBe(true);
  });

  it('stats, product demand and the top lists agree with the stored forecast', async () => {
    const range = { kioskIds: [busy], from: '2025-12-20', to: '2026-01-02' };
    const stats = (await ask({ variant: 'stats', ...range })).data?.getForecast.stats;
    const demand = (await ask({ variant: 'productDemand', ...range })).data?.getForecast.productDemand ?? [];
    const products =
      (await ask({ variant: 'topSellingProducts', ...range })).data?.getForecast.topSellingProducts ?? [];
    const kiosks = (await ask({ variant: 'topSellingKiosks', ...range })).data?.getForecast.topSellingKiosks ?? [];
    expect(demand.map((row) => row.name)).toEqual(['Cola', 'Water']);
    const units = demand.reduce((a, row) => a + row.forecastedUnits, 0);
    expect(stats?.productDemand).toBeCloseTo(units, 0);
    expect(products.map((row) => row.name)).toEqual(['Cola', 'Water']);
    expect(kiosks).toEqual([{ id: busy, name: 'Munich Station', quantitySold: expect.any(Number) }]);
    // Cola: about 4 × 10 weekdays + 1 × 4 weekend days in two weeks (holidays lower it a little).
    expect(demand[0]?.forecastedUnits).toBeGreaterThan(25);
    expect(demand[0]?.forecastedUnits).toBeLessThan(50);
    // Each sale here is one unit: forecast customers = forecast units.
    expect(stats?.numberOfCustomer).toBe(Math.round(stats?.productDemand ?? -1));
    expect(Number(stats?.netSales)).toBeGreaterThan(50);
    // The range's units with their 80 % interval; each product's likewise.
    expect(stats?.productDemandLower).toBeLessThan(stats?.productDemand ?? -1);
    expect(stats?.productDemandUpper).toBeGreaterThan(stats?.productDemand ?? Infinity);
    for (const row of demand) {
      expect(row.unitsLower).toBeLessThanOrEqual(row.pointUnits);
      expect(row.pointUnits).toBeLessThanOrEqual(row.unitsUpper);
      expect(row.unitsLower).toBeLessThan(row.forecastedUnits);
      expect(row.unitsUpper).toBeGreaterThan(row.forecastedUnits);
    }
  });

  it("the card's next 7 days against the last 7: no drop on a steadily rising kiosk, none given when stale", async () => {
    const rising = await context.newOrganization('Rising Forecast Org');
    const kiosk = (await newKiosk(context, rising, { name: 'Rising Kiosk' })).id;
    const coffee = await newProduct(context, rising, { name: 'Coffee' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    // 120 days up to yesterday, from 4 a day rising steadily to 12.
    const days = Array.from({ length: 120 }, (_, i) => ({
      day: new Date(Date.parse(`${today}T00:00:00Z`) - (120 - i) * 86_400_000).toISOString().slice(0, 10),
      units: 4 + Math.floor((8 * i) / 119),
    }));
    await sell(kiosk, coffee, '2.00', days, '0', rising);
    await context.services.forecast.computeOrganization(rising, { force: true });
    const owner = await context.newUser({ email: 'fc-rising@test.dev', firstName: 'Ri' }, [[rising, 'admin']]);
    const answer = await ask({ orgId: rising, variant: 'stats', kioskIds: [kiosk] }, await context.token(owner));
    expect(answer.errors).toBeUndefined();
    const stats = answer.data?.getForecast.stats;
    expect(stats?.nextWeekCovered).toBe(true);
    // The last 7 days sold about 11.7 a day; the forecast may lag a rise a little, not predict a drop.
    expect(stats?.demandLastWeekChangePercentage).toBeGreaterThan(-10);
    // The first organization's only run closed 2025-12-19: its 35 days ahead ended long before today.
    const stale = (await ask({ variant: 'stats', kioskIds: [busy] })).data?.getForecast.stats;
    expect(stale).toMatchObject({
      nextWeekCovered: false,
      revenueLastWeekChangePercentage: null,
      demandLastWeekChangePercentage: null,
    });
  });

  it('refuses more than 10 kiosks or products with a clear error', async () => {
    const ids = Array.from({ length: 11 }, () => busy);
    const kiosksResult = await ask({ variant: 'revenue', kioskIds: ids });
    expect(kiosksResult.errors?.[0]).toMatchObject({
      message: 'Select at most 10 kiosks or products for a forecast',
      extensions: { code: 'FORECAST_SELECTION_LIMIT' },
    });
    const productsResult = await ask({ variant: 'revenue', productIds: ids });
    expect(productsResult.errors?.[0]?.extensions?.code).toBe('FORECAST_SELECTION_LIMIT');
  });

  it("keeps other organizations' forecasts out of reach", async () => {
    const denied = await ask({ variant: 'revenue' }, foreignToken);
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignKiosk = (await newKiosk(context, otherOrg)).id;
    const mixed = await ask({ variant: 'revenue', kioskIds: [foreignKiosk] });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
