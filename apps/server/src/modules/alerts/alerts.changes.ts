import type { FastifyBaseLogger } from 'fastify';
import type { AlertType } from '@kiosk/common/constants';
import type { Db } from '../../db/client.ts';
import { createAlertsRepository, type AlertRow } from './alerts.repository.ts';

/** The feed for other modules (notifications, webhooks): one change per opening and per resolution. */
export interface AlertChange {
  /** The change's id in the outbox: stable across redeliveries (an idempotency key for listeners). */
  id: string;
  kind: 'opened' | 'resolved';
  alert: {
    id: string;
    orgId: string;
    kioskId: string;
    kioskName: string;
    type: AlertType;
    severity: AlertRow['severity'];
    startDate: Date;
    endDate: Date | null;
    details: Record<string, unknown>;
  };
}

/** A listener; a rejected promise (or a throw) leaves the change to be delivered again. */
export type AlertChangeListener = (change: AlertChange) => void | Promise<void>;

export function toChange(id: string, kind: 'opened' | 'resolved', row: AlertRow): AlertChange {
  return {
    id,
    kind,
    alert: {
      id: row.id,
      orgId: row.orgId,
      kioskId: row.kioskId,
      kioskName: row.kioskName,
      type: row.type,
      severity: row.severity,
      startDate: row.startDate,
      endDate: row.endDate,
      details: row.details,
    },
  };
}

/** A change is handed out again when its first delivery has not succeeded after this long. */
export const REDELIVER_AFTER_MS = 60_000;
/** Delivered changes are kept this long (a trace of what was told), then purged by the sweep. */
const KEEP_DELIVERED_MS = 7 * 24 * 60 * 60_000;
const REDELIVER_BATCH = 200;

/**
 * Delivery of the alert outbox (`alert_changes`, written in the alert's own transaction): after the commit
 * every listener gets the change; when all of them succeeded it is marked delivered. What was not — the
 * server stopped in between, a listener failed — the sweep hands out again (`redeliver`), so listeners see
 * each change at least once and must be idempotent per `change.id` (the notifications are, by their
 * unique user × alert × kind).
 */
export function createAlertChangeFeed({
  db,
  logger,
  now = () => new Date(),
}: {
  db: Db;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const listeners = new Set<AlertChangeListener>();
  const inFlight = new Set<Promise<void>>();

  async function deliverOne(change: AlertChange): Promise<boolean> {
    const results = await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
    let ok = true;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      ok = false;
      logger.warn({ err: result.reason, alertId: change.alert.id, kind: change.kind }, 'an alert listener failed');
    }
    return ok;
  }

  async function deliver(changes: readonly AlertChange[]): Promise<number> {
    const delivered: string[] = [];
    for (const change of changes) {
      if (await deliverOne(change)) delivered.push(change.id);
    }
    await createAlertsRepository(db).markDelivered(delivered, now());
    return delivered.length;
  }

  return {
    /** Subscribes a listener; answers the unsubscribe function. */
    on(listener: AlertChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Hands committed changes to the listeners (in the background; `idle` waits for it). */
    send(changes: readonly AlertChange[]): void {
      if (!changes.length) return;
      const delivery = deliver(changes)
        .then(() => undefined)
        .catch((error: unknown) => logger.warn({ err: error }, 'delivering alert changes failed'));
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },

    /**
     * The sweep's part: changes written over `REDELIVER_AFTER_MS` ago and still undelivered go to the
     * listeners again; delivered ones older than a week are purged. Answers how many were redelivered.
     */
    async redeliver(at: Date = now()): Promise<number> {
      const repo = createAlertsRepository(db);
      const rows = await repo.undeliveredChanges(new Date(at.getTime() - REDELIVER_AFTER_MS), REDELIVER_BATCH);
      const count = rows.length
        ? await deliver(rows.map(({ changeId, kind, row }) => toChange(changeId, kind, row)))
        : 0;
      await repo.purgeDelivered(new Date(at.getTime() - KEEP_DELIVERED_MS));
      return count;
    },

    /** Waits for the deliveries in flight. */
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

export type AlertChangeFeed = ReturnType<typeof createAlertChangeFeed>;
