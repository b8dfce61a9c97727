import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import {
  createSalesScreenWorld,
  SALES,
  REFILLS,
  JANUARY,
  type SaleGraph,
  type SalesScreenWorld,
} from './transactions.sales.test-data.ts';

/** The sales grid: newest first, paged by offset and keyset, filtered, scoped. */
describe.each(testDatabaseKinds())('the transactions screen: sales on %s', (kind) => {
  let screen: SalesScreenWorld;

  beforeAll(async () => {
    screen = await createSalesScreenWorld(kind);
  });
  afterAll(() => screen?.close());

  it('lists sales newest first with kiosk names, items, payment status and the session evidence', async () => {
    const result = await screen.call<{
      findAllTransactionsGrid: { total: number; membercards: string[]; data: SaleGraph[] };
    }>('parentAdmin', SALES, { data: JANUARY });
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
    const first = await screen.call<Grid>('parentAdmin', SALES, { data: {} });
    expect(first.data?.findAllTransactionsGrid.total).toBe(30);
    expect(first.data?.findAllTransactionsGrid.data).toHaveLength(25);
    const second = await screen.call<Grid>('parentAdmin', SALES, { data: { page: 1 } });
    expect(second.data?.findAllTransactionsGrid.data.map((s) => s.total)).toEqual([
      '1.00',
      '1.00',
      '1.00',
      '1.00',
      '1.00',
    ]);
    const count = async (data: Record<string, unknown>) =>
      (await screen.call<Grid>('parentAdmin', SALES, { data: { ...JANUARY, ...data } })).data?.findAllTransactionsGrid
        .total;
    expect(await count({ paymentStatus: ['paid'] })).toBe(1);
    expect(await count({ paymentStatus: ['pending', 'not_paid'] })).toBe(2);
    expect(await count({ kioskIds: [screen.kiosks.beta] })).toBe(1);
    expect(await count({ membercardIds: ['CARD-2'] })).toBe(1);
    expect(await count({ search: 'sandw' })).toBe(1);
    expect(await count({ search: 'card-1' })).toBe(1);
    const bad = await screen.call('parentAdmin', SALES, { data: { kioskIds: ['nope'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const backwards = await screen.call('parentAdmin', SALES, { data: { from: JANUARY.to, to: JANUARY.from } });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages by keyset with the previous page’s cursor: the same rows as by offset, to the microsecond', async () => {
    type Grid = { findAllTransactionsGrid: { total: number; nextCursor: string | null; data: { _id: string }[] } };
    const KEYSET = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) { total nextCursor data { _id } } }`;
    const walk = async (as: 'root' | 'parentAdmin', data: Record<string, unknown>, size: number, keyset: boolean) => {
      const ids: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page += 1) {
        const reply: { data?: Grid | null } = await screen.call<Grid>(as, KEYSET, {
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
    const [org] = [screen.users.orgs.foreign];
    for (const at of [
      '2026-03-05 10:00:00.000001+00',
      '2026-03-05 10:00:00.000002+00',
      '2026-03-05 10:00:00.000002+00',
    ])
      await screen.database.db.execute(
        sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status) VALUES (${org}, ${screen.kiosks.foreign}, ${at}::timestamptz, 0.50, 'paid')`,
      );
    const march = { from: '2026-03-05T00:00:00Z', to: '2026-03-05T23:59:59Z' };
    const one = await walk('root', march, 1, true);
    expect(one).toHaveLength(3);
    expect(new Set(one).size).toBe(3);
    expect(one).toEqual(await walk('root', march, 1, false));
    const bad = await screen.call('root', KEYSET, { data: { after: 'not-a-cursor' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows only rows of the caller’s organizations; root sees all', async () => {
    type Grid = { findAllTransactionsGrid: { total: number; data: SaleGraph[] } };
    const sub = await screen.call<Grid>('subAdmin', SALES, { data: { ...JANUARY, pageSize: 100 } });
    expect(sub.data?.findAllTransactionsGrid.data.every((s) => s.orgId === screen.users.orgs.sub)).toBe(true);
    expect(sub.data?.findAllTransactionsGrid.total).toBe(3);
    const root = await screen.call<Grid>('root', SALES, { data: JANUARY });
    expect(root.data?.findAllTransactionsGrid.total).toBe(4);
    const refillsOfSub = await screen.call<{ gridRefills: { total: number } }>('subAdmin', REFILLS, { data: JANUARY });
    expect(refillsOfSub.data?.gridRefills.total).toBe(2);
  });
});
