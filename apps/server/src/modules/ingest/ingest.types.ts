import type { DeviceEventOf, PaymentStatus, SessionCell } from '@kiosk/common/mqtt';
import type { ActivityCategory } from '@kiosk/common/validation';
import type { KioskRef } from './ingest.ports.ts';

/**
 * The ingest's shapes: one device message as rows to write (`LiveWrite`), what writing it changed, and the
 * kiosk and session rows a batch reads and writes. Planned by `ingest.plan.ts`, written by
 * `ingest.repository.ts`. The session columns (`kiosk_sessions`, the kiosks module's table) hold what the
 * device contract's session events say, so their shapes are the contract's.
 */
type SessionKind = DeviceEventOf<'session.opened'>['kind'];
/** Card type and last four digits (never the token), or the member card id. */
type SessionCard = { cardType?: string; last4?: string; memberCardId?: string } | null;
type SessionPayment = Pick<DeviceEventOf<'payment'>, 'amount' | 'provider' | 'cardType' | 'last4' | 'ts'>;

/** What a device event changes besides the activity log, applied only when the event is new. */
export type DerivedWrite =
  | { door: 'open' | 'closed' }
  | {
      sessionOpened: {
        sessionId: string;
        kind: SessionKind;
        mode: string | null;
        technician: boolean;
        card: SessionCard;
        openedAt: Date;
      };
    }
  | { sessionClosed: { sessionId: string; cells: SessionCell[]; closedAt: Date } }
  | {
      payment: {
        sessionId: string;
        status: PaymentStatus;
        payment: SessionPayment;
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
  /**
   * The previous message of the same connection while it is not yet written (pipelining, ADR 0021):
   * this one is written only if that one was (in the same batch before it, or in an earlier batch).
   */
  after?: LiveWrite | undefined;
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
  /**
   * The event opened its session, which is not closed: nothing to derive yet (its closing asks for that).
   * False for an opening that arrived after its closing, or was stored before (a redelivery).
   */
  openedSessionOpen: boolean;
}

export const SESSION_TYPE_OF_KIND = { purchase: 'purchase', refill: 'replenisher' } as const;

/** A kiosk's row as a batch finds it (locked) and leaves it. */
export interface KioskState {
  online: boolean;
  sessionId: string | null;
  sessionType: string;
  temperaturesUpdated: Date | null;
}

/** The kiosk row's columns a batch writes: the state after its last message. */
export interface KioskUpdate {
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

/** An activity row a batch inserts (a network change or a device event). */
export interface ActivityRow {
  kiosk_id: string;
  org_id: string;
  ts: string;
  received_at: string;
  category: string;
  type: string;
  event_id: string | null;
  details: Record<string, unknown>;
}

/** A temperature reading a batch inserts. */
export interface ReadingRow {
  kiosk_id: string;
  ts: string;
  sensors: (number | null)[];
  uptime: number;
}

/** A session a batch's events name. */
export interface SessionKey {
  kiosk_id: string;
  session_id: string;
}

/** A session row as a batch upserts it: the sum of its events in the batch (null = not set by them). */
export interface SessionUpsert {
  kiosk_id: string;
  org_id: string;
  session_id: string;
  kind: SessionKind;
  mode: string | null;
  technician: boolean;
  card: SessionCard;
  opened_at: string | null;
  cells: SessionCell[] | null;
  closed_at: string | null;
  payment_status: PaymentStatus | null;
  payment: SessionPayment | null;
}
