/**
 * Reads of the users screens (spec §7 "Organizations and users (graph)", all on the organizations
 * endpoint), with their query keys (lib/query-keys.ts). Documents are typed by graphql-codegen.
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type {
  UserDetailQuery,
  UsersGridInput,
  UsersGridQuery,
  UserTransactionsQuery,
  UserTransactionsQueryVariables,
} from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const USERS_GRID = graphql(`
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
`);

const USER_DETAIL = graphql(`
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
        ...RoleInOrganizationFields
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
`);

const USER_TRANSACTIONS = graphql(`
  query UserTransactions($userId: ID!, $skip: Int, $limit: Int, $search: String, $sort: UserTransactionsSort) {
    findUserTransactionsGrid(userId: $userId, skip: $skip, limit: $limit, search: $search, sort: $sort) {
      total
      data {
        _id
        orgId
        created
        total
        refundedTotal
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
`);

export const CHECK_MEMBER_CARD = graphql(`
  query CheckMemberCard($membercard: String!, $userId: ID) {
    checkMemberCardIfAlreadyAssigned(membercard: $membercard, userId: $userId)
  }
`);

export type UserRow = UsersGridQuery['getAllUsersGrid']['data'][number];
export type UserDetail = UserDetailQuery['getOneUserWithInfo'];
export type UserTransaction = UserTransactionsQuery['findUserTransactionsGrid']['data'][number];
export type PaymentMethod = NonNullable<UserDetail['paymentMethods']>[number];

export function useUsersGrid(input: UsersGridInput) {
  return useQuery({
    queryKey: queryKeys.users.grid(input),
    queryFn: () => request('organizations', USERS_GRID, { data: input }),
    select: (data) => data.getAllUsersGrid,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users.detail(id ?? ''),
    queryFn: id ? () => request('organizations', USER_DETAIL, { id }) : skipToken,
    select: (data) => data.getOneUserWithInfo,
  });
}

export function useUserTransactions(variables: UserTransactionsQueryVariables) {
  return useQuery({
    queryKey: queryKeys.users.transactions(variables),
    queryFn: () => request('organizations', USER_TRANSACTIONS, variables),
    select: (data) => data.findUserTransactionsGrid,
    placeholderData: keepPreviousData,
  });
}
