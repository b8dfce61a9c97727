import type { Language } from '@kiosk/common/constants';
import { pageWindow } from '../../lib/paging.ts';
import { isId } from '../../lib/ids.ts';
import { createUserInput, updateUserInput } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { canReach, scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { UsersGridInput } from '../../generated/graphql.ts';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository.ts';
import type { PaymentMethodRow, UsersAdminRepository } from './users.admin.repository.ts';
import type { MemberCardsRepository } from './users.member-cards.repository.ts';
import type { InvitationsService } from './users.invitations.service.ts';
import { nameMemberships, type OrganizationsPort } from './users.ports.ts';
import type { SelfView } from './users.service.ts';

/** Everything the user detail page shows; lists leave paymentMethods and kiosks out (null). */
export interface UserDetailView extends SelfView {
  memberCards: string[];
  paymentMethods: PaymentMethodRow[] | null;
  /** Kiosks arrive with the kiosks module; until then always empty. */
  kiosks: { id: string; name: string }[] | null;
}

interface Deps {
  users: UsersRepository;
  admin: UsersAdminRepository;
  memberCards: MemberCardsRepository;
  organizations: OrganizationsPort;
  /** Present with the embedded identity provider; an external one links users by e-mail at first login. */
  invitations: InvitationsService | undefined;
}

/** User administration (spec §7 users operations). Non-root callers see and change only users within their scope. */
export function createUsersAdminService({ users, admin, memberCards, organizations, invitations }: Deps) {
  const membershipsOf = async (userIds: readonly string[], orgFilter: string[] | null) =>
    nameMemberships(organizations, await admin.membershipsOf(userIds, orgFilter));

  /** The user if the caller may see them (root: any; admin: a role in their scope), else NOT_FOUND. */
  async function visibleUser(scope: Scope, id: string): Promise<UserRow> {
    if (!isId(id)) throw new AppError('NOT_FOUND');
    const user = await admin.findVisible(id, scopeFilter(scope));
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  async function detail(scope: Scope, user: UserRow): Promise<UserDetailView> {
    const [roles, cards, paymentMethods] = await Promise.all([
      membershipsOf([user.id], scopeFilter(scope)),
      memberCards.cardsOf([user.id]),
      admin.paymentMethodsOf(user.id),
    ]);
    return {
      user,
      memberships: roles.get(user.id) ?? [],
      memberCards: cards.get(user.id) ?? [],
      paymentMethods,
      kiosks: [],
    };
  }

  /** Checks wanted roles against the caller's reach: beyond it → FORBIDDEN (root: unknown organization → NOT_FOUND). */
  async function checkRoles(scope: Scope, roles: readonly { organizationId: string; role: string }[]) {
    const outside = roles.filter((r) => !canReach(scope, r.organizationId));
    if (outside.length > 0) throw new AppError('FORBIDDEN', { fields: { rolesInOrganizations: 'FORBIDDEN' } });
    if (scope.all) {
      const existing = await organizations.summaries(roles.map((r) => r.organizationId));
      if (roles.some((r) => !existing.has(r.organizationId))) {
        throw new AppError('NOT_FOUND', { fields: { rolesInOrganizations: 'NOT_FOUND' } });
      }
    }
    return roles.map((r) => ({ orgId: r.organizationId, role: r.role }));
  }

  async function assertEmailFree(email: string, exceptUserId?: string) {
    const holder = await users.findByEmail(email);
    if (holder && holder.id !== exceptUserId) throw new AppError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
  }

  return {
    visibleUser,

    async grid(viewer: Viewer, input: UsersGridInput | null | undefined) {
      const filters = input?.filters ?? {};
      if (filters.organization && !isId(filters.organization)) {
        throw new AppError('BAD_USER_INPUT', { fields: { 'filters.organization': 'BAD_USER_INPUT' } });
      }
      if (filters.organization && !canReach(viewer.scope, filters.organization)) throw new AppError('FORBIDDEN');
      const { page, pageSize } = pageWindow(input?.page, input?.pageSize);
      const filter = scopeFilter(viewer.scope);
      const { total, rows } = await admin.grid(
        {
          page,
          pageSize,
          sort: { field: input?.sort?.field ?? 'firstName', order: input?.sort?.order ?? 'asc' },
          search: input?.search?.trim() || undefined,
          organization: filters.organization ?? undefined,
          role: filters.role ?? undefined,
          status: filters.status ?? undefined,
        },
        filter,
      );
      const ids = rows.map((r) => r.id);
      const [roles, cards] = await Promise.all([membershipsOf(ids, filter), memberCards.cardsOf(ids)]);
      const data: UserDetailView[] = rows.map((user) => ({
        user,
        memberships: roles.get(user.id) ?? [],
        memberCards: cards.get(user.id) ?? [],
        paymentMethods: null,
        kiosks: null,
      }));
      return { total, data };
    },

    async getOneWithInfo(viewer: Viewer, id: string): Promise<UserDetailView> {
      return detail(viewer.scope, await visibleUser(viewer.scope, id));
    },

    /** The signed-in user's own details: every role they hold, their cards and payment methods (getSelf). */
    async selfDetail(view: SelfView): Promise<UserDetailView> {
      const [cards, paymentMethods] = await Promise.all([
        memberCards.cardsOf([view.user.id]),
        admin.paymentMethodsOf(view.user.id),
      ]);
      return { ...view, memberCards: cards.get(view.user.id) ?? [], paymentMethods, kiosks: [] };
    },

    detail,

    async create(viewer: Viewer, data: unknown): Promise<UserDetailView> {
      const input = parseInput(createUserInput, data);
      if (!viewer.root && input.rolesInOrganizations.length === 0) {
        throw new AppError('REQUIRED', { fields: { rolesInOrganizations: 'REQUIRED' } });
      }
      const roles = await checkRoles(viewer.scope, input.rolesInOrganizations);
      await assertEmailFree(input.email);
      const language: Language = viewer.language === 'de' ? 'de' : 'en';
      let created: UserRow;
      try {
        created = await users.insert({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          mobile: input.mobile || null,
          note: input.note ?? null,
          avatarUrl: input.avatarUrl || null,
          address: input.address ?? {},
          language,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
        throw error;
      }
      if (roles.length) await admin.setRoles(created.id, roles, []);
      if (invitations) await invitations.invite(created.id, language);
      return detail(viewer.scope, created);
    },

    async update(viewer: Viewer, id: string, data: unknown): Promise<UserDetailView> {
      const user = await visibleUser(viewer.scope, id);
      if (user.root && !viewer.root) throw new AppError('ROOT_ACCESS_DENIED');
      const input = parseInput(updateUserInput, data);
      const roles = input.rolesInOrganizations ? await checkRoles(viewer.scope, input.rolesInOrganizations) : undefined;
      const emailChanges = input.email !== undefined && input.email !== user.email.toLowerCase();
      if (emailChanges && input.email) {
        // The e-mail is the login (and links external accounts): an admin may not change it for a user
        // who also belongs to organizations beyond their reach.
        const filter = scopeFilter(viewer.scope);
        if (filter && (await admin.membershipOrgIdsOutside(user.id, filter)).length > 0)
          throw new AppError('FORBIDDEN');
        await assertEmailFree(input.email, user.id);
      }
      const patch: Partial<NewUserRow> = {};
      if (input.firstName !== undefined) patch.firstName = input.firstName;
      if (input.lastName !== undefined) patch.lastName = input.lastName;
      if (emailChanges && input.email) patch.email = input.email;
      if (input.mobile !== undefined) patch.mobile = input.mobile || null;
      if (input.note !== undefined) patch.note = input.note ?? null;
      if (input.avatarUrl !== undefined) patch.avatarUrl = input.avatarUrl || null;
      if (input.address !== undefined) patch.address = input.address ?? {};
      let updated: UserRow | undefined = user;
      try {
        if (Object.keys(patch).length > 0) updated = await users.update(user.id, patch);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
        throw error;
      }
      if (roles) {
        await admin.setRoles(user.id, roles, scopeFilter(viewer.scope));
        updated = await users.update(user.id, {});
      }
      if (!updated) throw new AppError('NOT_FOUND');
      return detail(viewer.scope, updated);
    },

    /** ACTIVE ↔ inactive. Refused (ROOT_ACCESS_DENIED) for oneself and, unless the caller is root, for root users. */
    async toggleStatus(viewer: Viewer, id: string): Promise<UserDetailView> {
      const user = await visibleUser(viewer.scope, id);
      if (user.id === viewer.userId || (user.root && !viewer.root)) throw new AppError('ROOT_ACCESS_DENIED');
      const updated = await users.update(user.id, { status: user.status === 'ACTIVE' ? 'inactive' : 'ACTIVE' });
      if (!updated) throw new AppError('NOT_FOUND');
      return detail(viewer.scope, updated);
    },

    /** Root only. The last active root cannot revoke themselves. */
    async grantRoot(viewer: Viewer, id: string, root: boolean): Promise<UserDetailView> {
      if (!viewer.root) throw new AppError('ROOT_ACCESS_DENIED');
      const user = await visibleUser(viewer.scope, id);
      if (!root && user.id === viewer.userId && (await admin.countActiveRoots()) <= 1)
        throw new AppError('ROOT_ACCESS_DENIED');
      const updated = await users.update(user.id, { root });
      if (!updated) throw new AppError('NOT_FOUND');
      return detail(viewer.scope, updated);
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
