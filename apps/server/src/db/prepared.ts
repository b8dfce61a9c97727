import { createHash } from 'node:crypto';
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
