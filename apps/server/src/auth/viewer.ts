import type { users } from '../db/schema/users.ts';
import type { Scope } from './scope.ts';

/** Who the identity provider says the caller is. */
export interface Identity {
  /** Subject claim of the token. */
  subject: string;
  email?: string | undefined;
  /** true when the token comes from the embedded provider, whose subjects are our user ids. */
  embedded: boolean;
  via: 'oidc' | 'api-key';
}

/** One role of the caller, as stored (organization names come from the organizations module when shown). */
export interface ViewerMembership {
  orgId: string;
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
  /**
   * Organizations where the caller holds an active replenisher role (ADR 0024): they may call the field
   * operations on the kiosks assigned to them there. Absent: none.
   */
  readonly replenisherOrgIds?: readonly string[];
  readonly scope: Scope;
  /** Console access = admin in at least one organization, or root (spec §1, §6). */
  readonly consoleAccess: boolean;
  /** How the caller authenticated. */
  readonly via: 'oidc' | 'api-key';
  /** When the caller's token expires (long-lived requests — subscriptions — end then). */
  readonly expiresAt?: Date;
  /** The personal API key the caller authenticated with (`via: 'api-key'`); a read-only key cannot write. */
  readonly apiKey?: { readonly id: string; readonly readOnly: boolean };
  /**
   * The caller's account and roles (oldest first) as authentication loaded them; getSelf answers from
   * these. Absent for the system caller.
   */
  readonly self?: { readonly user: typeof users.$inferSelect; readonly memberships: readonly ViewerMembership[] };
}

/** The user id that work done by the system itself (demo seeding, maintenance) is recorded under. */
export const SYSTEM_USER_ID = '00000000-0000-4000-8000-000000000000';

/** The caller seeding and maintenance act as: root, reaching every organization, belonging to no user. */
export const SYSTEM_VIEWER: Viewer = {
  userId: SYSTEM_USER_ID,
  email: 'system@kiosk.local',
  root: true,
  status: 'ACTIVE',
  language: 'en',
  adminOrgIds: [],
  scope: { userId: SYSTEM_USER_ID, root: true, all: true, orgIds: new Set() },
  consoleAccess: true,
  via: 'oidc',
};
