import { createHash } from 'node:crypto';

/**
 * Prepared statements for hot queries (docs/performance.md): the ORM builds a query's
 * SQL text once, and PostgreSQL parses it once per connection. A statement's name is derived from its
 * SQL text, so two builders of the same query share the name and a name never stands for two texts
 * (node-postgres refuses that). PGlite ignores the name and still skips the rebuilding.
 */
export function prepared<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 20);
  return query.prepare(`q_${digest}`);
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
