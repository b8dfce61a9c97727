import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from './stock.planogram.test-data.ts';
import { RECORD_WASTE } from './stock.test-data.ts';

const DAY_MS = 24 * 60 * 60_000;
const REPORT = `query($f: WasteReportFilter!) { getWasteReport(filter: $f) { cost salesCost spoilageRate } }`;

interface Figures {
  cost: string;
  salesCost: string;
  spoilageRate: number | null;
}

/**
 * The spoilage rate of the waste report (docs/field-operations.md "Spoilage rate"): waste cost ÷ (cost of
 * sales + waste cost) over the report's period and filters, checked against the raw rows summed here.
 */
describe.each(testDatabaseKinds())('the spoilage rate on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let token: string;
  let kioskId: string;
  let otherKioskId: string;
  let milk: string;
  let bread: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Spoilage Org');
    token = await context.token(
      await context.newUser({ email: 's@spoilage.test', firstName: 'Sol' }, [[orgId, 'admin']]),
    );
    kioskId = (await newKiosk(context, orgId, { name: 'Spoil Kiosk' })).id;
    otherKioskId = (await newKiosk(context, orgId, { name: 'Other Kiosk' })).id;
    milk = await newPlanogramProduct(context, orgId, { name: 'Milk', defaultCost: '0.35' });
    bread = await newPlanogramProduct(context, orgId, { name: 'Bread', defaultCost: '1.10' });
    await context.services.stock.planogram.configure(context.root, kioskId, 'single');
    await context.services.stock.planogram.update(context.root, kioskId, [
      { cellId: 'A1', productId: milk },
      { cellId: 'A2', productId: bread },
    ]);
    await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A1', count: 10 });
    await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A2', count: 10 });
    for (const [c, u, r] of [
      ['A1', 3, 'expired'],
      ['A2', 2, 'damaged'],
    ] as const) {
      const waste = await context.call(token, 'kiosk', RECORD_WASTE, { k: kioskId, c, u, r });
      expect(waste.errors).toBeUndefined();
    }
    // Sales: 4 milk + 2 bread at this kiosk now (one bread refunded), 5 milk at the other kiosk, and a
    // sale of this kiosk ten days ago (outside the period).
    const sale = async (kiosk: string, created: Date, items: { product: string; cost: string }[]) => {
      const [row] = await database.query<{ id: string }>(
        `INSERT INTO transactions (org_id, kiosk_id, created, total) VALUES ($1, $2, $3, '0') RETURNING id`,
        [orgId, kiosk, created],
      );
      const ids: string[] = [];
      for (const item of items) {
        const [inserted] = await database.query<{ id: string }>(
          `INSERT INTO transaction_items (transaction_id, product_line_id, name, price, cost)
           VALUES ($1, $2, 'item', '2.00', $3) RETURNING id`,
          [row?.id, item.product, item.cost],
        );
        if (inserted) ids.push(inserted.id);
      }
      return { id: row?.id ?? '', items: ids };
    };
    const now = new Date();
    const here = await sale(kioskId, now, [
      ...Array.from({ length: 4 }, () => ({ product: milk, cost: '0.35' })),
      { product: bread, cost: '1.10' },
      { product: bread, cost: '1.10' },
    ]);
    await sale(
      otherKioskId,
      now,
      Array.from({ length: 5 }, () => ({ product: milk, cost: '0.35' })),
    );
    await sale(kioskId, new Date(now.getTime() - 10 * DAY_MS), [{ product: bread, cost: '1.10' }]);
    const [refund] = await database.query<{ id: string }>(
      `INSERT INTO refunds (org_id, transaction_id, kiosk_id, reason, total) VALUES ($1, $2, $3, 'test', '2.00') RETURNING id`,
      [orgId, here.id, kioskId],
    );
    await database.query(`INSERT INTO refund_items (refund_id, transaction_item_id, amount) VALUES ($1, $2, '2.00')`, [
      refund?.id,
      here.items[5],
    ]);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const period = () => ({
    from: new Date(Date.now() - DAY_MS).toISOString(),
    to: new Date(Date.now() + DAY_MS).toISOString(),
  });
  const report = async (filter: Record<string, unknown>) => {
    const result = await context.call<{ getWasteReport: Figures }>(token, 'kiosk', REPORT, { f: filter });
    expect(result.errors).toBeUndefined();
    return result.data?.getWasteReport;
  };

  /** The same figure from the raw rows: waste records and sold, not refunded items in the period. */
  async function independent(filter: { from: string; to: string; kioskIds?: string[]; productIds?: string[] }) {
    const kiosks = filter.kioskIds ?? null;
    const products = filter.productIds ?? null;
    const [waste] = await database.query<{ cents: number }>(
      `SELECT coalesce(sum(units * unit_cost) * 100, 0)::int AS cents FROM kiosk_waste
       WHERE org_id = $1 AND created_at >= $2 AND created_at < $3
         AND ($4::uuid[] IS NULL OR kiosk_id = ANY($4)) AND ($5::uuid[] IS NULL OR product_id = ANY($5))`,
      [orgId, filter.from, filter.to, kiosks, products],
    );
    const [sold] = await database.query<{ cents: number }>(
      `SELECT coalesce(sum(i.cost) * 100, 0)::int AS cents FROM transaction_items i
       JOIN transactions t ON t.id = i.transaction_id
       LEFT JOIN refund_items r ON r.transaction_item_id = i.id
       WHERE r.id IS NULL AND t.org_id = $1 AND t.created >= $2 AND t.created < $3
         AND ($4::uuid[] IS NULL OR t.kiosk_id = ANY($4)) AND ($5::uuid[] IS NULL OR i.product_line_id = ANY($5))`,
      [orgId, filter.from, filter.to, kiosks, products],
    );
    const w = waste?.cents ?? 0;
    const s = sold?.cents ?? 0;
    return { wasteCents: w, salesCents: s, rate: w + s === 0 ? null : w / (w + s) };
  }

  it('is waste cost ÷ (cost of sales + waste cost) over the period, refunds and other periods left out', async () => {
    const filter = { ...period(), kioskIds: [kioskId] };
    const figures = await report(filter);
    // Waste 3 × 0.35 + 2 × 1.10 = 3.25; sales 4 × 0.35 + 1 × 1.10 (one bread refunded) = 2.50.
    expect(figures).toMatchObject({ cost: '3.25', salesCost: '2.50' });
    expect(figures?.spoilageRate).toBeCloseTo(3.25 / 5.75, 10);
    const check = await independent(filter);
    expect(check).toMatchObject({ wasteCents: 325, salesCents: 250 });
    expect(figures?.spoilageRate).toBeCloseTo(check.rate ?? NaN, 10);
  });

  it('follows the filters: all kiosks, one product; null when nothing was sold or wasted', async () => {
    const all = await report(period());
    const allCheck = await independent(period());
    expect(all?.salesCost).toBe('4.25'); // + 5 × 0.35 at the other kiosk
    expect(all?.spoilageRate).toBeCloseTo(allCheck.rate ?? NaN, 10);

    const milkOnly = { ...period(), productIds: [milk] };
    const milkFigures = await report(milkOnly);
    expect(milkFigures).toMatchObject({ cost: '1.05', salesCost: '3.15' });
    expect(milkFigures?.spoilageRate).toBeCloseTo((await independent(milkOnly)).rate ?? NaN, 10);

    const empty = {
      from: new Date(Date.now() - 40 * DAY_MS).toISOString(),
      to: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    };
    expect(await report(empty)).toEqual({ cost: '0.00', salesCost: '0.00', spoilageRate: null });
  });
});
