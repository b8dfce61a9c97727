import { randomUUID } from 'node:crypto';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import { refillItems, refills, transactionItems, transactions } from '../../db/schema/transactions.ts';

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
