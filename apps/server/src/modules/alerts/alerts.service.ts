import type { FastifyBaseLogger } from 'fastify';
import type { AlertType } from '@kiosk/common/constants';
import type { DeviceEventFact } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { Topic } from '../../jobs/topic.ts';
import type { StateCounts } from '../../lib/metrics.ts';
import type { LiveBus } from '../../lib/live.ts';
import { applyKioskFacts, reconcile, snoozedAt, type Pending } from './alerts.apply.ts';
import { toChange, type AlertChangeFeed, type AlertChangeListener } from './alerts.changes.ts';
import { createAlertsRepository, type AlertRow } from './alerts.repository.ts';
import { LEVEL_TYPES, activeConditions, silenceConditions, type RuleState } from './alerts.rules.ts';
import { expiredStock, type StockedBatch } from './alerts.expiry.ts';

export type { Pending } from './alerts.apply.ts';

/** A committed device fact, as the kiosks module publishes it (its `facts` topic, ADR 0014). */
export type AlertFact = { kiosk: { id: string; orgId: string }; receivedAt: Date } & (
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEventFact }
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
  facts: Topic<AlertFact>;
  /** Name, last message and auto out-of-service setting: all kiosks, or these. */
  engineFacts(ids?: readonly string[]): Promise<EngineKiosk[]>;
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(viewer: Viewer, id: string): Promise<{ id: string; orgId: string; name: string }>;
  /** Queues the `service` command with reason temperature (shown in the kiosk's activity log). */
  setService(kiosk: { id: string; orgId: string; serialNumber: string }, inService: boolean): Promise<void>;
  /** Every stock batch holding units of the product its cell holds (docs/field-operations.md). */
  stockedBatches(): Promise<StockedBatch[]>;
}

/** What the expiry check needs of the products module. */
export interface AlertStockPort {
  /** Shelf life in days per product (null: none): the expiry of units whose best-before day is unknown. */
  shelfLifeDays(productIds: readonly string[]): Promise<ReadonlyMap<string, number | null>>;
}

export const ALERTS_CHANNEL = 'alerts';
/** Kiosk names and settings are read at most this often per kiosk (a changed setting counts within it). */
const KIOSK_CACHE_MS = 30_000;
/** Condition types stay open after an acknowledgement; the others (one-off) end with it. */
export const CONDITION_TYPES = new Set<AlertType>([...LEVEL_TYPES, 'productExpiry']);
/** The expiry check runs at most this often (it reads every stocked cell and its last refill). */
const EXPIRY_EVERY_MS = 10 * 60_000;
/**
 * Facts are applied in batches (one transaction) of at most this many, waiting this long for company. A
 * batch reads and writes each of its kiosks' states once, so the batch must hold several facts per kiosk:
 * a fleet's backlog spreads a job's facts over thousands of kiosks, and with 1,000 a batch applied about
 * one fact per state written (2,000 kiosks × 60 messages: state current after 42–131 s; with 5,000, 25 s).
 */
const BATCH = { maxItems: 5000, maxWaitMs: 10 };

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
  const cache = new Map<string, { kiosk: EngineKiosk; until: number }>();

  /** The kiosks' names and settings: from the cache, the others in one read. */
  async function kiosksOf(ids: readonly string[]): Promise<Map<string, EngineKiosk>> {
    const t = Date.now();
    const found = new Map<string, EngineKiosk>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = cache.get(id);
      if (hit && hit.until > t) found.set(id, hit.kiosk);
      else missing.push(id);
    }
    if (!missing.length) return found;
    if (cache.size > 10_000) cache.clear();
    for (const kiosk of await kiosks.engineFacts(missing)) {
      cache.set(kiosk.id, { kiosk, until: t + KIOSK_CACHE_MS });
      found.set(kiosk.id, kiosk);
    }
    return found;
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

  type Outcome = { pending: Pending[]; service: { kiosk: EngineKiosk; inService: boolean }[] };

  /**
   * Applies the facts of these kiosks (each kiosk's in arrival order) in ONE transaction with a fixed
   * number of reads and writes, whatever the batch's size: lock the states, read them with the open alerts
   * and the snoozes (one statement), move every kiosk's state on in memory, save the states in one statement. Only openings and
   * resolutions (rare) cost statements of their own. In `tx` (the ingest's, which holds its kiosks' rows),
   * or in a transaction of its own.
   */
  async function applyGroups(groups: ReadonlyMap<EngineKiosk, readonly AlertFact[]>, tx?: Db): Promise<Outcome> {
    const outcome: Outcome = { pending: [], service: [] };
    const list = [...groups.keys()];
    const from = new Date(Math.min(...[...groups.values()].flat().map((fact) => fact.receivedAt.getTime())));
    const apply = async (tx: Db) => {
      const repo = createAlertsRepository(tx);
      const { states, open, windows } = await repo.lockBatch(
        list.map((kiosk) => ({ kioskId: kiosk.id, orgId: kiosk.orgId })),
        from,
      );
      const saves: { kioskId: string; state: RuleState; at: Date }[] = [];
      for (const [kiosk, facts] of groups) {
        const start = states.get(kiosk.id) ?? {};
        const result = await applyKioskFacts(
          repo,
          kiosk,
          start,
          open.filter((row) => row.kioskId === kiosk.id),
          windows.filter((window) => window.kioskId === kiosk.id),
          facts,
          outcome.pending,
        );
        if (result.state !== start)
          saves.push({ kioskId: kiosk.id, state: result.state, at: facts.at(-1)!.receivedAt });
        for (const inService of result.inService) outcome.service.push({ kiosk, inService });
      }
      await repo.saveStates(saves);
    };
    if (tx) await apply(tx);
    else await db.transaction((own) => apply(own as unknown as Db));
    return outcome;
  }

  /** The facts of known kiosks, by kiosk in arrival order (a deleted kiosk's are dropped). */
  async function byKiosk(facts: readonly AlertFact[]): Promise<Map<EngineKiosk, AlertFact[]>> {
    const known = await kiosksOf([...new Set(facts.map((fact) => fact.kiosk.id))]);
    const groups = new Map<EngineKiosk, AlertFact[]>();
    for (const fact of facts) {
      const kiosk = known.get(fact.kiosk.id);
      if (!kiosk) continue;
      const group = groups.get(kiosk) ?? [];
      group.push(fact);
      groups.set(kiosk, group);
    }
    return groups;
  }

  /** After the commit: the notices and listeners, then the out-of-service commands decided. */
  async function settle(outcome: Outcome): Promise<void> {
    publish(outcome.pending);
    for (const { kiosk, inService } of outcome.service) {
      try {
        await kiosks.setService(kiosk, inService);
        logger.info({ kioskId: kiosk.id, inService }, 'auto temperature out-of-service');
      } catch (error) {
        logger.warn({ err: error, kioskId: kiosk.id }, 'auto temperature out-of-service command failed');
      }
    }
  }

  /**
   * One batch of committed facts (the job path). Should the batch's transaction fail (a kiosk deleted
   * meanwhile), each kiosk's facts are applied on their own, so only that kiosk's are dropped (and logged).
   */
  async function applyBatch(facts: AlertFact[]): Promise<void[]> {
    const groups = await byKiosk(facts);
    let outcome: Outcome = { pending: [], service: [] };
    if (groups.size) {
      try {
        outcome = await applyGroups(groups);
      } catch (error) {
        logger.warn({ err: error, kiosks: groups.size }, 'applying a batch of device facts failed; kiosk by kiosk');
        for (const [kiosk, group] of groups) {
          try {
            const one = await applyGroups(new Map([[kiosk, group]]));
            outcome.pending.push(...one.pending);
            outcome.service.push(...one.service);
          } catch (failure) {
            logger.warn({ err: failure, kioskId: kiosk.id }, 'applying device facts failed');
          }
        }
      }
    }
    await settle(outcome);
    return facts.map(() => undefined);
  }

  /** Settlements of facts applied in the ingest's transactions, still running (idle() waits for them). */
  const settling = new Set<Promise<void>>();

  // Batches run one after another in arrival order, so a kiosk's facts are applied in order (across
  // instances, the locked state rows keep them apart).
  const batcher = createBatcher<AlertFact, void>({ run: applyBatch, ...BATCH });

  function enqueue(fact: AlertFact): Promise<void> {
    return batcher
      .add(fact)
      .catch((error: unknown) => logger.warn({ err: error, kioskId: fact.kiosk.id }, 'applying a device fact failed'));
  }

  /**
   * Product expiry (periodic): kiosks with a stock batch past its best-before day (unknown date: added +
   * shelf life) get a productExpiry alert; it resolves once those units are sold, wasted or counted out.
   */
  async function checkExpiry(at: Date = now()): Promise<number> {
    expiryCheckedAt = at.getTime();
    const batches = await kiosks.stockedBatches();
    const [shelfLife, open] = await Promise.all([
      stock.shelfLifeDays([...new Set(batches.map((batch) => batch.productId))]),
      createAlertsRepository(db).openOfTypes(['productExpiry']),
    ]);
    const expired = expiredStock(batches, shelfLife, at);
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
          await repo.openOf(kioskId),
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
    /** Open alerts by type and severity, across all organizations (the metrics' gauge). */
    async openCounts(): Promise<StateCounts> {
      const rows = await createAlertsRepository(db).openCounts();
      return rows.map(({ type, severity, n }) => ({ labels: { type, severity }, value: n }));
    },

    /** Applies committed facts (the module's subscription to the kiosks' facts, in batches). */
    async applyAll(facts: readonly AlertFact[]): Promise<void> {
      await Promise.all(facts.map(enqueue));
    },

    /**
     * The subscription's handling in the publisher's transaction (the ingest's batch, whose kiosks it has
     * locked): the facts applied there, their notices and commands once it committed (`after`).
     */
    async applyInTransaction(facts: readonly AlertFact[], tx: Db): Promise<{ after?: () => void }> {
      const groups = await byKiosk(facts);
      if (!groups.size) return {};
      const outcome = await applyGroups(groups, tx);
      if (!outcome.pending.length && !outcome.service.length) return {};
      return {
        after: () => {
          const run = settle(outcome).finally(() => settling.delete(run));
          settling.add(run);
        },
      };
    },

    /** Applies a fact now (tests call it to wait for the outcome). */
    apply: enqueue,

    /** Waits until every fact received so far has been applied. */
    async idle(): Promise<void> {
      await batcher.drain();
      await Promise.all(settling);
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
          const snoozed = snoozedAt(await locked.snoozeWindows([kiosk.id], at), at);
          const kioskClock = current.lastTs ? new Date(current.lastTs) : at;
          const open = await locked.openOf(kiosk.id);
          await reconcile(
            locked,
            kiosk,
            open,
            conditions,
            LEVEL_TYPES,
            { kioskClock, serverClock: at },
            snoozed,
            pending,
          );
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
