import { randomBytes } from 'node:crypto';
import { reaches, type AuthzCase, type AuthzWorld, type Caller, type Target } from '../../test-support/authz.ts';
import { transactions } from '../../db/schema/transactions.ts';
import { createUsersRepository } from './users.repository.ts';
import { createMemberCardsRepository } from './member-cards.repository.ts';

/** Operations open to every signed-in, active user (the console needs them to explain a refusal). */
const signedInActive = (caller: Caller) => !['anonymous', 'expired', 'deactivated'].includes(caller);
/** Lists: every caller with console access may ask; the rows are what is scoped. */
export const consoleCaller = (caller: Caller) => ['root', 'parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller);

const suffix = () => randomBytes(5).toString('hex');

/**
 * A fresh consumer in the target organization. For `parent` and `sub` they also belong to `foreign`, so
 * answers can be checked for roles and rows that must not show; that also makes them visible to the
 * foreign admin (a user in an own and a foreign organization is visible to both admins).
 */
async function fixtureUser(
  world: AuthzWorld,
  target: Target,
  options: { card?: string; sales?: boolean } = {},
): Promise<string> {
  const users = createUsersRepository(world.built.database.db);
  const other = target === 'foreign' ? undefined : world.orgs.foreign;
  const user = await users.insert({ email: `fixture-${suffix()}@matrix.test`, firstName: 'Fixture', lastName: target });
  await users.addMembership(user.id, world.orgs[target], 'consumer');
  if (other) await users.addMembership(user.id, other, 'consumer');
  if (options.card) await createMemberCardsRepository(world.built.database.db).add(user.id, [options.card]);
  if (options.sales) {
    await world.built.database.db
      .insert(transactions)
      .values([
        { orgId: world.orgs[target], userId: user.id, total: '1.00' },
        ...(other ? [{ orgId: other, userId: user.id, total: '2.00' }] : []),
      ]);
  }
  return user.id;
}

/** Who may act on a fixture user: whoever reaches the target, and the foreign admin for the shared ones. */
const reachesFixture = (caller: Caller, target: Target) =>
  reaches(caller, target) || (caller === 'foreignAdmin' && target !== 'foreign');

const roleOrgIds = (user: unknown) =>
  ((user as { rolesInOrganizations?: { organizationId: { _id: string } }[] }).rolesInOrganizations ?? []).map(
    (r) => r.organizationId._id,
  );

export const usersAuthzCases: AuthzCase[] = [
  {
    operation: 'getSelf',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: '{ getSelf { _id email } }' }),
    allowed: signedInActive,
  },
  {
    operation: 'setUserLanguage',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: 'mutation { setUserLanguage(lang: de) { _id language } }' }),
    allowed: signedInActive,
  },
  {
    operation: 'acceptTerms',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({ query: 'mutation { acceptTerms { _id termsAccepted } }' }),
    allowed: signedInActive,
  },
  {
    operation: 'getAllUsersGrid',
    endpoint: 'organizations',
    targets: ['parent'],
    request: async () => ({
      query:
        '{ getAllUsersGrid(data: { pageSize: 500 }) { total data { _id rolesInOrganizations { organizationId { _id } } } } }',
    }),
    allowed: consoleCaller,
    rowOrgIds: (data) => (data.getAllUsersGrid as { data: unknown[] }).data.flatMap(roleOrgIds),
  },
  {
    operation: 'getOneUserWithInfo',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query:
        'query ($id: ID!) { getOneUserWithInfo(id: $id) { _id paymentMethods { last4digits } rolesInOrganizations { organizationId { _id } } } }',
      variables: { id: await fixtureUser(world, target) },
    }),
    rowOrgIds: (data) => roleOrgIds(data.getOneUserWithInfo),
  },
  {
    operation: 'checkMemberCardIfAlreadyAssigned',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query: 'query ($id: ID!) { checkMemberCardIfAlreadyAssigned(membercard: "MATRIX-CHECK", userId: $id) }',
      variables: { id: await fixtureUser(world, target) },
    }),
  },
  {
    operation: 'findUserTransactionsGrid',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query: 'query ($id: ID!) { findUserTransactionsGrid(userId: $id) { total data { _id orgId } } }',
      variables: { id: await fixtureUser(world, target, { sales: true }) },
    }),
    rowOrgIds: (data) => (data.findUserTransactionsGrid as { data: { orgId: string }[] }).data.map((t) => t.orgId),
  },
  {
    operation: 'createUser',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query:
        'mutation ($data: CreateUserInput!) { createUser(data: $data) { _id rolesInOrganizations { organizationId { _id } } } }',
      variables: {
        data: {
          firstName: 'Created',
          lastName: 'ByMatrix',
          email: `created-${suffix()}@matrix.test`,
          rolesInOrganizations: [{ organizationId: world.orgs[target], role: 'consumer' }],
        },
      },
    }),
  },
  {
    operation: 'updateUser',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query: 'mutation ($id: ID!) { updateUser(id: $id, data: { note: "matrix" }) { _id note } }',
      variables: { id: await fixtureUser(world, target) },
    }),
  },
  {
    operation: 'toggleUserStatus',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query: 'mutation ($id: ID!) { toggleUserStatus(data: { userId: $id }) { _id status } }',
      variables: { id: await fixtureUser(world, target) },
    }),
  },
  {
    operation: 'grantRootForUser',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: 'mutation ($id: ID!) { grantRootForUser(data: { userId: $id, root: true }) { _id root } }',
      variables: { id: await fixtureUser(world, target) },
    }),
    allowed: (caller) => caller === 'root',
  },
  {
    operation: 'addMembercardIdForUser',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => ({
      query:
        'mutation ($id: ID!, $card: String!) { addMembercardIdForUser(userId: $id, data: { membercards: [$card] }) { _id membercards } }',
      variables: { id: await fixtureUser(world, target), card: `M-${suffix()}` },
    }),
  },
  {
    operation: 'deleteMembercardIdForUser',
    endpoint: 'organizations',
    allowed: reachesFixture,
    request: async (world, target) => {
      const card = `M-${suffix()}`;
      return {
        query:
          'mutation ($id: ID!, $card: String!) { deleteMembercardIdForUser(userId: $id, data: { membercards: [$card] }) { _id membercards } }',
        variables: { id: await fixtureUser(world, target, { card }), card },
      };
    },
  },
];
