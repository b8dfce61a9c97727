import type { EndpointName } from '../graphql/endpoint.ts';
import type { DeviceGateway } from '../mqtt/gateway.ts';
import { createOrganizationsRepository } from '../modules/organizations/organizations.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { createTestApp, gql, mintAccessToken, TEST_ADMIN, type GraphqlResult } from './app.ts';
import type { TestDatabase } from './database.ts';
import { gqlUpload, type UploadSpec } from './upload.ts';

/**
 * The one fixture builder of the integration tests, in the manner of Immich's medium-test context: the
 * whole app on a test database with the services it built (`services`, to arrange data through the
 * rules), short-hands for rows whose set-up the API has no operation for (a user with a password hash,
 * a deactivated user, an organization with a given slug), tokens, and calls as someone.
 * Module folders keep only their own data on top of it (`<module>.test-data.ts`).
 */
export async function createTestContext(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { devices?: DeviceGateway | 'embedded' } = {},
) {
  const built = await createTestApp(database, env, options);
  const organizations = createOrganizationsRepository(database.db);
  const users = createUsersRepository(database.db);
  const root = await users.findByEmail(TEST_ADMIN.email);
  if (!root) throw new Error('root user missing (the app creates it at start)');

  return {
    built,
    services: built.services,
    /** The initial root user as a caller, for arranging through services. */
    root: await built.services.users.viewerForUser(root.id),
    rootUserId: root.id,

    /** An organization (slug from the name unless given). */
    async newOrganization(name: string, options: { parentId?: string; slug?: string } = {}): Promise<string> {
      const slug = options.slug ?? name.toLowerCase().replace(/\W+/g, '-');
      const row = await organizations.insert({
        name,
        slug,
        ...(options.parentId ? { parentId: options.parentId } : {}),
      });
      return row.id;
    },

    /** A user with roles (`[orgId, 'admin' | 'consumer']`); extra columns as stored (root, status, password hash). */
    async newUser(
      fields: { email: string; firstName: string; lastName?: string },
      roles: readonly (readonly [string, string])[] = [],
      extra: { root?: boolean; status?: string; passwordHash?: string | null } = {},
    ): Promise<string> {
      const row = await users.insert({ lastName: 'Tester', ...fields, ...extra });
      for (const [orgId, role] of roles) await users.addMembership(row.id, orgId, role);
      return row.id;
    },

    /** Adds (or changes) a role. */
    addRole: (userId: string, orgId: string, role: string) => users.addMembership(userId, orgId, role),

    /** An access token as the embedded provider signs it (expired with a negative lifetime). */
    token: (userId: string, options: { expiresInSeconds?: number } = {}) => mintAccessToken(built, userId, options),

    /** A GraphQL operation on an endpoint with a token (none: anonymous). */
    call: <T = Record<string, unknown>>(
      token: string | undefined,
      endpoint: EndpointName,
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<GraphqlResult<T>> => gql<T>(built, endpoint, query, variables, token),

    /** A GraphQL multipart request with one file. */
    upload: <T = Record<string, unknown>>(
      token: string | undefined,
      endpoint: EndpointName,
      query: string,
      variables: Record<string, unknown>,
      file: UploadSpec,
    ): Promise<GraphqlResult<T>> => gqlUpload<T>(built, endpoint, query, variables, file, token),
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
