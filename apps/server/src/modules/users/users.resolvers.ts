import type { Resolvers, Transaction, User } from '../../generated/graphql.ts';
import type { SelfView } from './users.service.ts';
import type { UserDetailView } from './users-admin.service.ts';
import type { TransactionItemRow, TransactionRow } from './user-transactions.repository.ts';

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
  };
}

function toTransactionGraph(row: TransactionRow & { items: TransactionItemRow[] }): Transaction {
  return {
    _id: row.id,
    created: row.created,
    total: row.total,
    discountTotal: row.discountTotal,
    type: row.type,
    userId: row.userId,
    orgId: row.orgId,
    session: { details: { promoCode: row.promoCode ? { code: row.promoCode } : null } },
    paymentMethod: {
      stripeCustomerId: row.stripeCustomerId,
      stripePaymentIntentId: row.stripePaymentIntentId,
      isPaid: row.isPaid,
      membercardId: row.memberCardId,
      paymentCardType: row.paymentCardType,
      cardType: row.cardType,
      amount: row.paymentAmount,
    },
    itemsPurchased: row.items.map((item) => ({
      price: item.price,
      tax: item.tax,
      productLine: { _id: item.productLineId, name: item.name, articleNumber: item.articleNumber },
      // Kiosk names arrive with the kiosks module.
      kiosk: row.kioskId ? { _id: row.kioskId, name: null } : null,
    })),
  };
}

export const usersResolvers: Resolvers = {
  Query: {
    getSelf: async (_parent, _args, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.selfDetail(await ctx.services.users.getSelf(ctx.viewer))),
    getAllUsersGrid: async (_parent, { data }, ctx) => {
      const { total, data: rows } = await ctx.services.usersAdmin.grid(ctx.viewer, data);
      return { total, data: rows.map(toUserGraph) };
    },
    getOneUserWithInfo: async (_parent, { id }, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.getOneWithInfo(ctx.viewer, id)),
    checkMemberCardIfAlreadyAssigned: async (_parent, { membercard, userId }, ctx) =>
      ctx.services.memberCards.isAssigned(ctx.viewer, membercard, userId),
    findUserTransactionsGrid: async (_parent, args, ctx) => {
      const { total, rows, membercards } = await ctx.services.userTransactions.grid(ctx.viewer, args);
      return { total, data: rows.map(toTransactionGraph), membercards };
    },
  },
  Mutation: {
    setUserLanguage: async (_parent, { lang }, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.selfDetail(await ctx.services.users.setLanguage(ctx.viewer, lang))),
    acceptTerms: async (_parent, _args, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.selfDetail(await ctx.services.users.acceptTerms(ctx.viewer))),
    createUser: async (_parent, { data }, ctx) => toUserGraph(await ctx.services.usersAdmin.create(ctx.viewer, data)),
    updateUser: async (_parent, { id, data }, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.update(ctx.viewer, id, data)),
    toggleUserStatus: async (_parent, { data }, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.toggleStatus(ctx.viewer, data.userId)),
    grantRootForUser: async (_parent, { data }, ctx) =>
      toUserGraph(await ctx.services.usersAdmin.grantRoot(ctx.viewer, data.userId, data.root)),
    addMembercardIdForUser: async (_parent, { userId, data }, ctx) =>
      toUserGraph(await ctx.services.memberCards.add(ctx.viewer, userId, data)),
    deleteMembercardIdForUser: async (_parent, { userId, data }, ctx) =>
      toUserGraph(await ctx.services.memberCards.remove(ctx.viewer, userId, data)),
  },
};
