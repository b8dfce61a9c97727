import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { selectRows, type Database, type Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { afterCommit, currentTransaction } from '../db/unit-of-work.ts';
import type { SubscribeOptions, Topic } from './topic.ts';

export interface EveryOptions {
  /** Runs one round at once (in whichever instance starts first) instead of after the first interval. */
  runAtStart?: boolean;
  /** A failed round: logged by the caller; the next round runs all the same. */
  onError(error: unknown): void;
}

/**
 * The one way to run background work (ADR 0014), on pg-boss in the application's own database: PGlite
 * through its adapter, PostgreSQL through a small pool of its own. pg-boss keeps its tables in the
 * `pgboss` schema and creates them on start. Several server instances share the queue; each job runs once.
 *
 * - `publish` / `subscribe`: "after this commits, tell module X" — the events are jobs written in the
 *   publisher's transaction, so they commit or roll back with its change and survive a crash; each
 *   subscriber has its own queue, handled at least once (a failed handler is retried with backoff).
 * - `every`: periodic work, one round at a time across all instances.
 * - `send` / `work` / `schedule`: one-off jobs and wall-clock (cron) schedules.
 */
export interface JobQueue {
  start(): Promise<void>;
  /** Enqueues a job; returns its id (none inside a unit of work: sent after its commit). Wakes this instance's worker at once (unless it starts later). */
  send<T extends object>(
    name: string,
    data: T,
    options?: { retryLimit?: number; startAfterSeconds?: number },
  ): Promise<string | undefined>;
  /** Registers the handler for a queue (one job at a time per instance). Call after start(). */
  work<T extends object>(name: string, handler: (data: T, job: Job<T>) => Promise<void>): Promise<void>;
  /**
   * Schedules a job by cron (UTC) on the queue's own clock: pg-boss keeps the schedule in the database and
   * one instance sends each occurrence, so it runs once across instances and survives restarts.
   */
  schedule<T extends object>(name: string, cron: string, data?: T): Promise<void>;
  /**
   * Subscribes `subscriber` (a module's name) to a topic: `handle` gets the topic's events published from
   * now on, in batches, at least once (it must be idempotent), after their transaction committed — also
   * when the publishing process stopped or crashed meanwhile. Call when the module is built, before
   * anything publishes (start() creates the queues and starts the workers).
   */
  subscribe<T>(
    topic: Topic<T>,
    subscriber: string,
    handle: (events: T[]) => Promise<void>,
    options?: SubscribeOptions<T>,
  ): void;
  /**
   * Publishes events to the topic's subscribers as part of `tx` (they commit with it, and are dropped if
   * it rolls back); without `tx`, at once on the queue's own connection.
   */
  publish<T>(topic: Topic<T>, events: readonly T[], tx?: Db): Promise<void>;
  /**
   * Runs `run` every `intervalMs`, one round at a time across every instance sharing the database (a round
   * still running when the next is due is not overlapped; an instance that dies mid-round leaves it to
   * another once the round expires). Call after start(); stop() waits for a round in flight.
   */
  every(name: string, intervalMs: number, run: () => Promise<unknown>, options: EveryOptions): Promise<void>;
  /** Waits until the subscriber's queued events are handled (tests; at most `timeoutMs`). */
  settled(subscriber: string, timeoutMs?: number): Promise<void>;
  /** Stops workers (waiting up to a few seconds for running jobs) and closes the queue's connections. */
  stop(): Promise<void>;
  /** Readiness: the queue runs and reaches its tables through its own connections (throws when not). */
  check(): Promise<boolean>;
  /** Jobs waiting and running per queue, across all instances (metrics). */
  backlog(): Promise<{ queue: string; ready: number; deferred: number; active: number }[]>;
}

interface Subscription {
  topic: Topic<unknown>;
  subscriber: string;
  queue: string;
  handle: (events: unknown[]) => Promise<void>;
  filter?: (event: unknown) => boolean;
  inTransaction?: (events: readonly unknown[], tx: Db) => Promise<{ after?: () => unknown }>;
}

/**
 * Event queues: retried with backoff for about a day; a handler beats while it runs, so one whose process
 * died is failed (and retried elsewhere) within seconds; a worker takes up to EVENT_BATCH jobs at once.
 */
const EVENT_QUEUE = {
  retryLimit: 12,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 15 * 60,
  notify: true,
};
const EVENT_BATCH = 20;
/** A periodic round may take this long at most; its instance beats every half of the heartbeat. */
const ROUND_EXPIRE_SECONDS = 60 * 60;
const ROUND_HEARTBEAT_SECONDS = 10;
/** How often pg-boss fails jobs whose heartbeat stopped (and other supervision). */
const SUPERVISE_SECONDS = 15;

/** Timings tests shorten (defaults: the production values above). */
export interface JobQueueTimings {
  /**
   * How often an event worker polls while notifications wake it (pg-boss: 30 s): a retry coming due sends
   * no notification, so this is how late it may be picked up.
   */
  eventPollWhileNotifiedSeconds?: number;
  /** The first retry delay of a failed event (doubled, with jitter, for each further attempt). */
  eventRetryDelaySeconds?: number;
  /** How long stop() waits for running jobs before failing them (retried elsewhere). */
  stopGraceSeconds?: number;
}

export function createJobQueue(database: Database, logger: FastifyBaseLogger, timings: JobQueueTimings = {}): JobQueue {
  const eventQueue = { ...EVENT_QUEUE, retryDelay: timings.eventRetryDelaySeconds ?? EVENT_QUEUE.retryDelay };
  const eventPolling = {
    pollingIntervalSeconds: 2,
    ...(timings.eventPollWhileNotifiedSeconds
      ? { notifyPollingIntervalSeconds: timings.eventPollWhileNotifiedSeconds }
      : {}),
  };
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: database.pool?.options.connectionString ?? '',
          max: 3,
          superviseIntervalSeconds: SUPERVISE_SECONDS,
          useListenNotify: true,
        });
  // pg-boss reconnects by itself; a database restart or failover is a warning, not our fault.
  boss.on('error', (error) =>
    isDatabaseUnavailable(error)
      ? logger.warn({ err: error }, 'job queue: database unavailable; retrying')
      : logger.error({ err: error }, 'job queue error'),
  );
  const workers = new Map<string, string>();
  const queues = new Set<string>();
  const subscriptions = new Map<string, Subscription[]>();
  const busy = new Map<string, number>();
  let started = false;
  let closing = false;
  let stopping: Promise<void> | undefined;

  async function ensureQueue(name: string, options: Parameters<PgBoss['createQueue']>[1] = {}) {
    if (queues.has(name)) return;
    await boss.createQueue(name, { retryLimit: 2, retryDelay: 5, expireInSeconds: 15 * 60, ...options });
    // Reads the queue into pg-boss's cache now: a publish inside a transaction must not read it then
    // (PGlite runs one query at a time; the read would wait for the transaction that waits for it).
    await boss.insert(name, []);
    queues.add(name);
  }

  async function track<T>(subscriber: string, work: () => Promise<T>): Promise<T> {
    busy.set(subscriber, (busy.get(subscriber) ?? 0) + 1);
    try {
      return await work();
    } finally {
      busy.set(subscriber, (busy.get(subscriber) ?? 1) - 1);
    }
  }

  async function startSubscription(subscription: Subscription) {
    await ensureQueue(subscription.queue, eventQueue);
    const id = await boss.work<{ events: unknown }>(
      subscription.queue,
      { ...eventPolling, batchSize: EVENT_BATCH },
      (jobs) =>
        track(subscription.subscriber, async () => {
          const events = jobs.flatMap((job) => subscription.topic.decode(job.data.events));
          try {
            await subscription.handle(events);
          } catch (error) {
            logger.error({ err: error, queue: subscription.queue }, 'event handler failed; retried later');
            throw error;
          }
        }),
    );
    workers.set(subscription.queue, id);
  }

  /**
   * The subscriber's `inTransaction` in a savepoint of the publisher's unit of work; its `after` waits for
   * the unit's commit. False when it failed (rolled back to the savepoint): the events go to a job instead.
   * The savepoint is not released (the commit does that): one round trip less per publication.
   */
  async function handleInTransaction(subscription: Subscription, events: readonly unknown[], tx: Db): Promise<boolean> {
    const handle = subscription.inTransaction;
    if (!handle) return false;
    await tx.execute(sql`SAVEPOINT in_transaction_subscriber`);
    try {
      const { after } = await handle(events, tx);
      if (after) await afterCommit(after);
      return true;
    } catch (error) {
      await tx.execute(sql`ROLLBACK TO SAVEPOINT in_transaction_subscriber`);
      logger.warn(
        { err: error, queue: subscription.queue, events: events.length },
        'handling events in the publishing transaction failed; queued as a job',
      );
      return false;
    }
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const list of subscriptions.values()) for (const subscription of list) await startSubscription(subscription);
    },

    async send(name, data, options = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        retryLimit: options.retryLimit ?? 2,
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`job for ${name} was not created`);
      const worker = workers.get(name);
      if (worker && !options.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },

    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null);
    },

    async work(name, handler) {
      await ensureQueue(name);
      const id = await boss.work<object>(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never, job as never);
          } catch (error) {
            logger.error({ err: error, queue: name, jobId: job.id }, 'job failed');
            throw error;
          }
        }
      });
      workers.set(name, id);
    },

    subscribe(topic, subscriber, handle, options = {}) {
      const subscription: Subscription = {
        topic: topic as Topic<unknown>,
        subscriber,
        queue: `${topic.name}/${subscriber}`,
        handle: handle as (events: unknown[]) => Promise<void>,
        ...(options.filter ? { filter: options.filter as (event: unknown) => boolean } : {}),
        ...(options.inTransaction ? { inTransaction: options.inTransaction as Subscription['inTransaction'] } : {}),
      };
      const list = subscriptions.get(topic.name) ?? [];
      if (list.some((other) => other.subscriber === subscriber)) {
        throw new Error(`${subscriber} subscribed to ${topic.name} twice`);
      }
      subscriptions.set(topic.name, [...list, subscription]);
      if (started) void startSubscription(subscription);
    },

    async publish(topic, events, tx) {
      if (!events.length) return;
      for (const subscription of subscriptions.get(topic.name) ?? []) {
        const chosen = subscription.filter ? events.filter(subscription.filter) : events;
        if (!chosen.length) continue;
        if (tx && subscription.inTransaction && tx === currentTransaction()) {
          const handled = await handleInTransaction(subscription, chosen, tx);
          if (handled) continue;
        }
        if (!queues.has(subscription.queue)) {
          throw new Error(`job queue not started: ${topic.name} cannot reach ${subscription.subscriber}`);
        }
        await boss.insert(
          subscription.queue,
          [{ data: { events: topic.encode(chosen) } }],
          tx ? { db: fromDrizzle(tx as never, sql as never) } : {},
        );
        // Outside a transaction the job is there now; inside one, the queue's NOTIFY wakes the workers at commit.
        const worker = workers.get(subscription.queue);
        if (!tx && worker) boss.notifyWorker(worker);
      }
    },

    async every(name, intervalMs, run, { runAtStart = false, onError }) {
      // At most one round queued and one running across instances ("stately"): each instance asks for
      // the first round at start, and every round asks for the next when it ends; the extra asks are
      // dropped. An instance dying mid-round leaves the round to expire and be retried by another.
      // A running round beats every few seconds: one whose instance died (or whose end the database did not
      // record) is failed after ROUND_HEARTBEAT_SECONDS and retried by whichever instance is there.
      await ensureQueue(name, {
        policy: 'stately',
        retryLimit: 5,
        retryDelay: 0,
        heartbeatSeconds: ROUND_HEARTBEAT_SECONDS,
        expireInSeconds: ROUND_EXPIRE_SECONDS,
      });
      // The next round must be queued, or the work stops: when the database is away, ask again until it is back.
      const next = async (delayMs: number): Promise<void> => {
        try {
          await boss.send(name, {}, delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {});
        } catch (error) {
          if (closing) return;
          logger.warn({ err: error, queue: name }, 'next periodic round not queued; asking again');
          const retry = setTimeout(() => void next(delayMs), Math.min(intervalMs, 2_000));
          retry.unref();
        }
      };
      const id = await boss.work(
        name,
        { pollingIntervalSeconds: Math.min(2, Math.max(0.5, intervalMs / 1000)), batchSize: 1 },
        async () => {
          try {
            await run();
          } catch (error) {
            onError(error);
          } finally {
            await next(intervalMs);
          }
        },
      );
      workers.set(name, id);
      // A round queued for later (by an instance before a restart) would swallow the ask for one now:
      // "at start" brings it forward instead, and then asks for none (the worker may already hold the
      // brought-forward round, and a second ask would queue another round right after it).
      let broughtForward = false;
      if (runAtStart) {
        const moved = await selectRows(
          database.db,
          sql`UPDATE pgboss.job SET start_after = now()
               WHERE name = ${name} AND state = 'created' AND start_after > now() RETURNING id`,
        );
        broughtForward = moved.length > 0;
      }
      if (!broughtForward) await next(runAtStart ? 0 : intervalMs);
      // The round asked for now runs at once, not at the worker's next poll.
      if (runAtStart) boss.notifyWorker(id);
    },

    async settled(subscriber, timeoutMs = 30_000) {
      const names = [...subscriptions.values()]
        .flat()
        .filter((subscription) => subscription.subscriber === subscriber)
        .map((subscription) => subscription.queue);
      if (!names.length) return;
      const list = sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      );
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const [waiting] = await selectRows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name IN (${list})
              AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        );
        if (!waiting?.n && !busy.get(subscriber)) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async check() {
      if (!started || stopping) return false;
      return boss.isInstalled();
    },
    async backlog() {
      if (!started || stopping) return [];
      const list = await boss.getQueues();
      return list.map((q) => ({
        queue: q.name,
        ready: q.readyCount,
        deferred: q.deferredCount,
        active: q.activeCount,
      }));
    },
    stop() {
      closing = true;
      if (!started) return Promise.resolve();
      stopping ??= boss.stop({ graceful: true, timeout: (timings.stopGraceSeconds ?? 5) * 1000, close: true });
      return stopping;
    },
  };
}
