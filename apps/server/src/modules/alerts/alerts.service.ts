import type { FastifyBaseLogger } from 'fastify';
import { ALERT_TYPES, type AlertType } from '@kiosk/common/constants';
import type { DeviceEvent } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { LiveBus } from '../../lib/live.ts';
import { toChange, type AlertChangeFeed, type AlertChangeListener } from './alerts.changes.ts';
import { createAlertsRepository, type AlertRow, type AlertsRepository } from './alerts.repository.ts';
import {
  LEVEL_TYPES,
  SILENCE_TYPES,
  activeConditions,
  applyFact,
  autoOutOfService,
  raisedByEvent,
  raisedByPurchase,
  silenceConditions,
  type Condition,
  type Raised,
  type RuleFact,
  type RuleState,
} from './alerts.rules.ts';
import { expiredStock, stockKey, type StockedCell } from './alerts.expiry.ts';

/** A committed device fact, as the kiosks module hands it over (its `facts.onFact`). */
export type AlertFact = { kiosk: { id: string; orgId: string }; receivedAt: Date } & (
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEvent }
  | { kind: 'status'; online: boolean }
  | {
      kind: 'purchase';
      sessionId: string;
      closedAt: Date;
      cells: readonly { cellId: string; units: number | null; refused?: string | null }[];
    }
);

/** What the engine reads of a kiosk. */
export interface EngineKiosk {
  id: string;
  orgId: string;
  name: string;
  serialNumber: string;
  lastSeen: Date | null;
  autoTempOutOfService: { active: boolean; maxTemperature: number; timeInMinutes: number };
}

/** What the alerts module needs of the kiosks module. */
export interface AlertKiosksPort {
  /** Committed device facts (telemetry, status, new events, weighed purchases). */
  onFact(listener: (fact: AlertFact) => void): () => void;
  /** Name, last message and auto out-of-service setting: all kiosks, or these. */
  engineFacts(ids?: readonly string[]): Promise<EngineKiosk[]>;
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(viewer: Viewer, id: string): Promise<{ id: string; orgId: string; name: string }>;
  /** Queues the `service` command with reason temperature (shown in the kiosk's activity log). */
  setService(kiosk: { id: string; orgId: string; serialNumber: string }, inService: boolean): Promise<void>;
  /** Every cell holding units of a product. */
  stockedCells(): Promise<StockedCell[]>;
}

/** What the expiry check needs of the products and transactions modules. */
export interface AlertStockPort {
  /** Shelf life in days per product (null: none). */
  shelfLifeDays(productIds: readonly string[]): Promise<ReadonlyMap<string, number | null>>;
  /** When each cell of these kiosks last had units of a product added. */
  lastAdded(
    kioskIds: readonly string[],
  ): Promise<readonly { kioskId: string; cellId: string; productLineId: string | null; at: Date | null }[]>;
}

export const ALERTS_CHANNEL = 'alerts';
/** Kiosk names and settings are read at most this often per kiosk (a changed setting counts within it). */
const KIOSK_CACHE_MS = 30_000;
/** Condition types stay open after an acknowledgement; the others (one-off) end with it. */
export const CONDITION_TYPES = new Set<AlertType>([...LEVEL_TYPES, 'productExpiry']);
/** The expiry check runs at most this often (it reads every stocked cell and its last refill). */
const EXPIRY_EVERY_MS = 10 * 60_000;

interface Deps {
  db: Db;
  /** The outbox's delivery to other modules (alerts.changes.ts). */
  feed: AlertChangeFeed;
  kiosks: AlertKiosksPort;
  stock: AlertStockPort;
  live: LiveBus;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** What a transaction changed; openings and resolutions carry their outbox row (`changeId`). */
export type Pending = { kind: 'opened' | 'resolved' | 'acknowledged'; row: AlertRow; changeId?: string };

export function statusOf(row: Pick<AlertRow, 'endDate' | 'acknowledgedAt'>) {
  return row.endDate ? ('resolved' as const) : row.acknowledgedAt ? ('acknowledged' as const) : ('open' as const);
}

/**
 * The alert engine (docs/alerts.md): device facts → the per-kiosk rule state → alerts opened and
 * resolved; a periodic sweep for what is measured on the server's clock (silence). What operators do with
 * alerts (the grid, acknowledging, snoozing) is alerts.operator.service.ts.
 */
export function createAlertsService({ db, feed, kiosks, stock, live, logger, now = () => new Date() }: Deps) {
  let expiryCheckedAt = 0;
  const chains = new Map<string, Promise<void>>();
  const cache = new Map<string, { kiosk: EngineKiosk; until: number }>();

  async function kioskOf(id: string): Promise<EngineKiosk | undefined> {
    const hit = cache.get(id);
    const t = Date.now();
    if (hit && hit.until > t) return hit.kiosk;
    const [kiosk] = await kiosks.engineFacts([id]);
    if (!kiosk) return undefined;
    if (cache.size > 10_000) cache.clear();
    cache.set(id, { kiosk, until: t + KIOSK_CACHE_MS });
    return kiosk;
  }

  /** After the commit: live notices for open consoles, the outbox's changes to the listeners. */
  function publish(pending: readonly Pending[]) {
    if (!pending.length) return;
    live.publishAll(
      ALERTS_CHANNEL,
      pending.map(({ kind, row }) => ({ id: row.id, orgId: row.orgId, aspects: [kind, row.kioskId] })),
    );
    feed.send(
      pending.flatMap(({ kind, row, changeId }) =>
        kind !== 'acknowledged' && changeId ? [toChange(changeId, kind, row)] : [],
      ),
    );
  }

  /**
   * Makes the kiosk's open level alerts match the conditions (`types`: the ones these conditions speak
   * for): opens what should be open (unless snoozed), resolves what should not.
   */
  async function reconcile(
    repo: AlertsRepository,
    kiosk: EngineKiosk,
    conditions: readonly Condition[],
    types: readonly AlertType[],
    ends: { kioskClock: Date; serverClock: Date },
    snoozed: boolean,
    out: Pending[],
  ) {
    const open = await repo.openOf(kiosk.id);
    const wanted = new Map(conditions.map((condition) => [condition.type, condition]));
    for (const row of open) {
      if (!types.includes(row.type) || wanted.has(row.type)) continue;
      const end = (SILENCE_TYPES as readonly AlertType[]).includes(row.type) ? ends.serverClock : ends.kioskClock;
      const resolved = await repo.resolve(row.id, end);
      if (resolved)
        out.push({ kind: 'resolved', row: resolved, changeId: await repo.recordChange(row.id, 'resolved') });
    }
    if (snoozed) return;
    for (const condition of conditions) {
      if (open.some((row) => row.type === condition.type)) continue;
      const row = await repo.open({
        orgId: kiosk.orgId,
        kioskId: kiosk.id,
        kioskName: kiosk.name,
        type: condition.type,
        severity: ALERT_TYPES[condition.type],
        scaleDirection: condition.scaleDirection ?? null,
        startDate: condition.since,
        details: condition.details,
      });
      if (row) out.push({ kind: 'opened', row, changeId: await repo.recordChange(row.id, 'opened') });
    }
  }

  async function raise(repo: AlertsRepository, kiosk: EngineKiosk, raised: readonly Raised[], out: Pending[]) {
    for (const alert of raised) {
      const sessionId = typeof alert.details.sessionId === 'string' ? alert.details.sessionId : undefined;
      if (sessionId && (await repo.existsForSession(kiosk.id, alert.type, sessionId))) continue;
      const row = await repo.open({
        orgId: kiosk.orgId,
        kioskId: kiosk.id,
        kioskName: kiosk.name,
        type: alert.type,
        severity: ALERT_TYPES[alert.type],
        scaleDirection: alert.scaleDirection ?? null,
        startDate: alert.at,
        details: alert.details,
      });
      if (row) out.push({ kind: 'opened', row, changeId: await repo.recordChange(row.id, 'opened') });
    }
  }

  /** Applies one committed device fact: the kiosk's rule state, its alerts, auto out-of-service. */
  async function handle(fact: AlertFact): Promise<void> {
    const kiosk = await kioskOf(fact.kiosk.id);
    if (!kiosk) return;
    const pending: Pending[] = [];
    let service: boolean | undefined;
    await db.transaction(async (tx) => {
      const repo = createAlertsRepository(tx);
      const state = await repo.lockState(kiosk.id, kiosk.orgId);
      let next: RuleState = state;
      let raised: Raised[] = [];
      if (fact.kind === 'purchase') {
        raised = raisedByPurchase(fact);
      } else {
        const ruleFact: RuleFact =
          fact.kind === 'telemetry'
            ? { kind: 'telemetry', ts: fact.ts, temperatures: fact.temperatures }
            : fact.kind === 'event'
              ? { kind: 'event', event: fact.event }
              : { kind: 'status', online: fact.online, receivedAt: fact.receivedAt };
        next = applyFact(state, ruleFact);
        if (fact.kind === 'event') raised = raisedByEvent(fact.event);
        if (fact.kind === 'telemetry' && next.lastReadingTs !== state.lastReadingTs) {
          const oos = autoOutOfService(state.oos, fact, kiosk.autoTempOutOfService);
          next = { ...next, oos: oos.state };
          if (!Object.keys(oos.state).length) delete next.oos;
          service = oos.inService;
        }
      }
      const snoozed = await repo.snoozed(kiosk.id, fact.receivedAt);
      // The fact itself is a message from the kiosk: it is not silent now.
      const conditions = [...activeConditions(next), ...silenceConditions(next, fact.receivedAt, fact.receivedAt)];
      const kioskClock = next.lastTs ? new Date(next.lastTs) : fact.receivedAt;
      await reconcile(
        repo,
        kiosk,
        conditions,
        LEVEL_TYPES,
        { kioskClock, serverClock: fact.receivedAt },
        snoozed,
        pending,
      );
      if (!snoozed) await raise(repo, kiosk, raised, pending);
      if (next !== state) await repo.saveState(kiosk.id, next, fact.receivedAt);
    });
    publish(pending);
    if (service !== undefined) {
      await kiosks.setService(kiosk, service);
      logger.info({ kioskId: kiosk.id, inService: service }, 'auto temperature out-of-service');
    }
  }

  /** Facts of one kiosk are applied in the order they arrived (in this process; across instances the row lock). */
  function enqueue(fact: AlertFact): Promise<void> {
    const previous = chains.get(fact.kiosk.id) ?? Promise.resolve();
    const next = previous
      .then(() => handle(fact))
      .catch((error: unknown) => logger.warn({ err: error, kioskId: fact.kiosk.id }, 'applying a device fact failed'));
    chains.set(fact.kiosk.id, next);
    void next.finally(() => {
      if (chains.get(fact.kiosk.id) === next) chains.delete(fact.kiosk.id);
    });
    return next;
  }

  /**
   * Product expiry (periodic): kiosks with units whose refill date + shelf life has passed get a
   * productExpiry alert; it resolves once those cells are sold out or refilled.
   */
  async function checkExpiry(at: Date = now()): Promise<number> {
    expiryCheckedAt = at.getTime();
    const cells = await kiosks.stockedCells();
    const [shelfLife, added, open] = await Promise.all([
      stock.shelfLifeDays([...new Set(cells.map((cell) => cell.productId))]),
      stock.lastAdded([...new Set(cells.map((cell) => cell.kioskId))]),
      createAlertsRepository(db).openOfTypes(['productExpiry']),
    ]);
    const lastAdded = new Map<string, Date>();
    for (const row of added) {
      if (row.at && row.productLineId) lastAdded.set(stockKey(row.kioskId, row.cellId, row.productLineId), row.at);
    }
    const expired = expiredStock(cells, shelfLife, lastAdded, at);
    const touched = new Set([...expired.keys(), ...open.map((row) => row.kioskId)]);
    const facts = new Map((await kiosks.engineFacts([...touched])).map((kiosk) => [kiosk.id, kiosk]));
    let changed = 0;
    for (const kioskId of touched) {
      const kiosk = facts.get(kioskId);
      if (!kiosk) continue;
      const condition = expired.get(kioskId);
      const isOpen = open.some((row) => row.kioskId === kioskId);
      if (Boolean(condition) === isOpen) continue;
      const pending: Pending[] = [];
      await db.transaction(async (tx) => {
        const repo = createAlertsRepository(tx);
        const snoozed = await repo.snoozed(kioskId, at);
        await reconcile(
          repo,
          kiosk,
          condition ? [condition] : [],
          ['productExpiry'],
          { kioskClock: at, serverClock: at },
          snoozed,
          pending,
        );
      });
      changed += pending.length;
      publish(pending);
    }
    return changed;
  }

  return {
    /** Subscribes the engine to the kiosks' facts; answers the unsubscribe function. */
    listen(): () => void {
      return kiosks.onFact((fact) => void enqueue(fact));
    },

    /** Applies a fact now (what listen does for each; tests call it to wait for the outcome). */
    apply: enqueue,

    /** Waits until every fact received so far has been applied. */
    async idle(): Promise<void> {
      while (chains.size) await Promise.all([...chains.values()]);
      await feed.idle();
    },

    /**
     * The periodic part, on the server's clock: silent kiosks (no message for over 10 minutes), lost broker
     * connections (over 15 minutes), and conditions whose alerts a snooze held back once it has ended. Only
     * kiosks whose open alerts differ from what should be open are touched, each in its own transaction
     * on its locked state; concurrent sweeps of several instances are harmless (ON CONFLICT DO NOTHING).
     */
    async sweep(at: Date = now()): Promise<number> {
      const repo = createAlertsRepository(db);
      const [all, states, open] = await Promise.all([
        kiosks.engineFacts(),
        repo.states(),
        repo.openOfTypes(LEVEL_TYPES),
      ]);
      const openByKiosk = new Map<string, Set<string>>();
      for (const row of open) {
        const set = openByKiosk.get(row.kioskId) ?? new Set<string>();
        set.add(row.type);
        openByKiosk.set(row.kioskId, set);
      }
      let changed = 0;
      for (const kiosk of all) {
        const state = states.get(kiosk.id) ?? {};
        const wanted = [...activeConditions(state), ...silenceConditions(state, kiosk.lastSeen, at)];
        const have = openByKiosk.get(kiosk.id) ?? new Set<string>();
        const same = wanted.length === have.size && wanted.every((condition) => have.has(condition.type));
        if (same) continue;
        // Read again just before deciding: a message may have arrived since the list was read.
        const [fresh] = await kiosks.engineFacts([kiosk.id]);
        if (!fresh) continue;
        const pending: Pending[] = [];
        await db.transaction(async (tx) => {
          const locked = createAlertsRepository(tx);
          const current = await locked.lockState(kiosk.id, kiosk.orgId);
          const conditions = [...activeConditions(current), ...silenceConditions(current, fresh.lastSeen, at)];
          const snoozed = await locked.snoozed(kiosk.id, at);
          const kioskClock = current.lastTs ? new Date(current.lastTs) : at;
          await reconcile(locked, kiosk, conditions, LEVEL_TYPES, { kioskClock, serverClock: at }, snoozed, pending);
        });
        changed += pending.length;
        publish(pending);
      }
      if (at.getTime() - expiryCheckedAt >= EXPIRY_EVERY_MS || at.getTime() < expiryCheckedAt) {
        changed += await checkExpiry(at);
      }
      await feed.redeliver(at);
      return changed;
    },

    checkExpiry,

    /**
     * For other modules (notifications, webhooks): every opening and resolution, after commit, at least
     * once (a failed or interrupted delivery is repeated by the sweep). Answers unsubscribe.
     */
    onAlertChange: (listener: AlertChangeListener) => feed.on(listener),

    /** Live notices and listeners for what operators change (acknowledging ends a one-off alert). */
    publish,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
