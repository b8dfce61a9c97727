import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SalePaymentStatus } from '@kiosk/common/payments';
import type { Db } from '../../db/client.ts';
import {
  refills,
  refundItems,
  transactionItems,
  transactions,
  type SessionEvidence,
} from '../../db/schema/transactions.ts';

type PaymentStatus = SalePaymentStatus;

/** A PostgreSQL array literal of these texts (one parameter however many). */
const arrayOf = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The payment of a sale as the kiosk's `payment` event reported it. */
export interface SalePayment {
  paymentStatus: PaymentStatus;
  paymentAmount: string | null;
  paymentProvider: string | null;
  paymentCardType: string | null;
}

/** A sale derived from a closed purchase session, as the kiosks module records it. */
export interface NewSale extends SalePayment {
  orgId: string;
  kioskId: string;
  sessionId: string;
  userId: string | null;
  created: Date;
  /** Exact decimal strings. */
  total: string;
  cardType: string | null;
  memberCardId: string | null;
  promoCode: string | null;
  evidence: SessionEvidence;
  /** One row per unit, with price, tax (percent) and cost as they were at sale time. */
  items: {
    productLineId: string | null;
    name: string;
    articleNumber: string | null;
    price: string;
    tax: string;
    cost: string;
  }[];
}

/** Items per insert statement (eight parameters each, well under PostgreSQL's 65,535). */
const ITEMS_PER_INSERT = 5000;

/** Sales from device sessions. Built on the database or on the caller's transaction. */
export function createSalesRepository(db: Db) {
  return {
    /**
     * Inserts the sales and their items, two statements for all of them (the roll-up triggers run once per
     * statement); per sale its id, or null when its kiosk's session already has one (redelivery).
     */
    async insert(sales: readonly NewSale[]): Promise<({ id: string } | null)[]> {
      if (!sales.length) return [];
      // The sales derivation hands at most its batch (250); far more would pass the parameter limit.
      if (sales.length > 2000) throw new Error(`too many sales for one insert: ${sales.length}`);
      const inserted = await db
        .insert(transactions)
        .values(
          sales.map(({ items: _items, ...row }) => ({
            ...row,
            isPaid: row.paymentStatus === 'paid',
            type: 'purchase' as const,
          })),
        )
        .onConflictDoNothing({ target: [transactions.kioskId, transactions.sessionId] })
        .returning({ id: transactions.id, kioskId: transactions.kioskId, sessionId: transactions.sessionId });
      const idOf = new Map(inserted.map((row) => [`${row.kioskId}/${row.sessionId}`, row.id]));
      const ids = sales.map((sale) => idOf.get(`${sale.kioskId}/${sale.sessionId}`));
      const items = sales.flatMap((sale, index) => {
        const transactionId = ids[index];
        return transactionId ? sale.items.map((item) => ({ ...item, transactionId })) : [];
      });
      // In parts: a statement takes at most 65,535 parameters (a sale of many units has an item per unit).
      for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
        await db.insert(transactionItems).values(items.slice(start, start + ITEMS_PER_INSERT));
      }
      return ids.map((id) => (id ? { id } : null));
    },

    /**
     * Sets the payment of the session's sale; false when the session has no sale or the sale has this
     * payment already (a redelivered or re-derived payment writes nothing, so no roll-up or webhook moves).
     */
    async updatePayment(kioskId: string, sessionId: string, payment: SalePayment): Promise<boolean> {
      const rows = await db
        .update(transactions)
        .set({ ...payment, isPaid: payment.paymentStatus === 'paid' })
        .where(
          and(
            eq(transactions.kioskId, kioskId),
            eq(transactions.sessionId, sessionId),
            sql`(${transactions.paymentStatus}, ${transactions.paymentAmount}, ${transactions.paymentProvider},
                 ${transactions.paymentCardType})
                IS DISTINCT FROM (${payment.paymentStatus}::text, ${payment.paymentAmount}::numeric,
                 ${payment.paymentProvider}::text, ${payment.paymentCardType}::text)`,
          ),
        )
        .returning({ id: transactions.id });
      return rows.length > 0;
    },

    /** Whether the kiosk's refill session is already recorded. */
    async hasRefillOfSession(kioskId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ id: refills.id })
        .from(refills)
        .where(and(eq(refills.kioskId, kioskId), eq(refills.sessionId, sessionId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Which of these kiosk sessions have a sale or a refill, by `kioskId/sessionId`: the sale's payment
     * status, or null for a refill. One statement, the keys as two array parameters (however many keys).
     */
    async derivedSessions(
      keys: readonly { kioskId: string; sessionId: string }[],
    ): Promise<Map<string, PaymentStatus | null>> {
      if (!keys.length) return new Map();
      const kioskIds = arrayOf([...new Set(keys.map((key) => key.kioskId))]);
      const sessionIds = arrayOf([...new Set(keys.map((key) => key.sessionId))]);
      const { rows } = (await db.execute(sql`
        SELECT kiosk_id, session_id, payment_status, true AS sale FROM ${transactions}
          WHERE kiosk_id = ANY(${kioskIds}::uuid[]) AND session_id = ANY(${sessionIds}::text[])
        UNION ALL
        SELECT kiosk_id, session_id, NULL, false FROM ${refills}
          WHERE kiosk_id = ANY(${kioskIds}::uuid[]) AND session_id = ANY(${sessionIds}::text[])`)) as unknown as {
        rows: { kiosk_id: string; session_id: string; payment_status: PaymentStatus | null; sale: boolean }[];
      };
      // A sale's status wins over a refill of the same session (there is none: a session is one or the other).
      const sorted = [...rows.filter((row) => !row.sale), ...rows.filter((row) => row.sale)];
      return new Map(sorted.map((row) => [`${row.kiosk_id}/${row.session_id}`, row.sale ? row.payment_status : null]));
    },

    /**
     * Cost at sale time of the units sold in [from, to) and not refunded (as the metrics count cost), in
     * these organizations (null: all), narrowed to an organization, kiosks and products; exact decimal text.
     */
    async costOfSales(query: CostOfSalesQuery): Promise<string> {
      const where: (SQL | undefined)[] = [
        query.orgIds === null
          ? undefined
          : query.orgIds.length
            ? inArray(transactions.orgId, [...query.orgIds])
            : sql`false`,
        gte(transactions.created, query.from),
        lt(transactions.created, query.to),
        query.orgId ? eq(transactions.orgId, query.orgId) : undefined,
        query.kioskIds?.length ? inArray(transactions.kioskId, [...query.kioskIds]) : undefined,
        query.productIds?.length ? inArray(transactionItems.productLineId, [...query.productIds]) : undefined,
        sql`NOT EXISTS (SELECT 1 FROM ${refundItems} WHERE ${refundItems.transactionItemId} = ${transactionItems.id})`,
      ];
      const [row] = await db
        .select({ cost: sql<string>`coalesce(sum(${transactionItems.cost}), 0)::numeric(14,2)::text` })
        .from(transactionItems)
        .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
        .where(and(...where));
      return row?.cost ?? '0.00';
    },
  };
}

/** Which sales `costOfSales` sums. */
export interface CostOfSalesQuery {
  orgIds: readonly string[] | null;
  from: Date;
  to: Date;
  orgId?: string | undefined;
  kioskIds?: readonly string[] | undefined;
  productIds?: readonly string[] | undefined;
}
