import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from './graphql-client.ts';

/** How often a read the server answered "temporarily unavailable" (its database restarts) is tried again. */
const UNAVAILABLE_RETRIES = 4;

/**
 * GraphQL errors are answers, not glitches: retry only network/server failures, twice, and reads the
 * server answered SERVICE_UNAVAILABLE (a database restart or failover: back within seconds) a few times,
 * with react-query's growing pause (1, 2, 4, 8 s).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLRequestError && error.code === 'SERVICE_UNAVAILABLE') {
    return failureCount < UNAVAILABLE_RETRIES;
  }
  if (error instanceof GraphQLRequestError && error.errors.length > 0) return false;
  if (error instanceof GraphQLRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
