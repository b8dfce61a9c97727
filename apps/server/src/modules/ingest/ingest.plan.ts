import {
  SESSION_TYPE_OF_KIND,
  type ActivityRow,
  type DerivedWrite,
  type KioskState,
  type KioskUpdate,
  type LiveWrite,
  type LiveWriteResult,
  type ReadingRow,
  type SessionKey,
  type SessionUpsert,
} from './ingest.types.ts';

/**
 * The ingest's batch plan (docs/performance.md "Device ingest"): what a batch of device messages writes,
 * worked out in memory between the repository's statements — the network changes and activity rows
 * (pass 1), the sessions the new events touch, and, message by message per kiosk in arrival order, the
 * kiosks' live state, the readings and the session rows (pass 2) — exactly as writing the messages one
 * after another would. No statement runs here; `ingest.repository.ts` runs them; the shapes are in
 * `ingest.types.ts`.
 */

/** The session a derived write belongs to. */
function sessionIdOf(derived: Exclude<DerivedWrite, { door: 'open' | 'closed' }>): string {
  return 'sessionOpened' in derived
    ? derived.sessionOpened.sessionId
    : 'sessionClosed' in derived
      ? derived.sessionClosed.sessionId
      : derived.payment.sessionId;
}

/**
 * Pass 1: per message, its network change and whether its event is the batch's first with its id, and
 * the activity rows to insert; messages of kiosks not found (deleted) get an Error in `results`.
 */
export function planActivities(
  items: readonly LiveWrite[],
  states: ReadonlyMap<string, KioskState>,
  results: (LiveWriteResult | Error)[],
) {
  const activities: ActivityRow[] = [];
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
  return { activities, networkChanged, candidate };
}

/**
 * The sessions the batch's first-seen openings name (to read which of them were closed before it: an
 * opening arriving after its closing does not put the kiosk into the session). Only openings ask.
 */
export function openedSessionKeysOf(items: readonly LiveWrite[], isCandidate: (index: number) => boolean) {
  const sessionKeys = new Map<string, SessionKey>();
  for (const [index, item] of items.entries()) {
    const derived = item.event?.derived;
    if (!derived || !('sessionOpened' in derived) || !isCandidate(index)) continue;
    const { sessionId } = derived.sessionOpened;
    sessionKeys.set(`${item.kiosk.id}/${sessionId}`, { kiosk_id: item.kiosk.id, session_id: sessionId });
  }
  return [...sessionKeys.values()];
}

/**
 * Pass 2: message by message, per kiosk in arrival order, what it changed — the kiosks' live state after
 * their last message, the readings, the session rows — and each message's result.
 */
export function planWrites(
  items: readonly LiveWrite[],
  states: ReadonlyMap<string, KioskState>,
  batch: {
    isStored: (index: number) => boolean;
    closedBefore: ReadonlySet<string>;
    networkChanged: readonly boolean[];
    results: (LiveWriteResult | Error)[];
  },
) {
  const { isStored, closedBefore, networkChanged, results } = batch;
  const updates = new Map<string, KioskUpdate>();
  const readings = new Map<string, ReadingRow>();
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
    let openedSessionOpen = false;
    const derived = eventStored ? item.event?.derived : undefined;
    if (derived && 'door' in derived) {
      update.door = derived.door;
      stateChanged = true;
    } else if (derived) {
      const sessionId = sessionIdOf(derived);
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
          openedSessionOpen = true;
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
    results[index] = {
      networkChanged: networkChanged[index] === true,
      temperatureCurrent,
      eventStored,
      stateChanged,
      openedSessionOpen,
    };
  }

  return { updates, readings, sessions };
}
