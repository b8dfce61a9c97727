import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';

/** What the notifications module needs of the users module. */
export interface NotificationUsersPort {
  /** The user if the caller may see them (root: any; admin: a role in their scope), else NOT_FOUND. */
  visibleUser(scope: Scope, id: string): Promise<{ id: string }>;
  /** The user as a caller: language, e-mail, roles and reach (deactivated → USER_INACTIVE). */
  viewerForUser(userId: string): Promise<Viewer>;
}

/** What the notifications module needs of the organizations module: their time zones (alert e-mails' times). */
export interface NotificationOrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { timeZone: string }>>;
}

/** What the notifications module needs of the kiosks module: the kiosks of organizations. */
export interface NotificationKiosksPort {
  ofOrganizations(orgIds: readonly string[]): Promise<readonly { id: string; orgId: string; name: string }[]>;
}

/**
 * An alert that opened or resolved, as the alert engine reports it after commit. The notifications
 * module turns it into notices for the users whose rules want it.
 */
export interface AlertChange {
  kind: 'opened' | 'resolved';
  alert: {
    id: string;
    orgId: string;
    kioskId: string;
    kioskName: string;
    type: string;
    severity: string;
    startDate: Date | string;
    endDate: Date | string | null;
    details: Record<string, unknown> | string | null;
  };
}

/** What the notifications module needs of the alert engine: its opened and resolved alerts, after commit. */
export interface NotificationAlertsPort {
  /**
   * Registers a listener; answers the function that removes it. Changes come at least once: a listener
   * that rejects gets the change again later, so handling must be idempotent per alert and kind.
   */
  onAlertChange(listener: (change: AlertChange) => void | Promise<void>): () => void;
}

/**
 * The organizations a user belongs to for notifications: where they hold an active role, plus every
 * organization below those they administer. Root has no implicit organizations here: root users are
 * told about the organizations they belong to, like everyone else.
 */
export function organizationsOf(user: Viewer): Set<string> {
  const orgIds = new Set(user.scope.orgIds);
  for (const membership of user.self?.memberships ?? []) {
    if (membership.status === 'ACTIVE') orgIds.add(membership.orgId);
  }
  return orgIds;
}
