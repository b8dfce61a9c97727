import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';
import {
  PERIOD,
  SALES,
  cents,
  money,
  productRollupsAgainstRaw,
  seedReportSales,
  sumBy,
  taxCents,
  type Sale,
} from './reports.sales.test-data.ts';

/**
 * Report figures against expectations computed independently from the fixed sales of
 * reports.sales.test-data.ts (a DST week and a refunded item).
 */
const FILTER = '$o: ID, $p: ReportPeriod, $k: [ID!]';
const ARGS = 'orgId: $o, period: $p, kioskIds: $k';

describe.each(testDatabaseKinds())('reports on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const kiosks: Record<Sale['kiosk'], string> = { alpha: '', beta: '' };
  const ask = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    as: keyof UsersWorld['tokens'] = 'subAdmin',
  ) => {
    const result = await gql<T>(
      world.built,
      'reports',
      query,
      { o: world.orgs.sub, p: PERIOD, ...variables },
      world.tokens[as],
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    Object.assign(kiosks, await seedReportSales(database, world));
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  it('keeps the product and payment roll-ups equal to the raw rows, refunds included', async () => {
    await productRollupsAgainstRaw(database);
  });

  it('gives net sales and profit by local day, ISO week and month, DST-correct', async () => {
    const Q = `query (${FILTER}, $g: ReportGrouping) { getReportSummary(${ARGS}, grouping: $g) {
      scope { currency timeZone from to } transactions items netSales netCost profit grossSales
      series { label start end transactions netSales netCost profit } } }`;
    type Summary = {
      scope: { from: string; to: string; timeZone: string };
      transactions: number;
      items: number;
      netSales: string;
      netCost: string;
      profit: string;
      series: {
        label: string;
        start: string;
        end: string;
        transactions: number;
        netSales: string;
        netCost: string;
        profit: string;
      }[];
    };
    const inPeriod = SALES;
    const total = sumBy(inPeriod, () => 'all').get('all');
    const daily = (await ask<{ getReportSummary: Summary }>(Q, { g: 'daily' })).getReportSummary;
    expect(daily.scope).toMatchObject({
      timeZone: 'Europe/Berlin',
      from: '2026-10-18T22:00:00.000Z',
      to: '2026-11-08T23:00:00.000Z',
    });
    expect({
      n: daily.transactions,
      items: daily.items,
      net: daily.netSales,
      cost: daily.netCost,
      profit: daily.profit,
    }).toEqual({
      n: SALES.length,
      items: total?.items,
      net: money(total?.net ?? 0),
      cost: money(total?.cost ?? 0),
      profit: money(total?.profit ?? 0),
    });
    const byDay = sumBy(inPeriod, (s) => s.day);
    const withSales = daily.series.filter((p) => p.transactions > 0);
    expect(withSales.map((p) => [p.label, p.netSales, p.netCost, p.profit])).toEqual(
      [...byDay].sort().map(([day, f]) => [day, money(f.net), money(f.cost), money(f.profit)]),
    );
    // The DST Sunday has 25 hours; every day bucket starts at local midnight.
    const sunday = daily.series.find((p) => p.label === '2026-10-25');
    expect(sunday).toMatchObject({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T23:00:00.000Z',
      transactions: 4,
    });
    expect(daily.series).toHaveLength(21);

    const weekly = (await ask<{ getReportSummary: Summary }>(Q, { g: 'weekly' })).getReportSummary;
    const weekOf: Record<string, string> = {
      '2026-10-19': '2026-W43',
      '2026-10-25': '2026-W43',
      '2026-10-27': '2026-W44',
      '2026-11-02': '2026-W45',
    };
    const byWeek = sumBy(inPeriod, (s) => weekOf[s.day] ?? '?');
    expect(weekly.series.map((p) => [p.label, p.netSales, p.profit])).toEqual(
      [...byWeek].sort().map(([week, f]) => [week, money(f.net), money(f.profit)]),
    );
    const monthly = (await ask<{ getReportSummary: Summary }>(Q, { g: 'monthly' })).getReportSummary;
    const byMonth = sumBy(inPeriod, (s) => s.day.slice(0, 7));
    expect(monthly.series.map((p) => [p.label, p.netSales, p.netCost, p.profit])).toEqual(
      [...byMonth].sort().map(([month, f]) => [month, money(f.net), money(f.cost), money(f.profit)]),
    );
    expect(monthly.series[1]).toMatchObject({ start: '2026-10-31T23:00:00.000Z', end: '2026-11-08T23:00:00.000Z' });
  });

  it('ranks kiosks and products exactly, the refunded item left out', async () => {
    const data = await ask<{
      topSellingKiosks: {
        rank: number;
        kioskId: string;
        kioskName: string;
        netSales: string;
        netCost: string;
        profit: string;
      }[];
      getTopSellingProducts: {
        rank: number;
        productLine: string;
        amount: number;
        netSales: string;
        netCost: string;
        profit: string;
      }[];
    }>(`query (${FILTER}) {
      topSellingKiosks(${ARGS}) { rank kioskId kioskName netSales netCost profit }
      getTopSellingProducts(${ARGS}) { rank productLine amount netSales netCost profit } }`);
    const byKiosk = [...sumBy(SALES, (s) => s.kiosk)].sort((a, b) => b[1].net - a[1].net);
    expect(data.topSellingKiosks).toEqual(
      byKiosk.map(([kiosk, f], i) => ({
        rank: i + 1,
        kioskId: kiosks[kiosk],
        kioskName: kiosk === 'alpha' ? 'Alpha' : 'Beta',
        netSales: money(f.net),
        netCost: money(f.cost),
        profit: money(f.profit),
      })),
    );
    expect(data.topSellingKiosks[0]?.kioskName).toBe('Beta');
    const products = new Map<string, { amount: number; net: number; cost: number }>();
    for (const item of SALES.flatMap((s) => s.items).filter((i) => !i.refunded)) {
      const p = products.get(item.name) ?? { amount: 0, net: 0, cost: 0 };
      products.set(item.name, {
        amount: p.amount + 1,
        net: p.net + cents(item.price) - taxCents(item),
        cost: p.cost + cents(item.cost),
      });
    }
    expect(data.getTopSellingProducts).toEqual(
      [...products]
        .sort((a, b) => b[1].amount - a[1].amount)
        .map(([name, p], i) => ({
          rank: i + 1,
          productLine: name,
          amount: p.amount,
          netSales: money(p.net),
          netCost: money(p.cost),
          profit: money(p.net - p.cost),
        })),
    );
    expect(data.getTopSellingProducts.map((p) => [p.productLine, p.amount])).toEqual([
      ['Cola', 5],
      ['Chips', 3],
      ['Water', 2],
    ]);
  });

  it('finds the peak hour and the sell patterns by local hour and weekday', async () => {
    const data = await ask<{
      getPeakSalesHour: { start: number; end: number; sum: string };
      getTopSellHours: { slot: number; transactions: number; netSales: string }[];
      getTopSellWeek: { slot: number; transactions: number; netSales: string }[];
      getAverageDailyNetRevenue: { average: string; netSales: string; days: number };
    }>(`query (${FILTER}) {
      getPeakSalesHour(${ARGS}) { start end sum }
      getTopSellHours(${ARGS}) { slot transactions netSales }
      getTopSellWeek(${ARGS}) { slot transactions netSales }
      getAverageDailyNetRevenue(${ARGS}) { average netSales days } }`);
    const byHour = sumBy(SALES, (s) => s.hour);
    expect(data.getTopSellHours).toHaveLength(24);
    expect(data.getTopSellHours.filter((h) => h.transactions > 0)).toEqual(
      [...byHour]
        .sort((a, b) => a[0] - b[0])
        .map(([hour, f]) => ({ slot: hour, transactions: f.count, netSales: money(f.net) })),
    );
    // Both 02:30s of the DST night are local hour 2.
    expect(data.getTopSellHours[2]?.transactions).toBe(2);
    const peak = [...byHour].sort((a, b) => b[1].net - a[1].net)[0];
    expect(data.getPeakSalesHour).toEqual({
      start: peak?.[0],
      end: (peak?.[0] ?? 0) + 1,
      sum: money(peak?.[1].net ?? 0),
    });
    expect(data.getPeakSalesHour).toEqual({ start: 12, end: 13, sum: '5.60' });
    const byWeekday = sumBy(SALES, (s) => s.weekday);
    expect(data.getTopSellWeek.map((d) => d.slot)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.getTopSellWeek.filter((d) => d.transactions > 0)).toEqual(
      [...byWeekday]
        .sort((a, b) => a[0] - b[0])
        .map(([day, f]) => ({ slot: day, transactions: f.count, netSales: money(f.net) })),
    );
    // 21 local days from Monday 19 October (the first with sales) to Sunday 8 November.
    const net = sumBy(SALES, () => 0).get(0)?.net ?? 0;
    expect(data.getAverageDailyNetRevenue).toEqual({
      netSales: money(net),
      days: 21,
      average: money(Math.round(net / 21)),
    });
  });

  it('gives daily profit of chosen kiosks and payment methods', async () => {
    const data = await ask<{
      dailyProfitByKiosks: { _id: string; total_cost: string; total_sales: string; profit: string }[];
      getPaymentsMethodsStats: { _id: string; cnt: number }[];
    }>(
      `query (${FILTER}) {
        dailyProfitByKiosks(kioskIds: $k, period: $p, orgId: $o) { _id total_cost total_sales profit }
        getPaymentsMethodsStats(${ARGS}) { _id cnt } }`,
      { k: [kiosks.alpha] },
    );
    const alpha = SALES.filter((s) => s.kiosk === 'alpha');
    expect(data.dailyProfitByKiosks).toEqual(
      [...sumBy(alpha, (s) => s.day)].sort().map(([day, f]) => ({
        _id: day,
        total_cost: money(f.cost),
        total_sales: money(f.net),
        profit: money(f.profit),
      })),
    );
    expect(data.getPaymentsMethodsStats).toEqual([{ _id: 'visa', cnt: 4 }]);
    const all = await ask<{ getPaymentsMethodsStats: { _id: string; cnt: number }[] }>(
      `query (${FILTER}) { getPaymentsMethodsStats(${ARGS}) { _id cnt } }`,
    );
    expect(all.getPaymentsMethodsStats).toEqual([
      { _id: 'visa', cnt: 4 },
      { _id: 'mastercard', cnt: 2 },
      { _id: 'unknown', cnt: 1 },
    ]);
  });

  it('gives refill patterns by local weekday and hour, grouped by week', async () => {
    const data = await ask<{
      getTopRefillsWeek: { slot: number; refills: number; added: number; removed: number }[];
      getTopRefillsHour: {
        label: string;
        hours: { slot: number; refills: number; added: number; removed: number }[];
      }[];
    }>(`query (${FILTER}) {
      getTopRefillsWeek(${ARGS}) { slot refills added removed }
      getTopRefillsHour(${ARGS}, grouping: weekly) { label hours { slot refills added removed } } }`);
    expect(data.getTopRefillsWeek.filter((d) => d.refills > 0)).toEqual([
      { slot: 2, refills: 1, added: 3, removed: 0 },
      { slot: 7, refills: 1, added: 5, removed: 1 },
    ]);
    expect(data.getTopRefillsHour.map((g) => g.label)).toEqual(['2026-W43']);
    expect(data.getTopRefillsHour[0]?.hours.filter((h) => h.refills > 0)).toEqual([
      { slot: 2, refills: 1, added: 5, removed: 1 },
      { slot: 7, refills: 1, added: 3, removed: 0 },
    ]);
  });

  it('keeps the roll-ups right when a refund is withdrawn and a sale deleted', async () => {
    await database.db.execute(sql`DELETE FROM refunds`);
    await database.db.execute(
      sql`UPDATE transactions SET payment_card_type = 'amex' WHERE total = 1.50 AND kiosk_id = ${kiosks.beta}`,
    );
    await productRollupsAgainstRaw(database);
    const cola = async () =>
      (
        await ask<{ getTopSellingProducts: { productLine: string; amount: number }[] }>(
          `query (${FILTER}) { getTopSellingProducts(${ARGS}) { productLine amount } }`,
        )
      ).getTopSellingProducts.find((p) => p.productLine === 'Cola')?.amount;
    expect(await cola()).toBe(6);
    await database.db.execute(sql`DELETE FROM transactions WHERE created = '2026-10-19T10:15:00Z'`);
    await productRollupsAgainstRaw(database);
    expect(await cola()).toBe(4);
  });

  it('refuses organizations outside the caller’s scope and bad filters', async () => {
    const Q = `query (${FILTER}) { getTopSellHours(${ARGS}) { slot } }`;
    const foreign = await gql(world.built, 'reports', Q, { o: world.orgs.foreign }, world.tokens.subAdmin);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const backwards = await gql(
      world.built,
      'reports',
      Q,
      { o: world.orgs.sub, p: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
      world.tokens.subAdmin,
    );
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
