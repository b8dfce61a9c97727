import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { recordSetOf } from '../../db/record-set.ts';
import { kioskActivities, kioskSessions, kioskTemperatures, kiosks } from '../../db/schema/kiosks.ts';
import { PredecessorFailedError } from '../../mqtt/gateway.ts';
import { openedSessionKeysOf, planActivities, planWrites } from './ingest.plan.ts';
import type { KioskRef } from './ingest.ports.ts';
import type {
  ActivityRow,
  KioskState,
  KioskUpdate,
  LiveWrite,
  LiveWriteResult,
  ReadingRow,
  SessionKey,
  SessionUpsert,
} from './ingest.types.ts';

export type { DerivedWrite, LiveWrite, LiveWriteResult } from './ingest.types.ts';

/**
 * The ingest's writes: what kiosks report, written in set-based batches (one transaction, a fixed number
 * of statements per batch; docs/performance.md "Device ingest"), and the serial-number lookup it starts from.
 * What each statement writes is planned in memory by `ingest.plan.ts`. The tables are the kiosks module's
 * (its live-state columns, `kiosk_temperatures`, `kiosk_activities`, `kiosk_sessions`): shared tables
 * `ingest` → `kiosks` (eslint.config.js `sharedTables`).
 */

/** The batch's transaction. Its statements run prepared (`preparedRows`): each text takes a few shapes only. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows each statement takes as one parameter (`recordSetOf`): one round trip, any size. */
const ACTIVITY = recordSetOf<ActivityRow>({
  kiosk_id: 'uuid',
  org_id: 'uuid',
  ts: 'timestamptz',
  received_at: 'timestamptz',
  category: 'text',
  type: 'text',
  event_id: 'text',
  details: 'jsonb',
});
const SESSION_KEY = recordSetOf<SessionKey>({ kiosk_id: 'uuid', session_id: 'text' });
const READING = recordSetOf<ReadingRow>({
  kiosk_id: 'uuid',
  ts: 'timestamptz',
  sensors: 'integer[]',
  uptime: 'integer',
});
const SESSION = recordSetOf<SessionUpsert>({
  kiosk_id: 'uuid',
  org_id: 'uuid',
  session_id: 'text',
  kind: 'text',
  mode: 'text',
  technician: 'boolean',
  card: 'jsonb',
  opened_at: 'timestamptz',
  cells: 'jsonb',
  closed_at: 'timestamptz',
  payment_status: 'text',
  payment: 'jsonb',
});
const KIOSK_UPDATE = recordSetOf<KioskUpdate>({
  id: 'uuid',
  online: 'boolean',
  last_seen: 'timestamptz',
  status_set: 'boolean',
  ip_address: 'text',
  firmware: 'text',
  door: 'text',
  session_set: 'boolean',
  session_type: 'text',
  session_since: 'timestamptz',
  session_id: 'text',
  temps_set: 'boolean',
  temperatures: 'integer[]',
  temperatures_updated: 'timestamptz',
  uptime: 'integer',
  heartbeat_at: 'timestamptz',
});

/**
 * Writes a batch of messages with a fixed number of set-based statements, whatever its size: lock and
 * read the kiosks' rows (in id order, so two instances writing the same kiosks cannot deadlock; FOR NO KEY
 * UPDATE, which is what updating them takes anyway: rows that name a kiosk — an alert, a command — can
 * still be written meanwhile, so the alert engine, which holds a kiosk's rule state while it opens an alert,
 * never waits for a batch that waits for that state, ADR 0014); one
 * multi-row INSERT … ON CONFLICT DO NOTHING RETURNING for the activities (events stored once by id,
 * network changes), which also reads which sessions the new openings name were closed before; then one statement
 * (data-modifying WITH queries, one round trip) inserts the temperature readings, upserts those sessions
 * and updates the kiosks' live state after their last message (UPDATE … FROM). What each message
 * changed is worked out in between, message by message in arrival order per kiosk, exactly as writing
 * them one after another would. Messages of kiosks that no longer exist
 * answer an Error (not acknowledged) without holding up the others.
 */
async function writeSet(tx: Tx, items: readonly LiveWrite[]): Promise<(LiveWriteResult | Error)[]> {
  const results = new Array<LiveWriteResult | Error>(items.length);
  const kioskIds = [...new Set(items.map((item) => item.kiosk.id))].sort();
  const locked = await preparedRows<{
    id: string;
    online: boolean;
    session_id: string | null;
    session_type: string;
    temperatures_updated: string | Date | null;
  }>(
    tx,
    sql`SELECT id, online, session_id, session_type, temperatures_updated FROM ${kiosks}
        WHERE id = ANY(${`{${kioskIds.join(',')}}`}::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
  );
  const states = new Map<string, KioskState>();
  for (const row of locked) {
    states.set(row.id, {
      online: row.online,
      sessionId: row.session_id,
      sessionType: row.session_type,
      temperaturesUpdated: row.temperatures_updated === null ? null : new Date(row.temperatures_updated),
    });
  }

  // Pass 1: network changes (they follow from the messages alone) and the activity rows.
  const { activities, networkChanged, candidate } = planActivities(items, states, results);
  // Which sessions that the batch's new openings name were closed before it (an opening arriving after
  // its closing does not put the kiosk into the session): read in the activities' statement (one round
  // trip less), for the sessions the batch's first-seen openings name — a superset of the stored ones',
  // harmless: only a stored opening asks. The kiosks are locked, so no other writer changes their sessions
  // meanwhile; the insert does not touch kiosk_sessions, so the read sees what a later SELECT would.
  const isCandidate = (index: number) => candidate[index] === true;
  const openings = openedSessionKeysOf(items, isCandidate);
  const stored = new Set<string>();
  const closedBefore = new Set<string>();
  if (activities.length > 0) {
    const insert = sql`INSERT INTO ${kioskActivities} (kiosk_id, org_id, ts, received_at, category, type, event_id, details)
          SELECT kiosk_id, org_id, ts, received_at, category, type, event_id, details
          FROM ${ACTIVITY(activities)} AS r
          ON CONFLICT (kiosk_id, event_id) DO NOTHING
          RETURNING kiosk_id, event_id`;
    const rows = await preparedRows<{ kiosk_id: string; event_id: string | null; closed_session: string | null }>(
      tx,
      openings.length > 0
        ? sql`WITH stored AS (${insert})
            SELECT kiosk_id, event_id, NULL::text AS closed_session FROM stored
            UNION ALL
            SELECT s.kiosk_id, NULL::text, s.session_id FROM ${kioskSessions} s
              JOIN ${SESSION_KEY(openings)} AS r ON s.kiosk_id = r.kiosk_id AND s.session_id = r.session_id
              WHERE s.closed_at IS NOT NULL`
        : insert,
    );
    for (const row of rows) {
      if (row.closed_session) closedBefore.add(`${row.kiosk_id}/${row.closed_session}`);
      else if (row.event_id !== null) stored.add(`${row.kiosk_id}/${row.event_id}`);
    }
  }
  const isStored = (index: number) => {
    const item = items[index] as LiveWrite;
    return candidate[index] === true && stored.has(`${item.kiosk.id}/${item.event?.eventId}`);
  };

  // Pass 2: message by message, per kiosk in arrival order, what it changed.
  const { updates, readings, sessions } = planWrites(items, states, {
    isStored,
    closedBefore,
    networkChanged,
    results,
  });

  // The readings, the sessions and the kiosks' state go in one statement (data-modifying WITH queries):
  // one round trip instead of three; they touch different tables, and each part's checks run as before.
  const parts: SQL[] = [];
  if (readings.size > 0) {
    parts.push(
      sql`readings AS (INSERT INTO ${kioskTemperatures} (kiosk_id, ts, sensors, uptime)
          SELECT kiosk_id, ts, sensors, uptime
          FROM ${READING([...readings.values()])} AS r
          ON CONFLICT DO NOTHING)`,
    );
  }
  if (sessions.size > 0) {
    // What the batch's events set replaces the stored values; the rest stays (kind: only an opening
    // changes a stored session's kind).
    parts.push(
      sql`sessions AS (INSERT INTO ${kioskSessions} AS s (kiosk_id, org_id, session_id, kind, mode, technician, card, opened_at,
            cells, closed_at, payment_status, payment)
          SELECT kiosk_id, org_id, session_id, kind, mode, technician, card, opened_at, cells, closed_at,
            payment_status, payment
          FROM ${SESSION([...sessions.values()])} AS r
          ON CONFLICT (kiosk_id, session_id) DO UPDATE SET
            kind = CASE WHEN EXCLUDED.opened_at IS NULL THEN s.kind ELSE EXCLUDED.kind END,
            mode = CASE WHEN EXCLUDED.opened_at IS NULL THEN s.mode ELSE EXCLUDED.mode END,
            technician = CASE WHEN EXCLUDED.opened_at IS NULL THEN s.technician ELSE EXCLUDED.technician END,
            card = CASE WHEN EXCLUDED.opened_at IS NULL THEN s.card ELSE EXCLUDED.card END,
            opened_at = COALESCE(EXCLUDED.opened_at, s.opened_at),
            cells = CASE WHEN EXCLUDED.closed_at IS NULL THEN s.cells ELSE EXCLUDED.cells END,
            closed_at = COALESCE(EXCLUDED.closed_at, s.closed_at),
            payment = CASE WHEN EXCLUDED.payment_status IS NULL THEN s.payment ELSE EXCLUDED.payment END,
            payment_status = COALESCE(EXCLUDED.payment_status, s.payment_status),
            updated_at = now())`,
    );
  }
  const last =
    updates.size > 0
      ? sql`UPDATE ${kiosks} AS k SET
            online = v.online,
            last_seen = v.last_seen,
            ip_address = CASE WHEN v.status_set THEN v.ip_address ELSE k.ip_address END,
            firmware = CASE WHEN v.status_set THEN v.firmware ELSE k.firmware END,
            door = COALESCE(v.door, k.door),
            session_type = CASE WHEN v.session_set THEN v.session_type ELSE k.session_type END,
            session_since = CASE WHEN v.session_set THEN v.session_since ELSE k.session_since END,
            session_id = CASE WHEN v.session_set THEN v.session_id ELSE k.session_id END,
            temperatures = CASE WHEN v.temps_set THEN v.temperatures ELSE k.temperatures END,
            temperatures_updated = CASE WHEN v.temps_set THEN v.temperatures_updated ELSE k.temperatures_updated END,
            uptime = CASE WHEN v.temps_set THEN v.uptime ELSE k.uptime END,
            heartbeat_at = CASE WHEN v.temps_set THEN v.heartbeat_at ELSE k.heartbeat_at END
          FROM ${KIOSK_UPDATE([...updates.values()])} AS v
          WHERE k.id = v.id`
      : parts.length > 0
        ? sql`SELECT 1`
        : undefined;
  if (last) await preparedRows(tx, parts.length > 0 ? sql`WITH ${sql.join(parts, sql`, `)} ${last}` : last);
  return results;
}

export function createIngestRepository(
  db: Db,
  /**
   * Runs a batch's transaction: the platform's unit of work, so that what subscribers do in it waits for
   * its commit (ADR 0014); a plain transaction by default.
   */
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T> = (work) =>
    db.transaction((tx) => work(tx as unknown as Db)),
) {
  return {
    /**
     * Writes a batch of messages in one transaction (set-based, see writeSet). When the database refuses
     * the batch (a value it does not take), the batch is written again with each message in its own
     * savepoint, so that one fails alone and the others commit.
     */
    async writeBatch(
      items: readonly LiveWrite[],
      /** Runs last in the batch's transaction (the device facts are published with it, ADR 0014). */
      beforeCommit?: (tx: Db, results: readonly (LiveWriteResult | Error)[]) => Promise<void>,
    ): Promise<(LiveWriteResult | Error)[]> {
      const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
      try {
        return await transaction(async (tx) => {
          const results = await writeSet(tx as unknown as Tx, items);
          await beforeCommit?.(tx, results);
          return results;
        });
      } catch (error) {
        if (items.length === 1) return [asError(error)];
      }
      return transaction(async (tx) => {
        const results = new Array<LiveWriteResult | Error>(items.length);
        /** Failed here: a later message of the same connection (`after`) is not written either. */
        const failed = new Set<LiveWrite>();
        for (const [index, item] of items.entries()) {
          if (item.after && failed.has(item.after)) {
            results[index] = new PredecessorFailedError();
            failed.add(item);
            continue;
          }
          try {
            const [result] = await tx.transaction((savepoint) => writeSet(savepoint, [item]));
            results[index] = result ?? new Error('no result');
          } catch (error) {
            results[index] = asError(error);
          }
          if (results[index] instanceof Error) failed.add(item);
        }
        await beforeCommit?.(tx, results);
        return results;
      });
    },

    async findBySerial(serialNumber: string): Promise<KioskRef | undefined> {
      const [row] = await db
        .select({ id: kiosks.id, orgId: kiosks.orgId, serialNumber: kiosks.serialNumber })
        .from(kiosks)
        .where(eq(kiosks.serialNumber, serialNumber));
      return row;
    },
  };
}

export type IngestRepository = ReturnType<typeof createIngestRepository>;
