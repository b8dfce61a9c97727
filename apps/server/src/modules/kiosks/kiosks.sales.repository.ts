import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
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

    /** The kiosk's controller tolerance in percent (spec §9: default 0). */
    async kioskTolerance(kioskId: string): Promise<number> {
      const [row] = await db.select({ controller: kiosks.controller }).from(kiosks).where(eq(kiosks.id, kioskId));
      const tolerance = row?.controller.tolerance;
      return typeof tolerance === 'number' && tolerance >= 0 ? tolerance : 0;
    },

    /** Sessions closed since an instant, oldest first (the sweep's candidates). */
    async closedSince(since: Date, limit: number) {
      return db
        .select({ kioskId: kioskSessions.kioskId, orgId: kioskSessions.orgId, sessionId: kioskSessions.sessionId })
        .from(kioskSessions)
        .where(and(isNotNull(kioskSessions.closedAt), gte(kioskSessions.closedAt, since)))
        .orderBy(asc(kioskSessions.closedAt))
        .limit(limit);
    },
  };
}
