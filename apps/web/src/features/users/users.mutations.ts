/**
 * Writes of the users screens (spec §7). Each hook refreshes the users queries when it succeeds; the
 * screens show the toasts (spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserMemberCardsMutation,
  CheckMemberCardQuery,
  CreateUserInput,
  CreateUserMutation,
  DeleteUserMemberCardsMutation,
  GrantUserRootMutation,
  ToggleUserStatusMutation,
  UpdateUserInput,
  UpdateUserMutation,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { CHECK_MEMBER_CARD, userKeys } from './users.queries.ts';

export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($data: CreateUserInput!) {
    createUser(data: $data) {
      _id
    }
  }
`;

export const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUser($id: ID!, $data: UpdateUserInput!) {
    updateUser(id: $id, data: $data) {
      _id
    }
  }
`;

export const TOGGLE_USER_STATUS = /* GraphQL */ `
  mutation ToggleUserStatus($data: ToggleUserStatusInput!) {
    toggleUserStatus(data: $data) {
      _id
      status
    }
  }
`;

export const GRANT_USER_ROOT = /* GraphQL */ `
  mutation GrantUserRoot($data: GrantRootInput!) {
    grantRootForUser(data: $data) {
      _id
      root
    }
  }
`;

export const ADD_USER_MEMBER_CARDS = /* GraphQL */ `
  mutation AddUserMemberCards($userId: ID!, $data: MemberCardsInput!) {
    addMembercardIdForUser(userId: $userId, data: $data) {
      _id
      membercards
    }
  }
`;

export const DELETE_USER_MEMBER_CARDS = /* GraphQL */ `
  mutation DeleteUserMemberCards($userId: ID!, $data: MemberCardsInput!) {
    deleteMembercardIdForUser(userId: $userId, data: $data) {
      _id
      membercards
    }
  }
`;

/** Thrown by useAddMemberCard when the card already belongs to another user. */
export class MemberCardTakenError extends Error {
  constructor() {
    super('MEMBER_CARD_TAKEN');
    this.name = 'MemberCardTakenError';
  }
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (data: CreateUserInput) => request<CreateUserMutation>('organizations', CREATE_USER, { data }),
    onSuccess: refresh,
  });
}

export function useUpdateUser(id: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (data: UpdateUserInput) => request<UpdateUserMutation>('organizations', UPDATE_USER, { id, data }),
    onSuccess: refresh,
  });
}

export function useToggleUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (userId: string) =>
      request<ToggleUserStatusMutation>('organizations', TOGGLE_USER_STATUS, { data: { userId } }),
    onSuccess: refresh,
  });
}

export function useGrantUserRoot() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (data: { userId: string; root: boolean }) =>
      request<GrantUserRootMutation>('organizations', GRANT_USER_ROOT, { data }),
    onSuccess: refresh,
  });
}

/** Checks first that the card is free (spec §7 checkMemberCardIfAlreadyAssigned), then assigns it. */
export function useAddMemberCard(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (card: string) => {
      const check = await request<CheckMemberCardQuery>('organizations', CHECK_MEMBER_CARD, {
        membercard: card,
        userId,
      });
      if (check.checkMemberCardIfAlreadyAssigned) throw new MemberCardTakenError();
      return request<AddUserMemberCardsMutation>('organizations', ADD_USER_MEMBER_CARDS, {
        userId,
        data: { membercards: [card] },
      });
    },
    onSuccess: refresh,
  });
}

export function useDeleteMemberCard(userId: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (card: string) =>
      request<DeleteUserMemberCardsMutation>('organizations', DELETE_USER_MEMBER_CARDS, {
        userId,
        data: { membercards: [card] },
      }),
    onSuccess: refresh,
  });
}
