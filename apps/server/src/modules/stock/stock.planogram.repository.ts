import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { kioskCells } from '../../db/schema/stock.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { kiosks } from '../../db/schema/kiosks.ts';
import { AppError } from '../../lib/errors.ts';

/** A kiosk's row (the kiosks module's table, read in the same statements as its cells: eslint.config.js sharedTables). */
export type KioskRow = typeof kiosks.$inferSelect;
export type CellRow = typeof kioskCells.$inferSelect;
export type NewCellRow = typeof kioskCells.$inferInsert;

/** A kiosk × product row of the almost-empty list. */
export interface StockRow {
  kioskId: string;
  kioskName: string;
  orgId: string;
  productId: string;
  amount: number;
  max: number;
}

export interface StockQuery {
  /** Kiosks owned by this organization only (the dashboard's chosen one). */
  orgId?: string | undefined;
  kioskId?: string | undefined;
  productIds?: readonly string[] | undefined;
  sortField: 'amount' | 'max' | 'kioskName';
  sortOrder: 'asc' | 'desc';
  skip: number;
  limit: number;
}

function kioskInScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(kiosks.orgId, ids) : sql`false`;
}

/** A write that hit the unique planogram position of the kiosk: the spec's error. */
async function uniquePosition<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('PLANOGRAM_POSITION_IN_USE', {
        fields: { planogramPosition: 'PLANOGRAM_POSITION_IN_USE' },
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * Load cells of kiosks (planogram and stock). Built on the database or on a transaction (`tx`), so a
 * save and what must commit with it share one unit of work.
 */
export function createPlanogramRepository(db: Db) {
  const amount = sql<number>`sum(${kioskCells.count})::int`;
  const max = sql<number>`sum(${kioskCells.maxQty})::int`;

  return {
    /** The kiosk's cells; `lock` holds them until the transaction ends (saves and corrections). */
    async cellsOf(kioskId: string, lock = false): Promise<CellRow[]> {
      const query = db.select().from(kioskCells).where(eq(kioskCells.kioskId, kioskId));
      return lock ? query.for('update') : query;
    },

    /** `lock`: for this transaction, in kiosk and cell order (two such locks never wait on each other crosswise). */
    async cellsOfKiosks(kioskIds: readonly string[], lock = false): Promise<CellRow[]> {
      if (!kioskIds.length) return [];
      const query = db
        .select()
        .from(kioskCells)
        .where(inArray(kioskCells.kioskId, [...kioskIds]));
      return lock ? query.orderBy(asc(kioskCells.kioskId), asc(kioskCells.id)).for('update') : query;
    },

    async insertCells(rows: NewCellRow[]): Promise<void> {
      if (!rows.length) return;
      await uniquePosition(() => db.insert(kioskCells).values(rows));
    },

    async updateCell(id: string, patch: Partial<NewCellRow>): Promise<void> {
      await uniquePosition(() =>
        db
          .update(kioskCells)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(kioskCells.id, id)),
      );
    },

    /** Several cells' counts in one statement (one jsonb parameter, any number). */
    async setCounts(rows: readonly { id: string; count: number }[]): Promise<void> {
      if (!rows.length) return;
      await db.execute(sql`UPDATE ${kioskCells} SET count = r.count, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id uuid, count integer)
        WHERE ${kioskCells.id} = r.id`);
    },

    async deleteCells(ids: readonly string[]): Promise<void> {
      if (ids.length) await db.delete(kioskCells).where(inArray(kioskCells.id, [...ids]));
    },

    /** Kiosks (in scope) holding the product on any cell, by name. */
    async kiosksHolding(
      scope: Scope,
      productId: string,
    ): Promise<{ id: string; name: string; orgId: string; serialNumber: string }[]> {
      return db
        .selectDistinct({ id: kiosks.id, name: kiosks.name, orgId: kiosks.orgId, serialNumber: kiosks.serialNumber })
        .from(kioskCells)
        .innerJoin(kiosks, eq(kiosks.id, kioskCells.kioskId))
        .where(and(eq(kioskCells.productId, productId), kioskInScope(scope)))
        .orderBy(asc(kiosks.name), asc(kiosks.id));
    },

    /** Stock per kiosk and product (in scope): units now and the sum of the cells' max quantities. */
    async stock(scope: Scope, query: StockQuery): Promise<{ rows: StockRow[]; total: number }> {
      if (query.productIds?.length === 0) return { rows: [], total: 0 };
      const where = and(
        sql`${kioskCells.productId} IS NOT NULL`,
        kioskInScope(scope),
        query.orgId ? eq(kiosks.orgId, query.orgId) : undefined,
        query.kioskId ? eq(kioskCells.kioskId, query.kioskId) : undefined,
        query.productIds ? inArray(kioskCells.productId, [...query.productIds]) : undefined,
      );
      const column = { amount, max, kioskName: sql`lower(${kiosks.name})` }[query.sortField];
      const rows = await db
        .select({
          kioskId: kioskCells.kioskId,
          kioskName: kiosks.name,
          orgId: kiosks.orgId,
          productId: sql<string>`${kioskCells.productId}`,
          amount,
          max,
        })
        .from(kioskCells)
        .innerJoin(kiosks, eq(kiosks.id, kioskCells.kioskId))
        .where(where)
        .groupBy(kioskCells.kioskId, kiosks.name, kiosks.orgId, kioskCells.productId)
        .orderBy(
          query.sortOrder === 'desc' ? desc(column) : asc(column),
          asc(kioskCells.kioskId),
          asc(kioskCells.productId),
        )
        .limit(query.limit)
        .offset(query.skip);
      const [count] = await db
        .select({ n: sql<number>`count(DISTINCT (${kioskCells.kioskId}, ${kioskCells.productId}))::int` })
        .from(kioskCells)
        .innerJoin(kiosks, eq(kiosks.id, kioskCells.kioskId))
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },
  };
}

export type PlanogramRepository = ReturnType<typeof createPlanogramRepository>;
