import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refillItems, refills, transactionItems, transactions } from '../../db/schema/transactions.ts';
import type { TransactionItemRow, TransactionRow } from './transactions.repository.ts';

export type RefillItemRow = typeof refillItems.$inferSelect;
export type RefillRecordRow = typeof refills.$inferSelect & { items: RefillItemRow[] };

/** A period and kiosks; orgFilter is the caller's scope as org ids, null = all (root). */
export interface PeriodFilter {
  orgFilter: string[] | null;
  from?: Date | undefined;
  to?: Date | undefined;
  kioskIds?: string[] | undefined;
}

export interface SalesFilter extends PeriodFilter {
  paymentStatus?: string[] | undefined;
  membercardIds?: string[] | undefined;
  search?: string | undefined;
}

export interface ProductLineFigures {
  key: string;
  productLineId: string | null;
  name: string;
  sold: number;
  totalCost: string;
  totalGrossSales: string;
  refilled: number;
  removed: number;
  totalRemovedCost: string;
  /** Default cost of the units added. */
  addedCost: string;
}

/** A sale's total net of its refunds (issue 13: every total subtracts refunds). */
// Correlated subqueries name the outer table literally: drizzle leaves single-table columns unqualified.
const netTotal = sql`(${transactions.total} - coalesce((SELECT sum(r.total) FROM refunds r WHERE r.transaction_id = transactions.id), 0))`;
/** Whether a refund covers the sale item. */
const itemRefunded = sql`EXISTS (SELECT 1 FROM refund_items ri WHERE ri.transaction_item_id = transaction_items.id)`;
/** What a refund gave back for the sale item (0 when not refunded). */
const itemRefundAmount = sql`coalesce((SELECT ri.amount FROM refund_items ri WHERE ri.transaction_item_id = transaction_items.id), 0)`;

/** Where a keyset page of the sales grid starts: after this row (created to the microsecond, id). */
export interface SalesCursor {
  created: string;
  id: string;
}

const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque cursor of a grid row (base64url of "created|id"). */
export const encodeSalesCursor = (cursor: SalesCursor) =>
  Buffer.from(`${cursor.created}|${cursor.id}`).toString('base64url');

/** A cursor from the outside, or undefined when it is not one of ours. */
export function decodeSalesCursor(text: string): SalesCursor | undefined {
  const raw = Buffer.from(text, 'base64url').toString('utf8');
  if (!CURSOR.test(raw)) return undefined;
  const [created = '', id = ''] = raw.split('|');
  return { created, id };
}

/** A row's created to the microsecond (a JS Date keeps milliseconds only): the cursor must be exact. */
const createdMicros = sql<string>`to_char(${transactions.created} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function saleWhere(f: SalesFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.orgFilter ? inArray(transactions.orgId, f.orgFilter) : undefined,
    f.from ? gte(transactions.created, f.from) : undefined,
    f.to ? lte(transactions.created, f.to) : undefined,
    f.kioskIds?.length ? inArray(transactions.kioskId, f.kioskIds) : undefined,
    f.paymentStatus?.length ? inArray(transactions.paymentStatus, f.paymentStatus as never[]) : undefined,
    f.membercardIds?.length ? inArray(transactions.memberCardId, f.membercardIds) : undefined,
  ];
  if (f.search) {
    const pattern = like(f.search);
    conditions.push(
      or(
        sql`EXISTS (SELECT 1 FROM transaction_items i WHERE i.transaction_id = ${transactions.id} AND (i.name ILIKE ${pattern} OR i.article_number ILIKE ${pattern}))`,
        sql`${transactions.memberCardId} ILIKE ${pattern}`,
        sql`${transactions.paymentCardType} ILIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

function refillWhere(f: PeriodFilter & { types?: string[] | undefined }): SQL | undefined {
  return and(
    f.orgFilter ? inArray(refills.orgId, f.orgFilter) : undefined,
    f.from ? gte(refills.created, f.from) : undefined,
    f.to ? lte(refills.created, f.to) : undefined,
    f.kioskIds?.length ? inArray(refills.kioskId, f.kioskIds) : undefined,
    f.types?.length ? inArray(refills.type, f.types as never[]) : undefined,
  );
}

/** Reads of sales and refills for the transactions screen (grids, product statistics, metrics). */
export function createGridsRepository(db: Db) {
  return {
    /**
     * A page of sales, newest first, with the filter's total. With `after` the page is read by keyset
     * ((created, id) below the cursor, along the (org, created, id) index), so a deep page costs what the
     * first does; without it by offset.
     */
    async salesGrid(
      f: SalesFilter,
      window: { offset: number; limit: number; after?: SalesCursor | undefined },
    ): Promise<{
      total: number;
      rows: (TransactionRow & { items: TransactionItemRow[] })[];
      membercards: string[];
      nextCursor: SalesCursor | null;
    }> {
      if (f.orgFilter?.length === 0) return { total: 0, rows: [], membercards: [], nextCursor: null };
      const where = saleWhere(f);
      const { after } = window;
      // The count, the page (with its items) and the member cards are independent reads: on PostgreSQL they
      // run side by side on the pool, so the reply costs the slowest of them, not their sum.
      const counting = db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(where);
      const paging = (async () => {
        const page = await db
          .select({ row: transactions, cursorCreated: createdMicros })
          .from(transactions)
          .where(
            after
              ? and(
                  where,
                  sql`(${transactions.created}, ${transactions.id}) < (${after.created}::timestamptz, ${after.id}::uuid)`,
                )
              : where,
          )
          .orderBy(desc(transactions.created), desc(transactions.id))
          .limit(window.limit)
          .offset(after ? 0 : window.offset);
        const ids = page.map((p) => p.row.id);
        const items = ids.length
          ? await db
              .select()
              .from(transactionItems)
              .where(inArray(transactionItems.transactionId, ids))
              .orderBy(asc(transactionItems.name), asc(transactionItems.id))
          : [];
        return { page, items };
      })();
      const carding = db
        .selectDistinct({ card: transactions.memberCardId })
        .from(transactions)
        .where(
          and(
            saleWhere({ ...f, membercardIds: undefined, search: undefined }),
            sql`${transactions.memberCardId} IS NOT NULL`,
          ),
        )
        .orderBy(asc(transactions.memberCardId))
        .limit(200);
      const [[count], { page, items }, cards] = await Promise.all([counting, paging, carding]);
      const rows = page.map((p) => p.row);
      const last = page.at(-1);
      const nextCursor = last && page.length === window.limit ? { created: last.cursorCreated, id: last.row.id } : null;
      return {
        total: count?.n ?? 0,
        rows: rows.map((row) => ({ ...row, items: items.filter((i) => i.transactionId === row.id) })),
        membercards: cards.flatMap((c) => (c.card ? [c.card] : [])),
        nextCursor,
      };
    },

    /**
     * The member cards of the filter's sales, by id, after `after`, containing `search`: `limit` of them and
     * whether more follow. Distinct along the (org, card, created) index, so a page costs what its cards cost.
     */
    async memberCards(
      f: PeriodFilter,
      page: { search?: string | undefined; after?: string | undefined; limit: number },
    ): Promise<{ cards: string[]; more: boolean }> {
      if (f.orgFilter?.length === 0) return { cards: [], more: false };
      const rows = await db
        .selectDistinct({ card: transactions.memberCardId })
        .from(transactions)
        .where(
          and(
            saleWhere(f),
            sql`${transactions.memberCardId} IS NOT NULL`,
            page.search ? sql`${transactions.memberCardId} ILIKE ${like(page.search)}` : undefined,
            page.after ? sql`${transactions.memberCardId} > ${page.after}` : undefined,
          ),
        )
        .orderBy(asc(transactions.memberCardId))
        .limit(page.limit + 1);
      const cards = rows.flatMap((row) => (row.card ? [row.card] : []));
      return { cards: cards.slice(0, page.limit), more: cards.length > page.limit };
    },

    async refillsGrid(
      f: PeriodFilter & { types?: string[] | undefined },
      window: { offset: number; limit: number },
    ): Promise<{ total: number; rows: RefillRecordRow[] }> {
      if (f.orgFilter?.length === 0) return { total: 0, rows: [] };
      const where = refillWhere(f);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(refills)
        .where(where);
      const rows = await db
        .select()
        .from(refills)
        .where(where)
        .orderBy(desc(refills.created), desc(refills.id))
        .limit(window.limit)
        .offset(window.offset);
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
      return {
        total: count?.n ?? 0,
        rows: rows.map((row) => ({ ...row, items: items.filter((i) => i.refillId === row.id) })),
      };
    },

    /**
     * Sales totals of the period, net of refunds (a refund counts in its sale's period): count (refunded
     * sales still count), gross (sum of totals minus refunds), the tax in the prices of the items not
     * refunded, items sold (refunded units do not count as sold).
     */
    async salesTotals(f: SalesFilter): Promise<{ count: number; gross: string; tax: string; items: number }> {
      if (f.orgFilter?.length === 0) return { count: 0, gross: '0.00', tax: '0.00', items: 0 };
      const where = saleWhere(f);
      const [totals] = await db
        .select({
          count: sql<number>`count(*)::int`,
          gross: sql<string>`coalesce(sum(${netTotal}), 0)::numeric(14, 2)::text`,
        })
        .from(transactions)
        .where(where);
      const [items] = await db
        .select({
          items: sql<number>`(count(${transactionItems.id}) FILTER (WHERE NOT ${itemRefunded}))::int`,
          // Prices include tax: the tax of one item is price × rate ÷ (100 + rate), rounded to the cent.
          tax: sql<string>`coalesce(sum(round(${transactionItems.price} * ${transactionItems.tax} / (100 + ${transactionItems.tax}), 2)) FILTER (WHERE NOT ${itemRefunded}), 0)::numeric(14, 2)::text`,
        })
        .from(transactionItems)
        .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
        .where(where);
      return {
        count: totals?.count ?? 0,
        gross: totals?.gross ?? '0.00',
        tax: items?.tax ?? '0.00',
        items: items?.items ?? 0,
      };
    },

    /** Per product line (or per name when the sale had no product id): sales and refill figures of the period. */
    async productLineFigures(f: SalesFilter): Promise<ProductLineFigures[]> {
      if (f.orgFilter?.length === 0) return [];
      const saleKey = sql<string>`coalesce(${transactionItems.productLineId}::text, 'name:' || ${transactionItems.name})`;
      const sold = await db
        .select({
          key: saleKey,
          productLineId: sql<string | null>`(array_agg(${transactionItems.productLineId}))[1]`,
          name: sql<string>`max(${transactionItems.name})`,
          // Net of refunds: refunded units are not sold, their cost not counted, their refund taken off.
          sold: sql<number>`(count(*) FILTER (WHERE NOT ${itemRefunded}))::int`,
          totalCost: sql<string>`coalesce(sum(${transactionItems.cost}) FILTER (WHERE NOT ${itemRefunded}), 0)::numeric(14, 2)::text`,
          totalGrossSales: sql<string>`sum(${transactionItems.price} - ${itemRefundAmount})::numeric(14, 2)::text`,
        })
        .from(transactionItems)
        .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
        .where(saleWhere(f))
        .groupBy(saleKey);
      const refillKey = sql<string>`coalesce(${refillItems.productLineId}::text, 'name:' || ${refillItems.name})`;
      const refilled = await db
        .select({
          key: refillKey,
          productLineId: sql<string | null>`(array_agg(${refillItems.productLineId}))[1]`,
          name: sql<string>`max(${refillItems.name})`,
          refilled: sql<number>`coalesce(sum(${refillItems.count}) FILTER (WHERE ${refillItems.count} > 0), 0)::int`,
          removed: sql<number>`coalesce(-sum(${refillItems.count}) FILTER (WHERE ${refillItems.count} < 0), 0)::int`,
          removedCost: sql<string>`coalesce(-sum(${refillItems.refillCost}) FILTER (WHERE ${refillItems.count} < 0), 0)::numeric(14, 2)::text`,
          addedCost: sql<string>`coalesce(sum(${refillItems.refillCost}) FILTER (WHERE ${refillItems.count} > 0), 0)::numeric(14, 2)::text`,
        })
        .from(refillItems)
        .innerJoin(refills, eq(refills.id, refillItems.refillId))
        .where(refillWhere(f))
        .groupBy(refillKey);
      const figures = new Map<string, ProductLineFigures>();
      const entry = (key: string, productLineId: string | null, name: string) => {
        let found = figures.get(key);
        if (!found) {
          found = {
            key,
            productLineId,
            name,
            sold: 0,
            totalCost: '0.00',
            totalGrossSales: '0.00',
            refilled: 0,
            removed: 0,
            totalRemovedCost: '0.00',
            addedCost: '0.00',
          };
          figures.set(key, found);
        }
        return found;
      };
      for (const row of sold) {
        Object.assign(entry(row.key, row.productLineId, row.name), {
          sold: row.sold,
          totalCost: row.totalCost,
          totalGrossSales: row.totalGrossSales,
        });
      }
      for (const row of refilled) {
        Object.assign(entry(row.key, row.productLineId, row.name), {
          refilled: row.refilled,
          removed: row.removed,
          totalRemovedCost: row.removedCost,
          addedCost: row.addedCost,
        });
      }
      return [...figures.values()].sort(
        (a, b) => b.sold - a.sold || a.name.localeCompare(b.name) || a.key.localeCompare(b.key),
      );
    },
  };
}

export type GridsRepository = ReturnType<typeof createGridsRepository>;
