import type { Language } from '@kiosk/common/constants';
import { AppError } from '../../lib/errors.ts';
import type { Identity, Viewer } from '../../auth/viewer.ts';
import type { MembershipRow, MembershipView, UserRow, UsersRepository } from './users.repository.ts';
import { nameMemberships, type OrganizationsPort } from './users.ports.ts';

export interface SelfView {
  user: UserRow;
  memberships: readonly MembershipView[];
}

interface Deps {
  users: UsersRepository;
  organizations: OrganizationsPort;
}

/** Who the caller is: identities → users and their scope, the signed-in user's own settings, accounts for sign-in. */
export function createUsersService({ users, organizations }: Deps) {
  async function findUserForIdentity(identity: Identity): Promise<UserRow | undefined> {
    if (identity.embedded) return users.findById(identity.subject);
    const linked = await users.findByExternalSubject(identity.subject);
    if (linked) return linked;
    // First login through an external provider: link the account by e-mail (ADR 0003).
    if (!identity.email) return undefined;
    const byEmail = await users.findByEmail(identity.email);
    if (!byEmail || byEmail.externalSubject) return undefined;
    return users.update(byEmail.id, { externalSubject: identity.subject });
  }

  /** The user's roles with their organizations' names and currencies. */
  async function named(user: UserRow, roles: readonly MembershipRow[]): Promise<SelfView> {
    const views = await nameMemberships(organizations, new Map([[user.id, [...roles]]]));
    return { user, memberships: views.get(user.id) ?? [] };
  }

  /** The caller's own account and roles: as authentication loaded them, or read again (system callers). */
  async function own(viewer: Viewer): Promise<{ user: UserRow; roles: readonly MembershipRow[] }> {
    if (viewer.self) return { user: viewer.self.user, roles: viewer.self.memberships };
    const [user, roles] = await Promise.all([users.findById(viewer.userId), users.memberships(viewer.userId)]);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return { user, roles };
  }

  return {
    /** Resolves a verified identity to the caller with their scope. Unknown or deactivated users are refused. */
    async resolveViewer(identity: Identity): Promise<Viewer> {
      // Our own tokens name the user id: the account and its roles are read at once.
      const [user, ownRoles] = identity.embedded
        ? await Promise.all([users.findById(identity.subject), users.memberships(identity.subject)])
        : [await findUserForIdentity(identity), undefined];
      if (!user) throw new AppError('UNAUTHENTICATED', { message: 'No user account for this login' });
      if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVE');
      const roles = ownRoles ?? (await users.memberships(user.id));
      const adminOrgIds = roles.filter((m) => m.role === 'admin' && m.status === 'ACTIVE').map((m) => m.orgId);
      const replenisherOrgIds = roles
        .filter((m) => m.role === 'replenisher' && m.status === 'ACTIVE')
        .map((m) => m.orgId);
      const reach = user.root || adminOrgIds.length === 0 ? [] : await organizations.withDescendants(adminOrgIds);
      return {
        userId: user.id,
        email: user.email,
        root: user.root,
        status: user.status,
        language: user.language,
        adminOrgIds,
        replenisherOrgIds,
        consoleAccess: user.root || adminOrgIds.length > 0,
        via: identity.via,
        self: { user, memberships: roles },
        scope: { userId: user.id, root: user.root, all: user.root, orgIds: new Set(reach) },
      };
    },

    /** The viewer a background job acts as (e.g. an export for the user who asked for it). */
    async viewerForUser(userId: string): Promise<Viewer> {
      return this.resolveViewer({ subject: userId, embedded: true, via: 'oidc' });
    },

    /** Members of organizations, for the organizations module (which owns no user data). */
    membersOf(orgIds: readonly string[]) {
      return users.membersOf(orgIds);
    },

    /** The account behind a token's subject, for the embedded identity provider's claims. */
    accountById: (id: string) => users.findById(id),

    /** The account signing in with this e-mail (embedded identity provider). */
    accountByEmail: (email: string) => users.findByEmail(email),

    /** The caller as authentication loaded them for this request, with their organizations' names. */
    async getSelf(viewer: Viewer): Promise<SelfView> {
      const { user, roles } = await own(viewer);
      return named(user, roles);
    },

    async setLanguage(viewer: Viewer, language: Language): Promise<SelfView> {
      const [user, { roles }] = await Promise.all([users.update(viewer.userId, { language }), own(viewer)]);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return named(user, roles);
    },

    /** Terms are accepted once; a second call keeps the flag as it is. */
    async acceptTerms(viewer: Viewer): Promise<SelfView> {
      const [user, { roles }] = await Promise.all([users.update(viewer.userId, { termsAccepted: true }), own(viewer)]);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return named(user, roles);
    },
  };
}
