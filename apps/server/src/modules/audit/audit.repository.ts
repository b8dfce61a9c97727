import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditChanges, auditEntries } from '../../db/schema/audit.ts';
import { scopeFilter, type Scope } from '../../auth/scope.ts';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type AuditChangeRow = typeof auditChanges.$inferSelect;

export interface AuditQuery {
  userId?: string | undefined;
  objectType?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Entries the scope may read: root all; an admin those of the organizations they reach. */
function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(auditEntries.orgId, ids) : sql`false`;
}

function conditions(scope: Scope, query: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [inScope(scope)];
  if (query.userId) parts.push(eq(auditEntries.userId, query.userId));
  if (query.objectType) {
    // The entry's object or any row it changed.
    parts.push(
      sql`(${auditEntries.objectType} = ${query.objectType} OR EXISTS (SELECT 1 FROM ${auditChanges}
        WHERE ${auditChanges.entryId} = ${auditEntries.id} AND ${auditChanges.tableName} = ${query.objectType}))`,
    );
  }
  if (query.from) parts.push(gte(auditEntries.at, query.from));
  if (query.to) parts.push(lt(auditEntries.at, query.to));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    parts.push(
      sql`(${auditEntries.operation} ILIKE ${pattern} OR ${auditEntries.objectId} ILIKE ${pattern}
        OR ${auditEntries.actorEmail} ILIKE ${pattern} OR ${auditEntries.args}::text ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM ${auditChanges} WHERE ${auditChanges.entryId} = ${auditEntries.id}
          AND (${auditChanges.before}::text ILIKE ${pattern} OR ${auditChanges.after}::text ILIKE ${pattern})))`,
    );
  }
  return and(...parts);
}

/** The audit log's reads (the writes are the GraphQL layer's and the triggers', ADR 0012). */
export function createAuditRepository(db: Db) {
  return {
    async grid(
      scope: Scope,
      query: AuditQuery,
      window: { offset: number; limit: number },
    ): Promise<{ total: number; rows: AuditEntryRow[] }> {
      const where = conditions(scope, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(auditEntries).where(where),
      ]);
      return { total: total?.n ?? 0, rows };
    },

    /** Pages of the filtered entries, for the export (keyset on at, id). */
    async *each(scope: Scope, query: AuditQuery, pageSize = 500): AsyncGenerator<AuditEntryRow> {
      let after: { at: Date; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(auditEntries)
          .where(
            and(
              conditions(scope, query),
              after ? sql`(${auditEntries.at}, ${auditEntries.id}) < (${after.at}, ${after.id})` : undefined,
            ),
          )
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(pageSize);
        for (const row of rows) yield row;
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = { at: last.at, id: last.id };
      }
    },

    async changesOf(entryIds: readonly string[]): Promise<AuditChangeRow[]> {
      if (entryIds.length === 0) return [];
      return db
        .select()
        .from(auditChanges)
        .where(inArray(auditChanges.entryId, [...entryIds]))
        .orderBy(asc(auditChanges.id));
    },

    async objectTypes(scope: Scope): Promise<string[]> {
      const rows = await db
        .selectDistinct({ objectType: auditEntries.objectType })
        .from(auditEntries)
        .where(and(inScope(scope), isNotNull(auditEntries.objectType)))
        .orderBy(asc(auditEntries.objectType));
      return rows.map((row) => row.objectType as string);
    },

    async actors(scope: Scope): Promise<{ userId: string; email: string | null }[]> {
      const rows = await db
        .selectDistinctOn([auditEntries.userId], { userId: auditEntries.userId, email: auditEntries.actorEmail })
        .from(auditEntries)
        .where(and(inScope(scope), isNotNull(auditEntries.userId)))
        .orderBy(asc(auditEntries.userId), desc(auditEntries.at))
        .limit(500);
      return rows.map((row) => ({ userId: row.userId as string, email: row.email }));
    },

    /** Attaches the audit trigger to tables that lack it (tables of later migrations); idempotent. */
    async attachTriggers(): Promise<number> {
      const result = (await db.execute(sql`SELECT audit_attach_all() AS attached`)) as unknown as {
        rows: { attached: number }[];
      };
      return Number(result.rows[0]?.attached ?? 0);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
