/** The list's URL state (lib/list-state.ts) → getAllUsersGrid input (spec §9: page 25, firstName ascending). */
import { DEFAULT_SORTS, ROLES, USER_STATUSES, type Role, type UserStatus } from '@kiosk/common/constants';
import type { UsersGridInput, UsersSortField } from '../../generated/graphql.ts';
import { activeFilters, ALL, gridPaging, type ListDefaults, type ListState } from '../../lib/list-state.ts';

const USER_SORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'status',
  'updatedAt',
] as const satisfies readonly UsersSortField[];
export type UserFilterKey = 'organization' | 'role' | 'status';

export const USERS_LIST_DEFAULTS: ListDefaults<UsersSortField, UserFilterKey> = {
  sort: DEFAULT_SORTS.users,
  sortFields: USER_SORT_FIELDS,
  filters: { organization: ALL, role: ALL, status: ALL },
};

const isRole = (value: string | undefined): value is Role => (ROLES as readonly (string | undefined)[]).includes(value);
const isStatus = (value: string | undefined): value is UserStatus =>
  (USER_STATUSES as readonly (string | undefined)[]).includes(value);

export function usersGridInput(state: ListState<UsersSortField, UserFilterKey>): UsersGridInput {
  const filters = activeFilters(state.filters);
  return {
    ...gridPaging(state),
    filters: {
      ...(filters.organization ? { organization: filters.organization } : {}),
      // Anything else in the URL is ignored rather than sent (the API would refuse it).
      ...(isRole(filters.role) ? { role: filters.role } : {}),
      ...(isStatus(filters.status) ? { status: filters.status } : {}),
    },
  };
}
