/**
 * Writes of the users screens (spec §7). Each hook invalidates every query key whose data it changes;
 * the screens show the toasts (spec §8).
 */
import { graphql } from '../../generated/gql.ts';
import type { CreateUserInput, UpdateUserInput } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { CHECK_MEMBER_CARD } from './users.queries.ts';

const CREATE_USER = graphql(`
  mutation CreateUser($data: CreateUserInput!) {
    createUser(data: $data) {
      _id
    }
  }
`);

const UPDATE_USER = graphql(`
  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {
    updateUser(id: $id, data: $data) {
      _id
    }
  }
`);

const TOGGLE_USER_STATUS = graphql(`
  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {
    toggleUserStatus(data: $data) {
      _id
      status
    }
  }
`);

const GRANT_USER_ROOT = graphql(`
  mutation GrantUserRoot($data: GrantRootInput!) {
    grantRootForUser(data: $data) {
      _id
      root
    }
  }
`);

const ADD_USER_MEMBER_CARDS = graphql(`
  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {
    addMembercardIdForUser(userId: $userId, data: $data) {
      _id
      membercards
    }
  }
`);

const DELETE_USER_MEMBER_CARDS = graphql(`
  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {
    deleteMembercardIdForUser(userId: $userId, data: $data) {
      _id
      membercards
    }
  }
`);

/** Thrown by useAddMemberCard when the card already belongs to another user. */
export class MemberCardTakenError extends Error {
  constructor() {
    super('MEMBER_CARD_TAKEN');
    this.name = 'MemberCardTakenError';
  }
}

/** A user's name, roles and status also show in the organizations' user lists and, for oneself, in the session. */
const CHANGES = [queryKeys.users.all, queryKeys.organizations.all, queryKeys.self];

export function useCreateUser() {
  return useInvalidatingMutation((data: CreateUserInput) => request('organizations', CREATE_USER, { data }), {
    invalidates: CHANGES,
  });
}

export function useUpdateUser(id: string) {
  return useInvalidatingMutation((data: UpdateUserInput) => request('organizations', UPDATE_USER, { id, data }), {
    invalidates: CHANGES,
  });
}

export function useToggleUserStatus() {
  return useInvalidatingMutation(
    (userId: string) => request('organizations', TOGGLE_USER_STATUS, { data: { userId } }),
    { invalidates: CHANGES },
  );
}

export function useGrantUserRoot() {
  return useInvalidatingMutation(
    (data: { userId: string; root: boolean }) => request('organizations', GRANT_USER_ROOT, { data }),
    { invalidates: CHANGES },
  );
}

/** Member cards show only on the user's own screens. */
const CARD_CHANGES = [queryKeys.users.all];

/** Checks first that the card is free (spec §7 checkMemberCardIfAlreadyAssigned), then assigns it. */
export function useAddMemberCard(userId: string) {
  return useInvalidatingMutation(
    async (card: string) => {
      const check = await request('organizations', CHECK_MEMBER_CARD, { membercard: card, userId });
      if (check.checkMemberCardIfAlreadyAssigned) throw new MemberCardTakenError();
      return request('organizations', ADD_USER_MEMBER_CARDS, { userId, data: { membercards: [card] } });
    },
    { invalidates: CARD_CHANGES },
  );
}

export function useDeleteMemberCard(userId: string) {
  return useInvalidatingMutation(
    (card: string) => request('organizations', DELETE_USER_MEMBER_CARDS, { userId, data: { membercards: [card] } }),
    { invalidates: CARD_CHANGES },
  );
}
