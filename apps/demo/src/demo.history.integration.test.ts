import { loadProfile } from '@kiosk/kiosk-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../server/src/test-support/database.ts';
import { createTestContext, type TestContext } from '../../server/src/test-support/fixtures.ts';

const DAY = 86_400_000;
const METRICS = `query ($from: DateTime, $to: DateTime, $kioskIds: [ID!]) {
  getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds) {
    totalTransactions productsSold grossIncome productsAdded productsRemoved refillsDefaultCost
  }
}`;
const SALES = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) {
  total data { total paymentStatus itemsPurchased { price } paymentMethod { cardType } }
} }`;

interface Metrics {
  totalTransactions: number;
  productsSold: number;
  grossIncome: string;
  productsAdded: number;
  productsRemoved: number;
  refillsDefaultCost: string;
}
interface SalesGrid {
  total: number;
  data: {
    total: string;
    paymentStatus: string;
    itemsPurchased: { price: string }[];
    paymentMethod: { cardType: string };
  }[];
}

const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('the demo history on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId = '';
  let token = '';
  const started = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'true', DEMO_HISTORY_DAYS: '90' });
    const [demo] = await database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    orgId = demo!.id;
    token = await context.token(context.rootUserId);
  }, 120_000);
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('gives the demo organization sales on every day of the last 90 and refills of the session modes', async () => {
    const days = await database.query<{ day: string; sales: string }>(
      `SELECT to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS sales
       FROM transactions WHERE org_id = $1 GROUP BY 1 ORDER BY 1`,
      [orgId],
    );
    const withSales = new Set(days.map((row) => row.day));
    // Every full day of the window (the first and the current one may be cut short at night).
    for (let at = started - 89 * DAY; at < started - DAY; at += DAY) {
      expect(withSales.has(new Date(at).toISOString().slice(0, 10))).toBe(true);
    }
    expect(days.at(0)!.day >= new Date(started - 91 * DAY).toISOString().slice(0, 10)).toBe(true);
    const refills = await database.query<{ type: string; added: string; removed: string }>(
      `SELECT r.type, sum(i.count) FILTER (WHERE i.count > 0) AS added, sum(i.count) FILTER (WHERE i.count < 0) AS removed
       FROM refills r JOIN refill_items i ON i.refill_id = r.id
       WHERE r.org_id = $1 AND r.session_id IS NOT NULL GROUP BY r.type ORDER BY r.type`,
      [orgId],
    );
    expect(refills.map((row) => row.type)).toEqual(['AUTOMATIC', 'TABLET']);
    expect(refills.every((row) => Number(row.added) > 0)).toBe(true);
    expect(refills.some((row) => Number(row.removed) < 0)).toBe(true);
  });

  it('follows the simulator profile: the busiest weekday of the profile sells more than its quietest', async () => {
    const profile = loadProfile();
    const rows = await database.query<{ weekday: number; sales: string }>(
      `SELECT extract(dow FROM created)::int AS weekday, count(*) AS sales FROM transactions
       WHERE org_id = $1 AND created >= $2 AND created < $3 GROUP BY 1`,
      // 12 whole weeks, so each weekday is counted as often.
      [orgId, new Date(started - 85 * DAY), new Date(started - DAY)],
    );
    const byWeekday = new Map(rows.map((row) => [row.weekday, Number(row.sales)]));
    const weights = profile.weekdayWeights;
    const busiest = weights.indexOf(Math.max(...weights));
    const quietest = weights.indexOf(Math.min(...weights));
    expect(byWeekday.get(busiest)!).toBeGreaterThan(byWeekday.get(quietest)!);
  });

  it('adds up: the metrics equal the sum of the sales and refill rows, to the cent', async () => {
    const period = { from: new Date(started - 91 * DAY).toISOString(), to: new Date().toISOString() };
    const metrics = await context.call<{ getTransactionMetrics: Metrics }>(token, 'transactions', METRICS, period);
    const [sums] = await database.query<{ sales: string; gross: string; items: string }>(
      `SELECT count(*) AS sales, sum(total)::text AS gross,
         (SELECT count(*) FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id WHERE t.org_id = $1) AS items
       FROM transactions WHERE org_id = $1`,
      [orgId],
    );
    const [refills] = await database.query<{ added: string; removed: string; cost: string }>(
      `SELECT sum(i.count) FILTER (WHERE i.count > 0) AS added, -sum(i.count) FILTER (WHERE i.count < 0) AS removed,
         sum(i.refill_cost) FILTER (WHERE i.count > 0)::text AS cost
       FROM refills r JOIN refill_items i ON i.refill_id = r.id WHERE r.org_id = $1`,
      [orgId],
    );
    expect(metrics.errors).toBeUndefined();
    const figures = metrics.data!.getTransactionMetrics;
    expect(figures.totalTransactions).toBe(Number(sums!.sales));
    expect(figures.totalTransactions).toBeGreaterThan(90 * 5 * 10);
    expect(figures.grossIncome).toBe(sums!.gross);
    expect(figures.productsSold).toBe(Number(sums!.items));
    expect(figures.productsAdded).toBe(Number(refills!.added));
    expect(figures.productsRemoved).toBe(Number(refills!.removed));
    expect(figures.refillsDefaultCost).toBe(refills!.cost);

    // One kiosk's week through the sales grid: its rows add up to the metrics of the same filter.
    const [kiosk] = await database.query<{ id: string }>(
      "SELECT id FROM kiosks WHERE org_id = $1 AND serial_number = 'DEMO-0001'",
      [orgId],
    );
    const week = { from: new Date(started - 15 * DAY).toISOString(), to: new Date(started - 8 * DAY).toISOString() };
    const rows: SalesGrid['data'] = [];
    for (let page = 0; ; page += 1) {
      const grid = await context.call<{ findAllTransactionsGrid: SalesGrid }>(token, 'transactions', SALES, {
        data: { ...week, kioskIds: [kiosk!.id], page, pageSize: 500 },
      });
      rows.push(...grid.data!.findAllTransactionsGrid.data);
      if (rows.length >= grid.data!.findAllTransactionsGrid.total) break;
    }
    const weekMetrics = await context.call<{ getTransactionMetrics: Metrics }>(token, 'transactions', METRICS, {
      ...week,
      kioskIds: [kiosk!.id],
    });
    const weekFigures = weekMetrics.data!.getTransactionMetrics;
    expect(rows.length).toBe(weekFigures.totalTransactions);
    expect(decimal(rows.reduce((sum, row) => sum + cents(row.total), 0n))).toBe(weekFigures.grossIncome);
    for (const row of rows) {
      expect(decimal(row.itemsPurchased.reduce((sum, item) => sum + cents(item.price), 0n))).toBe(row.total);
    }
    expect(rows.reduce((sum, row) => sum + row.itemsPurchased.length, 0)).toBe(weekFigures.productsSold);
    const paid = rows.filter((row) => row.paymentStatus === 'PAID' || row.paymentStatus === 'paid').length;
    expect(paid / rows.length).toBeGreaterThan(0.85);
    expect(new Set(rows.map((row) => row.paymentMethod.cardType)).size).toBeGreaterThanOrEqual(3);
  });

  it('leaves the demo kiosks stocked as the demo planograms set them', async () => {
    // The demo stock is recorded as one correction per kiosk from empty cells: per cell, its count.
    const cells = await database.query<{ cell: string; count: number; stocked: string | null }>(
      `SELECT c.kiosk_id || '/' || c.cell_id AS cell, c.count,
         (SELECT sum(i.count) FROM refills r JOIN refill_items i ON i.refill_id = r.id
          WHERE r.kiosk_id = c.kiosk_id AND r.session_id IS NULL AND i.cell_id = c.cell_id) AS stocked
       FROM kiosk_cells c WHERE c.org_id = $1`,
      [orgId],
    );
    expect(cells.length).toBeGreaterThan(50);
    for (const cell of cells)
      expect({ cell: cell.cell, count: cell.count }).toEqual({ cell: cell.cell, count: Number(cell.stocked ?? 0) });
  });
});
