import type { AuthzCase } from '../../test-support/authz.ts';

/**
 * Test data of the retention module: no authorization-matrix cases — it adds no GraphQL operations (its
 * settings are the server's configuration; the temperature log it keeps short is the kiosks module's).
 */
export const authzCases: AuthzCase[] = [];
