import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { formatError } from './endpoint.ts';

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
