import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';
import { addMoney, subtractMoney } from './transactions.money.ts';
import type { TransactionEventsPort } from './transactions.service.ts';
import { createRefundsRepository, type RefundRecord } from './transactions.refunds.repository.ts';

export interface RefundArgs {
  transactionId: string;
  /** Items of the sale to refund; omitted = every item not refunded yet. */
  itemIds?: readonly string[] | null | undefined;
  reason: string;
}

const MAX_REASON = 500;

const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

const below = (a: string, b: string) => subtractMoney(a, b).startsWith('-');

/**
 * Refunds (issue 13): an admin of the sale's organization (or root) refunds a sale fully or per item, with
 * a reason. A refund is a record of its own — the sale stays as it was — and every total subtracts it.
 * Each item is refunded at most once, at its price; the refunds of a sale never exceed its total (a sale's
 * discount is taken off its last refunded items).
 */
export function createRefundsService(db: Db, events: TransactionEventsPort) {
  const refunds = createRefundsRepository(db);
  return {
    async refund(viewer: Viewer, args: RefundArgs): Promise<RefundRecord> {
      const transactionId = requireId(args.transactionId, 'transactionId');
      const reason = args.reason.trim();
      if (!reason) throw bad('reason', 'A refund needs a reason');
      if (reason.length > MAX_REASON) throw bad('reason', `At most ${MAX_REASON} characters`);
      if (args.itemIds && args.itemIds.length === 0) throw bad('itemIds', 'Choose at least one item');
      if (args.itemIds && args.itemIds.length > 500) throw bad('itemIds', 'At most 500 itemIds');
      return db.transaction(async (tx) => {
        const repository = createRefundsRepository(tx);
        const sale = await repository.saleToRefund(transactionId);
        if (!sale || !canReach(viewer.scope, sale.orgId)) {
          throw new AppError('NOT_FOUND', { fields: { transactionId: 'NOT_FOUND' } });
        }
        const byId = new Map(sale.items.map((item) => [item.id, item]));
        let chosen;
        if (args.itemIds) {
          chosen = [...new Set(args.itemIds)].map((id) => {
            const item = isId(id) ? byId.get(id) : undefined;
            if (!item) throw bad('itemIds', `Item ${id} is not an item of this sale`);
            if (item.refunded) throw bad('itemIds', `Item "${item.name}" (${id}) is already refunded`);
            return item;
          });
        } else {
          chosen = sale.items.filter((item) => !item.refunded);
          if (chosen.length === 0) {
            throw bad('transactionId', sale.items.length ? 'This sale is already refunded' : 'This sale has no items');
          }
        }
        // At its price, but never beyond what is left of the sale's total.
        let left = subtractMoney(sale.total, sale.refunded);
        const items = chosen.map((item) => {
          const amount = below(left, item.price) ? (below(left, '0.00') ? '0.00' : left) : item.price;
          left = subtractMoney(left, amount);
          return { transactionItemId: item.id, amount };
        });
        const refund = await repository.insert({
          orgId: sale.orgId,
          transactionId: sale.id,
          kioskId: sale.kioskId,
          createdBy: viewer.userId,
          reason,
          total: items.reduce((sum, item) => addMoney(sum, item.amount), '0.00'),
          items,
        });
        await events(tx, [
          {
            type: 'transaction.refunded',
            orgId: sale.orgId,
            data: {
              refundId: refund.id,
              transactionId: sale.id,
              kioskId: sale.kioskId,
              total: refund.total,
              reason,
              itemIds: items.map((item) => item.transactionItemId),
            },
          },
        ]);
        return refund;
      });
    },

    /** The refunds of sales the caller already sees (the sales grid's rows). */
    refundsOf: (transactionIds: readonly string[]) => refunds.refundsOf(transactionIds),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
