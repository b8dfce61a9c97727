import type { users } from '../db/schema/users.ts';
import type { Scope } from './scope.ts';

/** One role of the caller, with its organization's name and currency. */
export interface ViewerMembership {
  orgId: string;
  orgName: string;
  currency: string;
  role: string;
  status: string;
}

/** The authenticated caller, resolved once per request. */
export interface Viewer {
  readonly userId: string;
  readonly email: string;
  readonly root: boolean;
  readonly status: string;
  readonly language: string;
  /** Organizations where the caller holds an active admin role (directly). */
  readonly adminOrgIds: readonly string[];
  readonly scope: Scope;
  /** Console access = admin in at least one organization, or root (spec §1, §6). */
  readonly consoleAccess: boolean;
  /** How the caller authenticated. */
  readonly via: 'oidc' | 'api-key';
  /** The caller's account and roles (oldest first) as authentication loaded them; getSelf answers from these. */
  readonly self: { readonly user: typeof users.$inferSelect; readonly memberships: readonly ViewerMembership[] };
}
