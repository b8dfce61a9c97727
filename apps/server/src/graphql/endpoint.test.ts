import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import pino from 'pino';
import { SYSTEM_VIEWER } from '../auth/viewer.ts';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { formatError, registerGraphqlEndpoints } from './endpoint.ts';

const logger = pino({ level: 'silent' });

/** What drizzle throws when PostgreSQL refuses a statement: the driver's error, with its SQLSTATE, in `cause`. */
function failedQuery(sqlState: string): Error {
  return new Error('Failed query: select …', { cause: Object.assign(new Error('refused'), { code: sqlState }) });
}

describe('formatError', () => {
  it.each([
    ['22P02', 'invalid text representation (not a uuid)'],
    ['22021', 'character not in repertoire (U+0000)'],
    ['54000', 'index row too large'],
  ])('answers input the database refused (%s, %s) as BAD_USER_INPUT', (sqlState) => {
    const error = formatError(failedQuery(sqlState), logger);
    expect(error.message).toBe('Invalid input');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('still hides every other failure behind INTERNAL', () => {
    for (const error of [failedQuery('23502'), failedQuery('40P01'), new TypeError('boom')]) {
      const formatted = formatError(error, logger);
      expect(formatted.message).toBe('Unexpected error.');
      expect(formatted.extensions).toEqual({ code: 'INTERNAL' });
    }
  });

  it('answers a database that cannot be reached (restart, failover) as SERVICE_UNAVAILABLE', () => {
    for (const error of [
      failedQuery('57P01'),
      failedQuery('08006'),
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
    ]) {
      const formatted = formatError(error, logger);
      expect(formatted.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
      expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    }
  });
});

describe('logging what an operation answered', () => {
  it('logs client mistakes at debug and only our own faults as errors', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://127.0.0.1:3999',
      ADMIN_EMAIL: 'root@test.kiosk.local',
      ADMIN_PASSWORD: 'root-password-1',
    });
    const app = Fastify();
    const logger = pino({ level: 'debug' }, sink);
    const fail = (code: 'NOT_FOUND' | 'BAD_USER_INPUT' | 'FORBIDDEN') => () => {
      throw new AppError(code);
    };
    registerGraphqlEndpoints(
      app,
      [
        {
          endpoint: 'reports',
          typeDefs: 'extend type Query { missing: Int, invalid: Int, forbidden: Int, broken: Int, count(n: Int): Int }',
          resolvers: {
            Query: {
              missing: fail('NOT_FOUND'),
              invalid: fail('BAD_USER_INPUT'),
              forbidden: fail('FORBIDDEN'),
              broken: () => {
                throw new TypeError('our bug');
              },
              count: (_: unknown, args: { n: number }) => args.n,
            },
          },
        },
      ],
      { config, logger, authenticate: async () => SYSTEM_VIEWER },
    );
    const ask = async (query: string, variables: Record<string, unknown> = {}) =>
      (await app.inject({ method: 'POST', url: '/api/v1/reports/graphql', payload: { query, variables } })).json();

    for (const query of ['{ missing }', '{ invalid }', '{ forbidden }', '{ nosuchfield }', '{ count(n: "x") }', '{']) {
      expect((await ask(query)).errors?.[0]?.extensions?.code, query).not.toBe('INTERNAL');
    }
    expect((await ask('query($n: Int) { count(n: $n) }', { n: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level === 20).length).toBeGreaterThanOrEqual(3);

    expect((await ask('{ broken }')).errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toContain(
      'unexpected error in GraphQL operation',
    );
    await app.close();
  });
});
