import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refillItems,
  refills,
  transactionItems,
  transactions,
  type SessionEvidence,
} from '../../db/schema/transactions.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const SALES = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) {
  total membercards
  data { _id orgId created total paymentStatus kiosk { _id name } paymentMethod { membercardId isPaid }
    itemsPurchased { price tax productLine { _id name } kiosk { name } }
    evidence { closedAt cells { cellId weightBefore weightAfter unitWeightGrams toleranceGrams units refused } } }
} }`;
const REFILLS = `query ($data: RefillsGridInput) { gridRefills(data: $data) {
  total data { _id type kiosk { _id name } details { sessionClosedAt }
    scale { cellId count weight refillCost status productLine { _id name } } }
} }`;
const STATS = `query ($data: ProductLinesStatisticsInput) { getProductLinesStatisticsGrid(data: $data) {
  total data { productLine { _id name defaultPrice defaultCost } totalCost totalGrossSales totalRemovedCost refilled sold removed }
} }`;
const METRICS = `query ($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {
  getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {
    totalTransactions averagePurchaseValue productsSold netIncome grossIncome productsAdded productsRemoved
    spoilageRate refillsDefaultCost refillsSalesValue
    mostSold { productLine { name } count } leastSold { productLine { name } count }
    mostRefilled { productLine { name } count } mostRemoved { productLine { name } count }
  }
}`;
const JANUARY = { from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59Z' };

interface SaleGraph {
  total: string;
  paymentStatus: string;
  orgId: string;
  kiosk: { _id: string; name: string } | null;
  evidence: SessionEvidence | null;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each(testDatabaseKinds())('the transactions screen (sales, refills, products, metrics) on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const kiosks = { alpha: '', beta: '', foreign: '' };
  let water = '';
  const call = <T>(as: 'root' | 'parentAdmin' | 'subAdmin', query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(world.built, 'transactions', query, variables, world.tokens[as]);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const context = {
      services: world.built.services,
      root: await world.built.services.users.viewerForUser(world.ids.root),
    };
    const kiosk = async (orgId: string, name: string) => (await newKiosk(context as never, orgId, { name })).id;
    kiosks.alpha = await kiosk(world.orgs.sub, 'Alpha kiosk');
    kiosks.beta = await kiosk(world.orgs.sub, 'Beta kiosk');
    kiosks.foreign = await kiosk(world.orgs.foreign, 'Foreign kiosk');
    water = (
      await world.built.services.products.create(context.root, {
        orgId: world.orgs.sub,
        name: 'Water',
        defaultPrice: '1.50',
        defaultCost: '0.40',
      })
    ).id;
    const db = database.db;
    const sale = async (
      values: Partial<typeof transactions.$inferInsert> & { orgId: string; total: string },
      items: { name: string; price: string; tax?: string; productLineId?: string }[],
    ) => {
      const [row] = await db.insert(transactions).values(values).returning();
      for (const item of items) await db.insert(transactionItems).values({ ...item, transactionId: row?.id ?? '' });
    };
    const evidence: SessionEvidence = {
      openedAt: '2026-01-02T09:59:00.000Z',
      closedAt: '2026-01-02T10:00:00.000Z',
      cells: [
        {
          cellId: '1',
          productLineId: water,
          weightBefore: 5000,
          weightAfter: 4498,
          unitWeightGrams: 500,
          toleranceGrams: 25,
          units: 1,
        },
        {
          cellId: '2',
          productLineId: null,
          weightBefore: 800,
          weightAfter: 640,
          unitWeightGrams: 100,
          toleranceGrams: 5,
          units: null,
          refused: 'out_of_tolerance',
        },
      ],
    };
    const { sub, foreign } = world.orgs;
    await sale(
      {
        orgId: sub,
        kioskId: kiosks.alpha,
        created: new Date('2026-01-01T10:00:00Z'),
        total: '0.10',
        paymentStatus: 'paid',
        isPaid: true,
        memberCardId: 'CARD-1',
      },
      [{ name: 'Water', price: '0.10', productLineId: water }],
    );
    await sale(
      {
        orgId: sub,
        kioskId: kiosks.alpha,
        created: new Date('2026-01-02T10:00:00Z'),
        total: '0.20',
        paymentStatus: 'pending',
        evidence,
      },
      [{ name: 'Water', price: '0.20', productLineId: water }],
    );
    await sale(
      {
        orgId: sub,
        kioskId: kiosks.beta,
        created: new Date('2026-01-03T10:00:00Z'),
        total: '2.14',
        paymentStatus: 'not_paid',
        memberCardId: 'CARD-2',
      },
      [{ name: 'Sandwich', price: '2.14', tax: '7.00' }],
    );
    for (let day = 1; day <= 27; day += 1) {
      await sale(
        {
          orgId: sub,
          kioskId: kiosks.beta,
          created: new Date(Date.UTC(2025, 11, day, 12)),
          total: '1.00',
          paymentStatus: 'paid',
          isPaid: true,
        },
        [{ name: 'Chips', price: '1.00' }],
      );
    }
    await sale(
      {
        orgId: foreign,
        kioskId: kiosks.foreign,
        created: new Date('2026-01-02T11:00:00Z'),
        total: '9.99',
        paymentStatus: 'paid',
        memberCardId: 'CARD-F',
      },
      [{ name: 'Water', price: '9.99' }],
    );
    const refill = async (
      values: typeof refills.$inferInsert,
      items: Omit<typeof refillItems.$inferInsert, 'refillId'>[],
    ) => {
      const [row] = await db.insert(refills).values(values).returning();
      await db.insert(refillItems).values(items.map((item) => ({ ...item, refillId: row?.id ?? '' })));
    };
    await refill({ orgId: sub, kioskId: kiosks.alpha, type: 'TABLET', created: new Date('2026-01-01T08:00:00Z') }, [
      { cellId: '1', name: 'Water', productLineId: water, count: 10, weight: 5000, refillCost: '4.00' },
    ]);
    await refill(
      {
        orgId: sub,
        kioskId: kiosks.alpha,
        type: 'AUTOMATIC',
        created: new Date('2026-01-02T08:00:00Z'),
        sessionClosedAt: new Date('2026-01-02T08:05:00Z'),
      },
      [
        { cellId: '1', name: 'Water', productLineId: water, count: -2, weight: -1000, refillCost: '-0.80' },
        { cellId: '2', name: 'Sandwich', count: 5, weight: 500, refillCost: '5.00' },
      ],
    );
    await refill(
      { orgId: foreign, kioskId: kiosks.foreign, type: 'TABLET', created: new Date('2026-01-02T08:00:00Z') },
      [{ cellId: '1', name: 'Water', count: 99, refillCost: '99.00' }],
    );
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('lists sales newest first with kiosk names, items, payment status and the session evidence', async () => {
    const result = await call<{ findAllTransactionsGrid: { total: number; membercards: string[]; data: SaleGraph[] } }>(
      'parentAdmin',
      SALES,
      { data: JANUARY },
    );
    expect(result.errors).toBeUndefined();
    const grid = result.data?.findAllTransactionsGrid;
    expect(grid?.total).toBe(3);
    expect(grid?.data.map((s) => [s.total, s.paymentStatus, s.kiosk?.name])).toEqual([
      ['2.14', 'not_paid', 'Beta kiosk'],
      ['0.20', 'pending', 'Alpha kiosk'],
      ['0.10', 'paid', 'Alpha kiosk'],
    ]);
    expect(grid?.membercards).toEqual(['CARD-1', 'CARD-2']);
    expect(grid?.data[1]?.evidence?.cells).toEqual([
      {
        cellId: '1',
        weightBefore: 5000,
        weightAfter: 4498,
        unitWeightGrams: 500,
        toleranceGrams: 25,
        units: 1,
        refused: null,
      },
      {
        cellId: '2',
        weightBefore: 800,
        weightAfter: 640,
        unitWeightGrams: 100,
        toleranceGrams: 5,
        units: null,
        refused: 'out_of_tolerance',
      },
    ]);
    expect(grid?.data[0]?.evidence).toBeNull();
  });

  it('pages by 25 and filters by kiosk, payment status, member card and search', async () => {
    type Grid = { findAllTransactionsGrid: { total: number; data: SaleGraph[] } };
    const first = await call<Grid>('parentAdmin', SALES, { data: {} });
    expect(first.data?.findAllTransactionsGrid.total).toBe(30);
    expect(first.data?.findAllTransactionsGrid.data).toHaveLength(25);
    const second = await call<Grid>('parentAdmin', SALES, { data: { page: 1 } });
    expect(second.data?.findAllTransactionsGrid.data.map((s) => s.total)).toEqual([
      '1.00',
      '1.00',
      '1.00',
      '1.00',
      '1.00',
    ]);
    const count = async (data: Record<string, unknown>) =>
      (await call<Grid>('parentAdmin', SALES, { data: { ...JANUARY, ...data } })).data?.findAllTransactionsGrid.total;
    expect(await count({ paymentStatus: ['paid'] })).toBe(1);
    expect(await count({ paymentStatus: ['pending', 'not_paid'] })).toBe(2);
    expect(await count({ kioskIds: [kiosks.beta] })).toBe(1);
    expect(await count({ membercardIds: ['CARD-2'] })).toBe(1);
    expect(await count({ search: 'sandw' })).toBe(1);
    expect(await count({ search: 'card-1' })).toBe(1);
    const bad = await call('parentAdmin', SALES, { data: { kioskIds: ['nope'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const backwards = await call('parentAdmin', SALES, { data: { from: JANUARY.to, to: JANUARY.from } });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages by keyset with the previous page’s cursor: the same rows as by offset, to the microsecond', async () => {
    type Grid = { findAllTransactionsGrid: { total: number; nextCursor: string | null; data: { _id: string }[] } };
    const KEYSET = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) { total nextCursor data { _id } } }`;
    const walk = async (as: 'root' | 'parentAdmin', data: Record<string, unknown>, size: number, keyset: boolean) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page += 1) {
        const reply: { data?: Grid | null } = await call<Grid>(as, KEYSET, {
          data: { ...data, page, pageSize: size, ...(keyset && after ? { after } : {}) },
        });
        const grid = reply.data?.findAllTransactionsGrid;
        ids.push(...(grid?.data.map((s) => s._id) ?? []));
        after = grid?.nextCursor ?? null;
        if (!after) break;
      }
      return ids;
    };
    const byOffset = await walk('parentAdmin', {}, 7, false);
    expect(byOffset).toHaveLength(30);
    expect(await walk('parentAdmin', {}, 7, true)).toEqual(byOffset);
    // Sales a microsecond apart (a JS Date would round them together) and two at the same instant.
    const [org] = [world.orgs.foreign];
    for (const at of [
      '2026-03-05 10:00:00.000001+00',
      '2026-03-05 10:00:00.000002+00',
      '2026-03-05 10:00:00.000002+00',
    ])
      await database.db.execute(
        sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status) VALUES (${org}, ${kiosks.foreign}, ${at}::timestamptz, 0.50, 'paid')`,
      );
    const march = { from: '2026-03-05T00:00:00Z', to: '2026-03-05T23:59:59Z' };
    const one = await walk('root', march, 1, true);
    expect(one).toHaveLength(3);
    expect(new Set(one).size).toBe(3);
    expect(one).toEqual(await walk('root', march, 1, false));
    const bad = await call('root', KEYSET, { data: { after: 'not-a-cursor' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows only rows of the caller’s organizations; root sees all', async () => {
    type Grid = { findAllTransactionsGrid: { total: number; data: SaleGraph[] } };
    const sub = await call<Grid>('subAdmin', SALES, { data: { ...JANUARY, pageSize: 100 } });
    expect(sub.data?.findAllTransactionsGrid.data.every((s) => s.orgId === world.orgs.sub)).toBe(true);
    expect(sub.data?.findAllTransactionsGrid.total).toBe(3);
    const root = await call<Grid>('root', SALES, { data: JANUARY });
    expect(root.data?.findAllTransactionsGrid.total).toBe(4);
    const refillsOfSub = await call<{ gridRefills: { total: number } }>('subAdmin', REFILLS, { data: JANUARY });
    expect(refillsOfSub.data?.gridRefills.total).toBe(2);
  });

  it('lists refills newest first with Added and Removed entries, filtered by mode', async () => {
    const result = await call<{
      gridRefills: {
        total: number;
        data: {
          type: string;
          kiosk: { name: string };
          details: { sessionClosedAt: string | null };
          scale: Record<string, unknown>[];
        }[];
      };
    }>('parentAdmin', REFILLS, { data: JANUARY });
    expect(result.errors).toBeUndefined();
    const grid = result.data?.gridRefills;
    expect(grid?.data.map((r) => r.type)).toEqual(['AUTOMATIC', 'TABLET']);
    expect(grid?.data[0]).toMatchObject({
      kiosk: { name: 'Alpha kiosk' },
      details: { sessionClosedAt: '2026-01-02T08:05:00.000Z' },
      scale: [
        {
          cellId: '1',
          count: -2,
          weight: -1000,
          refillCost: '-0.80',
          status: 'Removed',
          productLine: { _id: water, name: 'Water' },
        },
        { cellId: '2', count: 5, refillCost: '5.00', status: 'Added', productLine: { _id: null, name: 'Sandwich' } },
      ],
    });
    const automatic = await call<{ gridRefills: { total: number } }>('parentAdmin', REFILLS, {
      data: { ...JANUARY, type: ['automatic'] },
    });
    expect(automatic.data?.gridRefills.total).toBe(1);
    const bad = await call('parentAdmin', REFILLS, { data: { type: ['SOMETIMES'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sums per product line, sold descending, with exact money (0.10 + 0.20 = 0.30)', async () => {
    const result = await call<{ getProductLinesStatisticsGrid: { total: number; data: Record<string, unknown>[] } }>(
      'parentAdmin',
      STATS,
      { data: JANUARY },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.getProductLinesStatisticsGrid).toEqual({
      total: 2,
      data: [
        {
          productLine: { _id: water, name: 'Water', defaultPrice: '1.50', defaultCost: '0.40' },
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
    const result = await call<{ getTransactionMetrics: Record<string, unknown> }>('parentAdmin', METRICS, JANUARY);
    expect(result.errors).toBeUndefined();
    const sales = await call<{ findAllTransactionsGrid: { data: SaleGraph[] } }>('parentAdmin', SALES, {
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
    const beta = await call<{ getTransactionMetrics: { totalTransactions: number; grossIncome: string } }>(
      'parentAdmin',
      METRICS,
      { ...JANUARY, kioskIds: [kiosks.beta] },
    );
    expect(beta.data?.getTransactionMetrics).toMatchObject({ totalTransactions: 1, grossIncome: '2.14' });
    const card = await call<{ getTransactionMetrics: { totalTransactions: number } }>('parentAdmin', METRICS, {
      ...JANUARY,
      membercardIds: ['CARD-1'],
    });
    expect(card.data?.getTransactionMetrics.totalTransactions).toBe(1);
  });
});
