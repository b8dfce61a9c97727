import { paymentMethodOf } from '@kiosk/common/payments';
import type { Resolvers, Transaction } from '../../generated/graphql.ts';
import type { TransactionItemRow, TransactionRow } from './transactions.repository.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { RefundsService } from './transactions.refunds.service.ts';
import type { SalesPorts } from './transactions.sales.service.ts';
import { addMoney } from './transactions.money.ts';

function toTransactionGraph(
  row: TransactionRow & { items: TransactionItemRow[] },
  names: ReadonlyMap<string, string>,
  refunded: string,
): Transaction {
  const kiosk = row.kioskId ? { _id: row.kioskId, name: names.get(row.kioskId) ?? null } : null;
  return {
    _id: row.id,
    created: row.created,
    total: row.total,
    refundedTotal: refunded,
    discountTotal: row.discountTotal,
    type: row.type,
    userId: row.userId,
    orgId: row.orgId,
    session: { details: { promoCode: row.promoCode ? { code: row.promoCode } : null } },
    paymentMethod: {
      method: paymentMethodOf(row),
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
      kiosk,
    })),
  };
}

/** GraphQL ↔ transactions service: a user's purchases with their kiosks' names and what refunds gave back. */
export function createTransactionsResolvers(
  transactions: TransactionsService,
  refunds: RefundsService,
  kioskNames: SalesPorts['kioskNames'],
): Resolvers {
  return {
    Query: {
      findUserTransactionsGrid: async (_parent, args, ctx) => {
        const { total, rows, membercards } = await transactions.userGrid(ctx.viewer, args);
        const orgs = [...new Set(rows.map((r) => r.orgId))];
        const [names, refundRows] = await Promise.all([
          orgs.length ? kioskNames(orgs) : new Map<string, string>(),
          refunds.refundsOf(rows.map((r) => r.id)),
        ]);
        const refunded = (id: string) =>
          refundRows.filter((r) => r.transactionId === id).reduce((sum, r) => addMoney(sum, r.total), '0.00');
        return { total, data: rows.map((row) => toTransactionGraph(row, names, refunded(row.id))), membercards };
      },
    },
  };
}
