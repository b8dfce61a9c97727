/**
 * The user form's values and their two-way mapping to the API (spec §3 User, §5 rules). Validation is
 * the shared zod schema (packages/common/src/validation/user.ts) run over the API input, with its issue
 * paths mapped back to form fields; the server's `extensions.fields` map the same way.
 */
import { ROLES, type Role } from '@kiosk/common/constants';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { createUserInput } from '@kiosk/common/validation';
import type { CreateUserInput, UpdateUserInput, UserAddressInput } from '../../generated/graphql.ts';
import type { UserDetail } from './users.queries.ts';

const ADDRESS_KEYS = ['name', 'line1', 'line2', 'postalCode', 'city', 'state', 'country'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

interface RoleRow {
  /** '' until an organization is chosen. */
  organizationId: string;
  role: Role;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  note: string;
  address: Record<AddressKey, string>;
  roles: RoleRow[];
}

const emptyAddress = (): Record<AddressKey, string> =>
  Object.fromEntries(ADDRESS_KEYS.map((key) => [key, ''])) as Record<AddressKey, string>;

export function newUserValues(): UserFormValues {
  return { firstName: '', lastName: '', email: '', mobile: '', note: '', address: emptyAddress(), roles: [] };
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function userToValues(user: UserDetail): UserFormValues {
  const address = emptyAddress();
  for (const key of ADDRESS_KEYS) address[key] = user.address?.[key] ?? '';
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile ?? '',
    note: user.note ?? '',
    address,
    roles: user.rolesInOrganizations.map((entry) => ({
      organizationId: entry.organizationId._id,
      role: isRole(entry.role) ? entry.role : 'consumer',
    })),
  };
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

function addressInput(address: Record<AddressKey, string>): UserAddressInput | null {
  const entries = ADDRESS_KEYS.map((key) => [key, text(address[key])] as const);
  return entries.some(([, value]) => value !== null) ? Object.fromEntries(entries) : null;
}

/** The fields createUser and updateUser share; empty optional texts become null. */
function commonInput(values: UserFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobile: text(values.mobile),
    note: text(values.note),
    address: addressInput(values.address),
    rolesInOrganizations: values.roles.map((row) => ({ organizationId: row.organizationId, role: row.role })),
  };
}

export function valuesToCreateInput(values: UserFormValues): CreateUserInput {
  const { address, ...rest } = commonInput(values);
  // On create an empty address is simply left out.
  return address ? { ...rest, address } : rest;
}

/**
 * updateUser input: every field is sent, so a cleared one is cleared (null); rolesInOrganizations is the
 * complete list of the roles within the caller's reach (the ones the form showed).
 */
export function valuesToUpdateInput(values: UserFormValues): UpdateUserInput {
  return commonInput(values);
}

/** Maps an API input path (zod issue or server `extensions.fields`) to the form field showing it. */
export function apiPathToFormPath(path: string): string | null {
  const [head, second, third] = path.split('.');
  switch (head) {
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'mobile':
    case 'note':
      return head;
    case 'address':
      return second && (ADDRESS_KEYS as readonly string[]).includes(second) ? `address.${second}` : null;
    case 'rolesInOrganizations':
      if (second !== undefined && /^\d+$/.test(second)) return `roles.${second}.${third ?? 'organizationId'}`;
      return 'roles';
    default:
      return null;
  }
}

/** Form path → error code for every problem the shared rules find (empty when valid). */
export function validateUserValues(values: UserFormValues): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  // A role row without an organization is a missing field, not an unknown id.
  values.roles.forEach((row, index) => {
    if (!row.organizationId) errors[`roles.${index}.organizationId`] = 'REQUIRED';
  });
  const result = createUserInput.safeParse(valuesToCreateInput(values));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = apiPathToFormPath(issue.path.join('.'));
    if (path) errors[path] ??= isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT';
  }
  return errors;
}

/** Spec §5: whether to say 'Please fill in the required fields.' (a required field is empty). */
export function missesRequiredField(errors: Record<string, ErrorCode>): boolean {
  return Object.values(errors).includes('REQUIRED');
}
