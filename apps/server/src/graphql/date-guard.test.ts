import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { baseResolvers, baseTypeDefs } from './base.ts';
import { useInputGuard } from './input-guard.ts';
import { runOn, type YogaResult } from '../test-support/yoga.ts';

/** A schema with dates in every place the API has them: arguments, input objects, lists, periods. */
const yoga = createYoga({
  schema: createSchema({
    typeDefs: [
      baseTypeDefs,
      /* GraphQL */ `
        input Period {
          from: DateTime
          to: DateTime
        }
        input Days {
          from: Date!
          to: Date!
        }
        input Filter {
          period: Period
          days: [Days!]
        }
        extend type Query {
          report(period: Period, filter: Filter): String
          metrics(from: DateTime, to: DateTime): String
          at(when: [DateTime!]): String
        }
      `,
    ],
    resolvers: [
      baseResolvers('reports'),
      {
        Query: {
          report: () => 'ran',
          metrics: () => 'ran',
          at: (_: unknown, args: { when: Date[] }) => args.when.map((d) => d.toISOString()).join(','),
        },
      },
    ],
  }),
  plugins: [useInputGuard()],
});

type Result = YogaResult;
const run = (query: string, variables: Record<string, unknown> = {}) => runOn(yoga, query, variables);

/** The one refusal: BAD_USER_INPUT, the full path in the message, the path inside the argument in `fields`. */
function refused(result: Result, path: string, field: string) {
  expect(result.data ?? null).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]?.message).toMatch(new RegExp(`^Invalid input: ${path.replace(/\./g, '\\.')} — `));
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(result.errors?.[0]?.extensions?.fields).toEqual({ [field]: 'BAD_USER_INPUT' });
}

describe('the date guard', () => {
  it('refuses a date outside 2000–2100 in a variable, naming it, before any resolver runs', async () => {
    refused(
      await run('query($p: Period) { report(period: $p) }', { p: { to: '-100000-01-01T00:00:00.000Z' } }),
      'p.to',
      'to',
    );
    refused(
      await run('query($f: Filter) { report(filter: $f) }', {
        f: { days: [{ from: '2026-01-01', to: '2026-02-30' }] },
      }),
      'f.days.0.to',
      'days.0.to',
    );
    refused(await run('query($w: [DateTime!]) { at(when: $w) }', { w: ['2026-01-01T00:00:00Z', 'x'] }), 'w.1', '1');
    // A single value where a list is expected is a list of one.
    refused(await run('query($w: [DateTime!]) { at(when: $w) }', { w: '2101-01-01T00:00:00Z' }), 'w', 'w');
    refused(await run('query($t: DateTime) { metrics(to: $t) }', { t: 8.64e15 }), 't', 't');
  });

  it('refuses one written in the document, and a variable default, naming it (not the scalar)', async () => {
    refused(await run('{ report(period: { to: "+275760-09-13T00:00:00.000Z" }) }'), 'period.to', 'to');
    refused(
      await run('{ report(filter: { days: [{ from: "1999-12-31", to: "2026-01-01" }] }) }'),
      'filter.days.0.from',
      'days.0.from',
    );
    refused(await run('{ metrics(from: 20260101) }'), 'from', 'from');
    refused(await run('query($t: DateTime = "-1") { metrics(to: $t) }'), 't', 't');
  });

  it('refuses a period whose `to` lies before its `from`, wherever they meet', async () => {
    const reversed = { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };
    refused(await run('query($p: Period) { report(period: $p) }', { p: reversed }), 'p.to', 'to');
    refused(await run('{ report(period: { from: "2026-02-01", to: "2026-01-01" }) }'), 'period.to', 'to');
    refused(await run('{ metrics(from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z") }'), 'to', 'to');
    refused(await run('query($t: DateTime) { metrics(from: "2026-02-01", to: $t) }', { t: '2026-01-01' }), 'to', 'to');
    refused(
      await run('query($f: Filter) { report(filter: $f) }', {
        f: { days: [{ from: '2026-01-02', to: '2026-01-01' }] },
      }),
      'f.days.0.to',
      'days.0.to',
    );
  });

  it('lets good dates and periods through, the widest one and one bound alone included', async () => {
    expect(await run('{ report(period: { from: "2000-01-01", to: "2100-12-31T23:59:59.999Z" }) }')).toEqual({
      data: { report: 'ran' },
    });
    expect(await run('query($t: DateTime) { metrics(to: $t) }', { t: '2026-03-01T12:00:00+02:00' })).toEqual({
      data: { metrics: 'ran' },
    });
    expect(await run('{ metrics(from: "2026-01-01", to: "2026-01-01") }')).toEqual({ data: { metrics: 'ran' } });
    expect(await run('query($w: [DateTime!]) { at(when: $w) }', { w: ['2026-01-01'] })).toEqual({
      data: { at: '2026-01-01T00:00:00.000Z' },
    });
  });
});
