import { randomUUID } from 'node:crypto';
import type { AuthzCase } from '../../test-support/authz.ts';
import { transactionItems, transactions } from '../../db/schema/transactions.ts';

/** Authorization-matrix case of refunds: an admin whose scope reaches the sale's organization, or root. */
export const refundsAuthzCases: AuthzCase[] = [
  {
    operation: 'refundTransaction',
    endpoint: 'transactions',
    request: async (world, target) => {
      const db = world.built.database.db;
      const [sale] = await db
        .insert(transactions)
        .values({
          orgId: world.orgs[target],
          kioskId: randomUUID(),
          total: '2.50',
          paymentStatus: 'paid',
          isPaid: true,
        })
        .returning();
      await db.insert(transactionItems).values({ transactionId: sale?.id ?? '', name: 'Matrix water', price: '2.50' });
      return {
        query: 'mutation ($id: ID!) { refundTransaction(transactionId: $id, reason: "Matrix") { _id total } }',
        variables: { id: sale?.id },
      };
    },
  },
];
