import { cellCountInput, REFILL_HISTORY_ROW_LIMIT, refillHistoryFilter } from '@kiosk/common/validation';
import { canReach, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireId } from '../../lib/ids.ts';
import { createHistoryRepository, type HistorySession } from './reconciliation.history.repository.ts';
import { buildHistory, VISIT_WINDOW_MS, type HistoryEntry, type HistoryLine } from './reconciliation.history.rules.ts';
import {
  countsOfVisit,
  reconcileCell,
  scaleUnits,
  type CellCount,
  type CellReconciliation,
} from './reconciliation.rules.ts';
import { cellProductOf } from '@kiosk/common/weighing';
import type { KiosksPort, ProductFacts, ProductsPort, RefillPeoplePort, StockPort } from './reconciliation.ports.ts';

/** A visit's line with its reconciliation: what the scales measured against what the person recorded. */
export type ReconciledLine = HistoryLine & { reconciliation: CellReconciliation };

/** A visit with its reconciled lines and how many cells differ. */
export type ReconciledEntry = Omit<HistoryEntry, 'lines'> & {
  userName: string | null;
  lines: ReconciledLine[];
  differences: number;
};

/** The phone asks for the caller's visits on a kiosk this far back. */
export const RECONCILIATION_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface RefillHistory {
  from: Date;
  to: Date;
  entries: ReconciledEntry[];
  products: Map<string, ProductFacts>;
  /** The period held more rows than one answer reads: narrow it. */
  truncated: boolean;
}

interface Deps {
  db: Db;
  kiosks: KiosksPort;
  products: ProductsPort;
  people: RefillPeoplePort;
  /** The kiosk's cells, for the product on the counted cell (the stock module). */
  stock: StockPort;
  now?: () => Date;
}

interface VisitQuery {
  from: Date;
  to: Date;
  orgId?: string | undefined;
  kioskIds?: readonly string[] | undefined;
  userIds?: readonly string[] | undefined;
}

/**
 * The per-person refill history (docs/field-operations.md "Refill history"): who refilled what, when, with
 * what differences between what the scales measured and what the person recorded. Read from the refill
 * sessions, who opened their doors (the commands module), the batches and the waste records.
 */
export function createHistoryService({ db, kiosks, products, people, stock, now = () => new Date() }: Deps) {
  const repository = createHistoryRepository(db);

  /** Each line reconciled: the session's weights by the product's unit weight against the person's counts. */
  async function reconcile(
    entries: (HistoryEntry & { userName: string | null })[],
    sessions: readonly HistorySession[],
    counts: readonly CellCount[],
    facts: Map<string, ProductFacts>,
  ): Promise<ReconciledEntry[]> {
    const weightsOf = new Map(sessions.map((session) => [`${session.kioskId}:${session.sessionId}`, session.cells]));
    const tolerances = new Map<string, number>();
    for (const kioskId of new Set(entries.filter((e) => e.kind === 'session').map((e) => e.kioskId)))
      tolerances.set(kioskId, await repository.kioskTolerance(kioskId));
    return entries.map((entry) => {
      const joined = countsOfVisit(entry, counts, VISIT_WINDOW_MS);
      const lines = [...entry.lines];
      for (const count of joined.values()) {
        if (lines.some((line) => line.cellId === count.cellId)) continue;
        const session = entry.kind === 'session';
        lines.push({
          cellId: count.cellId,
          productId: count.productId,
          measured: session ? 0 : null,
          measuredWeight: session ? 0 : null,
          recorded: null,
          wasted: 0,
          bestBefore: null,
        });
      }
      lines.sort((a, b) => a.cellId.localeCompare(b.cellId));
      const cells = entry.sessionId ? (weightsOf.get(`${entry.kioskId}:${entry.sessionId}`) ?? null) : null;
      const reconciled = lines.map((line) => {
        const count = joined.get(line.cellId);
        const productId = line.productId ?? count?.productId ?? null;
        const product = productId ? facts.get(productId) : undefined;
        // A session cell absent from the close report did not move: its weight stayed as it was, unknown here.
        const weights = cells?.find((cell) => cell.cellId === line.cellId) ?? null;
        const scale = scaleUnits(weights, cellProductOf(product), tolerances.get(entry.kioskId) ?? 0);
        return {
          ...line,
          productId,
          reconciliation: reconcileCell(scale, {
            found: count?.found ?? null,
            wasted: line.wasted,
            added: count?.added ?? null,
          }),
        };
      });
      return {
        ...entry,
        lines: reconciled,
        differences: reconciled.filter((line) => line.reconciliation.status === 'differ').length,
      };
    });
  }

  /** The visits of a period in a scope, newest first, reconciled. */
  async function visits(scope: Scope, input: VisitQuery): Promise<RefillHistory> {
    const query = {
      from: input.from,
      to: input.to,
      orgId: input.orgId,
      kioskIds: input.kioskIds,
      limit: REFILL_HISTORY_ROW_LIMIT,
    };
    // Records up to a visit window before `from` may belong to a session closing in the period.
    const recordsQuery = { ...query, from: new Date(input.from.getTime() - VISIT_WINDOW_MS) };
    const [sessions, recorded, waste, counts, photos] = await Promise.all([
      repository.sessions(scope, query),
      repository.recordedBatches(scope, recordsQuery),
      repository.waste(scope, recordsQuery),
      repository.counts(scope, recordsQuery),
      repository.photos(scope, recordsQuery),
    ]);
    const truncated = [sessions, recorded, waste, counts, photos].some(
      (rows) => rows.length > REFILL_HISTORY_ROW_LIMIT,
    );
    const shownSessions = sessions.slice(0, REFILL_HISTORY_ROW_LIMIT);
    const sessionKiosks = [...new Set(shownSessions.map((session) => session.kioskId))];
    const sessionIds = shownSessions.map((session) => session.sessionId);
    const [openers, sessionBatches] = await Promise.all([
      people.refillOpeners(sessionKiosks, sessionIds),
      repository.sessionBatches(sessionKiosks, sessionIds),
    ]);
    const records = [...recorded.slice(0, REFILL_HISTORY_ROW_LIMIT), ...waste.slice(0, REFILL_HISTORY_ROW_LIMIT)];
    const built = buildHistory({
      sessions: shownSessions,
      openers,
      sessionBatches,
      recorded: recorded.slice(0, REFILL_HISTORY_ROW_LIMIT),
      waste: waste.slice(0, REFILL_HISTORY_ROW_LIMIT),
      photos: photos.slice(0, REFILL_HISTORY_ROW_LIMIT),
      kiosks: await repository.kioskNames([...new Set([...records, ...photos].map((record) => record.kioskId))]),
    });
    const userIds = input.userIds?.length ? new Set(input.userIds) : null;
    // Console visits starting before `from` were read only to join sessions of the period.
    const entries = built.filter(
      (entry) =>
        entry.end.getTime() >= input.from.getTime() &&
        entry.end.getTime() < input.to.getTime() &&
        (!userIds || (entry.userId !== null && userIds.has(entry.userId))),
    );
    const names = await people.userNames([
      ...new Set(entries.flatMap((entry) => (entry.userId ? [entry.userId] : []))),
    ]);
    const productIds = new Set([
      ...entries.flatMap((entry) => entry.lines.flatMap((line) => (line.productId ? [line.productId] : []))),
      ...counts.flatMap((count) => (count.productId ? [count.productId] : [])),
    ]);
    const facts = await products.facts([...productIds]);
    return {
      from: input.from,
      to: input.to,
      entries: await reconcile(
        entries.map((entry) => ({
          ...entry,
          userName: entry.userId ? (names.get(entry.userId) ?? null) : null,
        })),
        shownSessions,
        counts.slice(0, REFILL_HISTORY_ROW_LIMIT),
        facts,
      ),
      products: facts,
      truncated,
    };
  }

  return {
    /** getRefillHistory: the caller's visits of a period, newest first. */
    async history(viewer: Viewer, filter: unknown): Promise<RefillHistory> {
      const input = parseInput(refillHistoryFilter, filter);
      if (input.orgId && !canReach(viewer.scope, input.orgId))
        throw new AppError('NOT_FOUND', { fields: { orgId: 'NOT_FOUND' } });
      for (const id of input.kioskIds ?? []) {
        if (!(await kiosks.findById(viewer.scope, id)))
          throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      }
      return visits(viewer.scope, {
        from: input.from,
        to: input.to,
        orgId: input.orgId ?? undefined,
        kioskIds: input.kioskIds ?? undefined,
        userIds: input.userIds ?? undefined,
      });
    },

    /**
     * getRefillReconciliation: the caller's latest visit on a kiosk they reach (a replenisher: an assigned
     * one) in the last RECONCILIATION_LOOKBACK_MS, reconciled; null when there is none.
     */
    async latestVisit(
      viewer: Viewer,
      kioskId: string,
    ): Promise<{ entry: ReconciledEntry | null; products: Map<string, ProductFacts> }> {
      const kiosk = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      const at = now();
      // The kiosk was reached above; the reads stay on it, the caller's own visits only.
      const kioskScope: Scope = { ...viewer.scope, all: false, orgIds: new Set([kiosk.orgId]) };
      const { entries, products: facts } = await visits(kioskScope, {
        from: new Date(at.getTime() - RECONCILIATION_LOOKBACK_MS),
        to: new Date(at.getTime() + VISIT_WINDOW_MS),
        kioskIds: [kiosk.id],
        userIds: [viewer.userId],
      });
      return { entry: entries[0] ?? null, products: facts };
    },

    /** recordCellCount: what the caller counted on a cell of a kiosk they reach (kept for reconciliation). */
    async recordCount(viewer: Viewer, kioskId: string, data: unknown): Promise<boolean> {
      const kiosk = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      const input = parseInput(cellCountInput(now), data);
      const cell = (await stock.cellsOf([kiosk.id])).find((c) => c.cellId === input.cellId);
      if (!cell)
        throw new AppError('BAD_USER_INPUT', {
          message: 'The kiosk has no such cell',
          fields: { cellId: 'BAD_USER_INPUT' },
        });
      await repository.insertCount({
        kioskId: kiosk.id,
        orgId: kiosk.orgId,
        cellId: cell.cellId,
        productId: cell.productId,
        found: input.found ?? null,
        added: input.added ?? null,
        createdBy: viewer.userId,
        countedAt: input.countedAt ?? now(),
      });
      return true;
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
