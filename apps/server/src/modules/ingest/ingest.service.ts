import type { FastifyBaseLogger } from 'fastify';
import {
  type DeviceEvent,
  deviceEventFact,
  type DeviceMessage,
  type StatusMessage,
  type TelemetryMessage,
} from '@kiosk/common/mqtt';
import type { ActivityCategory } from '@kiosk/common/validation';
import type { Db } from '../../db/client.ts';
import { type Batcher, createBatcher } from '../../lib/batcher.ts';
import { type HandleOrder, PredecessorFailedError } from '../../mqtt/gateway.ts';
import type { BatchObserver } from '../../lib/metrics.ts';
import type { DerivedWrite, IngestRepository, LiveWrite, LiveWriteResult } from './ingest.repository.ts';
import type { DeviceFact, IngestAspect, KiosksPort, KioskRef } from './ingest.ports.ts';

/**
 * Device messages → the kiosks' live state (device contract §2, §4). Messages of all kiosks are written
 * in batches (one transaction for up to BATCH_MAX_ITEMS messages or BATCH_WAIT_MS), so hundreds of
 * kiosks reporting at once cost a few commits, not hundreds; each message's caller (the gateway, which
 * acknowledges the message to the kiosk only then) waits until its batch has committed.
 */
const BATCH_MAX_ITEMS = 1000;
const BATCH_WAIT_MS = 5;
/**
 * Batches written at once on PostgreSQL, each for its own kiosks (a kiosk's messages always go to the same
 * lane; docs/performance.md "Lanes"). A batch spends most of its time waiting for round trips, not in the
 * database, so a second lane writes while the first waits. PGlite runs one statement at a time: one lane.
 */
export const POSTGRES_INGEST_LANES = 2;
/** Serial → kiosk lookups are cached this long (a changed serial or owner is seen within this time). */
const KIOSK_CACHE_MS = 30_000;
const KIOSK_CACHE_MAX = 10_000;

/** Activity category of each device event type. */
const CATEGORY: Record<DeviceEvent['type'], ActivityCategory> = {
  door: 'door',
  'session.opened': 'session',
  'session.closed': 'session',
  payment: 'payment',
  scale: 'scale',
  terminal: 'terminal',
  network: 'network',
  'access.unauthorized': 'access',
  'sensor.error': 'sensor',
};

/** The event's fields for the log: without envelope and never a card token. */
function eventDetails(event: DeviceEvent): Record<string, unknown> {
  const { id: _id, ts: _ts, type: _type, ...fields } = event;
  if ('card' in fields && fields.card) {
    const { token: _token, ...card } = fields.card;
    return { ...fields, card };
  }
  return fields;
}

/** The state a new event derives (contract §4). */
/** What an event changes beyond its row; `ts` is its time, parsed once by the caller. */
function derivedOf(event: DeviceEvent, ts: Date): DerivedWrite | undefined {
  switch (event.type) {
    case 'door':
      return { door: event.state };
    case 'session.opened':
      return {
        sessionOpened: {
          sessionId: event.sessionId,
          kind: event.kind,
          mode: event.kind === 'refill' ? event.mode : null,
          technician: event.kind === 'refill' ? (event.technician ?? false) : false,
          card:
            event.kind === 'purchase'
              ? event.card
                ? { cardType: event.card.cardType, last4: event.card.last4 }
                : event.memberCardId
                  ? { memberCardId: event.memberCardId }
                  : null
              : null,
          openedAt: ts,
        },
      };
    case 'session.closed':
      return { sessionClosed: { sessionId: event.sessionId, cells: event.cells, closedAt: ts } };
    case 'payment':
      return {
        payment: {
          sessionId: event.sessionId,
          status: event.status,
          payment: {
            amount: event.amount,
            provider: event.provider,
            cardType: event.cardType,
            last4: event.last4,
            ts: event.ts,
          },
        },
      };
    default:
      return undefined;
  }
}

function statusWrite(kiosk: KioskRef, status: StatusMessage, receivedAt: Date): LiveWrite {
  const networkTs = status.ts ? new Date(status.ts) : receivedAt;
  if (!status.online) return { kiosk, receivedAt, online: false, networkTs, networkDetails: {} };
  return {
    kiosk,
    receivedAt,
    online: true,
    networkTs,
    networkDetails: { ip: status.ip, firmware: status.firmware },
    status: { ip: status.ip, firmware: status.firmware },
  };
}

function telemetryWrite(kiosk: KioskRef, telemetry: TelemetryMessage, receivedAt: Date): LiveWrite {
  return {
    kiosk,
    receivedAt,
    online: true,
    networkTs: receivedAt,
    networkDetails: { via: 'telemetry' },
    telemetry: { ts: new Date(telemetry.ts), sensors: telemetry.temperatures, uptime: telemetry.uptime },
  };
}

function eventWrite(kiosk: KioskRef, event: DeviceEvent, receivedAt: Date): LiveWrite {
  const ts = new Date(event.ts);
  const derived = derivedOf(event, ts);
  return {
    kiosk,
    receivedAt,
    online: true,
    networkTs: receivedAt,
    networkDetails: { via: 'event' },
    event: {
      eventId: event.id,
      ts,
      type: event.type,
      category: CATEGORY[event.type],
      details: eventDetails(event),
      ...(derived ? { derived } : {}),
    },
  };
}

/** What changed, as change-notice aspects. */
function aspectsOf(write: LiveWrite, result: LiveWriteResult): IngestAspect[] {
  const aspects = new Set<IngestAspect>();
  // Last message time (and the IP and firmware of a status) are shown with the state.
  aspects.add('state');
  if (result.networkChanged || result.eventStored) aspects.add('activity');
  if (write.telemetry) aspects.add('temperature');
  return [...aspects];
}

export interface IngestDeps {
  repository: IngestRepository;
  /** The console's change notices (the kiosks module's, through the `kiosks` port). */
  changes: Pick<KiosksPort, 'notify'>;
  logger: FastifyBaseLogger;
  /** Device facts for other modules (the kiosks module's topic), published with the batch's transaction. */
  facts?: { record(tx: Db, facts: readonly DeviceFact[]): Promise<void> };
  /** Batch sizes, commit times and the backlog (metrics). */
  metrics?: BatchObserver;
  /** Batches written at once, each for its own kiosks (default 1; POSTGRES_INGEST_LANES on PostgreSQL). */
  lanes?: number;
}

/** The fact a message tells other modules, once its write's result is known (a repeated event: none). */
type FactOf = (result: LiveWriteResult) => DeviceFact | undefined;

/** `write` is the message's write: its parsed times are taken from there. */
function factOf(kiosk: KioskRef, message: DeviceMessage, receivedAt: Date, write: LiveWrite): FactOf | undefined {
  const ref = { id: kiosk.id, orgId: kiosk.orgId };
  switch (message.kind) {
    case 'telemetry': {
      const { temperatures } = message.message;
      const ts = write.telemetry?.ts ?? new Date(message.message.ts);
      return () => ({ kind: 'telemetry', kiosk: ref, receivedAt, ts, temperatures });
    }
    case 'status':
      return () => ({ kind: 'status', kiosk: ref, receivedAt, online: message.message.online });
    case 'event':
      return (result) =>
        result.eventStored
          ? { kind: 'event', kiosk: ref, receivedAt, event: deviceEventFact(message.message) }
          : undefined;
    default:
      return undefined;
  }
}

/** The lane of a kiosk: its id's last 32 bits (ids are random UUIDs), modulo the lanes. */
export function laneIndex(kioskId: string, lanes: number): number {
  const bits = Number.parseInt(kioskId.slice(-8), 16);
  return Number.isNaN(bits) ? 0 : bits % lanes;
}

/**
 * A message as the service tracks it until its batch has run: what it keeps of a message is held on the
 * message itself, not in weak maps keyed by it (an entry per message in three such maps cost about 5 % of
 * the server's CPU under load, docs/performance.md "Eleventh round").
 */
interface Queued extends LiveWrite {
  after?: Queued | undefined;
  /** The fact it tells other modules, once its write's result is known. */
  fact?: FactOf | undefined;
  /** The lane it went to (while its successor may still follow it there). */
  lane?: Batcher<Queued, LiveWriteResult> | undefined;
  /** Its batch has run (stored or failed). */
  settled?: true;
  /** It was not written: its successors of the same connection are not written either. */
  failed?: true;
}

export function createIngest({ repository, changes, logger, facts, metrics, lanes = 1 }: IngestDeps) {
  /** Per connection (a gateway's `HandleOrder.sequence`), its last message handed over. */
  const lastOf = new WeakMap<object, Queued>();

  /**
   * Writes one batch. A message whose predecessor of the same connection failed in an earlier batch
   * fails without being written; one whose predecessor is in this batch is written after it (the
   * repository fails it when the predecessor fails there). A lane's batches run one at a time and a
   * message goes to its predecessor's lane while that is unsettled, so a message's predecessor is always
   * settled or in the same batch.
   */
  async function writeBatch(batch: Queued[]): Promise<(LiveWriteResult | Error)[]> {
    const results = new Array<LiveWriteResult | Error>(batch.length);
    const ready: Queued[] = [];
    const places: number[] = [];
    for (const [index, item] of batch.entries()) {
      if (item.after?.failed) {
        results[index] = new PredecessorFailedError();
        item.failed = true;
      } else {
        ready.push(item);
        places.push(index);
      }
    }
    try {
      const written =
        ready.length === 0
          ? []
          : await repository.writeBatch(
              ready,
              facts &&
                ((tx, outcomes) =>
                  facts.record(
                    tx,
                    ready.flatMap((item, index) => {
                      const result = outcomes[index];
                      const fact = result && !(result instanceof Error) ? item.fact?.(result) : undefined;
                      return fact ? [fact] : [];
                    }),
                  )),
            );
      written.forEach((result, index) => {
        results[places[index] as number] = result;
      });
    } catch (error) {
      for (const item of batch) item.failed = true;
      throw error;
    } finally {
      for (const item of batch) {
        item.after = undefined; // settled: the chain of predecessors ends here
        item.settled = true;
      }
    }
    for (const [index, item] of batch.entries()) if (results[index] instanceof Error) item.failed = true;
    return results;
  }

  // Lanes: batches of disjoint kiosks written at once. Each kiosk's rows are locked first, in id order,
  // and everything else a batch writes is the kiosks' own rows, so lanes neither wait for nor deadlock
  // each other; a kiosk's messages stay in one lane, so their order is the lane's.
  const observer: BatchObserver | undefined = metrics && {
    batch: (...args) => metrics.batch(...args),
    backlog: () => {},
  };
  const batchers: Batcher<Queued, LiveWriteResult>[] = Array.from({ length: Math.max(1, lanes) }, () =>
    createBatcher<Queued, LiveWriteResult>({
      run: writeBatch,
      maxItems: BATCH_MAX_ITEMS,
      maxWaitMs: BATCH_WAIT_MS,
      observer,
    }),
  );
  metrics?.backlog(() => batchers.reduce((sum, batcher) => sum + batcher.pending, 0));
  /** Queues a message in its kiosk's lane, or in its unsettled predecessor's (a connection naming several kiosks). */
  function add(item: Queued): Promise<LiveWriteResult> {
    const lane =
      item.after?.lane ?? (batchers[laneIndex(item.kiosk.id, batchers.length)] as Batcher<Queued, LiveWriteResult>);
    item.lane = lane;
    return lane.add(item);
  }
  const cache = new Map<string, { kiosk: KioskRef; until: number }>();

  /** The kiosk with this serial number when its lookup is cached (and fresh). */
  function cached(serialNumber: string, now = Date.now()): KioskRef | undefined {
    const hit = cache.get(serialNumber);
    return hit && hit.until > now ? hit.kiosk : undefined;
  }

  /** The kiosk with this serial number (cached briefly); undefined when no kiosk has it. */
  async function resolve(serialNumber: string): Promise<KioskRef | undefined> {
    const now = Date.now();
    const hit = cached(serialNumber, now);
    if (hit) return hit;
    const kiosk = await repository.findBySerial(serialNumber);
    if (!kiosk) {
      cache.delete(serialNumber);
      return undefined;
    }
    if (cache.size >= KIOSK_CACHE_MAX) cache.clear();
    cache.set(serialNumber, { kiosk, until: now + KIOSK_CACHE_MS });
    return kiosk;
  }

  /** Writes one message's rows with its batch; answers what changed once committed. */
  async function write(item: Queued, order: HandleOrder | undefined): Promise<LiveWriteResult> {
    try {
      let added: Promise<LiveWriteResult>;
      if (order) {
        const previous = lastOf.get(order.sequence);
        if (previous?.failed) throw new PredecessorFailedError();
        if (previous && !previous.settled) item.after = previous;
        lastOf.set(order.sequence, item);
        added = add(item);
        order.queued();
      } else {
        added = add(item);
      }
      const result = await added;
      changes.notify(item.kiosk, aspectsOf(item, result));
      return result;
    } catch (error) {
      // The kiosk may have been deleted or renamed: look it up afresh next time.
      if (!(error instanceof PredecessorFailedError)) cache.delete(item.kiosk.serialNumber);
      throw error;
    }
  }

  return {
    resolve,

    /**
     * Stores what a message says. Answers the kiosk it came from and what changed, or undefined for an
     * unknown serial number (dropped with a warning). Acks only touch the live state here; the commands
     * module's port records them.
     */
    async ingest(
      message: DeviceMessage,
      receivedAt: Date,
      /** Pipelining (ADR 0021): the connection's order; `queued` is called once the message is queued. */
      order?: HandleOrder,
    ): Promise<{ kiosk: KioskRef; result: LiveWriteResult } | undefined> {
      // A cached kiosk is taken at once: no promise and no turn of the microtask queue per message.
      const kiosk = cached(message.kiosk) ?? (await resolve(message.kiosk));
      if (!kiosk) {
        logger.warn(
          { serialNumber: message.kiosk, kind: message.kind },
          'device message from an unknown serial number dropped',
        );
        return undefined;
      }
      let item: Queued;
      switch (message.kind) {
        case 'status':
          item = statusWrite(kiosk, message.message, receivedAt);
          break;
        case 'telemetry':
          item = telemetryWrite(kiosk, message.message, receivedAt);
          break;
        case 'event':
          item = eventWrite(kiosk, message.message, receivedAt);
          break;
        case 'ack':
          item = { kiosk, receivedAt, online: true, networkTs: receivedAt, networkDetails: { via: 'ack' } };
          break;
      }
      item.fact = factOf(kiosk, message, receivedAt, item);
      return { kiosk, result: await write(item, order) };
    },

    /** Forgets cached lookups (a kiosk's serial number or owner changed in this process). */
    forget(serialNumber?: string): void {
      if (serialNumber) cache.delete(serialNumber);
      else cache.clear();
    },

    /** Writes what is queued (shutdown). */
    drain: async () => {
      await Promise.all(batchers.map((batcher) => batcher.drain()));
    },
  };
}

export type Ingest = ReturnType<typeof createIngest>;
