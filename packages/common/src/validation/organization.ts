import { z } from 'zod';
import { CURRENCIES, ORGANIZATION_TYPES } from '../constants.ts';
import { canonicalTimeZone } from '../time-zones.ts';
import { email, optionalPhone, optionalString, requiredString } from './common.ts';

/** An e-mail field that may be left empty. */
export const optionalEmail = z
  .union([z.literal(''), email])
  .optional()
  .nullable();

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = z.string().trim().toLowerCase().max(100, 'INVALID_SLUG').regex(SLUG_PATTERN, 'INVALID_SLUG');

/** An IANA time zone name (e.g. Europe/Berlin), stored under its current name (Europe/Kiev → Europe/Kyiv). */
export const timeZone = z
  .string()
  .trim()
  .refine((value) => canonicalTimeZone(value) !== null, 'INVALID_TIME_ZONE')
  .transform((value) => canonicalTimeZone(value) ?? value);

export const organizationAddressInput = z.object({
  address: optionalString,
  city: optionalString,
  state: optionalString,
  country: optionalString,
  postalCode: optionalString,
});

export const organizationContactInput = z.object({
  contactPerson: optionalString,
  role: optionalString,
  email: optionalEmail,
  phoneNumber: optionalPhone,
  supportEmail: optionalEmail,
  supportPhoneNumber: optionalPhone,
});

export const organizationSupportInput = z.object({
  email: optionalEmail,
  hotline: optionalPhone,
  hotlineAvailability: optionalString,
});

const organizationFields = {
  name: requiredString.max(200),
  slug: z
    .union([z.literal(''), slug])
    .optional()
    .nullable(),
  appleId: optionalString,
  description: optionalString,
  type: z.enum(ORGANIZATION_TYPES).optional().nullable(),
  /** Organization id, or null for a top-level organization. */
  parentOrg: z.uuid('NOT_FOUND').optional().nullable(),
  currency: z.enum(CURRENCIES).optional().nullable(),
  timeZone: timeZone.optional().nullable(),
  address: organizationAddressInput.optional().nullable(),
  contact: organizationContactInput.optional().nullable(),
  support: organizationSupportInput.optional().nullable(),
};

/** The organization form (create): name required, everything else optional (spec §3, §5). */
export const organizationInput = z.object(organizationFields);
export type OrganizationInput = z.infer<typeof organizationInput>;

/** An update: a field left out stays as it is; a nested group (address, contact, support) given replaces that group. */
export const organizationUpdateInput = z.object(organizationFields).partial();
export type OrganizationUpdateInput = z.infer<typeof organizationUpdateInput>;
