/**
 * The organization form's values and their two-way mapping to the API (spec §3 Organization, §5):
 * the form mirrors OrganizationInput field by field, so the shared zod schema's issue paths and the
 * server's `extensions.fields` name form fields directly. Empty texts are sent as null; an empty slug
 * lets the server generate one from the name on create and keeps the current slug on update.
 */
import { CURRENCIES, DEFAULT_TIME_ZONE, ORGANIZATION_TYPES, type Currency } from '@kiosk/common/constants';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { organizationInput } from '@kiosk/common/validation';
import type { OrganizationInput, OrganizationType } from '../../generated/graphql.ts';
import type { OrganizationDetail } from './organizations.queries.ts';

export interface OrganizationFormValues {
  name: string;
  slug: string;
  appleId: string;
  description: string;
  type: OrganizationType;
  /** Parent organization id; null = top level. */
  parentOrg: string | null;
  currency: Currency;
  timeZone: string;
  address: { address: string; city: string; state: string; country: string; postalCode: string };
  contact: {
    contactPerson: string;
    role: string;
    email: string;
    phoneNumber: string;
    supportEmail: string;
    supportPhoneNumber: string;
  };
  support: { email: string; hotline: string; hotlineAvailability: string };
}

/** Every form path that shows an error, as the API names it. */
const FORM_PATHS: readonly string[] = [
  'name',
  'slug',
  'appleId',
  'description',
  'type',
  'parentOrg',
  'currency',
  'timeZone',
  'address.address',
  'address.city',
  'address.state',
  'address.country',
  'address.postalCode',
  'contact.contactPerson',
  'contact.role',
  'contact.email',
  'contact.phoneNumber',
  'contact.supportEmail',
  'contact.supportPhoneNumber',
  'support.email',
  'support.hotline',
  'support.hotlineAvailability',
];

export function newOrganizationValues(parentOrg: string | null = null): OrganizationFormValues {
  return {
    name: '',
    slug: '',
    appleId: '',
    description: '',
    type: 'Client',
    parentOrg,
    currency: 'eur',
    timeZone: DEFAULT_TIME_ZONE,
    address: { address: '', city: '', state: '', country: '', postalCode: '' },
    contact: { contactPerson: '', role: '', email: '', phoneNumber: '', supportEmail: '', supportPhoneNumber: '' },
    support: { email: '', hotline: '', hotlineAvailability: '' },
  };
}

const str = (value: string | null | undefined): string => value ?? '';

export function organizationToValues(org: OrganizationDetail): OrganizationFormValues {
  const currency = (CURRENCIES as readonly string[]).includes(org.currency) ? (org.currency as Currency) : 'eur';
  return {
    name: org.name,
    slug: org.slug,
    appleId: str(org.appleId),
    description: str(org.description),
    type: (ORGANIZATION_TYPES as readonly string[]).includes(org.type) ? org.type : 'Client',
    parentOrg: org.parentOrg?._id ?? null,
    currency,
    timeZone: org.timeZone || DEFAULT_TIME_ZONE,
    address: {
      address: str(org.address.address),
      city: str(org.address.city),
      state: str(org.address.state),
      country: str(org.address.country),
      postalCode: str(org.address.postalCode),
    },
    contact: {
      contactPerson: str(org.contact.contactPerson),
      role: str(org.contact.role),
      email: str(org.contact.email),
      phoneNumber: str(org.contact.phoneNumber),
      supportEmail: str(org.contact.supportEmail),
      supportPhoneNumber: str(org.contact.supportPhoneNumber),
    },
    support: {
      email: str(org.support.email),
      hotline: str(org.support.hotline),
      hotlineAvailability: str(org.support.hotlineAvailability),
    },
  };
}

const text = (value: string): string | null => (value.trim() ? value.trim() : null);

/** The API input for createOrganization / updateOrganization (the whole form; groups replace the stored ones). */
export function valuesToInput(values: OrganizationFormValues): OrganizationInput {
  const { address: a, contact: c, support: s } = values;
  return {
    name: values.name.trim(),
    slug: text(values.slug),
    appleId: text(values.appleId),
    description: text(values.description),
    type: values.type,
    parentOrg: values.parentOrg || null,
    currency: values.currency,
    timeZone: values.timeZone.trim(),
    address: {
      address: text(a.address),
      city: text(a.city),
      state: text(a.state),
      country: text(a.country),
      postalCode: text(a.postalCode),
    },
    contact: {
      contactPerson: text(c.contactPerson),
      role: text(c.role),
      email: text(c.email),
      phoneNumber: text(c.phoneNumber),
      supportEmail: text(c.supportEmail),
      supportPhoneNumber: text(c.supportPhoneNumber),
    },
    support: { email: text(s.email), hotline: text(s.hotline), hotlineAvailability: text(s.hotlineAvailability) },
  };
}

/** Maps an API input path (zod issue or server `extensions.fields`) to the form field showing it. */
export function apiPathToFormPath(path: string): string | null {
  return FORM_PATHS.includes(path) ? path : null;
}

export interface ParentRules {
  /** A non-root admin may not leave an organization (new, or one that has a parent) at the top level. */
  parentRequired: boolean;
  /** The organization itself and its sub-organizations (spec §5). */
  excludedParents: ReadonlySet<string>;
}

/** Form path → error code for every problem the shared rules (and the parent rules) find; empty when valid. */
export function validateOrganizationValues(
  values: OrganizationFormValues,
  rules: ParentRules,
): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  const result = organizationInput.safeParse(valuesToInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = apiPathToFormPath(issue.path.join('.'));
      if (path) errors[path] ??= isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT';
    }
  }
  if (values.parentOrg && rules.excludedParents.has(values.parentOrg)) errors.parentOrg ??= 'PARENT_CYCLE';
  if (!values.parentOrg && rules.parentRequired) errors.parentOrg ??= 'REQUIRED';
  return errors;
}
