import type { AuthzCase, Caller } from '../../test-support/authz.ts';

/** Operations open to every signed-in, active user (the console needs them to explain a refusal). */
const signedInActive = (caller: Caller) => !['anonymous', 'expired', 'deactivated'].includes(caller);

export const usersAuthzCases: AuthzCase[] = [
  {
    operation: 'getSelf',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: '{ getSelf { _id email } }' }),
    allowed: signedInActive,
  },
  {
    operation: 'setUserLanguage',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: 'mutation { setUserLanguage(lang: de) { _id language } }' }),
    allowed: signedInActive,
  },
  {
    operation: 'acceptTerms',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: 'mutation { acceptTerms { _id termsAccepted } }' }),
    allowed: signedInActive,
  },
];
