import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

/**
 * Report figures against expectations computed independently (in cents, from the fixed sales below, whose
 * local wall-clock day, hour and weekday in Europe/Berlin are written down by hand): a DST week (the clocks
 * go back on Sunday 2026-10-25 at 03:00 CEST → 02:00 CET, so 02:30 happens twice) and a refunded item.
 */
interface Item {
  name: 'Cola' | 'Chips' | 'Water';
  price: string;
  tax: string;
  cost: string;
  refunded?: boolean;
}
const COLA = { name: 'Cola', price: '2.50', tax: '19', cost: '0.80' } as const;
const CHIPS = { name: 'Chips', price: '1.50', tax: '7', cost: '0.40' } as const;
const WATER = { name: 'Water', price: '1.00', tax: '7', cost: '0.20' } as const;

interface Sale {
  key: string;
  kiosk: 'alpha' | 'beta';
  created: string;
  card: string | null;
  items: Item[];
  /** Local (Europe/Berlin) wall clock, by hand. */
  day: string;
  hour: number;
  weekday: number;
}
const SALES: Sale[] = [
  {
    key: 'S6',
    kiosk: 'beta',
    created: '2026-10-19T10:15:00Z',
    card: 'mastercard',
    items: [COLA, COLA],
    day: '2026-10-19',
    hour: 12,
    weekday: 1,
  },
  // 00:30 CEST on the Sunday: still Saturday in UTC.
  {
    key: 'S1',
    kiosk: 'alpha',
    created: '2026-10-24T22:30:00Z',
    card: 'visa',
    items: [COLA, CHIPS],
    day: '2026-10-25',
    hour: 0,
    weekday: 7,
  },
  // 02:30 CEST, then 02:30 CET an hour later: both in local hour 2.
  {
    key: 'S2',
    kiosk: 'alpha',
    created: '2026-10-25T00:30:00Z',
    card: 'visa',
    items: [COLA],
    day: '2026-10-25',
    hour: 2,
    weekday: 7,
  },
  {
    key: 'S3',
    kiosk: 'beta',
    created: '2026-10-25T01:30:00Z',
    card: 'mastercard',
    items: [COLA, WATER],
    day: '2026-10-25',
    hour: 2,
    weekday: 7,
  },
  // 23:30 CET: the 25-hour Sunday's last hour.
  {
    key: 'S4',
    kiosk: 'beta',
    created: '2026-10-25T22:30:00Z',
    card: null,
    items: [CHIPS],
    day: '2026-10-25',
    hour: 23,
    weekday: 7,
  },
  // The Cola is refunded (per item, through the refund operation).
  {
    key: 'S5',
    kiosk: 'alpha',
    created: '2026-10-26T23:30:00Z',
    card: 'visa',
    items: [WATER, { ...COLA, refunded: true }],
    day: '2026-10-27',
    hour: 0,
    weekday: 2,
  },
  {
    key: 'S7',
    kiosk: 'alpha',
    created: '2026-11-02T11:00:00Z',
    card: 'visa',
    items: [CHIPS],
    day: '2026-11-02',
    hour: 12,
    weekday: 1,
  },
];
const PERIOD = { from: '2026-10-19T00:00:00+02:00', to: '2026-11-08T12:00:00+01:00' };

// Independent arithmetic: cents, the item's tax rounded half up as a shop till does.
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
const taxCents = (item: Item) => Math.round((cents(item.price) * Number(item.tax)) / (100 + Number(item.tax)));
function saleFigures(sale: Sale) {
  const kept = sale.items.filter((i) => !i.refunded);
  const net = kept.reduce((n, i) => n + cents(i.price) - taxCents(i), 0);
  const cost = kept.reduce((n, i) => n + cents(i.cost), 0);
  return { net, cost, profit: net - cost, items: kept.length };
}
function sumBy<K extends string | number>(sales: Sale[], key: (s: Sale) => K) {
  const sums = new Map<K, { net: number; cost: number; profit: number; items: number; count: number }>();
  for (const sale of sales) {
    const f = saleFigures(sale);
    const sum = sums.get(key(sale)) ?? { net: 0, cost: 0, profit: 0, items: 0, count: 0 };
    sums.set(key(sale), {
      net: sum.net + f.net,
      cost: sum.cost + f.cost,
      profit: sum.profit + f.profit,
      items: sum.items + f.items,
      count: sum.count + 1,
    });
  }
  return sums;
}

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

  /** The product roll-ups against the raw rows (per product, kiosk and UTC hour), and the daily level against the hourly. */
  async function productRollupsAgainstRaw() {
    const line = (rows: { line: string }[]) => rows.map((r) => r.line);
    const hourly = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || '|' || items
                 || '|' || gross || '|' || tax || '|' || cost AS line
            FROM report_product_rollups WHERE items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0 ORDER BY 1`,
    );
    const raw = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(t.kiosk_id::text, '-') || '|' || coalesce(i.product_line_id::text, 'name:' || i.name) || '|'
                 || to_char(date_trunc('hour', t.created AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24') || '|'
                 || count(*) FILTER (WHERE ri.id IS NULL) || '|' || sum(i.price - coalesce(ri.amount, 0))::numeric(14, 2) || '|'
                 || coalesce(sum(round(i.price * i.tax / (100 + i.tax), 2)) FILTER (WHERE ri.id IS NULL), 0)::numeric(14, 2) || '|'
                 || coalesce(sum(i.cost) FILTER (WHERE ri.id IS NULL), 0)::numeric(14, 2) AS line
            FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
            LEFT JOIN refund_items ri ON ri.transaction_item_id = i.id
           GROUP BY t.kiosk_id, coalesce(i.product_line_id::text, 'name:' || i.name), date_trunc('hour', t.created AT TIME ZONE 'UTC')
          HAVING count(*) FILTER (WHERE ri.id IS NULL) <> 0 OR sum(i.price - coalesce(ri.amount, 0)) <> 0 ORDER BY 1`,
    );
    const daily = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '|' || items
                 || '|' || gross || '|' || tax || '|' || cost AS line
            FROM report_product_rollups_daily WHERE items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0 ORDER BY 1`,
    );
    const byDay = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(kiosk_id::text, '-') || '|' || product_key || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '|' || sum(items)
                 || '|' || sum(gross) || '|' || sum(tax) || '|' || sum(cost) AS line
            FROM report_product_rollups GROUP BY coalesce(kiosk_id::text, '-'), product_key, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD')
          HAVING sum(items) <> 0 OR sum(gross) <> 0 OR sum(tax) <> 0 OR sum(cost) <> 0 ORDER BY 1`,
    );
    const payments = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(kiosk_id::text, '-') || '|' || method || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || '|' || transactions AS line
            FROM report_payment_rollups WHERE transactions <> 0 ORDER BY 1`,
    );
    const rawPayments = await selectRows<{ line: string }>(
      database.db,
      sql`SELECT coalesce(kiosk_id::text, '-') || '|' || coalesce(payment_card_type, card_type, payment_provider, 'unknown') || '|'
                 || to_char(date_trunc('hour', created AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24') || '|' || count(*) AS line
            FROM transactions
           GROUP BY kiosk_id, coalesce(payment_card_type, card_type, payment_provider, 'unknown'),
                    date_trunc('hour', created AT TIME ZONE 'UTC') ORDER BY 1`,
    );
    expect(line(hourly)).toEqual(line(raw));
    expect(line(daily)).toEqual(line(byDay));
    expect(line(payments)).toEqual(line(rawPayments));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    await database.db.execute(sql`UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = ${world.orgs.sub}`);
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const context = { services: world.built.services, root } as never;
    kiosks.alpha = (await newKiosk(context, world.orgs.sub, { name: 'Alpha' })).id;
    kiosks.beta = (await newKiosk(context, world.orgs.sub, { name: 'Beta' })).id;
    for (const sale of SALES) {
      const total = money(sale.items.reduce((n, i) => n + cents(i.price), 0));
      const [row] = await selectRows<{ id: string }>(
        database.db,
        sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, payment_card_type)
            VALUES (${world.orgs.sub}, ${kiosks[sale.kiosk]}, ${sale.created}::timestamptz, ${total}, 'paid', true, ${sale.card})
            RETURNING id`,
      );
      const refundItems: string[] = [];
      for (const item of sale.items) {
        const [inserted] = await selectRows<{ id: string }>(
          database.db,
          sql`INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
              VALUES (${row?.id}, ${item.name}, ${item.price}, ${item.tax}, ${item.cost}) RETURNING id`,
        );
        if (item.refunded && inserted) refundItems.push(inserted.id);
      }
      if (refundItems.length) {
        const refunded = await gql(
          world.built,
          'transactions',
          'mutation ($id: ID!, $items: [ID!], $r: String!) { refundTransaction(transactionId: $id, itemIds: $items, reason: $r) { _id } }',
          { id: row?.id, items: refundItems, r: 'Cola was warm' },
          world.tokens.subAdmin,
        );
        expect(refunded.errors).toBeUndefined();
      }
    }
    // Refills: a session at 02:15 CET on the DST Sunday (second pass), a correction on Tuesday 07:00 CEST.
    for (const [created, counts] of [
      ['2026-10-25T01:15:00Z', [5, -1]],
      ['2026-10-20T05:00:00Z', [3]],
    ] as const) {
      const [refill] = await selectRows<{ id: string }>(
        database.db,
        sql`INSERT INTO refills (org_id, kiosk_id, created, type) VALUES (${world.orgs.sub}, ${kiosks.alpha}, ${created}::timestamptz, 'TABLET') RETURNING id`,
      );
      for (const count of counts) {
        await database.db.execute(
          sql`INSERT INTO refill_items (refill_id, cell_id, name, count, refill_cost) VALUES (${refill?.id}, 'c1', 'Cola', ${count}, ${(count * 0.8).toFixed(2)})`,
        );
      }
    }
    // A sale of another organization and one outside the period count nowhere.
    await database.db.execute(
      sql`INSERT INTO transactions (org_id, created, total) VALUES (${world.orgs.foreign}, '2026-10-25T10:00:00Z', 99.00),
          (${world.orgs.sub}, '2026-11-09T10:00:00Z', 42.00)`,
    );
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  it('keeps the product and payment roll-ups equal to the raw rows, refunds included', async () => {
    await productRollupsAgainstRaw();
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
    await productRollupsAgainstRaw();
    const cola = async () =>
      (
        await ask<{ getTopSellingProducts: { productLine: string; amount: number }[] }>(
          `query (${FILTER}) { getTopSellingProducts(${ARGS}) { productLine amount } }`,
        )
      ).getTopSellingProducts.find((p) => p.productLine === 'Cola')?.amount;
    expect(await cola()).toBe(6);
    await database.db.execute(sql`DELETE FROM transactions WHERE created = '2026-10-19T10:15:00Z'`);
    await productRollupsAgainstRaw();
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
