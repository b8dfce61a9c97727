import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRefusedInput } from './errors.ts';

/** What drizzle throws: its own error with the driver's in `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command (a restart, fast)'],
    ['57P02', 'terminating connection because of crash of another server process (immediate)'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish a connection'],
    ['53300', 'too many connections'],
    ['25006', 'read-only transaction: a standby not yet promoted'],
  ])('is true for SQLSTATE %s (%s), also wrapped by the ORM', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])(
    'is true for the socket error %s',
    (code) => {
      expect(isDatabaseUnavailable(wrapped(withCode(code, `connect ${code} 127.0.0.1:5432`)))).toBe(true);
    },
  );

  it('is true for node-postgres and pg-pool messages without a code, and refusals on every address', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
    }
    const everyAddress = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(wrapped(everyAddress))).toBe(true);
  });

  it('is false for mistakes of a statement or its input, and for other failures', () => {
    for (const error of [
      withCode('23505'),
      withCode('22P02'),
      withCode('40P01'),
      withCode('42P01'),
      new TypeError('boom'),
      new Error('Cannot use a pool after calling end on the pool'),
      undefined,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
    expect(isRefusedInput(wrapped(withCode('57P01')))).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
