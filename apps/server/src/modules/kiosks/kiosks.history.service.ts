import { REFILL_HISTORY_ROW_LIMIT, refillHistoryFilter } from '@kiosk/common/validation';
import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { createHistoryRepository } from './kiosks.history.repository.ts';
import { buildHistory, VISIT_WINDOW_MS, type HistoryEntry } from './kiosks.history.rules.ts';
import type { ProductFacts } from './kiosks.planogram.rules.ts';
import type { ProductsPort } from './kiosks.planogram.service.ts';
import type { RefillPeoplePort } from './kiosks.ports.ts';
import type { KiosksRepository } from './kiosks.repository.ts';

export interface RefillHistory {
  from: Date;
  to: Date;
  entries: (HistoryEntry & { userName: string | null })[];
  products: Map<string, ProductFacts>;
  /** The period held more rows than one answer reads: narrow it. */
  truncated: boolean;
}

interface Deps {
  db: Db;
  kiosks: Pick<KiosksRepository, 'findById'>;
  products: Pick<ProductsPort, 'facts'>;
  people: RefillPeoplePort;
}

/**
 * The per-person refill history (docs/field-operations.md "Refill history"): who refilled what, when, with
 * what differences between what the scales measured and what the person recorded. Read from the refill
 * sessions, who opened their doors (the commands module), the batches and the waste records.
 */
export function createHistoryService({ db, kiosks, products, people }: Deps) {
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
      const repository = createHistoryRepository(db);
      const query = {
        from: input.from,
        to: input.to,
        orgId: input.orgId ?? undefined,
        kioskIds: input.kioskIds ?? undefined,
        limit: REFILL_HISTORY_ROW_LIMIT,
      };
      // Records up to a visit window before `from` may belong to a session closing in the period.
      const recordsQuery = { ...query, from: new Date(input.from.getTime() - VISIT_WINDOW_MS) };
      const [sessions, recorded, waste, photos] = await Promise.all([
        repository.sessions(viewer.scope, query),
        repository.recordedBatches(viewer.scope, recordsQuery),
        repository.waste(viewer.scope, recordsQuery),
        repository.photos(viewer.scope, recordsQuery),
      ]);
      const truncated = [sessions, recorded, waste, photos].some((rows) => rows.length > REFILL_HISTORY_ROW_LIMIT);
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
      const productIds = new Set(
        entries.flatMap((entry) => entry.lines.flatMap((line) => (line.productId ? [line.productId] : []))),
      );
      return {
        from: input.from,
        to: input.to,
        entries: entries.map((entry) => ({
          ...entry,
          userName: entry.userId ? (names.get(entry.userId) ?? null) : null,
        })),
        products: await products.facts([...productIds]),
        truncated,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
