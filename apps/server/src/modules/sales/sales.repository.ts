import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kiosks, kioskSessions } from '../../db/schema/kiosks.ts';

export type SessionRow = typeof kioskSessions.$inferSelect;

/** Closed sessions and the kiosk facts the sales derivation reads. Built on the database or on a transaction. */
export function createSalesSessionsRepository(db: Db) {
  return {
    /** The kiosk's session; `lock`: for this transaction (derivations of one session run one at a time). */
    async session(kioskId: string, sessionId: string, lock = false): Promise<SessionRow | undefined> {
      const query = db
        .select()
        .from(kioskSessions)
        .where(and(eq(kioskSessions.kioskId, kioskId), eq(kioskSessions.sessionId, sessionId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * These sessions (kiosk and device session id), in kiosk and session order; `lock`: for this transaction,
     * skipping those another transaction holds (the ingest writing them: their commit asks again).
     */
    async sessions(keys: readonly { kioskId: string; sessionId: string }[], lock = false): Promise<SessionRow[]> {
      if (!keys.length) return [];
      const pairs = sql.join(
        keys.map((key) => sql`(${key.kioskId}::uuid, ${key.sessionId}::text)`),
        sql`, `,
      );
      const query = db
        .select()
        .from(kioskSessions)
        .where(
          and(
            // The two lists let the planner take the (kiosk, session) index; the pairs keep the exact keys.
            inArray(kioskSessions.kioskId, [...new Set(keys.map((key) => key.kioskId))]),
            inArray(kioskSessions.sessionId, [...new Set(keys.map((key) => key.sessionId))]),
            sql`(${kioskSessions.kioskId}, ${kioskSessions.sessionId}) in (${pairs})`,
          ),
        )
        .orderBy(asc(kioskSessions.kioskId), asc(kioskSessions.sessionId));
      return lock ? query.for('update', { skipLocked: true }) : query;
    },

    /** Each kiosk's controller tolerance in percent (spec §9: default 0). */
    async kioskTolerances(kioskIds: readonly string[]): Promise<Map<string, number>> {
      if (!kioskIds.length) return new Map();
      const rows = await db
        .select({ id: kiosks.id, controller: kiosks.controller })
        .from(kiosks)
        .where(inArray(kiosks.id, [...kioskIds]));
      return new Map(
        rows.map((row) => {
          const tolerance = row.controller.tolerance;
          return [row.id, typeof tolerance === 'number' && tolerance >= 0 ? tolerance : 0];
        }),
      );
    },

    /** The kiosk's controller tolerance in percent (spec §9: default 0). */
    async kioskTolerance(kioskId: string): Promise<number> {
      const [row] = await db.select({ controller: kiosks.controller }).from(kiosks).where(eq(kiosks.id, kioskId));
      const tolerance = row?.controller.tolerance;
      return typeof tolerance === 'number' && tolerance >= 0 ? tolerance : 0;
    },

    /**
     * Sessions closed since an instant, oldest first, a page after `after` (the last row of the page before:
     * keyset on closed_at and id, so a page never skips or repeats a session).
     */
    async closedSince(since: Date, limit: number, after?: { closedAt: Date; id: string }) {
      return db
        .select({
          id: kioskSessions.id,
          kioskId: kioskSessions.kioskId,
          orgId: kioskSessions.orgId,
          sessionId: kioskSessions.sessionId,
          closedAt: kioskSessions.closedAt,
          paymentStatus: kioskSessions.paymentStatus,
        })
        .from(kioskSessions)
        .where(
          and(
            isNotNull(kioskSessions.closedAt),
            gte(kioskSessions.closedAt, since),
            after
              ? sql`(${kioskSessions.closedAt}, ${kioskSessions.id}) > (${after.closedAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(kioskSessions.closedAt), asc(kioskSessions.id))
        .limit(limit);
    },
  };
}
