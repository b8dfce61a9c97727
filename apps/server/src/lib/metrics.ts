import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus instruments (prom-client), one registry per app. Every series the server
 * exports is named here (docs/operations.md lists them); platform code and modules record through the
 * narrow `Metrics` port, so no call site knows about prom-client. Values read from elsewhere (the device
 * gateway's counters, the pool, the job queue, states in the database) are read when Prometheus scrapes.
 */

/** Batch rounds (lib/batcher.ts): what one round committed and how long it took. */
export interface BatchObserver {
  batch(size: number, seconds: number, ok: boolean): void;
  /** Items waiting for a round, read at each scrape. */
  backlog(read: () => number): void;
}

/** Counts by label values, read at each scrape (e.g. open commands by state). */
export type StateCounts = readonly { labels: Record<string, string>; value: number }[];

/** Gauges a module fills from its own tables, by name (their labels are fixed here). */
export const STATE_GAUGES = {
  commands: { help: 'Kiosk commands not yet final, by state (queued, sent, delivered)', labels: ['state'] },
  alerts_open: { help: 'Open alerts, by type and severity', labels: ['type', 'severity'] },
} as const;
export type StateGauge = keyof typeof STATE_GAUGES;

/** What modules and platform pieces record through. */
export interface Metrics {
  batcher(name: string): BatchObserver;
  /** Registers the reader of a state gauge (read at each scrape; a failing read leaves it empty). */
  states(gauge: StateGauge, read: () => Promise<StateCounts>): void;
  /** Runs a job handler and counts its run, outcome and duration. */
  job<A extends unknown[]>(queue: string, handler: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
  /** Sends an e-mail through `send` and counts the outcome. */
  mail(send: () => Promise<void>): Promise<void>;
}

/** Counters the device gateway keeps since start (mqtt/gateway.ts GatewayMetrics). */
export interface DeviceCounters {
  received: Record<string, number>;
  acknowledged: number;
  dropped: Record<string, number>;
  refused: Record<string, number>;
  failed: number;
  revoked: number;
}

export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface JobBacklog {
  queue: string;
  ready: number;
  deferred: number;
  active: number;
}

/** Sources the app wires once (app.ts): read at each scrape. */
export interface ScrapeSources {
  devices?: () => DeviceCounters;
  pool?: () => PoolUse | undefined;
  jobs?: () => Promise<readonly JobBacklog[]>;
  /** Each dependency's state, as /readyz reports it. */
  dependencies?: () => Promise<Record<string, boolean>>;
}

const PREFIX = 'kiosk_console_';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];
const BATCH_SIZE_BUCKETS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000];

export type AppMetrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // Event-loop lag, heap, GC, CPU, handles: prom-client's default set (standard names, no prefix).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const sources: ScrapeSources = {};

  const http = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route (the route pattern) and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const graphql = new Histogram({
    name: `${PREFIX}graphql_operation_duration_seconds`,
    help: 'GraphQL operations executed, by endpoint, operation type and root field, with their outcome',
    labelNames: ['endpoint', 'type', 'operation', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const graphqlErrors = new Counter({
    name: `${PREFIX}graphql_errors_total`,
    help: 'Errors answered by GraphQL operations, by endpoint, root field and error code',
    labelNames: ['endpoint', 'operation', 'code'],
    registers,
  });
  const batchSize = new Histogram({
    name: `${PREFIX}batch_size`,
    help: 'Items per batch round (ingest: device messages per database transaction)',
    labelNames: ['batcher'],
    buckets: BATCH_SIZE_BUCKETS,
    registers,
  });
  const batchSeconds = new Histogram({
    name: `${PREFIX}batch_duration_seconds`,
    help: 'Time of one batch round until its commit, by outcome (ok, failed)',
    labelNames: ['batcher', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const backlogs = new Map<string, () => number>();
  new Gauge({
    name: `${PREFIX}batch_backlog`,
    help: 'Items waiting for a batch round (ingest: device messages received, not yet being written)',
    labelNames: ['batcher'],
    registers,
    collect() {
      this.reset();
      for (const [name, read] of backlogs) this.set({ batcher: name }, read());
    },
  });
  const jobs = new Counter({
    name: `${PREFIX}jobs_total`,
    help: 'Job runs on this instance, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_duration_seconds`,
    help: 'Job run time, by queue',
    labelNames: ['queue'],
    buckets: JOB_BUCKETS,
    registers,
  });
  new Gauge({
    name: `${PREFIX}job_queue_jobs`,
    help: 'Jobs in the shared queue (all instances), by queue and state (ready, deferred, active)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const q of (await readSafely(sources.jobs)) ?? []) {
        this.set({ queue: q.queue, state: 'ready' }, q.ready);
        this.set({ queue: q.queue, state: 'deferred' }, q.deferred);
        this.set({ queue: q.queue, state: 'active' }, q.active);
      }
    },
  });
  const mails = new Counter({
    name: `${PREFIX}mails_total`,
    help: 'E-mails handed to SMTP or written to the outbox, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers,
  });

  // The device gateway's own counters, read at scrape time.
  const devices = () => sources.devices?.();
  new Counter({
    name: `${PREFIX}device_messages_received_total`,
    help: 'Valid device messages received, by channel (status, telemetry, event, ack)',
    labelNames: ['channel'],
    registers,
    collect() {
      this.reset();
      for (const [channel, value] of Object.entries(devices()?.received ?? {})) this.inc({ channel }, value);
    },
  });
  new Counter({
    name: `${PREFIX}device_messages_acknowledged_total`,
    help: 'Device messages acknowledged to the kiosk after their commit',
    registers,
    collect() {
      this.reset();
      this.inc(devices()?.acknowledged ?? 0);
    },
  });
  new Counter({
    name: `${PREFIX}device_messages_dropped_total`,
    help: 'Device messages dropped as invalid (acknowledged, not stored), by reason',
    labelNames: ['reason'],
    registers,
    collect() {
      this.reset();
      for (const [reason, value] of Object.entries(devices()?.dropped ?? {})) this.inc({ reason }, value);
    },
  });
  new Counter({
    name: `${PREFIX}device_refusals_total`,
    help: 'Kiosk logins, publishes and subscribes refused (bad credentials, foreign topics), by kind',
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      for (const [kind, value] of Object.entries(devices()?.refused ?? {})) this.inc({ kind }, value);
    },
  });
  new Counter({
    name: `${PREFIX}device_message_failures_total`,
    help: 'Attempts to store a device message that failed (not acknowledged; retried or re-sent by the kiosk)',
    registers,
    collect() {
      this.reset();
      this.inc(devices()?.failed ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL connection pool of the application (not the job queue), by state (total, idle, waiting)',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: `${PREFIX}dependency_up`,
    help: 'Whether a dependency answers (1) or not (0), as /readyz checks it',
    labelNames: ['dependency'],
    registers,
    async collect() {
      this.reset();
      const states = await readSafely(sources.dependencies);
      for (const [dependency, up] of Object.entries(states ?? {})) this.set({ dependency }, up ? 1 : 0);
    },
  });

  const stateReaders = new Map<StateGauge, () => Promise<StateCounts>>();
  for (const [name, spec] of Object.entries(STATE_GAUGES) as [StateGauge, (typeof STATE_GAUGES)[StateGauge]][]) {
    new Gauge({
      name: `${PREFIX}${name}`,
      help: spec.help,
      labelNames: [...spec.labels],
      registers,
      async collect() {
        this.reset();
        for (const { labels, value } of (await readSafely(stateReaders.get(name))) ?? []) this.set(labels, value);
      },
    });
  }

  const port: Metrics = {
    batcher: (name) => ({
      batch(size, seconds, ok) {
        batchSize.observe({ batcher: name }, size);
        batchSeconds.observe({ batcher: name, outcome: ok ? 'ok' : 'failed' }, seconds);
      },
      backlog: (read) => void backlogs.set(name, read),
    }),
    states: (gauge, read) => void stateReaders.set(gauge, read),
    job:
      (queue, handler) =>
      async (...args) => {
        const stop = jobSeconds.startTimer({ queue });
        try {
          await handler(...args);
          jobs.inc({ queue, outcome: 'completed' });
        } catch (error) {
          jobs.inc({ queue, outcome: 'failed' });
          throw error;
        } finally {
          stop();
        }
      },
    async mail(send) {
      try {
        await send();
        mails.inc({ outcome: 'sent' });
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };

  return {
    registry,
    port,
    /** Wires what is read at scrape time (app.ts, once). */
    readFrom(more: ScrapeSources) {
      Object.assign(sources, more);
    },
    /** One HTTP request answered. */
    httpRequest(labels: { method: string; route: string; status_code: number }, seconds: number) {
      http.observe(labels, seconds);
    },
    /** One GraphQL query or mutation executed; `errorCodes` = the codes of the errors it answered. */
    graphqlOperation(
      labels: { endpoint: string; type: string; operation: string },
      seconds: number,
      errorCodes: readonly string[],
    ) {
      graphql.observe({ ...labels, outcome: errorCodes.length > 0 ? 'error' : 'ok' }, seconds);
      for (const code of errorCodes)
        graphqlErrors.inc({ endpoint: labels.endpoint, operation: labels.operation, code });
    },
  };
}

/** A scrape never fails because one source does (the database may be down: that is what it reports). */
async function readSafely<T>(read: (() => Promise<T> | T) | undefined): Promise<T | undefined> {
  if (!read) return undefined;
  try {
    return await read();
  } catch {
    return undefined;
  }
}
