import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { kiosks, type KioskLocation } from '../../db/schema/kiosks.ts';

/** Which kiosks an inventory export, order list or pack list covers (all within the caller's scope). */
export interface KioskSelection {
  kioskIds?: readonly string[];
  orgId?: string;
  tag?: string;
}

/** A kiosk as the exports print it, with its keyset position (lower-case name, id). */
export interface ExportKiosk {
  id: string;
  orgId: string;
  name: string;
  serialNumber: string;
  location: KioskLocation;
  sortKey: string;
}

/**
 * The kiosks the exports cover (the kiosks module's table, read with the caller's scope and selection in one
 * statement: eslint.config.js sharedTables): keyset pages of kiosks by name; their cells come from the stock
 * module (the `stock` port).
 */
export function createExportKiosksRepository(db: Db) {
  function where(scope: Scope, selection: KioskSelection): SQL | undefined {
    const orgIds = scopeFilter(scope);
    return and(
      orgIds === null ? undefined : orgIds.length ? inArray(kiosks.orgId, orgIds) : sql`false`,
      selection.kioskIds ? inArray(kiosks.id, [...selection.kioskIds]) : undefined,
      selection.orgId ? eq(kiosks.orgId, selection.orgId) : undefined,
      selection.tag ? sql`${kiosks.tags} @> ARRAY[${selection.tag}]::text[]` : undefined,
    );
  }

  return {
    /** Ids among `ids` of kiosks in the scope. */
    async idsInScope(scope: Scope, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: kiosks.id })
        .from(kiosks)
        .where(where(scope, { kioskIds: ids }));
      return new Set(rows.map((r) => r.id));
    },

    /** The next page of selected kiosks by name (then id), after the given keyset position. */
    async kioskPage(
      scope: Scope,
      selection: KioskSelection,
      after: { sortKey: string; id: string } | undefined,
      limit: number,
    ): Promise<ExportKiosk[]> {
      const sortKey = sql<string>`lower(${kiosks.name})`;
      return db
        .select({
          id: kiosks.id,
          orgId: kiosks.orgId,
          name: kiosks.name,
          serialNumber: kiosks.serialNumber,
          location: kiosks.location,
          sortKey,
        })
        .from(kiosks)
        .where(
          and(
            where(scope, selection),
            after ? sql`(${sortKey}, ${kiosks.id}) > (${after.sortKey}, ${after.id})` : undefined,
          ),
        )
        .orderBy(sortKey, asc(kiosks.id))
        .limit(limit);
    },
  };
}

export type ExportKiosksRepository = ReturnType<typeof createExportKiosksRepository>;

/** A kiosk's row (the kiosks module's table), as the kiosks port answers it. */
export type KioskRow = typeof kiosks.$inferSelect;
