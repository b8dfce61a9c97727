import type { Refund, Resolvers } from '../../generated/graphql.ts';
import type { RefundRecord } from './transactions.refunds.repository.ts';
import type { RefundsService } from './transactions.refunds.service.ts';

export const toRefund = (row: RefundRecord): Refund => ({
  _id: row.id,
  transactionId: row.transactionId,
  created: row.created,
  reason: row.reason,
  total: row.total,
  createdBy: row.createdBy,
  items: row.items.map((item) => ({ itemId: item.transactionItemId, amount: item.amount })),
});

/** GraphQL ↔ refunds (transactions endpoint); the sales grid's refund fields are filled by its resolver. */
export function createRefundsResolvers(refunds: RefundsService): Resolvers {
  return {
    Mutation: {
      refundTransaction: async (_parent, args, ctx) => toRefund(await refunds.refund(ctx.viewer, args)),
    },
  };
}
