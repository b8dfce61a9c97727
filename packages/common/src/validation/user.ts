import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../constants.ts';
import { email, optionalPhone, optionalString, requiredString } from './common.ts';

export const addressInput = z.object({
  name: optionalString,
  line1: optionalString,
  line2: optionalString,
  postalCode: optionalString,
  city: optionalString,
  state: optionalString,
  country: optionalString,
});

export const userNameFields = z.object({
  firstName: requiredString.max(100),
  lastName: requiredString.max(100),
  email,
  mobile: optionalPhone,
});

export const role = z.enum(ROLES);
export const userStatus = z.enum(USER_STATUSES);

/** A member card id as printed on the card / read by the kiosk's reader: letters, digits, - _ : (1–64). */
export const memberCardId = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(64, 'INVALID_MEMBER_CARD')
  .regex(/^[A-Za-z0-9_:-]+$/, 'INVALID_MEMBER_CARD');

export const memberCardsInput = z.object({
  membercards: z.array(memberCardId).min(1, 'REQUIRED').max(50),
});

export const roleInOrganizationInput = z.object({
  organizationId: z.uuid('NOT_FOUND'),
  role,
});

/** The roles a user holds, as the console edits them: one entry per organization. */
export const rolesInOrganizationsInput = z
  .array(roleInOrganizationInput)
  .max(200)
  .refine((roles) => new Set(roles.map((r) => r.organizationId)).size === roles.length, 'BAD_USER_INPUT');

const userProfileFields = {
  mobile: optionalPhone,
  note: optionalString,
  avatarUrl: z
    .union([z.literal(''), z.url()])
    .optional()
    .nullable(),
  address: addressInput.optional().nullable(),
};

export const createUserInput = userNameFields.extend({
  ...userProfileFields,
  rolesInOrganizations: rolesInOrganizationsInput.optional().default([]),
});
export type CreateUserInput = z.output<typeof createUserInput>;

/** Every field optional: absent = unchanged. rolesInOrganizations = the wanted roles within the caller's reach. */
export const updateUserInput = z.object({
  firstName: requiredString.max(100).optional(),
  lastName: requiredString.max(100).optional(),
  email: email.optional(),
  ...userProfileFields,
  rolesInOrganizations: rolesInOrganizationsInput.optional(),
});
export type UpdateUserInput = z.output<typeof updateUserInput>;

/** The password a user chooses on the set-password page (embedded identity provider). */
export const newPassword = z.string().min(8, 'tooShort').max(200, 'tooLong');
