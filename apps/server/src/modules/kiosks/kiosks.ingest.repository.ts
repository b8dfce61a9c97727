import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  kioskActivities,
  kioskSessions,
  kioskTemperatures,
  kiosks,
  type ActivityCategory,
  type SESSION_KINDS,
} from '../../db/schema/kiosks.ts';
import type { KioskRef } from './kiosks.device.repository.ts';

/**
 * The ingest's writes: what kiosks report, written in set-based batches (one transaction, a fixed number
 * of statements per batch; docs/performance.md "Device ingest"), and the serial-number lookup it starts from.
 */
type SessionKind = (typeof SESSION_KINDS)[number];
type SessionRow = typeof kioskSessions.$inferSelect;

/** What a device event changes besides the activity log, applied only when the event is new. */
export type DerivedWrite =
  | { door: 'open' | 'closed' }
  | {
      sessionOpened: {
        sessionId: string;
        kind: SessionKind;
        mode: string | null;
        technician: boolean;
        card: SessionRow['card'];
        openedAt: Date;
      };
    }
  | { sessionClosed: { sessionId: string; cells: NonNullable<SessionRow['cells']>; closedAt: Date } }
  | {
      payment: {
        sessionId: string;
        status: NonNullable<SessionRow['paymentStatus']>;
        payment: NonNullable<SessionRow['payment']>;
      };
    };

/** One device message as rows to write (built by the ingest service; written in its batch's transaction). */
export interface LiveWrite {
  kiosk: KioskRef;
  receivedAt: Date;
  /** The kiosk's network state after this message: false only for an offline status. */
  online: boolean;
  /** When a change of the network state happened (the status `ts`, else the arrival). */
  networkTs: Date;
  /** Details of the network activity written when the state changes. */
  networkDetails: Record<string, unknown>;
  status?: { ip: string; firmware: string };
  telemetry?: { ts: Date; sensors: (number | null)[]; uptime: number };
  event?: {
    eventId: string;
    ts: Date;
    type: string;
    category: ActivityCategory;
    details: Record<string, unknown>;
    derived?: DerivedWrite;
  };
}

/** What a write changed (for change notices and command delivery after the commit). */
export interface LiveWriteResult {
  /** The network state changed (an activity was written). */
  networkChanged: boolean;
  /** The reading is the newest: it is now the kiosk's current temperature. */
  temperatureCurrent: boolean;
  /** The event was new (a redelivered one finds its row and changes nothing). */
  eventStored: boolean;
  /** Door or session state changed. */
  stateChanged: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SESSION_TYPE_OF_KIND = { purchase: 'purchase', refill: 'replenisher' } as const;

/** Rows of a statement run in the batch's transaction. */
async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows handed to a statement as one jsonb parameter (read with jsonb_to_recordset): one round trip, any size. */
const asJson = (rows: readonly object[]) => JSON.stringify(rows);

/** A kiosk's row as a batch finds it (locked) and leaves it. */
interface KioskState {
  online: boolean;
  sessionId: string | null;
  sessionType: string;
  temperaturesUpdated: Date | null;
}

/** The kiosk row's columns a batch writes: the state after its last message. */
interface KioskUpdate {
  id: string;
  online: boolean;
  last_seen: string;
  status_set: boolean;
  ip_address: string | null;
  firmware: string | null;
  door: string | null;
  session_set: boolean;
  session_type: string | null;
  session_since: string | null;
  session_id: string | null;
  temps_set: boolean;
  temperatures: (number | null)[] | null;
  temperatures_updated: string | null;
  uptime: number | null;
  heartbeat_at: string | null;
}

/** A session row as a batch upserts it: the sum of its events in the batch (null = not set by them). */
interface SessionUpsert {
  kiosk_id: string;
  org_id: string;
  session_id: string;
  kind: SessionKind;
  mode: string | null;
  technician: boolean;
  card: SessionRow['card'];
  opened_at: string | null;
  cells: SessionRow['cells'];
  closed_at: string | null;
  payment_status: SessionRow['paymentStatus'];
  payment: SessionRow['payment'];
}

/**
 * Writes a batch of messages with a fixed number of set-based statements, whatever its size: lock and
 * read the kiosks' rows (in id order, so two instances writing the same kiosks cannot deadlock); one
 * multi-row INSERT … ON CONFLICT DO NOTHING RETURNING for the activities (events stored once by id,
 * network changes); one for the temperature readings; the sessions the new events touch read and
 * upserted in one statement each; one UPDATE … FROM for the kiosks' live state after their last
 * message. What each message changed is worked out in between, message by message in arrival order per
 * kiosk, exactly as writing them one after another would. Messages of kiosks that no longer exist
 * answer an Error (not acknowledged) without holding up the others.
 */
async function writeSet(tx: Tx, items: readonly LiveWrite[]): Promise<(LiveWriteResult | Error)[]> {
  const results = new Array<LiveWriteResult | Error>(items.length);
  const kioskIds = [...new Set(items.map((item) => item.kiosk.id))].sort();
  const locked = await rowsOf<{
    id: string;
    online: boolean;
    session_id: string | null;
    session_type: string;
    temperatures_updated: string | Date | null;
  }>(
    tx,
    sql`SELECT id, online, session_id, session_type, temperatures_updated FROM ${kiosks}
        WHERE id = ANY(${`{${kioskIds.join(',')}}`}::uuid[]) ORDER BY id FOR UPDATE`,
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
  const activities: object[] = [];
  const eventKeys = new Set<string>();
  /** Per item: the network change, and whether its event is the batch's first with its id. */
  const networkChanged = new Array<boolean>(items.length).fill(false);
  const candidate = new Array<boolean>(items.length).fill(false);
  const online = new Map([...states].map(([id, state]) => [id, state.online]));
  for (const [index, item] of items.entries()) {
    const { kiosk } = item;
    if (!states.has(kiosk.id)) {
      results[index] = new Error(`kiosk ${kiosk.id} no longer exists`);
      continue;
    }
    if (online.get(kiosk.id) !== item.online) {
      online.set(kiosk.id, item.online);
      networkChanged[index] = true;
      activities.push({
        kiosk_id: kiosk.id,
        org_id: kiosk.orgId,
        ts: item.networkTs.toISOString(),
        received_at: item.receivedAt.toISOString(),
        category: 'network',
        type: item.online ? 'network.online' : 'network.offline',
        event_id: null,
        details: item.networkDetails,
      });
    }
    if (item.event) {
      const key = `${kiosk.id}/${item.event.eventId}`;
      if (!eventKeys.has(key)) {
        eventKeys.add(key);
        candidate[index] = true;
        activities.push({
          kiosk_id: kiosk.id,
          org_id: kiosk.orgId,
          ts: item.event.ts.toISOString(),
          received_at: item.receivedAt.toISOString(),
          category: item.event.category,
          type: item.event.type,
          event_id: item.event.eventId,
          details: item.event.details,
        });
      }
    }
  }
  const stored = new Set<string>();
  if (activities.length > 0) {
    const rows = await rowsOf<{ kiosk_id: string; event_id: string | null }>(
      tx,
      sql`INSERT INTO ${kioskActivities} (kiosk_id, org_id, ts, received_at, category, type, event_id, details)
          SELECT kiosk_id, org_id, ts, received_at, category, type, event_id, details
          FROM jsonb_to_recordset(${asJson(activities)}::jsonb) AS r(kiosk_id uuid, org_id uuid, ts timestamptz,
            received_at timestamptz, category text, type text, event_id text, details jsonb)
          ON CONFLICT (kiosk_id, event_id) DO NOTHING
          RETURNING kiosk_id, event_id`,
    );
    for (const row of rows) if (row.event_id !== null) stored.add(`${row.kiosk_id}/${row.event_id}`);
  }
  const isStored = (index: number) => {
    const item = items[index] as LiveWrite;
    return candidate[index] === true && stored.has(`${item.kiosk.id}/${item.event?.eventId}`);
  };

  // Sessions the new events touch, as they were before this batch (an opening arriving after its
  // closing does not put the kiosk into the session).
  const sessionKeys = new Map<string, { kiosk_id: string; session_id: string }>();
  for (const [index, item] of items.entries()) {
    const derived = item.event?.derived;
    if (!derived || 'door' in derived || !isStored(index)) continue;
    const sessionId =
      'sessionOpened' in derived
        ? derived.sessionOpened.sessionId
        : 'sessionClosed' in derived
          ? derived.sessionClosed.sessionId
          : derived.payment.sessionId;
    sessionKeys.set(`${item.kiosk.id}/${sessionId}`, { kiosk_id: item.kiosk.id, session_id: sessionId });
  }
  const closedBefore = new Set<string>();
  if (
    [...items.entries()].some(
      ([index, item]) => isStored(index) && item.event?.derived && 'sessionOpened' in item.event.derived,
    )
  ) {
    const rows = await rowsOf<{ kiosk_id: string; session_id: string }>(
      tx,
      sql`SELECT s.kiosk_id, s.session_id FROM ${kioskSessions} s
          JOIN jsonb_to_recordset(${asJson([...sessionKeys.values()])}::jsonb) AS r(kiosk_id uuid, session_id text)
            ON s.kiosk_id = r.kiosk_id AND s.session_id = r.session_id
          WHERE s.closed_at IS NOT NULL`,
    );
    for (const row of rows) closedBefore.add(`${row.kiosk_id}/${row.session_id}`);
  }

  // Pass 2: message by message, per kiosk in arrival order, what it changed.
  const updates = new Map<string, KioskUpdate>();
  const readings = new Map<string, object>();
  const sessions = new Map<string, SessionUpsert>();
  for (const [index, item] of items.entries()) {
    if (results[index]) continue;
    const { kiosk } = item;
    const state = states.get(kiosk.id) as KioskState;
    let update = updates.get(kiosk.id);
    if (!update) {
      update = {
        id: kiosk.id,
        online: item.online,
        last_seen: item.receivedAt.toISOString(),
        status_set: false,
        ip_address: null,
        firmware: null,
        door: null,
        session_set: false,
        session_type: null,
        session_since: null,
        session_id: null,
        temps_set: false,
        temperatures: null,
        temperatures_updated: null,
        uptime: null,
        heartbeat_at: null,
      };
      updates.set(kiosk.id, update);
    }
    update.online = item.online;
    update.last_seen = item.receivedAt.toISOString();
    if (item.status) {
      update.status_set = true;
      update.ip_address = item.status.ip;
      update.firmware = item.status.firmware;
    }

    let temperatureCurrent = false;
    if (item.telemetry) {
      const { ts, sensors, uptime } = item.telemetry;
      const key = `${kiosk.id}/${ts.getTime()}`;
      if (!readings.has(key)) readings.set(key, { kiosk_id: kiosk.id, ts: ts.toISOString(), sensors, uptime });
      // A buffered older reading is kept for the log but does not replace the current one.
      if (state.temperaturesUpdated === null || state.temperaturesUpdated < ts) {
        state.temperaturesUpdated = ts;
        temperatureCurrent = true;
        update.temps_set = true;
        update.temperatures = sensors;
        update.temperatures_updated = ts.toISOString();
        update.uptime = uptime;
        update.heartbeat_at = ts.toISOString();
      }
    }

    const eventStored = isStored(index);
    let stateChanged = false;
    const derived = eventStored ? item.event?.derived : undefined;
    if (derived && 'door' in derived) {
      update.door = derived.door;
      stateChanged = true;
    } else if (derived) {
      const sessionId =
        'sessionOpened' in derived
          ? derived.sessionOpened.sessionId
          : 'sessionClosed' in derived
            ? derived.sessionClosed.sessionId
            : derived.payment.sessionId;
      const key = `${kiosk.id}/${sessionId}`;
      let session = sessions.get(key);
      const fresh = !session;
      session ??= {
        kiosk_id: kiosk.id,
        org_id: kiosk.orgId,
        session_id: sessionId,
        kind: 'purchase',
        mode: null,
        technician: false,
        card: null,
        opened_at: null,
        cells: null,
        closed_at: null,
        payment_status: null,
        payment: null,
      };
      sessions.set(key, session);
      if ('sessionOpened' in derived) {
        const opened = derived.sessionOpened;
        Object.assign(session, {
          kind: opened.kind,
          mode: opened.mode,
          technician: opened.technician,
          card: opened.card,
          opened_at: opened.openedAt.toISOString(),
        });
        // Closed before its opening arrived (out of order): the kiosk is not in it any more.
        if (!closedBefore.has(key) && session.closed_at === null) {
          state.sessionType = SESSION_TYPE_OF_KIND[opened.kind];
          state.sessionId = opened.sessionId;
          Object.assign(update, {
            session_set: true,
            session_type: state.sessionType,
            session_since: opened.openedAt.toISOString(),
            session_id: opened.sessionId,
          });
          stateChanged = true;
        }
      } else if ('sessionClosed' in derived) {
        const closed = derived.sessionClosed;
        // A session never opened is kept too; its kind is the kiosk's open one when it names it, else purchase.
        if (fresh && session.opened_at === null) {
          session.kind =
            state.sessionId === closed.sessionId && state.sessionType === 'replenisher' ? 'refill' : 'purchase';
        }
        session.cells = closed.cells;
        session.closed_at = closed.closedAt.toISOString();
        if (state.sessionId === closed.sessionId) {
          state.sessionType = 'none';
          state.sessionId = null;
          Object.assign(update, { session_set: true, session_type: 'none', session_since: null, session_id: null });
          stateChanged = true;
        }
      } else {
        // Payments are the terminal's answer for a purchase; a payment for a session never opened is kept.
        session.payment_status = derived.payment.status;
        session.payment = derived.payment.payment;
      }
    }
    results[index] = { networkChanged: networkChanged[index] === true, temperatureCurrent, eventStored, stateChanged };
  }

  if (readings.size > 0) {
    await tx.execute(
      sql`INSERT INTO ${kioskTemperatures} (kiosk_id, ts, sensors, uptime)
          SELECT kiosk_id, ts, sensors, uptime
          FROM jsonb_to_recordset(${asJson([...readings.values()])}::jsonb)
            AS r(kiosk_id uuid, ts timestamptz, sensors integer[], uptime integer)
          ON CONFLICT DO NOTHING`,
    );
  }
  if (sessions.size > 0) {
    // What the batch's events set replaces the stored values; the rest stays (kind: only an opening
    // changes a stored session's kind).
    await tx.execute(
      sql`INSERT INTO ${kioskSessions} AS s (kiosk_id, org_id, session_id, kind, mode, technician, card, opened_at,
            cells, closed_at, payment_status, payment)
          SELECT kiosk_id, org_id, session_id, kind, mode, technician, card, opened_at, cells, closed_at,
            payment_status, payment
          FROM jsonb_to_recordset(${asJson([...sessions.values()])}::jsonb) AS r(kiosk_id uuid, org_id uuid,
            session_id text, kind text, mode text, technician boolean, card jsonb, opened_at timestamptz,
            cells jsonb, closed_at timestamptz, payment_status text, payment jsonb)
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
            updated_at = now()`,
    );
  }
  if (updates.size > 0) {
    await tx.execute(
      sql`UPDATE ${kiosks} AS k SET
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
          FROM jsonb_to_recordset(${asJson([...updates.values()])}::jsonb) AS v(id uuid, online boolean,
            last_seen timestamptz, status_set boolean, ip_address text, firmware text, door text,
            session_set boolean, session_type text, session_since timestamptz, session_id text, temps_set boolean,
            temperatures integer[], temperatures_updated timestamptz, uptime integer, heartbeat_at timestamptz)
          WHERE k.id = v.id`,
    );
  }
  return results;
}

export function createKioskIngestRepository(db: Db) {
  return {
    /**
     * Writes a batch of messages in one transaction (set-based, see writeSet). When the database refuses
     * the batch (a value it does not take), the batch is written again with each message in its own
     * savepoint, so that one fails alone and the others commit.
     */
    async writeBatch(items: readonly LiveWrite[]): Promise<(LiveWriteResult | Error)[]> {
      const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
      try {
        return await db.transaction((tx) => writeSet(tx, items));
      } catch (error) {
        if (items.length === 1) return [asError(error)];
      }
      return db.transaction(async (tx) => {
        const results = new Array<LiveWriteResult | Error>(items.length);
        for (const [index, item] of items.entries()) {
          try {
            const [result] = await tx.transaction((savepoint) => writeSet(savepoint, [item]));
            results[index] = result ?? new Error('no result');
          } catch (error) {
            results[index] = asError(error);
          }
        }
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

export type KioskIngestRepository = ReturnType<typeof createKioskIngestRepository>;
