import type { Resolvers, Transaction } from '../../generated/graphql.ts';
import type { TransactionItemRow, TransactionRow } from './transactions.repository.ts';
import type { TransactionsService } from './transactions.service.ts';

function toTransactionGraph(row: TransactionRow & { items: TransactionItemRow[] }): Transaction {
  return {
    _id: row.id,
    created: row.created,
    total: row.total,
    discountTotal: row.discountTotal,
    type: row.type,
    userId: row.userId,
    orgId: row.orgId,
    session: { details: { promoCode: row.promoCode ? { code: row.promoCode } : null } },
    paymentMethod: {
      stripeCustomerId: row.stripeCustomerId,
      stripePaymentIntentId: row.stripePaymentIntentId,
      isPaid: row.isPaid,
      membercardId: row.memberCardId,
      paymentCardType: row.paymentCardType,
      cardType: row.cardType,
      amount: row.paymentAmount,
    },
    itemsPurchased: row.items.map((item) => ({
      price: item.price,
      tax: item.tax,
      productLine: { _id: item.productLineId, name: item.name, articleNumber: item.articleNumber },
      // Kiosk names arrive with the kiosks module.
      kiosk: row.kioskId ? { _id: row.kioskId, name: null } : null,
    })),
  };
}

/** GraphQL ↔ transactions service. */
export function createTransactionsResolvers(transactions: TransactionsService): Resolvers {
  return {
    Query: {
      findUserTransactionsGrid: async (_parent, args, ctx) => {
        const { total, rows, membercards } = await transactions.userGrid(ctx.viewer, args);
        return { total, data: rows.map(toTransactionGraph), membercards };
      },
    },
  };
}
