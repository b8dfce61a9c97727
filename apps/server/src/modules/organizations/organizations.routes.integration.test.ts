import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { CALLERS, TARGETS, createAuthzWorld, reaches, type AuthzWorld, type Target } from '../../test-support/authz.ts';

/** The file download is REST, outside the GraphQL matrix: the same callers × targets, by HTTP status. */
describe.each(testDatabaseKinds())('organization file download authorization on %s', (kind) => {
  let database: TestDatabase;
  let world: AuthzWorld;
  const urls = {} as Record<Target, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createAuthzWorld(database);
    for (const target of TARGETS) {
      const orgId = world.orgs[target];
      const file = new File([`file of ${target}`], `${target}.txt`, { type: 'text/plain' });
      const row = await world.context.services.organizations.files.upload(world.context.root, orgId, file);
      urls[target] = `/api/v1/organizations/${orgId}/files/${row.id}`;
    }
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  const EXPECTED_REFUSAL: Record<string, number> = {
    anonymous: 401,
    expired: 401,
    deactivated: 403,
    consumer: 403,
    replenisher: 403,
    noOrg: 403,
  };

  for (const target of TARGETS) {
    it.each(CALLERS)(`download on ${target} as %s`, async (caller) => {
      const token = world.tokens[caller];
      const response = await world.built.app.inject({
        url: urls[target],
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (reaches(caller, target)) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(`file of ${target}`);
      } else {
        expect(response.statusCode).toBe(EXPECTED_REFUSAL[caller] ?? 404);
        expect(response.body).not.toContain('file of');
      }
      if (caller === 'expired')
        expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
    });
  }
});
