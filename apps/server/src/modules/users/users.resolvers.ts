import type { Resolvers, User } from '../../generated/graphql.ts';
import type { SelfView } from './users.service.ts';

/** Maps the service's view to the GraphQL User shape. */
export function toUserGraph({ user, memberships }: SelfView): User {
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
  };
}

export const usersResolvers: Resolvers = {
  Query: {
    getSelf: async (_parent, _args, ctx) => toUserGraph(await ctx.services.users.getSelf(ctx.viewer)),
  },
  Mutation: {
    setUserLanguage: async (_parent, { lang }, ctx) =>
      toUserGraph(await ctx.services.users.setLanguage(ctx.viewer, lang)),
    acceptTerms: async (_parent, _args, ctx) => toUserGraph(await ctx.services.users.acceptTerms(ctx.viewer)),
  },
};
