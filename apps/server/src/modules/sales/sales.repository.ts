import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kiosks, kioskSessions } from '../../db/schema/kiosks.ts';

export type SessionRow = typeof kioskSessions.$inferSelect;
/** A session ready to derive, with its row version and its kiosk's tolerance (`ready`). */
export type ReadySession = SessionRow & { version: string; tolerance: number };

/** A PostgreSQL array literal of these texts (one parameter however many). */
const arrayOf = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

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
     * These sessions that are ready to derive (opened, closed, cells weighed), in kiosk and session order,
     * each with its row version (`lockUnchanged`) and its kiosk's controller tolerance in percent (spec §9:
     * default 0): one statement, the keys as array parameters, one probe of the (kiosk, session) index per key
     * (`OFFSET 0` keeps the lateral read per key: as a plain join, a young table's statistics chose a full
     * scan of the sessions, docs/performance.md "Sixth round").
     */
    async ready(keys: readonly { kioskId: string; sessionId: string }[]): Promise<ReadySession[]> {
      if (!keys.length) return [];
      const { rows } = (await db.execute(sql`
        SELECT s.*, CASE WHEN jsonb_typeof(k.controller -> 'tolerance') = 'number'
          THEN (k.controller ->> 'tolerance')::float8 END AS tolerance
        FROM unnest(${arrayOf(keys.map((key) => key.kioskId))}::uuid[],
               ${arrayOf(keys.map((key) => key.sessionId))}::text[]) AS v(kiosk_id, session_id)
        CROSS JOIN LATERAL (
          SELECT s.*, s.xmin::text AS version FROM ${kioskSessions} s
          WHERE s.kiosk_id = v.kiosk_id AND s.session_id = v.session_id
            AND s.opened_at IS NOT NULL AND s.closed_at IS NOT NULL AND s.cells IS NOT NULL
          OFFSET 0
        ) s
        JOIN ${kiosks} k ON k.id = s.kiosk_id
        ORDER BY s.kiosk_id, s.session_id`)) as unknown as { rows: Record<string, unknown>[] };
      const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
      const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));
      return rows.map((row) => {
        const tolerance = row.tolerance === null ? 0 : Number(row.tolerance);
        return {
          id: row.id as string,
          kioskId: row.kiosk_id as string,
          orgId: row.org_id as string,
          sessionId: row.session_id as string,
          kind: row.kind as SessionRow['kind'],
          mode: (row.mode as string | null) ?? null,
          technician: row.technician as boolean,
          card: json(row.card),
          openedAt: at(row.opened_at),
          closedAt: at(row.closed_at),
          cells: json(row.cells),
          paymentStatus: (row.payment_status as SessionRow['paymentStatus']) ?? null,
          payment: json(row.payment),
          createdAt: at(row.created_at) as Date,
          updatedAt: at(row.updated_at) as Date,
          version: row.version as string,
          tolerance: tolerance >= 0 ? tolerance : 0,
        };
      });
    },

    /**
     * In the derivation's transaction: locks these sessions (in kiosk and session order) where unchanged
     * since `ready` read them, skipping those another transaction holds (the ingest writing them); answers
     * the ids locked. A session left out is derived by a later run (its writer's commit asks again).
     */
    async lockUnchanged(sessions: readonly ReadySession[]): Promise<Set<string>> {
      if (!sessions.length) return new Set();
      const { rows } = (await db.execute(sql`
        SELECT s.id FROM unnest(${arrayOf(sessions.map((session) => session.id))}::uuid[],
               ${arrayOf(sessions.map((session) => session.version))}::text[]) AS v(id, version)
        JOIN ${kioskSessions} s ON s.id = v.id
        WHERE s.id = ANY(${arrayOf(sessions.map((session) => session.id))}::uuid[]) AND s.xmin::text = v.version
        ORDER BY s.kiosk_id, s.session_id
        FOR UPDATE OF s SKIP LOCKED`)) as unknown as { rows: { id: string }[] };
      return new Set(rows.map((row) => row.id));
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
