import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { EPORT_FIXTURE } from '../../test-support/sales-files.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import {
  refunds,
  salesMetricsService,
  transactionItems,
  transactions,
} from '../transactions/transactions.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createDashboardService } from './dashboard.service.ts';

const FIGURES = `query ($orgId: ID, $kioskIds: [ID!]) { getDashboardFigures(orgId: $orgId, kioskIds: $kioskIds) {
  orgId currency timeZone todayFrom monthFrom to customersToday productsSoldToday revenueToday monthlyRevenue
} }`;
const BY_KIOSK = `query ($view: SalesView!, $orgId: ID) { salesByKiosk(view: $view, orgId: $orgId) {
  view timeZone buckets { start end label } kiosks { kioskId kioskName revenue transactions }
} }`;
const METRICS = `query ($from: DateTime, $to: DateTime, $kioskIds: [ID!]) {
  getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds) { totalTransactions productsSold grossIncome }
}`;
const REFUND = `mutation ($id: ID!, $items: [ID!], $reason: String!) {
  refundTransaction(transactionId: $id, itemIds: $items, reason: $reason) { _id total }
}`;

interface Figures {
  orgId: string;
  todayFrom: string;
  monthFrom: string;
  to: string;
  customersToday: number;
  productsSoldToday: number;
  revenueToday: string;
  monthlyRevenue: string;
}
interface Metrics {
  totalTransactions: number;
  productsSold: number;
  grossIncome: string;
}

/**
 * Every roll-up row against the same figures computed from the raw rows (the metrics' rules: refunds in the
 * sale's bucket, refunded items neither sold nor taxed nor costed). Rows that netted out to zero are left out.
 */
async function rollupsAgainstRaw(database: TestDatabase) {
  const kept = await selectRows<{ line: string }>(
    database.db,
    sql`
    SELECT org_id::text || '|' || coalesce(kiosk_id::text, '-') || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
           || '|' || transactions || '|' || items || '|' || gross || '|' || tax || '|' || cost AS line
      FROM sales_rollups
     WHERE transactions <> 0 OR items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0
     ORDER BY 1`,
  );
  const raw = await selectRows<{ line: string }>(
    database.db,
    sql`
    SELECT org_id::text || '|' || coalesce(kiosk_id::text, '-') || '|' || to_char(b AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
           || '|' || sum(n) || '|' || sum(items) || '|' || sum(gross)::numeric(14, 2) || '|' || sum(tax)::numeric(14, 2)
           || '|' || sum(cost)::numeric(14, 2) AS line
      FROM (
        SELECT t.org_id, t.kiosk_id, date_bin('15 minutes', t.created, timestamptz '2000-01-01 00:00:00+00') AS b, 1 AS n,
               t.total - coalesce((SELECT sum(r.total) FROM refunds r WHERE r.transaction_id = t.id), 0) AS gross,
               (SELECT count(*) FROM transaction_items i WHERE i.transaction_id = t.id
                  AND NOT EXISTS (SELECT 1 FROM refund_items ri WHERE ri.transaction_item_id = i.id)) AS items,
               coalesce((SELECT sum(round(i.price * i.tax / (100 + i.tax), 2)) FROM transaction_items i
                  WHERE i.transaction_id = t.id
                  AND NOT EXISTS (SELECT 1 FROM refund_items ri WHERE ri.transaction_item_id = i.id)), 0) AS tax,
               coalesce((SELECT sum(i.cost) FROM transaction_items i WHERE i.transaction_id = t.id
                  AND NOT EXISTS (SELECT 1 FROM refund_items ri WHERE ri.transaction_item_id = i.id)), 0) AS cost
          FROM transactions t
      ) s
     GROUP BY org_id, kiosk_id, b
     ORDER BY 1`,
  );
  // The hourly roll-ups against the 15-minute ones summed by hour (zero rows left out as above).
  const hourly = await selectRows<{ line: string }>(
    database.db,
    sql`
    SELECT org_id::text || '|' || coalesce(kiosk_id::text, '-') || '|' || to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
           || '|' || transactions || '|' || items || '|' || gross || '|' || tax || '|' || cost AS line
      FROM sales_rollups_hourly
     WHERE transactions <> 0 OR items <> 0 OR gross <> 0 OR tax <> 0 OR cost <> 0
     ORDER BY 1`,
  );
  const byHour = await selectRows<{ line: string }>(
    database.db,
    sql`
    SELECT org_id::text || '|' || coalesce(kiosk_id::text, '-') || '|' || to_char(h AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
           || '|' || sum(transactions) || '|' || sum(items) || '|' || sum(gross)::numeric(14, 2) || '|'
           || sum(tax)::numeric(14, 2) || '|' || sum(cost)::numeric(14, 2) AS line
      FROM (SELECT *, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00') AS h FROM sales_rollups) q
     GROUP BY org_id, kiosk_id, h
    HAVING sum(transactions) <> 0 OR sum(items) <> 0 OR sum(gross) <> 0 OR sum(tax) <> 0 OR sum(cost) <> 0
     ORDER BY 1`,
  );
  return {
    kept: kept.map((r) => r.line),
    raw: raw.map((r) => r.line),
    hourly: hourly.map((r) => r.line),
    byHour: byHour.map((r) => r.line),
  };
}

describe.each(testDatabaseKinds())('dashboard figures from the sales roll-ups on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  let alpha = '';
  let beta = '';
  const call = <T>(as: keyof UsersWorld['tokens'], query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(world.built, 'transactions', query, variables, world.tokens[as]);
  const figures = async (as: keyof UsersWorld['tokens'] = 'subAdmin', kioskIds?: string[]) => {
    const result = await call<{ getDashboardFigures: Figures }>(as, FIGURES, { orgId: world.orgs.sub, kioskIds });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getDashboardFigures;
  };
  const metrics = async (from: string, to: string, kioskIds?: string[]) => {
    const result = await call<{ getTransactionMetrics: Metrics }>('subAdmin', METRICS, { from, to, kioskIds });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getTransactionMetrics;
  };
  /** The dashboard's figures equal the metrics of the same periods, to the cent, and the roll-ups the raw rows. */
  const expectEqualToMetrics = async (kioskIds?: string[]) => {
    const dash = await figures('subAdmin', kioskIds);
    const today = await metrics(dash.todayFrom, dash.to, kioskIds);
    const month = await metrics(dash.monthFrom, dash.to, kioskIds);
    expect({
      customers: dash.customersToday,
      products: dash.productsSoldToday,
      revenue: dash.revenueToday,
      monthly: dash.monthlyRevenue,
    }).toEqual({
      customers: today.totalTransactions,
      products: today.productsSold,
      revenue: today.grossIncome,
      monthly: month.grossIncome,
    });
    const { kept, raw, hourly, byHour } = await rollupsAgainstRaw(database);
    expect(kept).toEqual(raw);
    expect(hourly).toEqual(byHour);
    return dash;
  };
  const rawSale = async (
    kioskId: string | null,
    total: string,
    created: Date,
    prices: string[],
    orgId = world.orgs.sub,
  ) => {
    const [row] = await database.db
      .insert(transactions)
      .values({ orgId, kioskId, total, created, paymentStatus: 'paid', isPaid: true })
      .returning();
    const id = row?.id ?? '';
    const items = await database.db
      .insert(transactionItems)
      .values(prices.map((price) => ({ transactionId: id, name: 'Cola', price, tax: '19', cost: '0.35' })))
      .returning();
    return { id, items: items.map((i) => i.id) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const context = { services: world.built.services, root } as never;
    alpha = (await newKiosk(context, world.orgs.sub, { name: 'Alpha' })).id;
    beta = (await newKiosk(context, world.orgs.sub, { name: 'Beta' })).id;
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('starts at zero in the organization’s currency and time zone', async () => {
    const dash = await expectEqualToMetrics();
    expect(dash).toMatchObject({
      customersToday: 0,
      productsSoldToday: 0,
      revenueToday: '0.00',
      monthlyRevenue: '0.00',
    });
  });

  it('counts a sale recorded from a kiosk session (the device path)', async () => {
    await database.db.transaction(async (tx) => {
      await world.built.services.transactions.recordSale(tx, {
        orgId: world.orgs.sub,
        kioskId: alpha,
        sessionId: 'dashboard-session-1',
        userId: null,
        created: new Date(),
        total: '4.40',
        cardType: null,
        memberCardId: null,
        promoCode: null,
        evidence: { openedAt: null, closedAt: null, cells: [] },
        paymentStatus: 'paid',
        paymentAmount: '4.40',
        paymentProvider: null,
        paymentCardType: null,
        items: [
          { productLineId: null, name: 'Water', articleNumber: null, price: '1.20', tax: '7', cost: '0.30' },
          { productLineId: null, name: 'Juice', articleNumber: null, price: '3.20', tax: '19', cost: '1.10' },
        ],
      });
    });
    const dash = await expectEqualToMetrics();
    expect(dash).toMatchObject({ customersToday: 1, productsSoldToday: 2, revenueToday: '4.40' });
  });

  it('counts raw inserts, and a refund takes money and units off the sale’s bucket', async () => {
    const sale = await rawSale(beta, '5.00', new Date(), ['2.50', '2.50']);
    await rawSale(alpha, '1.99', new Date(Date.now() - 40 * 24 * 60 * 60 * 1000), ['1.99']);
    await expectEqualToMetrics();
    const refunded = await call<{ refundTransaction: { total: string } }>('subAdmin', REFUND, {
      id: sale.id,
      items: [sale.items[0]],
      reason: 'Warm',
    });
    expect(refunded.data?.refundTransaction.total).toBe('2.50');
    const dash = await expectEqualToMetrics();
    expect(dash).toMatchObject({ customersToday: 2, productsSoldToday: 3, revenueToday: '6.90' });
    expect(await expectEqualToMetrics([beta])).toMatchObject({ customersToday: 1, revenueToday: '2.50' });
  });

  it('follows updates and deletes of sales, items and refunds', async () => {
    const sale = await rawSale(alpha, '3.00', new Date(), ['1.00', '2.00']);
    await database.db
      .update(transactions)
      .set({ created: new Date(Date.now() - 3 * 60 * 60 * 1000), total: '2.80' })
      .where(eq(transactions.id, sale.id));
    await database.db
      .update(transactionItems)
      .set({ price: '1.80', cost: '0.90' })
      .where(eq(transactionItems.id, sale.items[1] ?? ''));
    await expectEqualToMetrics();
    await database.db.delete(transactionItems).where(eq(transactionItems.id, sale.items[0] ?? ''));
    await expectEqualToMetrics();
    const refunded = await rawSale(beta, '4.00', new Date(), ['4.00']);
    await call('subAdmin', REFUND, { id: refunded.id, reason: 'Broken' });
    await expectEqualToMetrics();
    await database.db.delete(refunds).where(eq(refunds.transactionId, refunded.id));
    await expectEqualToMetrics();
    await call('subAdmin', REFUND, { id: refunded.id, reason: 'Broken again' });
    await database.db.delete(transactions).where(eq(transactions.id, refunded.id));
    await database.db.delete(transactions).where(eq(transactions.id, sale.id));
    await expectEqualToMetrics();
  });

  it('counts imported sales history', async () => {
    const csv = readFileSync(EPORT_FIXTURE, 'utf8');
    const result = await gqlUpload<{ importSales: { imported: boolean; transactions: number } }>(
      world.built,
      'transactions',
      `mutation ($file: File!, $data: SalesImportInput!) { importSales(file: $file, data: $data) { imported transactions } }`,
      { data: { orgId: world.orgs.sub, preset: 'vending-machine-sales-2022', timeZone: 'America/New_York' } },
      { variable: 'file', name: 'sales.csv', type: 'text/csv', data: csv },
      world.tokens.subAdmin,
    );
    expect(result.data?.importSales.imported).toBe(true);
    expect(result.data?.importSales.transactions).toBeGreaterThan(10);
    await expectEqualToMetrics();
  });

  it('never counts another organization’s sales, and refuses an organization out of scope', async () => {
    const before = await figures();
    await rawSale(null, '99.00', new Date(), ['99.00'], world.orgs.foreign);
    expect(await figures()).toEqual({ ...before, to: expect.any(String) as string });
    const refused = await call('foreignOnly', FIGURES, { orgId: world.orgs.sub });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreign = await call<{ getDashboardFigures: Figures }>('foreignOnly', FIGURES);
    expect(foreign.data?.getDashboardFigures).toMatchObject({ orgId: world.orgs.foreign, revenueToday: '99.00' });
  });

  it('charts sales by kiosk: every view’s buckets sum to the metrics of its period', async () => {
    for (const view of ['hourly', 'last24Hours', 'weekDays', 'last7Days', 'monthly', 'last30Days']) {
      const result = await call<{
        salesByKiosk: {
          buckets: { start: string; end: string }[];
          kiosks: { kioskId: string | null; kioskName: string | null; revenue: string[]; transactions: number[] }[];
        };
      }>('subAdmin', BY_KIOSK, { view, orgId: world.orgs.sub });
      const chart = result.data?.salesByKiosk;
      if (!chart) throw new Error(JSON.stringify(result.errors));
      const first = chart.buckets[0];
      const last = chart.buckets.at(-1);
      if (!first || !last) throw new Error('no buckets');
      const to = new Date(new Date(last.end).getTime() - 1).toISOString();
      for (const kiosk of chart.kiosks.filter((k) => k.kioskId)) {
        const m = await metrics(first.start, to, [kiosk.kioskId ?? '']);
        const cents = kiosk.revenue.reduce((sum, r) => sum + Math.round(Number(r) * 100), 0);
        expect({ view, cents, sales: kiosk.transactions.reduce((a, b) => a + b, 0) }).toEqual({
          view,
          cents: Math.round(Number(m.grossIncome) * 100),
          sales: m.totalTransactions,
        });
      }
      expect(chart.kiosks.map((k) => k.kioskName)).toEqual(expect.arrayContaining(['Alpha', 'Beta']));
    }
  });

  it('takes today and the month at a zone 5:45 off UTC (quarter hours, not whole hours)', async () => {
    const zone = 'Asia/Kathmandu';
    await world.call(
      'root',
      'mutation ($id: ID!, $d: OrganizationInput!) { updateOrganization(orgId: $id, data: $d) { timeZone } }',
      { id: world.orgs.parent, d: { name: 'Parent Org', timeZone: zone } },
    );
    // Local midnight of 2026-04-10 is 2026-04-09T18:15Z; of 2026-04-01, 2026-03-31T18:15Z.
    await rawSale(alpha, '1.00', new Date('2026-04-09T18:10:00Z'), ['1.00'], world.orgs.parent); // 23:55 on the 9th
    await rawSale(alpha, '2.00', new Date('2026-04-09T18:20:00Z'), ['2.00'], world.orgs.parent); // 00:05 on the 10th
    await rawSale(alpha, '4.00', new Date('2026-04-09T20:59:00Z'), ['4.00'], world.orgs.parent);
    await rawSale(alpha, '8.00', new Date('2026-03-31T18:10:00Z'), ['8.00'], world.orgs.parent); // March, local
    await rawSale(alpha, '16.00', new Date('2026-03-31T18:20:00Z'), ['16.00'], world.orgs.parent); // April, local
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const dashboard = createDashboardService(
      createDashboardRepository(database.db),
      { summaries: (ids) => world.built.services.organizations.summaries(ids) },
      async () => new Map([[alpha, 'Alpha']]),
      () => new Date('2026-04-09T21:00:00Z'),
    );
    expect(await dashboard.figures(root, { orgId: world.orgs.parent })).toMatchObject({
      timeZone: zone,
      todayFrom: new Date('2026-04-09T18:15:00Z'),
      monthFrom: new Date('2026-03-31T18:15:00Z'),
      customersToday: 2,
      revenueToday: '6.00',
      monthlyRevenue: '23.00',
    });
  });

  it('takes today and the month in the organization’s zone across a DST change', async () => {
    const zone = 'America/New_York';
    const moved = await world.call<{ updateOrganization: { timeZone: string } }>(
      'root',
      'mutation ($id: ID!, $d: OrganizationInput!) { updateOrganization(orgId: $id, data: $d) { timeZone } }',
      { id: world.orgs.parent, d: { name: 'Parent Org', timeZone: zone } },
    );
    expect(moved.data?.updateOrganization.timeZone).toBe(zone);
    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT. 01:30 EST = 06:30Z, 03:30 EDT = 07:30Z, 23:50 EDT = 03:50Z next day.
    const before = await rawSale(alpha, '1.00', new Date('2026-03-08T04:55:00Z'), ['1.00'], world.orgs.parent); // 23:55 on the 7th
    await rawSale(alpha, '2.00', new Date('2026-03-08T06:30:00Z'), ['2.00'], world.orgs.parent);
    await rawSale(alpha, '3.00', new Date('2026-03-08T07:30:00Z'), ['3.00'], world.orgs.parent);
    await rawSale(alpha, '4.00', new Date('2026-03-09T03:50:00Z'), ['4.00', '0.00'], world.orgs.parent);
    await rawSale(alpha, '8.00', new Date('2026-02-28T12:00:00Z'), ['8.00'], world.orgs.parent);
    expect(before.id).toBeTruthy();
    const now = new Date('2026-03-09T03:55:00Z'); // 23:55 EDT on the 8th
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const dashboard = createDashboardService(
      createDashboardRepository(database.db),
      { summaries: (ids) => world.built.services.organizations.summaries(ids) },
      async () => new Map([[alpha, 'Alpha']]),
      () => now,
    );
    const dash = await dashboard.figures(root, { orgId: world.orgs.parent });
    expect(dash).toMatchObject({
      timeZone: zone,
      todayFrom: new Date('2026-03-08T05:00:00Z'),
      monthFrom: new Date('2026-03-01T05:00:00Z'),
      customersToday: 3,
      productsSoldToday: 4,
      revenueToday: '9.00',
      monthlyRevenue: '10.00',
    });
    const sales = salesMetricsService(database.db);
    const today = await sales.metrics(root, { from: dash.todayFrom, to: now, kioskIds: [alpha] });
    expect(today.grossIncome).toBe(dash.revenueToday);
    const hourly = await dashboard.salesByKiosk(root, 'hourly', { orgId: world.orgs.parent });
    expect(hourly.buckets).toHaveLength(23);
    const series = hourly.kiosks[0];
    const at = (label: string) => series?.revenue[hourly.buckets.findIndex((b) => b.label === label)];
    expect([at('2026-03-08T01:00'), at('2026-03-08T03:00'), at('2026-03-08T23:00')]).toEqual(['2.00', '3.00', '4.00']);
    expect(hourly.buckets.some((b) => b.label === '2026-03-08T02:00')).toBe(false);
    const monthly = await dashboard.salesByKiosk(root, 'monthly', { orgId: world.orgs.parent });
    expect(monthly.buckets).toHaveLength(31);
    expect(monthly.kiosks[0]?.revenue.slice(6, 8)).toEqual(['1.00', '9.00']);
    const weekDays = await dashboard.salesByKiosk(root, 'weekDays', { orgId: world.orgs.parent });
    expect(weekDays.buckets.map((b) => b.label)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    await expect(dashboard.salesByKiosk(root, 'minutely', { orgId: world.orgs.parent })).rejects.toThrow(
      'Invalid view',
    );
  });
});
