import { consoleCaller, type AuthzCase } from '../../test-support/authz.ts';

/** Test data of the exports module: its authorization-matrix cases. */

export const authzCases: AuthzCase[] = [
  {
    // Owner-only: the answer lists the caller's own exports (the REST download is checked in users.export tests).
    operation: 'getMyExports',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: '{ getMyExports { total data { _id status } } }' }),
    allowed: consoleCaller,
  },
];
