import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { inUnitOfWork, outsideUnitOfWork } from './unit-of-work.ts';

/**
 * Prepared statements for hot queries (docs/performance.md): the ORM builds a query's
 * SQL text once, and PostgreSQL parses it once per connection. A statement's name is derived from its
 * SQL text, so two builders of the same query share the name and a name never stands for two texts
 * (node-postgres refuses that). PGlite ignores the name and still skips the rebuilding.
 *
 * `build` is called with the repository's `db` in scope: once now, and again on every execution inside a
 * unit of work (a GraphQL mutation, db/unit-of-work.ts), so the statement runs on the unit's transaction —
 * a statement bound to the plain handle would wait for the transaction to end on PGlite (one query at a
 * time) and read outside it on PostgreSQL.
 */
export function prepared<P extends { execute(...args: never[]): unknown }>(
  build: () => { toSQL(): { sql: string }; prepare(name: string): P },
): P {
  // Bound to the plain handle even when first used inside a unit (preparedByShape builds on first use):
  // a statement bound to a unit's transaction would outlive it.
  const query = outsideUnitOfWork(build);
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 20)}`;
  const statement = outsideUnitOfWork(() => query.prepare(name));
  const execute = (...args: never[]) => (inUnitOfWork() ? build().prepare(name) : statement).execute(...args);
  return new Proxy(statement, {
    get: (target, property, receiver) => (property === 'execute' ? execute : Reflect.get(target, property, receiver)),
  });
}

/**
 * Prepared statements of a query whose shape varies (which filters are present, the sort column): one
 * per shape, built on first use. A shape holds only what changes the SQL text (flags, enum values),
 * never a value, so there are few of them.
 */
export function preparedByShape<S extends Record<string, string | boolean>, P>(
  build: (shape: S) => P,
): (shape: S) => P {
  const statements = new Map<string, P>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(shape);
      statements.set(key, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * Runs a raw SQL statement as a named prepared statement on `db` (a transaction or the plain handle) and
 * returns its rows: PostgreSQL parses and plans it once per connection (after five runs it keeps a generic
 * plan) instead of on every run. For hot statements built by the server whose text takes few shapes —
 * values are parameters, never part of the text — as each shape stays prepared on every pooled connection.
 * PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
