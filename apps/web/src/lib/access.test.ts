import { describe, expect, it } from 'vitest';
import type { Self, SelfRole } from './session.ts';
import {
  isReplenisher,
  decideAccess,
  denialReasonFromCode,
  displayName,
  hasOrganization,
  initials,
  workingCurrency,
} from './access.ts';

function role(orgId: string, role: string, status = 'ACTIVE', currency = 'eur'): SelfRole {
  return { organizationId: { _id: orgId, name: `Org ${orgId}`, currency }, role, status };
}

function self(overrides: Partial<Self> = {}): Self {
  return {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    avatarUrl: null,
    root: false,
    status: 'ACTIVE',
    termsAccepted: true,
    language: 'en',
    mobile: null,
    rolesInOrganizations: [],
    ...overrides,
  };
}

describe('decideAccess', () => {
  it('lets root in even without organizations', () => {
    expect(decideAccess(self({ root: true }))).toEqual({ allowed: true });
  });

  it('lets an active admin of some organization in', () => {
    const user = self({ rolesInOrganizations: [role('a', 'consumer'), role('b', 'admin')] });
    expect(decideAccess(user)).toEqual({ allowed: true });
  });

  it('refuses consumers and users without organizations', () => {
    expect(decideAccess(self({ rolesInOrganizations: [role('a', 'consumer')] }))).toEqual({
      allowed: false,
      reason: 'NO_CONSOLE_ACCESS',
    });
    expect(decideAccess(self())).toEqual({ allowed: false, reason: 'NO_CONSOLE_ACCESS' });
  });

  it('refuses an admin whose membership is not active', () => {
    const user = self({ rolesInOrganizations: [role('a', 'admin', 'inactive')] });
    expect(decideAccess(user)).toEqual({ allowed: false, reason: 'NO_CONSOLE_ACCESS' });
  });

  it('refuses a deactivated account, even root', () => {
    expect(decideAccess(self({ root: true, status: 'inactive' }))).toEqual({
      allowed: false,
      reason: 'USER_INACTIVE',
    });
  });
});

describe('denialReasonFromCode', () => {
  it('maps only the access codes', () => {
    expect(denialReasonFromCode('NO_CONSOLE_ACCESS')).toBe('NO_CONSOLE_ACCESS');
    expect(denialReasonFromCode('USER_INACTIVE')).toBe('USER_INACTIVE');
    expect(denialReasonFromCode('TOKEN_EXPIRED')).toBeNull();
    expect(denialReasonFromCode(undefined)).toBeNull();
  });
});

describe('workingCurrency', () => {
  it('is euro for root whatever the organizations', () => {
    expect(workingCurrency(self({ root: true, rolesInOrganizations: [role('a', 'admin', 'ACTIVE', 'gbp')] }))).toBe(
      'eur',
    );
  });

  it('is the currency of the first organization where the user is admin', () => {
    const user = self({
      rolesInOrganizations: [
        role('a', 'consumer', 'ACTIVE', 'gbp'),
        role('b', 'admin', 'ACTIVE', 'chf'),
        role('c', 'admin', 'ACTIVE', 'gbp'),
      ],
    });
    expect(workingCurrency(user)).toBe('chf');
  });
});

describe('profile helpers', () => {
  it('knows whether the user belongs to any organization', () => {
    expect(hasOrganization(self())).toBe(false);
    expect(hasOrganization(self({ rolesInOrganizations: [role('a', 'consumer')] }))).toBe(true);
  });

  it('builds the display name and initials, falling back to the e-mail', () => {
    expect(displayName(self())).toBe('Ada Lovelace');
    expect(initials(self())).toBe('AL');
    expect(displayName({ ...self(), firstName: null, lastName: ' ' })).toBe('ada@example.com');
    expect(initials({ ...self(), firstName: null, lastName: null })).toBe('A');
  });
});

describe('isReplenisher', () => {
  const org = { _id: 'o1', name: 'Org', currency: 'EUR' };
  const member = (role: string, status = 'ACTIVE') => ({ organizationId: org, role, status });
  it('is an active replenisher membership of an active user', () => {
    expect(isReplenisher({ status: 'ACTIVE', rolesInOrganizations: [member('replenisher')] })).toBe(true);
    expect(isReplenisher({ status: 'ACTIVE', rolesInOrganizations: [member('replenisher', 'INACTIVE')] })).toBe(false);
    expect(isReplenisher({ status: 'INACTIVE', rolesInOrganizations: [member('replenisher')] })).toBe(false);
    expect(isReplenisher({ status: 'ACTIVE', rolesInOrganizations: [member('consumer')] })).toBe(false);
  });
});
