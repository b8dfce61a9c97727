import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from './graphql-client.ts';

/** GraphQL errors are answers, not glitches: retry only network/server failures, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
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
