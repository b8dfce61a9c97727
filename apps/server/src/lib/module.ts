import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import type { EndpointName } from '../graphql/endpoint.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DeviceGateway, DeviceHandlers } from '../mqtt/gateway.ts';
import type { LiveBus } from './live.ts';
import type { ExportKind } from './export-kind.ts';
import type { Authenticate } from './rest.ts';
import type { Metrics } from './metrics.ts';
import type { Keyring, ResealReport, SecretBox } from '../auth/secrets.ts';
import type { Scope } from '../auth/scope.ts';
import type { Viewer } from '../auth/viewer.ts';

/**
 * The platform every module may use: the database (for its own repositories), configuration, logs,
 * file storage, the job queue and mail. Business rules live in modules; these pieces have none.
 */
export interface Platform {
  readonly database: Database;
  readonly db: Db;
  /**
   * Runs `work` in one transaction as a unit of work (ADR 0012): meanwhile every module's `db` is that
   * transaction, and what must wait for the commit (`afterCommit`: live notices, job sends, commands, an
   * in-transaction subscriber's `after`) runs once it committed — never if it rolled back. Inside a unit
   * already, `work` joins it.
   */
  unitOfWork<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly storage: FileStorage;
  readonly jobs: JobQueue;
  readonly mailer: Mailer;
  /** The device gateway: publishes commands to kiosks (started by app.ts with the modules' handlers). */
  readonly devices: DeviceGateway;
  /** Change notices for open consoles (GraphQL subscriptions). */
  readonly live: LiveBus;
  /** Prometheus instruments (lib/metrics.ts): batch rounds, state gauges, job runs, e-mails. */
  readonly metrics: Metrics;
  /** The keys that seal stored secrets (ADR 0020): `box()` seals and opens. */
  readonly secrets: Keyring;
}

/** One module's part of a spec §7 GraphQL endpoint. */
export interface GraphqlContribution {
  endpoint: EndpointName;
  typeDefs: string;
  resolvers: Record<string, object>;
  /**
   * Root operations any signed-in, active user may call (e.g. getSelf). Every other Query/Mutation
   * field requires console access (admin somewhere, or root) — the guard is on by default.
   */
  openOperations?: readonly string[];
  /**
   * Field operations (ADR 0024): a replenisher — no console access — may call them too. For these the
   * caller's scope is `fieldScope(viewer)`: their own plus the kiosks assigned to them as replenisher.
   */
  field?: { readonly operations: readonly string[]; fieldScope(viewer: Viewer): Promise<Scope> };
}

/** What REST routes get besides the Fastify instance: the same caller check as GraphQL. */
export interface RouteContext {
  authenticate: Authenticate;
}

/**
 * The module contract (docs/ARCHITECTURE.md "The module contract"): `create<X>Module(platform, ports)`
 * returns everything the module adds. app.ts and the authorization matrix loop over the module list
 * (modules.ts); nothing about a module is wired anywhere else.
 */
export interface ServerModule<Name extends string = string, Service = unknown> {
  /** Folder name under modules/; the authorization matrix loads `<name>.test-data.ts` (its `authzCases`) by it. */
  readonly name: Name;
  /** The module's rules; other modules receive narrow ports of it, never its repositories. */
  readonly service: Service;
  readonly graphql?: readonly GraphqlContribution[];
  /** REST routes (exports, downloads). */
  routes?(app: FastifyInstance, context: RouteContext): void | Promise<void>;
  /** Kinds of e-mailed export the module provides (built by the exports module's job). */
  readonly exportKinds?: readonly ExportKind[];
  /** What kiosks publish (device contract §2): one module provides the gateway's handlers. */
  readonly devices?: DeviceHandlers;
  /**
   * Background work on the one job queue (ADR 0014), registered after it started: periodic rounds
   * (`queue.every`), job handlers (`queue.work`), cron schedules. Subscriptions to other modules' events
   * (`platform.jobs.subscribe`) are declared when the module is built, before anything publishes.
   */
  jobs?(queue: JobQueue): Promise<void>;
  /** Finishes work in flight that is not a job (the queue's own stop waits for jobs); called when the server closes. */
  stop?(): Promise<void>;
  /** Idempotent work at every start (reference data), before the server listens. */
  start?(): Promise<void>;
  /** At every start, after `start`: moves the module's sealed values to the current key (ADR 0020). */
  resealSecrets?(box: SecretBox): Promise<ResealReport>;
}
