import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionItems, transactions } from '../../db/schema/transactions.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type TransactionItemRow = typeof transactionItems.$inferSelect;

export interface UserTransactionsQuery {
  userId: string;
  skip: number;
  limit: number;
  search?: string | undefined;
  sort: { field: 'created' | 'total'; order: 'asc' | 'desc' };
}

/** The transactions tables (sales and their items): the only code that touches them. */
export function createTransactionsRepository(db: Db) {
  return {
    /** A user's purchases (the users detail page). orgFilter: the caller's scope as org ids, null = all (root). */
    async userGrid(
      query: UserTransactionsQuery,
      orgFilter: string[] | null,
    ): Promise<{ total: number; rows: (TransactionRow & { items: TransactionItemRow[] })[] }> {
      if (orgFilter?.length === 0) return { total: 0, rows: [] };
      const conditions: (SQL | undefined)[] = [
        eq(transactions.userId, query.userId),
        orgFilter ? inArray(transactions.orgId, orgFilter) : undefined,
      ];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`EXISTS (SELECT 1 FROM transaction_items i WHERE i.transaction_id = ${transactions.id} AND (i.name ILIKE ${pattern} OR i.article_number ILIKE ${pattern}))`,
        );
      }
      const where = and(...conditions);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(where);
      const column = query.sort.field === 'total' ? transactions.total : transactions.created;
      const direction = query.sort.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(transactions)
        .where(where)
        .orderBy(direction(column), desc(transactions.id))
        .limit(query.limit)
        .offset(query.skip);
      const items = rows.length
        ? await db
            .select()
            .from(transactionItems)
            .where(
              inArray(
                transactionItems.transactionId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(transactionItems.name), asc(transactionItems.id))
        : [];
      return {
        total: count?.n ?? 0,
        rows: rows.map((row) => ({ ...row, items: items.filter((i) => i.transactionId === row.id) })),
      };
    },

    /** Whether any sale refers to the product. */
    async hasSalesOf(productLineId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: transactionItems.id })
        .from(transactionItems)
        .where(eq(transactionItems.productLineId, productLineId))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
