import type { Language } from '@kiosk/common/constants';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { OrganizationsRepository } from '../organizations/organizations.repository.ts';
import type { MembershipView, UserRow, UsersRepository } from './users.repository.ts';

/** Who the identity provider says the caller is. */
export interface Identity {
  /** Subject claim of the token. */
  subject: string;
  email?: string | undefined;
  /** true when the token comes from the embedded provider, whose subjects are our user ids. */
  embedded: boolean;
  via: 'oidc' | 'api-key';
}

export interface SelfView {
  user: UserRow;
  memberships: readonly MembershipView[];
}

interface Deps {
  users: UsersRepository;
  organizations: OrganizationsRepository;
}

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

  return {
    /** Resolves a verified identity to the caller with their scope. Unknown or deactivated users are refused. */
    async resolveViewer(identity: Identity): Promise<Viewer> {
      // Our own tokens name the user id: the account and its roles are read at once.
      const [user, ownRoles] = identity.embedded
        ? await Promise.all([users.findById(identity.subject), users.memberships(identity.subject)])
        : [await findUserForIdentity(identity), undefined];
      if (!user) throw new AppError('UNAUTHENTICATED', { message: 'No user account for this login' });
      if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVE');
      const own = ownRoles ?? (await users.memberships(user.id));
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
        self: { user, memberships: own },
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

    /** The caller as authentication loaded them for this request (no second read). */
    async getSelf(viewer: Viewer): Promise<SelfView> {
      return viewer.self;
    },

    async setLanguage(viewer: Viewer, language: Language): Promise<SelfView> {
      const user = await users.update(viewer.userId, { language });
      if (!user) throw new AppError('UNAUTHENTICATED');
      return { user, memberships: viewer.self.memberships };
    },

    /** Terms are accepted once; a second call keeps the flag as it is. */
    async acceptTerms(viewer: Viewer): Promise<SelfView> {
      const user = await users.update(viewer.userId, { termsAccepted: true });
      if (!user) throw new AppError('UNAUTHENTICATED');
      return { user, memberships: viewer.self.memberships };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
