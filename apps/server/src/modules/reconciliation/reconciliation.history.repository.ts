import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { WasteReason } from '@kiosk/common/validation';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { kioskCellCounts, kioskShelfPhotos } from '../../db/schema/reconciliation.ts';
import { kioskCellBatches, kioskCells, kioskWaste } from '../../db/schema/stock.ts';
import { kiosks, kioskSessions } from '../../db/schema/kiosks.ts';
import type { CellCount } from './reconciliation.rules.ts';

/** What the refill history selects (all within the caller's scope). */
export interface HistoryQuery {
  from: Date;
  to: Date;
  orgId?: string | undefined;
  kioskIds?: readonly string[] | undefined;
  /** Most rows read per kind; one more tells the caller the period held more. */
  limit: number;
}

export interface HistorySession {
  kioskId: string;
  kioskName: string;
  orgId: string;
  sessionId: string;
  mode: string | null;
  openedAt: Date | null;
  closedAt: Date;
  cells: { cellId: string; weightBefore: number; weightAfter: number }[];
}

/** Units a batch put on a cell: by a refill session (scale-measured) or a person in the console (recorded). */
export interface HistoryBatch {
  kioskId: string;
  cellId: string;
  productId: string;
  added: number;
  bestBefore: string | null;
  source: string;
  sessionId: string | null;
  createdBy: string | null;
  at: Date;
}

export interface HistoryWaste {
  kioskId: string;
  kioskName: string;
  orgId: string;
  cellId: string;
  productId: string;
  units: number;
  reason: WasteReason;
  createdBy: string | null;
  at: Date;
}

/** A photo of the shelves a person took at a kiosk (ADR 0026). */
export interface HistoryPhoto {
  id: string;
  kioskId: string;
  storageKey: string;
  thumbnailKey: string;
  takenAt: Date | null;
  createdBy: string | null;
  at: Date;
}

const inScope = (scope: Scope, column: typeof kiosks.orgId): SQL | undefined => {
  const orgIds = scopeFilter(scope);
  return orgIds === null ? undefined : orgIds.length ? inArray(column, orgIds) : sql`false`;
};

/**
 * Reads of the per-person refill history (docs/field-operations.md): refill sessions, batches, waste, counts and
 * shelf photos, each scoped by its kiosk's organization and bounded by the period in one statement. A read model
 * (eslint.config.js `readModels`): the sessions and kiosks are the kiosks module's tables, the batches, cells and
 * waste the stock module's; it writes only this module's counts.
 */
export function createHistoryRepository(db: Db) {
  const kioskWhere = (scope: Scope, query: HistoryQuery) => [
    inScope(scope, kiosks.orgId),
    query.orgId ? eq(kiosks.orgId, query.orgId) : undefined,
    query.kioskIds?.length ? inArray(kiosks.id, [...query.kioskIds]) : undefined,
  ];
  return {
    /** The kiosk's controller tolerance in percent (0 when unset): the weighing rule's fallback (device contract §4). */
    async kioskTolerance(kioskId: string): Promise<number> {
      const [row] = await db.select({ controller: kiosks.controller }).from(kiosks).where(eq(kiosks.id, kioskId));
      const tolerance = row?.controller.tolerance;
      return typeof tolerance === 'number' && tolerance >= 0 ? tolerance : 0;
    },

    /** Refill sessions closed in [from, to), oldest first. */
    async sessions(scope: Scope, query: HistoryQuery): Promise<HistorySession[]> {
      const rows = await db
        .select({
          kioskId: kioskSessions.kioskId,
          kioskName: kiosks.name,
          orgId: kiosks.orgId,
          sessionId: kioskSessions.sessionId,
          mode: kioskSessions.mode,
          openedAt: kioskSessions.openedAt,
          closedAt: kioskSessions.closedAt,
          cells: kioskSessions.cells,
        })
        .from(kioskSessions)
        .innerJoin(kiosks, eq(kiosks.id, kioskSessions.kioskId))
        .where(
          and(
            eq(kioskSessions.kind, 'refill'),
            isNotNull(kioskSessions.closedAt),
            gte(kioskSessions.closedAt, query.from),
            lt(kioskSessions.closedAt, query.to),
            ...kioskWhere(scope, query),
          ),
        )
        .orderBy(asc(kioskSessions.closedAt), asc(kioskSessions.id))
        .limit(query.limit + 1);
      return rows.map((row) => ({ ...row, closedAt: row.closedAt ?? query.to, cells: row.cells ?? [] }));
    },

    /** The batches the given refill sessions weighed in on these kiosks. */
    async sessionBatches(kioskIds: readonly string[], sessionIds: readonly string[]): Promise<HistoryBatch[]> {
      if (!kioskIds.length || !sessionIds.length) return [];
      return this.batches([
        inArray(kioskCellBatches.kioskId, [...kioskIds]),
        eq(kioskCellBatches.source, 'session'),
        inArray(kioskCellBatches.sessionId, [...sessionIds]),
      ]);
    },

    /** Units people put on cells in the console (entries and upward corrections) in [from, to), oldest first. */
    async recordedBatches(scope: Scope, query: HistoryQuery): Promise<HistoryBatch[]> {
      return this.batches(
        [
          inArray(kioskCellBatches.source, ['entry', 'correction']),
          isNotNull(kioskCellBatches.createdBy),
          gte(kioskCellBatches.createdAt, query.from),
          lt(kioskCellBatches.createdAt, query.to),
          ...kioskWhere(scope, query),
        ],
        query.limit + 1,
      );
    },

    async batches(where: (SQL | undefined)[], limit?: number): Promise<HistoryBatch[]> {
      const select = db
        .select({
          kioskId: kioskCellBatches.kioskId,
          cellId: kioskCells.cellId,
          productId: kioskCellBatches.productId,
          added: kioskCellBatches.added,
          bestBefore: kioskCellBatches.bestBefore,
          source: kioskCellBatches.source,
          sessionId: kioskCellBatches.sessionId,
          createdBy: kioskCellBatches.createdBy,
          at: kioskCellBatches.createdAt,
        })
        .from(kioskCellBatches)
        .innerJoin(kioskCells, eq(kioskCells.id, kioskCellBatches.cellRowId))
        .innerJoin(kiosks, eq(kiosks.id, kioskCellBatches.kioskId))
        .where(and(...where))
        .orderBy(asc(kioskCellBatches.createdAt), asc(kioskCellBatches.id));
      return limit === undefined ? select : select.limit(limit);
    },

    /** Waste people recorded in [from, to), oldest first. */
    async waste(scope: Scope, query: HistoryQuery): Promise<HistoryWaste[]> {
      return db
        .select({
          kioskId: kioskWaste.kioskId,
          kioskName: kiosks.name,
          orgId: kiosks.orgId,
          cellId: kioskWaste.cellId,
          productId: kioskWaste.productId,
          units: kioskWaste.units,
          reason: kioskWaste.reason,
          createdBy: kioskWaste.createdBy,
          at: kioskWaste.createdAt,
        })
        .from(kioskWaste)
        .innerJoin(kiosks, eq(kiosks.id, kioskWaste.kioskId))
        .where(
          and(
            isNotNull(kioskWaste.createdBy),
            gte(kioskWaste.createdAt, query.from),
            lt(kioskWaste.createdAt, query.to),
            ...kioskWhere(scope, query),
          ),
        )
        .orderBy(asc(kioskWaste.createdAt), asc(kioskWaste.id))
        .limit(query.limit + 1);
    },

    /** Counts people made in [from, to) by the phone's time, oldest first (reconciliation). */
    async counts(scope: Scope, query: HistoryQuery): Promise<CellCount[]> {
      return db
        .select({
          kioskId: kioskCellCounts.kioskId,
          cellId: kioskCellCounts.cellId,
          productId: kioskCellCounts.productId,
          found: kioskCellCounts.found,
          added: kioskCellCounts.added,
          createdBy: kioskCellCounts.createdBy,
          countedAt: kioskCellCounts.countedAt,
        })
        .from(kioskCellCounts)
        .innerJoin(kiosks, eq(kiosks.id, kioskCellCounts.kioskId))
        .where(
          and(
            isNotNull(kioskCellCounts.createdBy),
            gte(kioskCellCounts.countedAt, query.from),
            lt(kioskCellCounts.countedAt, query.to),
            ...kioskWhere(scope, query),
          ),
        )
        .orderBy(asc(kioskCellCounts.countedAt), asc(kioskCellCounts.id))
        .limit(query.limit + 1);
    },

    /** Stores a person's count of a cell. */
    async insertCount(row: typeof kioskCellCounts.$inferInsert): Promise<void> {
      await db.insert(kioskCellCounts).values(row);
    },

    /** Shelf photos people sent in [from, to), oldest first (ADR 0026). */
    async photos(scope: Scope, query: HistoryQuery): Promise<HistoryPhoto[]> {
      return db
        .select({
          id: kioskShelfPhotos.id,
          kioskId: kioskShelfPhotos.kioskId,
          storageKey: kioskShelfPhotos.storageKey,
          thumbnailKey: kioskShelfPhotos.thumbnailKey,
          takenAt: kioskShelfPhotos.takenAt,
          createdBy: kioskShelfPhotos.createdBy,
          at: kioskShelfPhotos.createdAt,
        })
        .from(kioskShelfPhotos)
        .innerJoin(kiosks, eq(kiosks.id, kioskShelfPhotos.kioskId))
        .where(
          and(
            isNotNull(kioskShelfPhotos.createdBy),
            gte(kioskShelfPhotos.createdAt, query.from),
            lt(kioskShelfPhotos.createdAt, query.to),
            ...kioskWhere(scope, query),
          ),
        )
        .orderBy(asc(kioskShelfPhotos.createdAt), asc(kioskShelfPhotos.id))
        .limit(query.limit + 1);
    },

    /** Names and organizations of kiosks (for console records outside a session). */
    async kioskNames(kioskIds: readonly string[]): Promise<Map<string, { name: string; orgId: string }>> {
      if (!kioskIds.length) return new Map();
      const rows = await db
        .select({ id: kiosks.id, name: kiosks.name, orgId: kiosks.orgId })
        .from(kiosks)
        .where(inArray(kiosks.id, [...kioskIds]));
      return new Map(rows.map((row) => [row.id, { name: row.name, orgId: row.orgId }]));
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
