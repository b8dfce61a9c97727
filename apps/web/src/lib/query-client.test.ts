import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-client.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('never retries a GraphQL error answer such as Token expired', () => {
    expect(shouldRetry(0, new GraphQLRequestError('Token expired', [{ message: 'Token expired' }], 200))).toBe(false);
  });

  it('retries network and 5xx failures twice', () => {
    const network = new GraphQLRequestError('Failed to fetch', [], 0);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, new GraphQLRequestError('HTTP 502', [], 502))).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
    expect(shouldRetry(0, new GraphQLRequestError('HTTP 404', [], 404))).toBe(false);
  });

  it('retries a read the server answered temporarily unavailable (database restart) a few times', () => {
    const unavailable = new GraphQLRequestError(
      'The service is temporarily unavailable. Please try again in a moment.',
      [{ message: 'unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      200,
    );
    expect(shouldRetry(0, unavailable)).toBe(true);
    expect(shouldRetry(3, unavailable)).toBe(true);
    expect(shouldRetry(4, unavailable)).toBe(false);
    // Also as a REST answer (HTTP 503 with the code).
    const rest = new GraphQLRequestError(
      'unavailable',
      [{ message: 'x', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      503,
    );
    expect(shouldRetry(2, rest)).toBe(true);
  });
});
