import type { AuthzCase } from '../../test-support/authz.ts';

/**
 * Test data of the sales module: no authorization-matrix cases — it adds no GraphQL operations (the sales
 * and refills it derives are read through the transactions module's).
 */
export const authzCases: AuthzCase[] = [];
