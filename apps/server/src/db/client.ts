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
   * `onPayload`. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
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

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent = in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool) as unknown as Db;
    const listeners = createPgListeners(options.url);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      pool,
      async query<T>(text: string, params: unknown[] = []) {
        const result = await pool.query(text, params);
        return result.rows as T[];
      },
      listen: (channel, onPayload) => listeners.listen(channel, onPayload),
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        await listeners.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) await fs.mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
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
    close: () => client.close(),
  };
}

/** Runs a raw SQL fragment through the ORM handle and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * LISTEN on PostgreSQL needs a connection of its own (a pooled one goes back to the pool). One client
 * for all channels, opened on first use and re-opened (re-listening) if the connection drops.
 */
function createPgListeners(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  function connect(): Promise<pg.Client> {
    client ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      c.on('error', () => {
        // Dropped connection: reconnect and listen again on the next tick.
        client = undefined;
        if (!closed) setTimeout(() => void relisten().catch(() => undefined), 1000).unref();
      });
      await c.connect();
      return c;
    })();
    return client;
  }

  async function relisten() {
    const c = await connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${listenIdentifier(channel)}`);
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      const identifier = listenIdentifier(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await (await connect()).query(`LISTEN ${identifier}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          if (client) await (await client).query(`UNLISTEN ${identifier}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (client) await (await client).end().catch(() => undefined);
      client = undefined;
    },
  };
}
