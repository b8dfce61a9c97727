import { randomUUID } from 'node:crypto';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import {
  refillItems,
  refills,
  transactionItems,
  transactions,
  type SessionEvidence,
} from '../../db/schema/transactions.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, type DatabaseKind } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld } from '../users/users.test-data.ts';

/** Member cards of the seeded sales name their organization, so the card list's rows can be checked. */
const CARD = 'MATRIX-';

/** A sale and a refill in the target organization and (unless it is the target) in `foreign`. */
async function seed(world: AuthzWorld, target: Target): Promise<void> {
  const db = world.built.database.db;
  for (const orgId of new Set([world.orgs[target], world.orgs.foreign])) {
    const kioskId = randomUUID();
    const [sale] = await db
      .insert(transactions)
      .values({ orgId, kioskId, total: '2.50', paymentStatus: 'paid', isPaid: true, memberCardId: `${CARD}${orgId}` })
      .returning();
    await db.insert(transactionItems).values({ transactionId: sale?.id ?? '', name: 'Matrix water', price: '2.50' });
    const [refill] = await db.insert(refills).values({ orgId, kioskId, type: 'TABLET' }).returning();
    await db
      .insert(refillItems)
      .values({ refillId: refill?.id ?? '', cellId: '1', name: 'Matrix water', count: 3, refillCost: '3.00' });
  }
}

/** Authorization-matrix cases of the transactions screen: lists for every console caller, rows scoped. */
export const salesAuthzCases: AuthzCase[] = [
  {
    operation: 'findAllTransactionsGrid',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async (world, target) => {
      await seed(world, target);
      return { query: '{ findAllTransactionsGrid(data: { pageSize: 100 }) { total data { _id orgId } } }' };
    },
    rowOrgIds: (data) => (data.findAllTransactionsGrid as { data: { orgId: string }[] }).data.map((t) => t.orgId),
  },
  {
    operation: 'getSaleMembercards',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async (world, target) => {
      await seed(world, target);
      return { query: '{ getSaleMembercards(data: { limit: 100, search: "matrix-" }) { data nextCursor } }' };
    },
    rowOrgIds: (data) =>
      (data.getSaleMembercards as { data: string[] }).data.flatMap((card) =>
        card.startsWith(CARD) ? [card.slice(CARD.length)] : [],
      ),
  },
  {
    operation: 'gridRefills',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async (world, target) => {
      await seed(world, target);
      return { query: '{ gridRefills(data: { pageSize: 100 }) { total data { _id orgId } } }' };
    },
    rowOrgIds: (data) => (data.gridRefills as { data: { orgId: string }[] }).data.map((r) => r.orgId),
  },
  {
    operation: 'getProductLinesStatisticsGrid',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async (world, target) => {
      await seed(world, target);
      return { query: '{ getProductLinesStatisticsGrid { total data { sold refilled } } }' };
    },
  },
  {
    operation: 'getTransactionMetrics',
    endpoint: 'transactions',
    allowed: consoleCaller,
    request: async (world, target) => {
      await seed(world, target);
      return { query: '{ getTransactionMetrics { totalTransactions grossIncome productsAdded } } ' };
    },
  },
];

/** The transactions screen's queries, and a sale as the sales grid answers it. */
export const SALES = `query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) {
  total membercards
  data { _id orgId created total paymentStatus kiosk { _id name } paymentMethod { membercardId isPaid }
    itemsPurchased { price tax productLine { _id name } kiosk { name } }
    evidence { closedAt cells { cellId weightBefore weightAfter unitWeightGrams toleranceGrams units refused } } }
} }`;
export const REFILLS = `query ($data: RefillsGridInput) { gridRefills(data: $data) {
  total data { _id type kiosk { _id name } details { sessionClosedAt }
    scale { cellId count weight refillCost status productLine { _id name } } }
} }`;
export const STATS = `query ($data: ProductLinesStatisticsInput) { getProductLinesStatisticsGrid(data: $data) {
  total data { productLine { _id name defaultPrice defaultCost } totalCost totalGrossSales totalRemovedCost refilled sold removed }
} }`;
export const METRICS = `query ($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {
  getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {
    totalTransactions averagePurchaseValue productsSold netIncome grossIncome productsAdded productsRemoved
    spoilageRate refillsDefaultCost refillsSalesValue
    mostSold { productLine { name } count } leastSold { productLine { name } count }
    mostRefilled { productLine { name } count } mostRemoved { productLine { name } count }
  }
}`;
export const JANUARY = { from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59Z' };

export interface SaleGraph {
  total: string;
  paymentStatus: string;
  orgId: string;
  kiosk: { _id: string; name: string } | null;
  evidence: SessionEvidence | null;
}

export const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The transactions screen's world on the users world: kiosks Alpha and Beta in `sub` and one in `foreign`,
 * a product line Water, and January 2026's sales and refills; `call` asks the transactions endpoint as
 * root or an admin.
 */
export async function createSalesScreenWorld(kind: DatabaseKind) {
  const kiosks = { alpha: '', beta: '', foreign: '' };
  const database = await createTestDatabase(kind);
  const world = await createUsersWorld(database);
  const context = {
    services: world.built.services,
    root: await world.built.services.users.viewerForUser(world.ids.root),
  };
  const kiosk = async (orgId: string, name: string) => (await newKiosk(context as never, orgId, { name })).id;
  kiosks.alpha = await kiosk(world.orgs.sub, 'Alpha kiosk');
  kiosks.beta = await kiosk(world.orgs.sub, 'Beta kiosk');
  kiosks.foreign = await kiosk(world.orgs.foreign, 'Foreign kiosk');
  const water = (
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
  await refill({ orgId: foreign, kioskId: kiosks.foreign, type: 'TABLET', created: new Date('2026-01-02T08:00:00Z') }, [
    { cellId: '1', name: 'Water', count: 99, refillCost: '99.00' },
  ]);
  return {
    database,
    users: world,
    kiosks,
    water,
    call: <T>(as: 'root' | 'parentAdmin' | 'subAdmin', query: string, variables: Record<string, unknown> = {}) =>
      gql<T>(world.built, 'transactions', query, variables, world.tokens[as]),
    async close() {
      await world.built.app.close();
      await database.dispose();
    },
  };
}

export type SalesScreenWorld = Awaited<ReturnType<typeof createSalesScreenWorld>>;
