import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundItems, refunds, transactionItems, transactions } from '../../db/schema/transactions.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const TRANSACTIONS = `query ($id: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {
  findUserTransactionsGrid(userId: $id, skip: $skip, limit: $limit, search: $search, sort: $sort) {
    total membercards
    data { _id total discountTotal type orgId userId created paymentMethod { isPaid membercardId amount }
      session { details { promoCode { code } } }
      itemsPurchased { price tax productLine { _id name articleNumber } kiosk { _id } } }
  }
}`;

describe.each(testDatabaseKinds())('a user’s purchases (findUserTransactionsGrid) on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    // The user log shows the user's member cards next to the purchases.
    await world.built.services.users.memberCards.add(
      await world.built.services.users.viewerForUser(world.ids.root),
      world.ids.shared,
      {
        membercards: ['CARD-2'],
      },
    );
    const sale = async (orgId: string, created: string, total: string, items: [string, string][]) => {
      const [row] = await database.db
        .insert(transactions)
        .values({
          orgId,
          userId: world.ids.shared,
          created: new Date(created),
          total,
          isPaid: true,
          memberCardId: 'CARD-2',
          promoCode: 'SUMMER',
        })
        .returning();
      for (const [name, price] of items) {
        await database.db
          .insert(transactionItems)
          .values({ transactionId: row?.id ?? '', name, articleNumber: `A-${name}`, price, tax: '7.00' });
      }
    };
    await sale(world.orgs.sub, '2026-01-01T10:00:00Z', '3.50', [['Apple juice', '3.50']]);
    await sale(world.orgs.sub, '2026-01-02T10:00:00Z', '7.20', [
      ['Sandwich', '4.70'],
      ['Water', '2.50'],
    ]);
    await sale(world.orgs.foreign, '2026-01-03T10:00:00Z', '9.99', [['Foreign salad', '9.99']]);
  });
  it('names the kiosk of each purchase and shows what refunds gave back', async () => {
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const kiosk = await newKiosk({ services: world.built.services, root } as never, world.orgs.sub, {
      name: 'Lobby fridge',
    });
    const [sale] = await database.db
      .insert(transactions)
      .values({
        orgId: world.orgs.sub,
        kioskId: kiosk.id,
        userId: world.ids.shared,
        created: new Date('2026-01-05T10:00:00Z'),
        total: '5.00',
        isPaid: true,
      })
      .returning();
    const [item] = await database.db
      .insert(transactionItems)
      .values({ transactionId: sale?.id ?? '', name: 'Salad', price: '5.00', tax: '7.00' })
      .returning();
    const [refund] = await database.db
      .insert(refunds)
      .values({
        orgId: world.orgs.sub,
        transactionId: sale?.id ?? '',
        kioskId: kiosk.id,
        reason: 'wilted',
        total: '5.00',
      })
      .returning();
    await database.db
      .insert(refundItems)
      .values({ refundId: refund?.id ?? '', transactionItemId: item?.id ?? '', amount: '5.00' });
    const result = await world.call<{
      findUserTransactionsGrid: {
        data: { _id: string; refundedTotal: string; itemsPurchased: { kiosk: { name: string } | null }[] }[];
      };
    }>(
      'parentAdmin',
      `query ($id: ID!) { findUserTransactionsGrid(userId: $id) { data { _id refundedTotal itemsPurchased { kiosk { name } } } } }`,
      { id: world.ids.shared },
    );
    const rows = result.data?.findUserTransactionsGrid.data ?? [];
    expect(rows.find((r) => r._id === sale?.id)).toEqual({
      _id: sale?.id,
      refundedTotal: '5.00',
      itemsPurchased: [{ kiosk: { name: 'Lobby fridge' } }],
    });
    expect(rows.filter((r) => r._id !== sale?.id).every((r) => r.refundedTotal === '0.00')).toBe(true);
    await database.db.delete(transactions).where(eq(transactions.id, sale?.id ?? ''));
  });

  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('lists the user’s purchases in reach, newest first, with items and member cards', async () => {
    const result = await world.call<{
      findUserTransactionsGrid: { total: number; membercards: string[]; data: Record<string, unknown>[] };
    }>('parentAdmin', TRANSACTIONS, { id: world.ids.shared });
    expect(result.errors).toBeUndefined();
    const grid = result.data?.findUserTransactionsGrid;
    expect(grid?.total).toBe(2);
    expect(grid?.membercards).toEqual(['CARD-2']);
    expect(grid?.data.map((t) => t.total)).toEqual(['7.20', '3.50']);
    expect(grid?.data[0]).toMatchObject({
      orgId: world.orgs.sub,
      discountTotal: '0.00',
      paymentMethod: { isPaid: true, membercardId: 'CARD-2' },
      session: { details: { promoCode: { code: 'SUMMER' } } },
      itemsPurchased: [
        { price: '4.70', tax: '7.00', productLine: { name: 'Sandwich', articleNumber: 'A-Sandwich' }, kiosk: null },
        { price: '2.50', productLine: { name: 'Water' } },
      ],
    });
  });

  it('searches items, sorts, pages; root sees every organization', async () => {
    const search = await world.call<{ findUserTransactionsGrid: { total: number } }>('parentAdmin', TRANSACTIONS, {
      id: world.ids.shared,
      search: 'juice',
    });
    expect(search.data?.findUserTransactionsGrid.total).toBe(1);
    const page = await world.call<{ findUserTransactionsGrid: { data: { total: string }[] } }>(
      'parentAdmin',
      TRANSACTIONS,
      {
        id: world.ids.shared,
        skip: 1,
        limit: 1,
        sort: { field: 'total', order: 'desc' },
      },
    );
    expect(page.data?.findUserTransactionsGrid.data.map((t) => t.total)).toEqual(['3.50']);
    const root = await world.call<{ findUserTransactionsGrid: { total: number } }>('root', TRANSACTIONS, {
      id: world.ids.shared,
    });
    expect(root.data?.findUserTransactionsGrid.total).toBe(3);
    const beyond = await world.call('subAdmin', TRANSACTIONS, { id: world.ids.foreignOnly });
    expect(beyond.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
