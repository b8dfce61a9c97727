import { consoleCaller, TARGETS, type AuthzCase, type AuthzWorld } from '../../test-support/authz.ts';
import { transactionItems, transactions } from '../transactions/transactions.test-data.ts';

/** A sale today in every organization of the matrix (its live notice is what the subscriptions wait for). */
async function saleEverywhere(world: AuthzWorld): Promise<void> {
  const db = world.built.database.db;
  for (const target of TARGETS) {
    const [sale] = await db.insert(transactions).values({ orgId: world.orgs[target], total: '3.00' }).returning();
    await db.insert(transactionItems).values({ transactionId: sale?.id ?? '', name: 'Matrix tea', price: '3.00' });
  }
}

/**
 * The dashboard module's authorization-matrix cases: its sales figures (one organization, in the caller's reach)
 * and the live notices of recorded sales.
 */
export const authzCases: AuthzCase[] = [
  {
    operation: 'getDashboardFigures',
    endpoint: 'transactions',
    request: async (world, target) => ({
      query: 'query ($o: ID) { getDashboardFigures(orgId: $o) { orgId customersToday revenueToday } }',
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: (data) => [(data.getDashboardFigures as { orgId: string }).orgId],
  },
  {
    operation: 'salesByKiosk',
    endpoint: 'transactions',
    request: async (world, target) => ({
      query: 'query ($o: ID) { salesByKiosk(view: last7Days, orgId: $o) { orgId buckets { label } } }',
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: (data) => [(data.salesByKiosk as { orgId: string }).orgId],
  },
  {
    operation: 'salesChanged',
    endpoint: 'transactions',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: 'subscription { salesChanged { orgId } }' }),
    rowOrgIds: (data) => [(data.salesChanged as { orgId: string }).orgId],
    subscription: { trigger: saleEverywhere },
  },
  {
    operation: 'salesChanged',
    endpoint: 'transactions',
    request: async (world, target) => ({
      query: 'subscription ($o: ID) { salesChanged(orgId: $o) { orgId } }',
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: (data) => [(data.salesChanged as { orgId: string }).orgId],
    subscription: { trigger: saleEverywhere },
  },
];
