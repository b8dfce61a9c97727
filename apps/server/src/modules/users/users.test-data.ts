import { randomBytes } from 'node:crypto';
import {
  consoleCaller,
  reaches,
  type AuthzCase,
  type AuthzWorld,
  type Caller,
  type Target,
} from '../../test-support/authz.ts';
import { gql, mintAccessToken, type GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext } from '../../test-support/fixtures.ts';
import { createUsersRepository } from './users.repository.ts';
import { createMemberCardsRepository } from './users.member-cards.repository.ts';

/** Test data of the users module: a small world for its tests, and its authorization-matrix cases. */

/**
 * A small world for the users tests: `parent` with sub-organization `sub`, and an unrelated `foreign`.
 * Users: root (also admin of parent, so admins see them), parentAdmin, subAdmin, `shared` (consumer in
 * sub and in foreign) and foreignOnly (consumer in foreign).
 */
export async function createUsersWorld(database: TestDatabase, env: Record<string, string> = {}) {
  const context = await createTestContext(database, { DEMO_DATA: 'false', ...env });
  const { built } = context;
  const users = createUsersRepository(database.db);
  const parent = await context.newOrganization('Parent Org');
  const sub = await context.newOrganization('Sub Org', { parentId: parent });
  const foreign = await context.newOrganization('Foreign Org');
  const user = (firstName: string, email: string, roles: [string, string][]) =>
    context.newUser({ email, firstName, lastName: 'Tester' }, roles);
  const root = context.rootUserId;
  await context.addRole(root, parent, 'admin');
  const ids = {
    root,
    parentAdmin: await user('Paula', 'paula@parent.test', [[parent, 'admin']]),
    subAdmin: await user('Sam', 'sam@sub.test', [[sub, 'admin']]),
    shared: await user('Charlie', 'charlie@shared.test', [
      [sub, 'consumer'],
      [foreign, 'consumer'],
    ]),
    foreignOnly: await user('Finn', 'finn@foreign.test', [[foreign, 'admin']]),
  };
  const tokens: Record<keyof typeof ids, string> = {
    root: await mintAccessToken(built, ids.root),
    parentAdmin: await mintAccessToken(built, ids.parentAdmin),
    subAdmin: await mintAccessToken(built, ids.subAdmin),
    shared: await mintAccessToken(built, ids.shared),
    foreignOnly: await mintAccessToken(built, ids.foreignOnly),
  };
  return {
    built,
    users,
    orgs: { parent, sub, foreign },
    ids,
    tokens,
    call<T = Record<string, unknown>>(
      as: keyof typeof ids,
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<GraphqlResult<T>> {
      return gql<T>(built, 'organizations', query, variables, tokens[as]);
    },
  };
}

export type UsersWorld = Awaited<ReturnType<typeof createUsersWorld>>;

/** The users world on a fresh database of `kind`, which `close()` disposes of with the app. */
export async function openUsersWorld(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  const world = await createUsersWorld(database);
  return {
    ...world,
    database,
    async close() {
      await world.built.app.close();
      await database.dispose();
    },
  };
}

export type OpenUsersWorld = Awaited<ReturnType<typeof openUsersWorld>>;

export const USER_FIELDS = `_id status firstName lastName root email mobile note termsAccepted updatedAt membercards
  address { name line1 line2 postalCode city state country }
  rolesInOrganizations { role status organizationId { _id name currency } }
  paymentMethods { _id provider type last4digits default cardType created updated }
  kiosks { _id name }`;

export interface UserGraph {
  _id: string;
  status: string;
  firstName: string;
  lastName: string;
  root: boolean;
  email: string;
  mobile: string | null;
  note: string | null;
  membercards: string[];
  rolesInOrganizations: { role: string; status: string; organizationId: { _id: string; name: string } }[];
  paymentMethods: { last4digits: string; provider: string; default: boolean }[] | null;
  kiosks: { _id: string }[] | null;
}

/** Operations open to every signed-in, active user (the console needs them to explain a refusal). */
const signedInActive = (caller: Caller) => !['anonymous', 'expired', 'deactivated'].includes(caller);

const suffix = () => randomBytes(5).toString('hex');

/**
 * A fresh consumer in the target organization. For `parent` and `sub` they also belong to `foreign`, so
 * answers can be checked for roles and rows that must not show; that also makes them visible to the
 * foreign admin (a user in an own and a foreign organization is visible to both admins).
 */
export async function fixtureUser(world: AuthzWorld, target: Target, options: { card?: string } = {}): Promise<string> {
  const users = createUsersRepository(world.built.database.db);
  const other = target === 'foreign' ? undefined : world.orgs.foreign;
  const user = await users.insert({ email: `fixture-${suffix()}@matrix.test`, firstName: 'Fixture', lastName: target });
  await users.addMembership(user.id, world.orgs[target], 'consumer');
  if (other) await users.addMembership(user.id, other, 'consumer');
  if (options.card) await createMemberCardsRepository(world.built.database.db).add(user.id, [options.card]);
  return user.id;
}

/** Who may act on a fixture user: whoever reaches the target, and the foreign admin for the shared ones. */
export const reachesFixture = (caller: Caller, target: Target) =>
  reaches(caller, target) || (caller === 'foreignAdmin' && target !== 'foreign');

const roleOrgIds = (user: unknown) =>
  ((user as { rolesInOrganizations?: { organizationId: { _id: string } }[] }).rolesInOrganizations ?? []).map(
    (r) => r.organizationId._id,
  );

export const authzCases: AuthzCase[] = [
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
  // Personal API keys: the caller's own, and only for a member of an organization (spec §6; root of the
  // matrix belongs to none: NO_ORGANIZATION).
  {
    operation: 'getApiKeys',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: (caller) => ['parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller),
    request: async () => ({ query: '{ getApiKeys { _id name scope secret } }' }),
  },
  {
    operation: 'addApiKey',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: (caller) => ['parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller),
    request: async () => ({
      query: 'mutation($d: ApiKeyInput) { addApiKey(data: $d) { _id secret } }',
      variables: { d: { name: 'Matrix key', scope: 'READ_ONLY' } },
    }),
  },
  {
    // A key of the parent organization's admin: only its owner revokes it.
    operation: 'removeApiKey',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: (caller) => caller === 'parentAdmin',
    request: async (world) => {
      const owner = await world.context.services.users.viewerForUser(world.users.parentAdmin ?? '');
      const key = await world.context.services.users.apiKeys.add(owner, { name: 'Revoked', scope: 'READ_WRITE' });
      return { query: 'mutation($id: ID!) { removeApiKey(apiKeyId: $id) }', variables: { id: key.row.id } };
    },
  },
];
