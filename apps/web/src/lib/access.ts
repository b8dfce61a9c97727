import type { Currency } from '@kiosk/common/constants';
import type { ErrorCode } from '@kiosk/common/errors';
import { workingCurrency as currencyRule } from '@kiosk/common/format';
import type { Self } from './session.ts';

/** Why a signed-in person may not use the console; shown on the no-access page. */
export type DenialReason = Extract<ErrorCode, 'NO_CONSOLE_ACCESS' | 'USER_INACTIVE'>;

type AccessDecision = { allowed: true } | { allowed: false; reason: DenialReason };

function isActive(status: string): boolean {
  return status.toUpperCase() === 'ACTIVE';
}

/** Memberships that count for the console: role admin with status ACTIVE. */
export function adminOrganizations(self: Pick<Self, 'rolesInOrganizations'>) {
  return self.rolesInOrganizations.filter(
    (membership) => membership.role === 'admin' && isActive(membership.status) && membership.organizationId,
  );
}

/**
 * Spec §1/§4/§6: the console is for root users and for admins of at least one organization
 * (membership status ACTIVE). A deactivated account is refused whatever its roles.
 */
export function decideAccess(self: Pick<Self, 'root' | 'status' | 'rolesInOrganizations'>): AccessDecision {
  if (!isActive(self.status)) return { allowed: false, reason: 'USER_INACTIVE' };
  if (self.root || adminOrganizations(self).length > 0) return { allowed: true };
  return { allowed: false, reason: 'NO_CONSOLE_ACCESS' };
}

/** Denial codes the server may answer getSelf with; anything else is not an access decision. */
export function denialReasonFromCode(code: ErrorCode | undefined): DenialReason | null {
  return code === 'NO_CONSOLE_ACCESS' || code === 'USER_INACTIVE' ? code : null;
}

/** Spec §4 (`@kiosk/common/format`): root works in euro; others in the currency of their first admin organization. */
export function workingCurrency(self: Pick<Self, 'root' | 'rolesInOrganizations'>): Currency {
  return currencyRule({
    root: self.root,
    memberships: self.rolesInOrganizations.map((m) => ({
      role: m.role,
      status: m.status,
      currency: m.organizationId?.currency,
    })),
  });
}

/** Spec §2: users without any organization cannot use settings (API key, notifications). */
export function hasOrganization(self: Pick<Self, 'rolesInOrganizations'>): boolean {
  return self.rolesInOrganizations.some((membership) => membership.organizationId !== null);
}

/** Whoever has a name and an e-mail (the signed-in user, a user row); a name part may be missing. */
export interface Named {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

export function displayName(self: Named): string {
  const name = [self.firstName, self.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || self.email;
}

export function initials(self: Named): string {
  const letters = [self.firstName, self.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || self.email.charAt(0)).toUpperCase();
}

/** ADR 0024/0025: an active replenisher membership; such a person uses the field app (/field), not the console. */
export function isReplenisher(self: Pick<Self, 'status' | 'rolesInOrganizations'>): boolean {
  return (
    isActive(self.status) &&
    self.rolesInOrganizations.some((m) => m.role === 'replenisher' && isActive(m.status) && m.organizationId)
  );
}
