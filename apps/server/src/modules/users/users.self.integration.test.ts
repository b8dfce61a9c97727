import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestApp, gql, mintAccessToken, TEST_ADMIN } from '../../test-support/app.ts';
import { createUsersRepository } from './users.repository.ts';

const SELF =
  '{ getSelf { _id email root termsAccepted language rolesInOrganizations { role status organizationId { _id name currency } } } }';

describe.each(testDatabaseKinds())('the signed-in user (getSelf, language, terms) on %s', (kind) => {
  let database: TestDatabase;
  let built: Awaited<ReturnType<typeof createTestApp>>;
  let rootId: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    built = await createTestApp(database);
    const root = await createUsersRepository(database.db).findByEmail(TEST_ADMIN.email);
    rootId = root?.id ?? '';
    token = await mintAccessToken(built, rootId);
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });

  it('first start made the root user an admin of the demo organization', async () => {
    const result = await gql<{ getSelf: Record<string, unknown> }>(built, 'organizations', SELF, {}, token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.getSelf).toMatchObject({
      _id: rootId,
      email: TEST_ADMIN.email,
      root: true,
      termsAccepted: false,
      language: 'en',
      rolesInOrganizations: [
        { role: 'admin', status: 'ACTIVE', organizationId: { name: 'Demo Fresh Kiosks GmbH', currency: 'eur' } },
      ],
    });
  });

  it('stores the language and keeps it', async () => {
    const set = await gql(built, 'organizations', 'mutation { setUserLanguage(lang: de) { language } }', {}, token);
    expect(set.data).toEqual({ setUserLanguage: { language: 'de' } });
    const again = await gql<{ getSelf: { language: string } }>(built, 'organizations', SELF, {}, token);
    expect(again.data?.getSelf.language).toBe('de');
  });

  it('refuses a language that is not offered, and changes nothing', async () => {
    const bad = await gql(built, 'organizations', 'mutation { setUserLanguage(lang: fr) { language } }', {}, token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const after = await gql<{ getSelf: { language: string } }>(built, 'organizations', SELF, {}, token);
    expect(after.data?.getSelf.language).toBe('de');
  });

  it('records the terms once', async () => {
    const first = await gql(built, 'organizations', 'mutation { acceptTerms { termsAccepted } }', {}, token);
    expect(first.data).toEqual({ acceptTerms: { termsAccepted: true } });
    const second = await gql(built, 'organizations', 'mutation { acceptTerms { termsAccepted } }', {}, token);
    expect(second.data).toEqual({ acceptTerms: { termsAccepted: true } });
  });

  it("answers an expired token with 'Token expired' as the first error", async () => {
    const expired = await mintAccessToken(built, rootId, { expiresInSeconds: -30 });
    const result = await gql(built, 'organizations', SELF, {}, expired);
    expect(result.errors?.[0]).toMatchObject({ message: 'Token expired', extensions: { code: 'TOKEN_EXPIRED' } });
    expect(result.data).toBeNull();
  });

  it('refuses forged, foreign and missing tokens', async () => {
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const bad of [forged, 'garbage', undefined]) {
      const result = await gql(built, 'organizations', SELF, {}, bad);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a deactivated user', async () => {
    const users = createUsersRepository(database.db);
    const user = await users.insert({
      email: 'gone@test.kiosk.local',
      firstName: 'Gone',
      lastName: 'User',
      status: 'inactive',
    });
    const result = await gql(built, 'organizations', SELF, {}, await mintAccessToken(built, user.id));
    expect(result.errors?.[0]).toMatchObject({ message: 'User is deactivated', extensions: { code: 'USER_INACTIVE' } });
  });

  it('lets a consumer read getSelf (so the console can explain) but nothing that needs console access', async () => {
    const users = createUsersRepository(database.db);
    const consumer = await users.insert({ email: 'shopper@test.kiosk.local', firstName: 'Shop', lastName: 'Per' });
    const self = await gql<{ getSelf: { rolesInOrganizations: unknown[]; root: boolean } }>(
      built,
      'organizations',
      SELF,
      {},
      await mintAccessToken(built, consumer.id),
    );
    expect(self.data?.getSelf).toMatchObject({ root: false, rolesInOrganizations: [] });
  });

  it('enforces query limits (aliases) with a GraphQL error, not a crash', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: serverInfo { version }`).join(' ');
    const result = await gql(built, 'organizations', `{ ${aliases} }`, {}, token);
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
    expect(result.status).toBeLessThan(500);
  });
});
