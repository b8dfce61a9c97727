import type { AuthzCase } from '../../test-support/authz.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { fixtureUser, reachesFixture } from '../users/users.test-data.ts';
import { salesAuthzCases } from './transactions.sales.test-data.ts';
import { refundsAuthzCases } from './transactions.refunds.test-data.ts';
import type { Db } from '../../db/client.ts';
import { createGridsRepository } from './transactions.grids.repository.ts';
import { createSalesService } from './transactions.sales.service.ts';

/**
 * The tables other modules' tests write raw sales, items, refunds and refills to (the dashboard's roll-ups
 * follow them; the transactions-exports module's files read them).
 */
export {
  refillItems,
  refills,
  refundItems,
  refunds,
  transactionItems,
  transactions,
} from '../../db/schema/transactions.ts';

/** The transactions screen's period metrics on `db`, for tests that check other figures against them. */
export const salesMetricsService = (db: Db) =>
  createSalesService(createGridsRepository(db), {
    kioskNames: async () => new Map(),
    productLines: async () => new Map(),
  });

/** Test data of the transactions module: its authorization-matrix cases. */
export const authzCases: AuthzCase[] = [
  {
    operation: 'findUserTransactionsGrid',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => {
      // A consumer of the target (and, except for `foreign`, of `foreign` too) with a sale in each.
      const userId = await fixtureUser(world, target);
      const other = target === 'foreign' ? undefined : world.orgs.foreign;
      await world.built.database.db
        .insert(transactions)
        .values([
          { orgId: world.orgs[target], userId, total: '1.00' },
          ...(other ? [{ orgId: other, userId, total: '2.00' }] : []),
        ]);
      return {
        query: 'query ($id: ID!) { findUserTransactionsGrid(userId: $id) { total data { _id orgId } } }',
        variables: { id: userId },
      };
    },
    rowOrgIds: (data) => (data.findUserTransactionsGrid as { data: { orgId: string }[] }).data.map((t) => t.orgId),
  },
];

authzCases.push(...salesAuthzCases);
authzCases.push(...refundsAuthzCases);
