import { describe, expect, it } from 'vitest';
import {
  apiPathToFormPath,
  newOrganizationValues,
  organizationToValues,
  validateOrganizationValues,
  valuesToInput,
  type OrganizationFormValues,
  type ParentRules,
} from './organization-form-values.ts';
import type { OrganizationDetail } from './organizations.queries.ts';

const PARENT = '7d0f9a56-3f4e-4d7b-9d55-0b7a4c3f2e11';
const CHILD = '1b8d3c2a-9e4f-4a6b-8c7d-2e1f0a9b8c7d';
const free: ParentRules = { parentRequired: false, excludedParents: new Set() };

const detail: OrganizationDetail = {
  _id: 'a5a4b2c1-0d9e-4f8a-b7c6-d5e4f3a2b1c0',
  name: 'Nord Kiosks',
  slug: 'nord-kiosks',
  appleId: null,
  imageUrl: null,
  description: 'North',
  fridges: 0,
  type: 'Manufacturer',
  parentOrg: { _id: PARENT, name: 'Holding' },
  allSubsOrgIds: [CHILD],
  currency: 'chf',
  timeZone: 'Europe/Zurich',
  address: { address: 'Hauptstr. 1', city: 'Zürich', state: null, country: 'Switzerland', postalCode: '8001' },
  contact: {
    contactPerson: 'Ann',
    role: null,
    email: 'ann@nord.example',
    phoneNumber: null,
    supportEmail: null,
    supportPhoneNumber: null,
  },
  support: { email: null, hotline: '+41 44 000 00 00', hotlineAvailability: null },
  users: [],
  kiosks: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const filled = (patch: (values: OrganizationFormValues) => void): OrganizationFormValues => {
  const values = newOrganizationValues();
  values.name = 'Süd Kiosks';
  patch(values);
  return values;
};

describe('form ↔ API', () => {
  it('round-trips an organization: nulls become empty fields and empty fields null again', () => {
    const values = organizationToValues(detail);
    expect(values.parentOrg).toBe(PARENT);
    expect(values.appleId).toBe('');
    expect(values.contact.role).toBe('');
    const input = valuesToInput(values);
    expect(input).toMatchObject({
      name: 'Nord Kiosks',
      slug: 'nord-kiosks',
      appleId: null,
      type: 'Manufacturer',
      parentOrg: PARENT,
      currency: 'chf',
      timeZone: 'Europe/Zurich',
      address: { address: 'Hauptstr. 1', city: 'Zürich', state: null, country: 'Switzerland', postalCode: '8001' },
      contact: { contactPerson: 'Ann', role: null, email: 'ann@nord.example', phoneNumber: null },
      support: { email: null, hotline: '+41 44 000 00 00', hotlineAvailability: null },
    });
  });

  it('trims texts, sends an empty slug as null (server makes one) and no parent as top level', () => {
    const input = valuesToInput(
      filled((v) => {
        v.name = '  Süd Kiosks ';
        v.slug = '  ';
        v.address.city = ' München ';
      }),
    );
    expect(input.name).toBe('Süd Kiosks');
    expect(input.slug).toBeNull();
    expect(input.address?.city).toBe('München');
    expect(input.parentOrg).toBeNull();
    expect(input.currency).toBe('eur');
    expect(input.timeZone).toBe('Europe/Berlin');
  });

  it('only knows API paths that are form fields', () => {
    expect(apiPathToFormPath('contact.email')).toBe('contact.email');
    expect(apiPathToFormPath('parentOrg')).toBe('parentOrg');
    expect(apiPathToFormPath('kioskInitScreen.bgURI')).toBeNull();
    expect(apiPathToFormPath('_')).toBeNull();
  });
});

describe('validateOrganizationValues', () => {
  it('accepts a new organization with only a name', () => {
    expect(
      validateOrganizationValues(
        filled(() => {}),
        free,
      ),
    ).toEqual({});
  });

  it('applies the shared rules: required name, e-mails, phone numbers, slug, time zone', () => {
    const errors = validateOrganizationValues(
      filled((v) => {
        v.name = '   ';
        v.contact.email = 'not-an-email';
        v.support.email = 'also@bad';
        v.contact.phoneNumber = 'call me';
        v.support.hotline = '12';
        v.slug = 'Not A Slug!';
        v.timeZone = 'Mars/Olympus';
      }),
      free,
    );
    expect(errors).toEqual({
      name: 'REQUIRED',
      'contact.email': 'INVALID_EMAIL',
      'support.email': 'INVALID_EMAIL',
      'contact.phoneNumber': 'INVALID_PHONE',
      'support.hotline': 'INVALID_PHONE',
      slug: 'INVALID_SLUG',
      timeZone: 'INVALID_TIME_ZONE',
    });
  });

  it('refuses the organization itself or one below it as parent, and a missing parent when one is required', () => {
    const rules: ParentRules = { parentRequired: true, excludedParents: new Set([detail._id, CHILD]) };
    expect(
      validateOrganizationValues(
        filled((v) => (v.parentOrg = CHILD)),
        rules,
      ),
    ).toEqual({ parentOrg: 'PARENT_CYCLE' });
    expect(
      validateOrganizationValues(
        filled((v) => (v.parentOrg = null)),
        rules,
      ),
    ).toEqual({ parentOrg: 'REQUIRED' });
    expect(
      validateOrganizationValues(
        filled((v) => (v.parentOrg = PARENT)),
        rules,
      ),
    ).toEqual({});
  });
});
