import type { FastifyBaseLogger } from 'fastify';
import type { DeviceEvent, DeviceMessage, StatusMessage, TelemetryMessage } from '@kiosk/common/mqtt';
import type { ActivityCategory } from '../../db/schema/kiosks.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { BatchObserver } from '../../lib/metrics.ts';
import type { KioskRef } from './kiosks.device.repository.ts';
import type { DerivedWrite, KioskIngestRepository, LiveWrite, LiveWriteResult } from './kiosks.ingest.repository.ts';
import type { KioskAspect, KioskChanges } from './kiosks.live.ts';
import type { KioskFact, KioskFacts } from './kiosks.facts.ts';

/**
 * Device messages → the kiosks' live state (device contract §2, §4). Messages of all kiosks are written
 * in batches (one transaction for up to BATCH_MAX_ITEMS messages or BATCH_WAIT_MS), so hundreds of
 * kiosks reporting at once cost a few commits, not hundreds; each message's caller (the gateway, which
 * acknowledges the message to the kiosk only then) waits until its batch has committed.
 */
const BATCH_MAX_ITEMS = 1000;
const BATCH_WAIT_MS = 5;
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
function derivedOf(event: DeviceEvent): DerivedWrite | undefined {
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
          openedAt: new Date(event.ts),
        },
      };
    case 'session.closed':
      return { sessionClosed: { sessionId: event.sessionId, cells: event.cells, closedAt: new Date(event.ts) } };
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
  const derived = derivedOf(event);
  return {
    kiosk,
    receivedAt,
    online: true,
    networkTs: receivedAt,
    networkDetails: { via: 'event' },
    event: {
      eventId: event.id,
      ts: new Date(event.ts),
      type: event.type,
      category: CATEGORY[event.type],
      details: eventDetails(event),
      ...(derived ? { derived } : {}),
    },
  };
}

/** What changed, as change-notice aspects. */
function aspectsOf(write: LiveWrite, result: LiveWriteResult): KioskAspect[] {
  const aspects = new Set<KioskAspect>();
  // Last message time (and the IP and firmware of a status) are shown with the state.
  aspects.add('state');
  if (result.networkChanged || result.eventStored) aspects.add('activity');
  if (write.telemetry) aspects.add('temperature');
  return [...aspects];
}

export interface IngestDeps {
  repository: KioskIngestRepository;
  changes: KioskChanges;
  logger: FastifyBaseLogger;
  /** Device facts for other modules, published with the batch's transaction. */
  facts?: Pick<KioskFacts, 'record'>;
  /** Batch sizes, commit times and the backlog (metrics). */
  metrics?: BatchObserver;
}

/** The fact a message tells other modules, once its write's result is known (a repeated event: none). */
type FactOf = (result: LiveWriteResult) => KioskFact | undefined;

function factOf(kiosk: KioskRef, message: DeviceMessage, receivedAt: Date): FactOf | undefined {
  const ref = { id: kiosk.id, orgId: kiosk.orgId };
  switch (message.kind) {
    case 'telemetry': {
      const { ts, temperatures } = message.message;
      return () => ({ kind: 'telemetry', kiosk: ref, receivedAt, ts: new Date(ts), temperatures });
    }
    case 'status':
      return () => ({ kind: 'status', kiosk: ref, receivedAt, online: message.message.online });
    case 'event':
      return (result) =>
        result.eventStored ? { kind: 'event', kiosk: ref, receivedAt, event: message.message } : undefined;
    default:
      return undefined;
  }
}

export function createKioskIngest({ repository, changes, logger, facts, metrics }: IngestDeps) {
  const factsOf = new WeakMap<LiveWrite, FactOf>();
  const batcher = createBatcher<LiveWrite, LiveWriteResult>({
    run: (items) =>
      repository.writeBatch(
        items,
        facts &&
          ((tx, results) =>
            facts.record(
              tx,
              items.flatMap((item, index) => {
                const result = results[index];
                const fact = result && !(result instanceof Error) ? factsOf.get(item)?.(result) : undefined;
                return fact ? [fact] : [];
              }),
            )),
      ),
    maxItems: BATCH_MAX_ITEMS,
    maxWaitMs: BATCH_WAIT_MS,
    observer: metrics,
  });
  const cache = new Map<string, { kiosk: KioskRef; until: number }>();

  /** The kiosk with this serial number (cached briefly); undefined when no kiosk has it. */
  async function resolve(serialNumber: string): Promise<KioskRef | undefined> {
    const now = Date.now();
    const hit = cache.get(serialNumber);
    if (hit && hit.until > now) return hit.kiosk;
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
  async function write(item: LiveWrite): Promise<LiveWriteResult> {
    try {
      const result = await batcher.add(item);
      changes.notify(item.kiosk, aspectsOf(item, result));
      return result;
    } catch (error) {
      // The kiosk may have been deleted or renamed: look it up afresh next time.
      cache.delete(item.kiosk.serialNumber);
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
    ): Promise<{ kiosk: KioskRef; result: LiveWriteResult } | undefined> {
      const kiosk = await resolve(message.kiosk);
      if (!kiosk) {
        logger.warn(
          { serialNumber: message.kiosk, kind: message.kind },
          'device message from an unknown serial number dropped',
        );
        return undefined;
      }
      let item: LiveWrite;
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
      const fact = factOf(kiosk, message, receivedAt);
      if (fact) factsOf.set(item, fact);
      return { kiosk, result: await write(item) };
    },

    /** Forgets cached lookups (a kiosk's serial number or owner changed in this process). */
    forget(serialNumber?: string): void {
      if (serialNumber) cache.delete(serialNumber);
      else cache.clear();
    },

    /** Writes what is queued (shutdown). */
    drain: () => batcher.drain(),
  };
}

export type KioskIngest = ReturnType<typeof createKioskIngest>;
