import type { AuthzCase } from '../../test-support/authz.ts';

/**
 * Test data of the transactions-exports module: no authorization-matrix cases — it adds no GraphQL operations
 * (its REST routes are checked by `transactions-exports.integration.test.ts`: a caller's organizations and
 * kiosks only, 401 without a token).
 */
export const authzCases: AuthzCase[] = [];
