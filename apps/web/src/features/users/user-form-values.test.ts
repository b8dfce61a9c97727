import { describe, expect, it } from 'vitest';
import {
  apiPathToFormPath,
  missesRequiredField,
  newUserValues,
  userToValues,
  validateUserValues,
  valuesToCreateInput,
  valuesToUpdateInput,
  type UserFormValues,
} from './user-form-values.ts';
import type { UserDetail } from './users.queries.ts';

const ORG = '0b5f6a2e-8a5d-4a4e-9c55-0d5c1b3c2a11';
const OTHER_ORG = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

function values(patch: Partial<UserFormValues> = {}): UserFormValues {
  return {
    ...newUserValues(),
    firstName: ' Nora ',
    lastName: 'Nord',
    email: ' Nora@Nord.test ',
    roles: [{ organizationId: ORG, role: 'admin' }],
    ...patch,
  };
}

const detail: UserDetail = {
  _id: 'u1',
  status: 'ACTIVE',
  firstName: 'Nora',
  lastName: 'Nord',
  root: false,
  email: 'nora@nord.test',
  mobile: null,
  termsAccepted: true,
  note: 'Night shift',
  address: {
    name: null,
    line1: 'Hafenstraße 1',
    line2: null,
    postalCode: '20457',
    city: 'Hamburg',
    state: null,
    country: 'DE',
  },
  rolesInOrganizations: [
    { role: 'admin', status: 'ACTIVE', organizationId: { _id: ORG, name: 'Nord GmbH', currency: 'eur' } },
    { role: 'owner', status: 'ACTIVE', organizationId: { _id: OTHER_ORG, name: 'Süd AG', currency: 'chf' } },
  ],
  membercards: [],
  paymentMethods: [],
  kiosks: [],
  updatedAt: '2025-01-01T10:00:00.000Z',
};

describe('user form values', () => {
  it('fills the form from a user, with empty texts for missing values and unknown roles as consumer', () => {
    const form = userToValues(detail);
    expect(form).toMatchObject({ mobile: '', note: 'Night shift' });
    expect(form.address).toEqual({
      name: '',
      line1: 'Hafenstraße 1',
      line2: '',
      postalCode: '20457',
      city: 'Hamburg',
      state: '',
      country: 'DE',
    });
    expect(form.roles).toEqual([
      { organizationId: ORG, role: 'admin' },
      { organizationId: OTHER_ORG, role: 'consumer' },
    ]);
  });

  it('sends a trimmed create input and leaves an empty address out', () => {
    expect(valuesToCreateInput(values({ mobile: '  ', note: '' }))).toEqual({
      firstName: 'Nora',
      lastName: 'Nord',
      email: 'Nora@Nord.test',
      mobile: null,
      note: null,
      rolesInOrganizations: [{ organizationId: ORG, role: 'admin' }],
    });
  });

  it('sends every field on update, so cleared ones are cleared, and the full role list', () => {
    const form = userToValues(detail);
    form.note = '';
    form.address.line1 = '';
    form.address.postalCode = '';
    form.address.city = '';
    form.address.country = '';
    form.roles = [];
    expect(valuesToUpdateInput(form)).toEqual({
      firstName: 'Nora',
      lastName: 'Nord',
      email: 'nora@nord.test',
      mobile: null,
      note: null,
      address: null,
      rolesInOrganizations: [],
    });
    form.address.city = ' Kiel ';
    expect(valuesToUpdateInput(form).address).toEqual({
      name: null,
      line1: null,
      line2: null,
      postalCode: null,
      city: 'Kiel',
      state: null,
      country: null,
    });
  });

  it('round-trips a user through the form unchanged', () => {
    const input = valuesToUpdateInput(userToValues(detail));
    expect(input).toMatchObject({ firstName: 'Nora', email: 'nora@nord.test', note: 'Night shift' });
    expect(input.address).toMatchObject({ line1: 'Hafenstraße 1', city: 'Hamburg' });
  });

  it('accepts a valid form', () => {
    expect(validateUserValues(values({ mobile: '+49 40 123456' }))).toEqual({});
  });

  it('reports the shared rules by form field (spec §5)', () => {
    const errors = validateUserValues(
      values({ firstName: ' ', email: 'not-an-email', mobile: '12ab', roles: [{ organizationId: '', role: 'admin' }] }),
    );
    expect(errors).toEqual({
      firstName: 'REQUIRED',
      email: 'INVALID_EMAIL',
      mobile: 'INVALID_PHONE',
      'roles.0.organizationId': 'REQUIRED',
    });
    expect(missesRequiredField(errors)).toBe(true);
    expect(missesRequiredField(validateUserValues(values({ email: 'x@' })))).toBe(false);
    expect(validateUserValues(values({ email: '' }))).toEqual({ email: 'REQUIRED' });
  });

  it('maps API paths (zod issues and server extensions.fields) to form fields', () => {
    expect(apiPathToFormPath('email')).toBe('email');
    expect(apiPathToFormPath('address.postalCode')).toBe('address.postalCode');
    expect(apiPathToFormPath('address.planet')).toBeNull();
    expect(apiPathToFormPath('rolesInOrganizations')).toBe('roles');
    expect(apiPathToFormPath('rolesInOrganizations.1.role')).toBe('roles.1.role');
    expect(apiPathToFormPath('rolesInOrganizations.0')).toBe('roles.0.organizationId');
    expect(apiPathToFormPath('avatarUrl')).toBeNull();
    expect(apiPathToFormPath('_')).toBeNull();
  });
});
