import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refundItems, refunds, transactionItems, transactions } from '../../db/schema/transactions.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundItemRow = typeof refundItems.$inferSelect;
export type RefundRecord = RefundRow & { items: RefundItemRow[] };

export interface SaleToRefund {
  id: string;
  orgId: string;
  kioskId: string | null;
  total: string;
  /** Sum of the sale's refunds so far. */
  refunded: string;
  items: { id: string; name: string; price: string; refunded: boolean }[];
}

export interface NewRefund {
  orgId: string;
  transactionId: string;
  kioskId: string | null;
  createdBy: string | null;
  reason: string;
  total: string;
  items: { transactionItemId: string; amount: string }[];
}

/** The refunds tables: refunds of sales, fully or per item (each item at most once). */
export function createRefundsRepository(db: Db) {
  return {
    /** The sale with its items and what is refunded already; locks the sale row against a concurrent refund. */
    async saleToRefund(transactionId: string): Promise<SaleToRefund | null> {
      const [sale] = await db
        .select({
          id: transactions.id,
          orgId: transactions.orgId,
          kioskId: transactions.kioskId,
          total: transactions.total,
        })
        .from(transactions)
        .where(eq(transactions.id, transactionId))
        .for('update');
      if (!sale) return null;
      const items = await db
        .select({
          id: transactionItems.id,
          name: transactionItems.name,
          price: transactionItems.price,
          refunded: sql<boolean>`EXISTS (SELECT 1 FROM refund_items r WHERE r.transaction_item_id = transaction_items.id)`,
        })
        .from(transactionItems)
        .where(eq(transactionItems.transactionId, transactionId))
        .orderBy(asc(transactionItems.name), asc(transactionItems.id));
      const [refunded] = await db
        .select({ sum: sql<string>`coalesce(sum(${refunds.total}), 0)::numeric(14, 2)::text` })
        .from(refunds)
        .where(eq(refunds.transactionId, transactionId));
      return { ...sale, refunded: refunded?.sum ?? '0.00', items };
    },

    async insert(refund: NewRefund): Promise<RefundRecord> {
      const { items, ...head } = refund;
      const [row] = await db.insert(refunds).values(head).returning();
      if (!row) throw new Error('refund not inserted');
      const itemRows = items.length
        ? await db
            .insert(refundItems)
            .values(items.map((item) => ({ ...item, refundId: row.id })))
            .returning()
        : [];
      return { ...row, items: itemRows };
    },

    /** The refunds of sales, oldest first, with their items. */
    async refundsOf(transactionIds: readonly string[]): Promise<RefundRecord[]> {
      if (transactionIds.length === 0) return [];
      const rows = await db
        .select()
        .from(refunds)
        .where(inArray(refunds.transactionId, [...transactionIds]))
        .orderBy(asc(refunds.created), asc(refunds.id));
      const items = rows.length
        ? await db
            .select()
            .from(refundItems)
            .where(
              inArray(
                refundItems.refundId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return rows.map((row) => ({ ...row, items: items.filter((i) => i.refundId === row.id) }));
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
