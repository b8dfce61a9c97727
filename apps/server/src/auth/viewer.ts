import type { Scope } from './scope.ts';

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
}
