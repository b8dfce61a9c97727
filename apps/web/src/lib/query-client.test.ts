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
});
