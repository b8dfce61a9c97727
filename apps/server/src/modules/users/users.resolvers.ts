import type { Resolvers, User } from '../../generated/graphql.ts';
import type { SelfView } from './users.service.ts';
import type { UserDetailView } from './users.admin.service.ts';
import type { UsersService } from './users.module.ts';

/** Maps the service's view to the GraphQL User shape. */
export function toUserGraph(view: SelfView | UserDetailView): User {
  const { user, memberships } = view;
  const detail = 'memberCards' in view ? view : undefined;
  return {
    _id: user.id,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
    root: user.root,
    avatarUrl: user.avatarUrl,
    email: user.email,
    mobile: user.mobile,
    termsAccepted: user.termsAccepted,
    language: user.language === 'de' ? 'de' : 'en',
    note: user.note,
    address: {
      name: user.address.name ?? null,
      line1: user.address.line1 ?? null,
      line2: user.address.line2 ?? null,
      postalCode: user.address.postalCode ?? null,
      city: user.address.city ?? null,
      state: user.address.state ?? null,
      country: user.address.country ?? null,
    },
    updatedAt: user.updatedAt,
    rolesInOrganizations: memberships.map((m) => ({
      organizationId: { _id: m.orgId, name: m.orgName, currency: m.currency },
      role: m.role,
      status: m.status,
    })),
    membercards: detail?.memberCards ?? [],
    paymentMethods:
      detail?.paymentMethods?.map((p) => ({
        _id: p.id,
        provider: p.provider,
        type: p.type,
        // Only the last 4 digits are ever stored; slice again so nothing longer can leak.
        last4digits: p.last4digits.slice(-4),
        default: p.isDefault,
        cardType: p.cardType,
        created: p.createdAt,
        updated: p.updatedAt,
      })) ?? null,
    kiosks: detail?.kiosks?.map((k) => ({ _id: k.id, name: k.name })) ?? null,
    // Resolved by the API keys' User.apiKey field (users.api-keys.resolvers.ts).
    apiKey: null,
  };
}

/** GraphQL ↔ users service; the service checks scope and rules. */
export function createUsersResolvers(users: UsersService): Resolvers {
  return {
    Query: {
      getSelf: async (_parent, _args, ctx) =>
        toUserGraph(await users.admin.selfDetail(await users.getSelf(ctx.viewer))),
      getAllUsersGrid: async (_parent, { data }, ctx) => {
        const { total, data: rows } = await users.admin.grid(ctx.viewer, data);
        return { total, data: rows.map(toUserGraph) };
      },
      getOneUserWithInfo: async (_parent, { id }, ctx) => toUserGraph(await users.admin.getOneWithInfo(ctx.viewer, id)),
      checkMemberCardIfAlreadyAssigned: async (_parent, { membercard, userId }, ctx) =>
        users.memberCards.isAssigned(ctx.viewer, membercard, userId),
    },
    Mutation: {
      setUserLanguage: async (_parent, { lang }, ctx) =>
        toUserGraph(await users.admin.selfDetail(await users.setLanguage(ctx.viewer, lang))),
      acceptTerms: async (_parent, _args, ctx) =>
        toUserGraph(await users.admin.selfDetail(await users.acceptTerms(ctx.viewer))),
      createUser: async (_parent, { data }, ctx) => toUserGraph(await users.admin.create(ctx.viewer, data)),
      updateUser: async (_parent, { id, data }, ctx) => toUserGraph(await users.admin.update(ctx.viewer, id, data)),
      toggleUserStatus: async (_parent, { data }, ctx) =>
        toUserGraph(await users.admin.toggleStatus(ctx.viewer, data.userId)),
      grantRootForUser: async (_parent, { data }, ctx) =>
        toUserGraph(await users.admin.grantRoot(ctx.viewer, data.userId, data.root)),
      addMembercardIdForUser: async (_parent, { userId, data }, ctx) =>
        toUserGraph(await users.memberCards.add(ctx.viewer, userId, data)),
      deleteMembercardIdForUser: async (_parent, { userId, data }, ctx) =>
        toUserGraph(await users.memberCards.remove(ctx.viewer, userId, data)),
    },
  };
}
