import { paymentMethodOf } from '@kiosk/common/payments';
import type { MetricProduct, RefillRecord, Resolvers, Sale, StatisticsProductLine } from '../../generated/graphql.ts';
import type { TransactionItemRow, TransactionRow } from './transactions.repository.ts';
import type { RefillRecordRow } from './transactions.grids.repository.ts';
import type { SalesService } from './transactions.sales.service.ts';
import type { RefundRecord } from './transactions.refunds.repository.ts';
import type { RefundsService } from './transactions.refunds.service.ts';
import { toRefund } from './transactions.refunds.resolvers.ts';
import { addMoney } from './transactions.money.ts';

const kiosk = (id: string | null, names: Map<string, string>) => (id ? { _id: id, name: names.get(id) ?? null } : null);

function toSale(
  row: TransactionRow & { items: TransactionItemRow[] },
  names: Map<string, string>,
  refunds: RefundRecord[],
): Sale {
  const mine = refunds.filter((r) => r.transactionId === row.id);
  const refundedItems = new Set(mine.flatMap((r) => r.items.map((i) => i.transactionItemId)));
  return {
    _id: row.id,
    orgId: row.orgId,
    created: row.created,
    total: row.total,
    discountTotal: row.discountTotal,
    type: row.type,
    userId: row.userId,
    kiosk: kiosk(row.kioskId, names),
    paymentStatus: row.paymentStatus,
    promoCode: row.promoCode,
    paymentMethod: {
      method: paymentMethodOf(row),
      isPaid: row.isPaid,
      membercardId: row.memberCardId,
      paymentCardType: row.paymentCardType,
      cardType: row.cardType,
      amount: row.paymentAmount,
    },
    refunds: mine.map(toRefund),
    refundedTotal: mine.reduce((sum, r) => addMoney(sum, r.total), '0.00'),
    itemsPurchased: row.items.map((item) => ({
      _id: item.id,
      refunded: refundedItems.has(item.id),
      price: item.price,
      tax: item.tax,
      productLine: { _id: item.productLineId, name: item.name, articleNumber: item.articleNumber },
      kiosk: kiosk(row.kioskId, names),
    })),
    evidence: row.evidence
      ? {
          openedAt: row.evidence.openedAt,
          closedAt: row.evidence.closedAt,
          cells: row.evidence.cells.map((cell) => ({ ...cell, refused: cell.refused ?? null })),
        }
      : null,
  };
}

function toRefill(row: RefillRecordRow, names: Map<string, string>): RefillRecord {
  return {
    _id: row.id,
    orgId: row.orgId,
    created: row.created,
    type: row.type,
    kiosk: { _id: row.kioskId, name: names.get(row.kioskId) ?? null },
    details: { sessionClosedAt: row.sessionClosedAt },
    scale: row.items.map((item) => ({
      cellId: item.cellId,
      weight: item.weight,
      refillCost: item.refillCost,
      count: item.count,
      status: item.count < 0 ? 'Removed' : 'Added',
      productLine: { _id: item.productLineId, name: item.name, articleNumber: item.articleNumber },
    })),
  };
}

interface Line {
  productLineId: string | null;
  name: string;
  product: { name: string; defaultPrice: string; defaultCost: string } | null;
}

const productLine = (line: Line): StatisticsProductLine => ({
  _id: line.productLineId,
  name: line.product?.name ?? line.name,
  defaultPrice: line.product?.defaultPrice ?? null,
  defaultCost: line.product?.defaultCost ?? null,
});

const metricProduct = (pick: { line: Line; count: number } | null): MetricProduct | null =>
  pick ? { productLine: productLine(pick.line), count: pick.count } : null;

/** GraphQL ↔ the transactions screen (transactions endpoint). */
export function createSalesResolvers(sales: SalesService, refunds: RefundsService): Resolvers {
  return {
    Query: {
      findAllTransactionsGrid: async (_parent, args, ctx) => {
        const { total, rows, membercards, kioskNames, nextCursor } = await sales.salesGrid(ctx.viewer, args.data ?? {});
        const refundRows = await refunds.refundsOf(rows.map((row) => row.id));
        return { total, membercards, nextCursor, data: rows.map((row) => toSale(row, kioskNames, refundRows)) };
      },
      getSaleMembercards: (_parent, args, ctx) => sales.memberCards(ctx.viewer, args.data ?? {}),
      gridRefills: async (_parent, args, ctx) => {
        const { total, rows, kioskNames } = await sales.refillsGrid(ctx.viewer, args.data ?? {});
        return { total, data: rows.map((row) => toRefill(row, kioskNames)) };
      },
      getProductLinesStatisticsGrid: async (_parent, args, ctx) => {
        const { total, rows } = await sales.productLinesStatistics(ctx.viewer, args.data ?? {});
        return {
          total,
          data: rows.map((row) => ({
            productLine: productLine(row),
            totalCost: row.totalCost,
            totalGrossSales: row.totalGrossSales,
            totalRemovedCost: row.totalRemovedCost,
            refilled: row.refilled,
            sold: row.sold,
            removed: row.removed,
          })),
        };
      },
      getTransactionMetrics: async (_parent, args, ctx) => {
        const m = await sales.metrics(ctx.viewer, args);
        return {
          ...m,
          mostSold: metricProduct(m.mostSold),
          leastSold: metricProduct(m.leastSold),
          mostRefilled: metricProduct(m.mostRefilled),
          mostRemoved: metricProduct(m.mostRemoved),
        };
      },
    },
  };
}
