import type { Scope } from '../../auth/scope.ts';

/** A kiosk as the field module needs it: which one, and whose. */
export interface FieldKiosk {
  id: string;
  orgId: string;
}

/**
 * What the field module needs of the kiosks module (wired in modules.ts): a kiosk in the caller's scope (the
 * kiosks repository's scope-checked read; unknown or out of scope: undefined, the caller names the field it fails).
 */
export interface KiosksPort {
  findById(scope: Scope, id: string): Promise<FieldKiosk | undefined>;
}

/** What the assignments need of the users module: the members of organizations with their roles. */
export interface UsersPort {
  membersOf(orgIds: readonly string[]): Promise<
    {
      orgId: string;
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      role: string;
      status: string;
    }[]
  >;
}
