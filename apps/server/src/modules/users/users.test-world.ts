import { createTestApp, gql, mintAccessToken, TEST_ADMIN, type GraphqlResult } from '../../test-support/app.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { createOrganizationsRepository } from '../organizations/organizations.repository.ts';
import { createUsersRepository } from './users.repository.ts';

/**
 * A small world for the users tests: `parent` with sub-organization `sub`, and an unrelated `foreign`.
 * Users: root (also admin of parent, so admins see them), parentAdmin, subAdmin, `shared` (consumer in
 * sub and in foreign) and foreignOnly (consumer in foreign).
 */
export async function createUsersWorld(database: TestDatabase, env: Record<string, string> = {}) {
  const built = await createTestApp(database, { DEMO_DATA: 'false', ...env });
  const orgsRepo = createOrganizationsRepository(database.db);
  const users = createUsersRepository(database.db);
  const org = async (name: string, parentId?: string) =>
    (await orgsRepo.insert({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), ...(parentId ? { parentId } : {}) }))
      .id;
  const parent = await org('Parent Org');
  const sub = await org('Sub Org', parent);
  const foreign = await org('Foreign Org');
  const user = async (firstName: string, email: string, roles: [string, string][]) => {
    const row = await users.insert({ email, firstName, lastName: 'Tester' });
    for (const [orgId, role] of roles) await users.addMembership(row.id, orgId, role);
    return row.id;
  };
  const root = (await users.findByEmail(TEST_ADMIN.email))?.id ?? '';
  await users.addMembership(root, parent, 'admin');
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
