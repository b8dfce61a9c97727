import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

/**
 * The job queue (pg-boss) on the application's own database: PGlite through its adapter, PostgreSQL
 * through a small pool of its own. pg-boss keeps its tables in the `pgboss` schema and creates them on
 * start. Several server instances share the queue; each job runs once.
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
  /** Stops workers (waiting up to a few seconds for running jobs) and closes the queue's connections. */
  stop(): Promise<void>;
  /** Readiness: the queue runs and reaches its tables through its own connections (throws when not). */
  check(): Promise<boolean>;
  /** Jobs waiting and running per queue, across all instances (metrics). */
  backlog(): Promise<{ queue: string; ready: number; deferred: number; active: number }[]>;
}

export function createJobQueue(database: Database, logger: FastifyBaseLogger): JobQueue {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', superviseIntervalSeconds: 60 })
      : new PgBoss({ connectionString: database.pool?.options.connectionString ?? '', max: 3 });
  // pg-boss reconnects by itself; a database restart or failover is a warning, not our fault.
  boss.on('error', (error) =>
    isDatabaseUnavailable(error)
      ? logger.warn({ err: error }, 'job queue: database unavailable; retrying')
      : logger.error({ err: error }, 'job queue error'),
  );
  const workers = new Map<string, string>();
  const queues = new Set<string>();
  let started = false;
  let stopping: Promise<void> | undefined;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name, { retryLimit: 2, retryDelay: 5, expireInSeconds: 15 * 60 });
    queues.add(name);
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
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
      if (!started) return Promise.resolve();
      stopping ??= boss.stop({ graceful: true, timeout: 5_000, close: true });
      return stopping;
    },
  };
}
