import type { Currency, Language, Role, UserStatus } from '@kiosk/common/constants';

// Result types are written by hand until graphql-codegen generates them (apps/web/src/generated).

export const GET_SELF = /* GraphQL */ `
  query GetSelf {
    getSelf {
      _id
      firstName
      lastName
      email
      avatarUrl
      root
      status
      termsAccepted
      language
      mobile
      rolesInOrganizations {
        organizationId {
          _id
          name
          currency
        }
        role
        status
      }
    }
  }
`;

export interface SelfOrganization {
  _id: string;
  name: string;
  currency: Currency | (string & {});
}

export interface SelfRole {
  organizationId: SelfOrganization | null;
  role: Role | (string & {});
  status: UserStatus | (string & {});
}

export interface Self {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  root: boolean;
  status: UserStatus | (string & {});
  termsAccepted: boolean;
  language: Language | (string & {}) | null;
  mobile: string | null;
  rolesInOrganizations: SelfRole[];
}

export interface GetSelfQuery {
  getSelf: Self;
}

export const selfQueryKey = ['organizations', 'getSelf'] as const;
