import type { Language } from '@kiosk/common/constants';
import { AppError } from '../../lib/errors.ts';
import type { Identity, Viewer } from '../../auth/viewer.ts';
import type { MembershipView, UserRow, UsersRepository } from './users.repository.ts';
import { nameMemberships, type OrganizationsPort } from './users.ports.ts';

export interface SelfView {
  user: UserRow;
  memberships: MembershipView[];
}

interface Deps {
  users: UsersRepository;
  organizations: OrganizationsPort;
}

/** Who the caller is: identities → users and their scope, the signed-in user's own settings, accounts for sign-in. */
export function createUsersService({ users, organizations }: Deps) {
  async function namedMemberships(userId: string): Promise<MembershipView[]> {
    const named = await nameMemberships(organizations, new Map([[userId, await users.memberships(userId)]]));
    return named.get(userId) ?? [];
  }

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

  return {
    /** Resolves a verified identity to the caller with their scope. Unknown or deactivated users are refused. */
    async resolveViewer(identity: Identity): Promise<Viewer> {
      const user = await findUserForIdentity(identity);
      if (!user) throw new AppError('UNAUTHENTICATED', { message: 'No user account for this login' });
      if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVE');
      const own = await users.memberships(user.id);
      const adminOrgIds = own.filter((m) => m.role === 'admin' && m.status === 'ACTIVE').map((m) => m.orgId);
      const reach = user.root ? [] : await organizations.withDescendants(adminOrgIds);
      return {
        userId: user.id,
        email: user.email,
        root: user.root,
        status: user.status,
        language: user.language,
        adminOrgIds,
        consoleAccess: user.root || adminOrgIds.length > 0,
        via: identity.via,
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

    async getSelf(viewer: Viewer): Promise<SelfView> {
      const user = await users.findById(viewer.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return { user, memberships: await namedMemberships(user.id) };
    },

    async setLanguage(viewer: Viewer, language: Language): Promise<SelfView> {
      await users.update(viewer.userId, { language });
      return this.getSelf(viewer);
    },

    /** Terms are accepted once; a second call keeps the flag as it is. */
    async acceptTerms(viewer: Viewer): Promise<SelfView> {
      await users.update(viewer.userId, { termsAccepted: true });
      return this.getSelf(viewer);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
