import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { applyFunctions, readFunctionsFiles, type FunctionsFile } from './functions.ts';

/** The ORM handle every repository receives. Same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The underlying driver, for libraries that need their own handle (the job queue). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Runs a plain SQL statement with parameters and returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * LISTEN on a channel: every NOTIFY on it (from this process or another on the same database) calls
   * `onPayload`. Resolves to a function that stops listening. On PostgreSQL the listening connection is
   * re-opened after it dropped (a restart, a failover); notifications sent meanwhile are lost, so
   * `onResync` is called once it listens again — a listener that must not miss one reads the state afresh.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (payload under 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Channel names are identifiers in LISTEN; ours are fixed snake_case words. */
function listenIdentifier(channel: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return `"${channel}"`;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** The current text of the database's functions, applied after the migrations (db/functions.ts, ADR 0028). */
export const FUNCTIONS_DIR = path.join(MIGRATIONS_DIR, 'functions');

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent = in memory (tests). */
  dataDir?: string;
  /**
   * PGlite: start from this dumped data directory (`PGlite.dumpDataDir`) instead of an empty one — the
   * tests' migrated snapshot. Migrations still run and apply whatever the snapshot lacks.
   */
  snapshot?: Blob;
  /** Where connection trouble is reported (PostgreSQL): dropped connections are expected, never fatal. */
  logger?: DatabaseLogger;
}

export interface DatabaseLogger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

const SILENT: DatabaseLogger = { warn: () => undefined, info: () => undefined };

/**
 * PostgreSQL connections: a connection attempt gives up after this long (a query then fails at once
 * with "temporarily unavailable" instead of hanging while the database is unreachable), and idle
 * connections send TCP keepalives, so one silently cut is noticed.
 */
const CONNECTION = { connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

/**
 * The file a server running PGlite on a data folder keeps its process id in, while it is open: backup and
 * restore (backup/backup.ts) refuse to copy a folder a live process holds.
 */
export function pgliteLockFile(dataDir: string): string {
  return `${dataDir}.pid`;
}

/**
 * Applies the function files (default: `drizzle/functions`) whose text changed, in one transaction on
 * the given driver (db/functions.ts). Answers the names applied.
 */
export async function applyFunctionsTo(
  driver: { pool?: pg.Pool; pglite?: PGlite },
  files?: FunctionsFile[],
): Promise<string[]> {
  const texts = files ?? (await readFunctionsFiles(FUNCTIONS_DIR));
  if (driver.pglite)
    return driver.pglite.transaction((tx) =>
      applyFunctions(
        {
          query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
          exec: async (sql) => void (await tx.exec(sql)),
        },
        texts,
      ),
    );
  if (!driver.pool) throw new Error('no database driver');
  const client = await driver.pool.connect();
  try {
    await client.query('BEGIN');
    const applied = await applyFunctions(
      {
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        exec: async (sql) => void (await client.query(sql)),
      },
      texts,
    );
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const logger = options.logger ?? SILENT;
    const pool = new pg.Pool({ connectionString: options.url, max: 10, ...CONNECTION });
    // A database restart or failover ends every connection. The pool drops an idle one and reports it
    // here (unheard, the 'error' event would end the process); the next query opens a new one.
    pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost; reconnecting on next use'));
    // A connection lost while a transaction holds it: the statement in flight fails (answered
    // SERVICE_UNAVAILABLE, rolled back by the database), and the pool discards it on release. pg-pool
    // takes its own listener off a connection it lends out, so this one keeps the event from being unheard.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    const listeners = createPgListeners(options.url, logger);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    await applyFunctionsTo({ pool });
    return {
      db,
      kind: 'postgres',
      pool,
      async query<T>(text: string, params: unknown[] = []) {
        const result = await pool.query(text, params);
        return result.rows as T[];
      },
      listen: (channel, onPayload, onResync) => listeners.listen(channel, onPayload, onResync),
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        await listeners.close();
        await pool.end();
      },
    };
  }
  const lockFile = options.dataDir ? pgliteLockFile(options.dataDir) : undefined;
  if (options.dataDir) {
    await fs.mkdir(options.dataDir, { recursive: true });
    await fs.writeFile(pgliteLockFile(options.dataDir), `${process.pid}\n`);
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  await applyFunctionsTo({ pglite: client });

  // PGlite has no autovacuum: without statistics the planner takes every table for a few rows and
  // sorts whole tables instead of reading the grids' sort indexes. Refreshed at each start.
  await client.exec('ANALYZE');
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(listenIdentifier(channel), onPayload);
      return () => stop();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.close();
      if (lockFile) await fs.rm(lockFile, { force: true });
    },
  };
}

/** Runs a raw SQL fragment through the ORM handle and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Pause before re-opening a dropped LISTEN connection: doubling from the first, up to the last. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5_000;
/** The LISTEN connection is checked this often (a cut that sent nothing is otherwise noticed late). */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

interface ChannelListener {
  onPayload: (payload: string) => void;
  onResync?: (() => void) | undefined;
}

/**
 * LISTEN on PostgreSQL needs a connection of its own (a pooled one goes back to the pool). One client
 * for all channels, opened on first use. When it drops (restart, failover, network cut — or a heartbeat
 * that gets no answer), it is re-opened with a growing pause until the database answers, every channel
 * is listened to again, and each listener's `onResync` is called (what was notified meanwhile is lost).
 */
function createPgListeners(url: string, logger: DatabaseLogger) {
  const handlers = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | undefined;
  /** Channels LISTENed on `client`. */
  let listening = new Set<string>();
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let closed = false;

  async function listenOn(c: pg.Client, channel: string): Promise<void> {
    if (listening.has(channel)) return;
    await c.query(`LISTEN ${listenIdentifier(channel)}`);
    if (client === c) listening.add(channel);
  }

  function drop(c: pg.Client, error?: unknown): void {
    if (client !== c) return;
    client = undefined;
    listening = new Set();
    clearTimeout(heartbeatTimer);
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error }, 'database notifications: connection lost; listening again when the database answers');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer || handlers.size === 0) return;
    const pause = Math.min(RELISTEN_MAX_MS, RELISTEN_FIRST_MS * 2 ** Math.min(attempt, 8));
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().then(
        () => {
          logger.info({ attempts: attempt }, 'database notifications: listening again');
          attempt = 0;
          for (const set of handlers.values()) for (const listener of set) listener.onResync?.();
        },
        () => scheduleReconnect(),
      );
    }, pause);
    reconnectTimer.unref();
  }

  function heartbeat(c: pg.Client): void {
    clearTimeout(heartbeatTimer);
    heartbeatTimer = setTimeout(() => {
      let timer: NodeJS.Timeout | undefined;
      const check = c.query('SELECT 1');
      check.catch(() => undefined);
      Promise.race([
        check,
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer to the heartbeat')), HEARTBEAT_TIMEOUT_MS);
        }),
      ]).then(
        () => {
          clearTimeout(timer);
          if (client === c) heartbeat(c);
        },
        (error: unknown) => {
          clearTimeout(timer);
          drop(c, error);
        },
      );
    }, HEARTBEAT_MS);
    heartbeatTimer.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, ...CONNECTION });
      c.on('notification', (message) => {
        for (const listener of handlers.get(message.channel) ?? []) listener.onPayload(message.payload ?? '');
      });
      c.on('error', (error) => drop(c, error));
      c.on('end', () => drop(c, new Error('connection ended')));
      try {
        await c.connect();
        if (closed) throw new Error('closed while connecting');
        client = c;
        for (const channel of handlers.keys()) await listenOn(c, channel);
      } catch (error) {
        if (client === c) client = undefined;
        listening = new Set();
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
        throw error;
      }
      heartbeat(c);
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onResync?: () => void,
    ): Promise<() => Promise<void>> {
      listenIdentifier(channel);
      const listener: ChannelListener = { onPayload, onResync };
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(listener);
      try {
        await listenOn(await connect(), channel);
      } catch (error) {
        // Not listening: the caller may try again (a reconnect under way listens to every channel).
        set.delete(listener);
        if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
        throw error;
      }
      const own = set;
      return async () => {
        own.delete(listener);
        if (own.size === 0 && handlers.get(channel) === own) {
          handlers.delete(channel);
          listening.delete(channel);
          await client?.query(`UNLISTEN ${listenIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(heartbeatTimer);
      // A connection attempt still under way ends its client itself when it sees `closed`.
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
