import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { transactionItems, transactions } from '../../db/schema/transactions.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const REFUND = `mutation ($id: ID!, $items: [ID!], $reason: String!) {
  refundTransaction(transactionId: $id, itemIds: $items, reason: $reason) {
    _id transactionId reason total createdBy items { itemId amount }
  }
}`;
const SALES = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) {
  data { _id total refundedTotal refunds { _id reason total createdBy items { itemId amount } }
    itemsPurchased { _id refunded price productLine { name } } }
} }`;
const METRICS = `query ($from: DateTime, $to: DateTime) { getTransactionMetrics(from: $from, to: $to) {
  totalTransactions averagePurchaseValue productsSold netIncome grossIncome
} }`;
const STATS = `query ($data: ProductLinesStatisticsInput) { getProductLinesStatisticsGrid(data: $data) {
  data { productLine { name } sold totalGrossSales totalCost }
} }`;
const JANUARY = { from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59Z' };

type Caller = 'root' | 'subAdmin' | 'foreignOnly';
interface RefundGraph {
  _id: string;
  total: string;
  reason: string;
  createdBy: string | null;
  items: { itemId: string; amount: string }[];
}
interface SaleGraph {
  _id: string;
  refundedTotal: string;
  refunds: RefundGraph[];
  itemsPurchased: { _id: string; refunded: boolean; productLine: { name: string } }[];
}

describe.each(testDatabaseKinds())('refunds of sales on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  let kioskId = '';
  const sales = { mixed: '', single: '', discounted: '', today: '', race: '' };
  const items: Record<string, string> = {};
  const call = <T>(as: Caller, query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(world.built, 'transactions', query, variables, world.tokens[as]);
  const refund = (as: Caller, id: string, reason: string, itemIds?: string[]) =>
    call<{ refundTransaction: RefundGraph }>(as, REFUND, { id, reason, items: itemIds });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    kioskId = (await newKiosk({ services: world.built.services, root } as never, world.orgs.sub, { name: 'Alpha' })).id;
    const sale = async (
      key: keyof typeof sales,
      total: string,
      created: Date,
      lines: { key: string; name: string; price: string; tax: string; cost: string }[],
    ) => {
      const [row] = await database.db
        .insert(transactions)
        .values({ orgId: world.orgs.sub, kioskId, total, created, paymentStatus: 'paid', isPaid: true })
        .returning();
      sales[key] = row?.id ?? '';
      for (const { key: itemKey, ...line } of lines) {
        const [item] = await database.db
          .insert(transactionItems)
          .values({ ...line, transactionId: sales[key] })
          .returning();
        items[itemKey] = item?.id ?? '';
      }
    };
    const jan = new Date('2026-01-10T10:00:00Z');
    await sale('mixed', '3.50', jan, [
      { key: 'mixedWater', name: 'Water', price: '1.50', tax: '19', cost: '0.40' },
      { key: 'mixedJuice', name: 'Juice', price: '2.00', tax: '7', cost: '0.80' },
    ]);
    await sale('single', '1.50', jan, [{ key: 'singleWater', name: 'Water', price: '1.50', tax: '19', cost: '0.40' }]);
    await sale('discounted', '1.00', new Date('2026-02-10T10:00:00Z'), [
      { key: 'discountedWater', name: 'Water', price: '1.50', tax: '19', cost: '0.40' },
    ]);
    await sale('race', '1.00', new Date('2026-03-10T10:00:00Z'), [
      { key: 'raceWater', name: 'Water', price: '1.00', tax: '19', cost: '0.40' },
    ]);
    await sale('today', '4.00', new Date(), [
      { key: 'todayA', name: 'Cola', price: '2.00', tax: '19', cost: '0.50' },
      { key: 'todayB', name: 'Cola', price: '2.00', tax: '19', cost: '0.50' },
    ]);
  });

  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('counts the January figures before any refund', async () => {
    const metrics = await call<{ getTransactionMetrics: Record<string, unknown> }>('subAdmin', METRICS, JANUARY);
    expect(metrics.data?.getTransactionMetrics).toEqual({
      totalTransactions: 2,
      averagePurchaseValue: '2.50',
      productsSold: 3,
      grossIncome: '5.00',
      netIncome: '4.39',
    });
  });

  it('refunds one item of a sale with a reason, as a record of its own', async () => {
    const result = await refund('subAdmin', sales.mixed, '  Juice was warm ', [items.mixedJuice ?? '']);
    expect(result.errors).toBeUndefined();
    expect(result.data?.refundTransaction).toMatchObject({
      total: '2.00',
      reason: 'Juice was warm',
      createdBy: world.ids.subAdmin,
      items: [{ itemId: items.mixedJuice, amount: '2.00' }],
    });
    const grid = await call<{ findAllTransactionsGrid: { data: SaleGraph[] } }>('subAdmin', SALES, {
      data: JANUARY,
    });
    const mixed = grid.data?.findAllTransactionsGrid.data.find((s) => s._id === sales.mixed);
    expect(mixed?.refundedTotal).toBe('2.00');
    expect(mixed?.refunds.map((r) => r.reason)).toEqual(['Juice was warm']);
    expect(mixed?.itemsPurchased.map((i) => [i.productLine.name, i.refunded])).toEqual([
      ['Juice', true],
      ['Water', false],
    ]);
  });

  it('refuses an item refunded already, an item of another sale, an empty reason', async () => {
    const again = await refund('subAdmin', sales.mixed, 'Again', [items.mixedJuice ?? '']);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toContain('"Juice"');
    expect(again.errors?.[0]?.message).toContain('already refunded');
    const other = await refund('subAdmin', sales.mixed, 'Wrong sale', [items.singleWater ?? '']);
    expect(other.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(other.errors?.[0]?.extensions?.fields).toEqual({ itemIds: 'BAD_USER_INPUT' });
    const empty = await refund('subAdmin', sales.mixed, '   ', [items.mixedWater ?? '']);
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ reason: 'BAD_USER_INPUT' });
  });

  it('refuses a sale of another organization (not found for that admin)', async () => {
    const result = await refund('foreignOnly', sales.single, 'Not mine');
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const grid = await call<{ findAllTransactionsGrid: { data: SaleGraph[] } }>('root', SALES, { data: JANUARY });
    expect(grid.data?.findAllTransactionsGrid.data.find((s) => s._id === sales.single)?.refunds).toEqual([]);
  });

  it('refunds a whole sale when no items are named, once', async () => {
    const result = await refund('root', sales.single, 'Door did not open');
    expect(result.data?.refundTransaction).toMatchObject({
      total: '1.50',
      items: [{ itemId: items.singleWater, amount: '1.50' }],
    });
    const again = await refund('root', sales.single, 'Door did not open');
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toContain('already refunded');
  });

  it('never refunds more than the sale total (a discounted sale)', async () => {
    const result = await refund('subAdmin', sales.discounted, 'Discounted sale');
    expect(result.data?.refundTransaction.total).toBe('1.00');
  });

  it('refunds an item once when two admins refund it at the same time', async () => {
    const results = await Promise.all([
      refund('subAdmin', sales.race, 'First', [items.raceWater ?? '']),
      refund('root', sales.race, 'Second', [items.raceWater ?? '']),
    ]);
    expect(results.filter((r) => r.data?.refundTransaction).length).toBe(1);
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('takes refunds off the metrics and the product statistics', async () => {
    const metrics = await call<{ getTransactionMetrics: Record<string, unknown> }>('subAdmin', METRICS, JANUARY);
    // Left: the water of the mixed sale (1.50, of which 0.24 tax); refunded sales still count as sales.
    expect(metrics.data?.getTransactionMetrics).toEqual({
      totalTransactions: 2,
      averagePurchaseValue: '0.75',
      productsSold: 1,
      grossIncome: '1.50',
      netIncome: '1.26',
    });
    const stats = await call<{ getProductLinesStatisticsGrid: { data: Record<string, unknown>[] } }>(
      'subAdmin',
      STATS,
      { data: JANUARY },
    );
    expect(stats.data?.getProductLinesStatisticsGrid.data).toEqual([
      { productLine: { name: 'Water' }, sold: 1, totalGrossSales: '1.50', totalCost: '0.40' },
      { productLine: { name: 'Juice' }, sold: 0, totalGrossSales: '0.00', totalCost: '0.00' },
    ]);
  });

  it("takes refunds off a kiosk's day income", async () => {
    const today = async () =>
      (await world.built.services.transactions.incomeToday([world.orgs.sub])).find((e) => e.kioskId === kioskId)?.gross;
    expect(await today()).toBe('4.00');
    await refund('subAdmin', sales.today, 'One cola was flat', [items.todayB ?? '']);
    expect(await today()).toBe('2.00');
  });
});
