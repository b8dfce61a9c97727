import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group.ts';
import { refillItems, refills, transactionItems, transactions } from '../../db/schema/transactions.ts';

/** What an export reads: the caller's organizations (null = all), a closed period and maybe some kiosks. */
export interface ExportFilter {
  orgFilter: string[] | null;
  from: Date;
  to: Date;
  kioskIds?: string[] | undefined;
}

/** Where a keyset page starts: after this (created, id), newest first. */
export interface Cursor {
  created: Date;
  id: string;
}

export interface SaleExportRow {
  id: string;
  kioskId: string | null;
  orgId: string;
  created: Date;
  total: string;
  /** What refunds gave back, a decimal string ("0.00" when none). */
  refunded: string;
  discountTotal: string;
  paymentStatus: string;
  paymentCardType: string | null;
  cardType: string | null;
  paymentProvider: string | null;
  memberCardId: string | null;
  promoCode: string | null;
  items: { name: string; price: string }[];
}

export interface RefillExportRow {
  id: string;
  kioskId: string;
  orgId: string;
  created: Date;
  type: string;
  items: {
    cellId: string;
    name: string;
    articleNumber: string | null;
    count: number;
    weight: number | null;
    refillCost: string;
  }[];
}

/**
 * Reads of the transactions exports: sales and refills of a period in keyset pages (created, id
 * descending), so an export of any size holds one page at a time.
 */
export function createExportsReadRepository(db: Db) {
  return {
    async salesPage(f: ExportFilter, cursor: Cursor | undefined, limit: number): Promise<SaleExportRow[]> {
      if (f.orgFilter?.length === 0) return [];
      const rows = await db
        .select({
          id: transactions.id,
          kioskId: transactions.kioskId,
          orgId: transactions.orgId,
          created: transactions.created,
          total: transactions.total,
          // The same expression as the COPY path, so both write the same text. The outer table is named
          // literally: drizzle leaves single-table columns unqualified, and `id` would be the refund's.
          refunded: sql<string>`coalesce((SELECT sum(r.total) FROM refunds r WHERE r.transaction_id = transactions.id), 0)::numeric(12, 2)::text`,
          discountTotal: transactions.discountTotal,
          paymentStatus: transactions.paymentStatus,
          paymentCardType: transactions.paymentCardType,
          cardType: transactions.cardType,
          paymentProvider: transactions.paymentProvider,
          memberCardId: transactions.memberCardId,
          promoCode: transactions.promoCode,
        })
        .from(transactions)
        .where(
          and(
            f.orgFilter ? inArray(transactions.orgId, f.orgFilter) : undefined,
            gte(transactions.created, f.from),
            lte(transactions.created, f.to),
            f.kioskIds?.length ? inArray(transactions.kioskId, f.kioskIds) : undefined,
            cursor
              ? or(
                  lt(transactions.created, cursor.created),
                  and(eq(transactions.created, cursor.created), lt(transactions.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(transactions.created), desc(transactions.id))
        .limit(limit);
      const items = rows.length
        ? await db
            .select({
              transactionId: transactionItems.transactionId,
              name: transactionItems.name,
              price: transactionItems.price,
            })
            .from(transactionItems)
            .where(
              inArray(
                transactionItems.transactionId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(transactionItems.name), asc(transactionItems.id))
        : [];
      const byTransaction = groupBy(items, (i) => i.transactionId);
      return rows.map((r) => ({ ...r, items: byTransaction.get(r.id) ?? [] }));
    },

    async refillsPage(f: ExportFilter, cursor: Cursor | undefined, limit: number): Promise<RefillExportRow[]> {
      if (f.orgFilter?.length === 0) return [];
      const rows = await db
        .select()
        .from(refills)
        .where(
          and(
            f.orgFilter ? inArray(refills.orgId, f.orgFilter) : undefined,
            gte(refills.created, f.from),
            lte(refills.created, f.to),
            f.kioskIds?.length ? inArray(refills.kioskId, f.kioskIds) : undefined,
            cursor
              ? or(
                  lt(refills.created, cursor.created),
                  and(eq(refills.created, cursor.created), lt(refills.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(refills.created), desc(refills.id))
        .limit(limit);
      const items = rows.length
        ? await db
            .select()
            .from(refillItems)
            .where(
              inArray(
                refillItems.refillId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(refillItems.cellId), asc(refillItems.id))
        : [];
      const itemsOf = groupBy(items, (i) => i.refillId);
      return rows.map((r) => ({
        id: r.id,
        kioskId: r.kioskId,
        orgId: r.orgId,
        created: r.created,
        type: r.type,
        items: itemsOf.get(r.id) ?? [],
      }));
    },
  };
}

export type ExportsReadRepository = ReturnType<typeof createExportsReadRepository>;
