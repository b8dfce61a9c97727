import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/exports.ts';

export type ExportRow = typeof dataExports.$inferSelect;
export type NewExportRow = typeof dataExports.$inferInsert;

/** Exports belong to the user who asked for them; every read here is by owner or by id for the job. */
export function createExportsRepository(db: Db) {
  return {
    async insert(row: NewExportRow): Promise<ExportRow> {
      const [created] = await db.insert(dataExports).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async findById(id: string): Promise<ExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    async findOwned(id: string, userId: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row;
    },

    async update(id: string, patch: Partial<NewExportRow>): Promise<void> {
      await db.update(dataExports).set(patch).where(eq(dataExports.id, id));
    },

    /** Up to `limit` exports asked for before `cutoff` that no job works on any more (done or failed). */
    async expired(cutoff: Date, limit: number): Promise<Pick<ExportRow, 'id' | 'storageKey'>[]> {
      return db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(and(lt(dataExports.createdAt, cutoff), inArray(dataExports.status, ['done', 'failed'])))
        .orderBy(dataExports.createdAt)
        .limit(limit);
    },

    async deleteByIds(ids: readonly string[]): Promise<void> {
      if (ids.length) await db.delete(dataExports).where(inArray(dataExports.id, [...ids]));
    },

    async listOwned(userId: string, page: number, pageSize: number): Promise<{ total: number; rows: ExportRow[] }> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dataExports)
        .where(eq(dataExports.userId, userId));
      const rows = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(pageSize)
        .offset(page * pageSize);
      return { total: count?.n ?? 0, rows };
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
