/**
 * Reads of the users screens (spec §7 "Organizations and users (graph)", all on the organizations
 * endpoint), with their query keys. Result types come from graphql-codegen (npm run codegen).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  UserDetailQuery,
  UserOrganizationsQuery,
  UsersGridInput,
  UsersGridQuery,
  UserTransactionsQuery,
  UserTransactionsQueryVariables,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

export const USERS_GRID = /* GraphQL */ `
  query UsersGrid($data: UsersGridInput) {
    getAllUsersGrid(data: $data) {
      total
      data {
        _id
        status
        firstName
        lastName
        email
        root
        rolesInOrganizations {
          organizationId {
            _id
            name
          }
          role
          status
        }
      }
    }
  }
`;

export const USER_DETAIL = /* GraphQL */ `
  query UserDetail($id: ID!) {
    getOneUserWithInfo(id: $id) {
      _id
      status
      firstName
      lastName
      root
      email
      mobile
      termsAccepted
      note
      address {
        name
        line1
        line2
        postalCode
        city
        state
        country
      }
      rolesInOrganizations {
        organizationId {
          _id
          name
          currency
        }
        role
        status
      }
      membercards
      paymentMethods {
        _id
        provider
        type
        last4digits
        default
        cardType
        created
        updated
      }
      kiosks {
        _id
        name
      }
      updatedAt
    }
  }
`;

/** Every organization the caller may see: the organization filter and the role rows of the form. */
export const USER_ORGANIZATIONS = /* GraphQL */ `
  query UserOrganizations {
    getAllOrganizations {
      _id
      name
    }
  }
`;

export const USER_TRANSACTIONS = /* GraphQL */ `
  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {
    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {
      total
      data {
        _id
        created
        total
        itemsPurchased {
          price
          productLine {
            _id
            name
          }
          kiosk {
            _id
            name
          }
        }
      }
    }
  }
`;

export const CHECK_MEMBER_CARD = /* GraphQL */ `
  query CheckMemberCard($membercard: String!, $userId: ID) {
    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)
  }
`;

export type UserRow = UsersGridQuery['getAllUsersGrid']['data'][number];
export type UserDetail = UserDetailQuery['getOneUserWithInfo'];
export type UserOrganization = UserOrganizationsQuery['getAllOrganizations'][number];
export type UserTransaction = UserTransactionsQuery['findUserTransactionsGrid']['data'][number];
export type PaymentMethod = NonNullable<UserDetail['paymentMethods']>[number];

/** Every users query key starts with this, so one invalidation refreshes the screens. */
export const userKeys = {
  all: ['users'] as const,
  grid: (input: UsersGridInput) => ['users', 'grid', input] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  organizations: ['users', 'organizations'] as const,
  transactions: (variables: UserTransactionsQueryVariables) => ['users', 'transactions', variables] as const,
};

export function useUsersGrid(input: UsersGridInput) {
  return useQuery({
    queryKey: userKeys.grid(input),
    queryFn: () => request<UsersGridQuery>('organizations', USERS_GRID, { data: input }),
    select: (data) => data.getAllUsersGrid,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => request<UserDetailQuery>('organizations', USER_DETAIL, { id }),
    select: (data) => data.getOneUserWithInfo,
    enabled: Boolean(id),
  });
}

export function useUserOrganizations() {
  return useQuery({
    queryKey: userKeys.organizations,
    queryFn: () => request<UserOrganizationsQuery>('organizations', USER_ORGANIZATIONS),
    select: (data) => data.getAllOrganizations,
    staleTime: 60_000,
  });
}

export function useUserTransactions(variables: UserTransactionsQueryVariables) {
  return useQuery({
    queryKey: userKeys.transactions(variables),
    queryFn: () => request<UserTransactionsQuery>('organizations', USER_TRANSACTIONS, variables),
    select: (data) => data.findUserTransactionsGrid,
    placeholderData: keepPreviousData,
  });
}
