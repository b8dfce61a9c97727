import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import {
  createSalesScreenWorld,
  SALES,
  STATS,
  METRICS,
  JANUARY,
  type SaleGraph,
  cents,
  type SalesScreenWorld,
} from './transactions.sales.test-data.ts';

/** Sums per product line and a period's metrics, both agreeing with the grids' rows. */
describe.each(testDatabaseKinds())('the transactions screen: products and metrics on %s', (kind) => {
  let screen: SalesScreenWorld;

  beforeAll(async () => {
    screen = await createSalesScreenWorld(kind);
  });
  afterAll(() => screen?.close());

  it('sums per product line, sold descending, with exact money (0.10 + 0.20 = 0.30)', async () => {
    const result = await screen.call<{
      getProductLinesStatisticsGrid: { total: number; data: Record<string, unknown>[] };
    }>('parentAdmin', STATS, { data: JANUARY });
    expect(result.errors).toBeUndefined();
    expect(result.data?.getProductLinesStatisticsGrid).toEqual({
      total: 2,
      data: [
        {
          productLine: { _id: screen.water, name: 'Water', defaultPrice: '1.50', defaultCost: '0.40' },
          totalCost: '0.00',
          totalGrossSales: '0.30',
          totalRemovedCost: '0.80',
          refilled: 10,
          sold: 2,
          removed: 2,
        },
        {
          productLine: { _id: null, name: 'Sandwich', defaultPrice: null, defaultCost: null },
          totalCost: '0.00',
          totalGrossSales: '2.14',
          totalRemovedCost: '0.00',
          refilled: 5,
          sold: 1,
          removed: 0,
        },
      ],
    });
  });

  it('computes the metrics of a period as the sums of the grids’ rows', async () => {
    const result = await screen.call<{ getTransactionMetrics: Record<string, unknown> }>(
      'parentAdmin',
      METRICS,
      JANUARY,
    );
    expect(result.errors).toBeUndefined();
    const sales = await screen.call<{ findAllTransactionsGrid: { data: SaleGraph[] } }>('parentAdmin', SALES, {
      data: JANUARY,
    });
    const gross = (sales.data?.findAllTransactionsGrid.data ?? []).reduce((sum, s) => sum + cents(s.total), 0);
    expect(cents(result.data?.getTransactionMetrics.grossIncome as string)).toBe(gross);
    expect(result.data?.getTransactionMetrics).toEqual({
      totalTransactions: 3,
      grossIncome: '2.44',
      averagePurchaseValue: '0.81',
      productsSold: 3,
      // The sandwich's 7 % tax: 2.14 × 7 ÷ 107 = 0.14.
      netIncome: '2.30',
      productsAdded: 15,
      productsRemoved: 2,
      spoilageRate: 2 / 15,
      refillsDefaultCost: '9.00',
      refillsSalesValue: '15.00',
      mostSold: { productLine: { name: 'Water' }, count: 2 },
      leastSold: { productLine: { name: 'Sandwich' }, count: 1 },
      mostRefilled: { productLine: { name: 'Water' }, count: 10 },
      mostRemoved: { productLine: { name: 'Water' }, count: 2 },
    });
    const beta = await screen.call<{ getTransactionMetrics: { totalTransactions: number; grossIncome: string } }>(
      'parentAdmin',
      METRICS,
      { ...JANUARY, kioskIds: [screen.kiosks.beta] },
    );
    expect(beta.data?.getTransactionMetrics).toMatchObject({ totalTransactions: 1, grossIncome: '2.14' });
    const card = await screen.call<{ getTransactionMetrics: { totalTransactions: number } }>('parentAdmin', METRICS, {
      ...JANUARY,
      membercardIds: ['CARD-1'],
    });
    expect(card.data?.getTransactionMetrics.totalTransactions).toBe(1);
  });
});
