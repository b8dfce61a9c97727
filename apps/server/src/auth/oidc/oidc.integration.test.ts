import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql, startTestServer, TEST_ADMIN } from '../../test-support/app.ts';
import { loginWithPassword } from '../../test-support/oidc-login.ts';
import { createUsersRepository } from '../../modules/users/users.repository.ts';
import { hashPassword } from '../passwords.ts';
import { LOGIN_ATTEMPTS } from './routes.ts';

describe.each(testDatabaseKinds())('embedded identity provider on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const login = (email: string, password: string) =>
    loginWithPassword({
      issuer: `${server.url}/oidc`,
      clientId: 'kiosk-console',
      redirectUri: `${server.url}/login`,
      email,
      password,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server.app.close();
    await database.dispose();
  });

  it('publishes discovery with code flow, PKCE and end-session', async () => {
    const metadata = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata.issuer).toBe(`${server.url}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_modes_supported).toContain('fragment');
    expect(metadata.end_session_endpoint).toBe(`${server.url}/oidc/session/end`);
  });

  it('offers only the authorization code flow: no implicit or hybrid response types (RFC 9700)', async () => {
    const metadata = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).toEqual(['authorization_code']);
  });

  it.each(['id_token', 'code id_token', 'id_token token'])(
    'refuses an authorization request for response_type=%s without issuing a token',
    async (responseType) => {
      const auth = new URL(`${server.url}/oidc/auth`);
      auth.search = new URLSearchParams({
        client_id: 'kiosk-console',
        response_type: responseType,
        redirect_uri: `${server.url}/login`,
        scope: 'openid',
        nonce: 'n-0S6_WzA2Mj',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(auth, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      const answer = new URLSearchParams(location.split(/[?#]/)[1] ?? '');
      expect(answer.get('error')).toBe('unsupported_response_type');
      expect(location).not.toMatch(/id_token=|access_token=|code=/);
    },
  );

  it('logs the initial root user in and the API accepts the access token', async () => {
    const tokens = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const self = await gql<{ getSelf: { email: string; root: boolean } }>(
      server,
      'organizations',
      '{ getSelf { email root } }',
      {},
      tokens.accessToken,
    );
    expect(self.data?.getSelf).toEqual({ email: TEST_ADMIN.email, root: true });
  });

  it('refuses a wrong password with the login page again', async () => {
    await expect(login(TEST_ADMIN.email, 'wrong-password')).rejects.toThrow(/login refused with 401/);
  });

  it('refuses a deactivated user at login', async () => {
    const users = createUsersRepository(database.db);
    await users.insert({
      email: 'inactive@test.kiosk.local',
      firstName: 'In',
      lastName: 'Active',
      status: 'inactive',
      passwordHash: await hashPassword('inactive-password'),
    });
    await expect(login('inactive@test.kiosk.local', 'inactive-password')).rejects.toThrow(/login refused with 403/);
  });

  it('renders the login page in German for a German browser', async () => {
    const auth = new URL(`${server.url}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: 'kiosk-console',
      response_type: 'code',
      redirect_uri: `${server.url}/login`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const redirect = await fetch(auth, { redirect: 'manual' });
    const cookies = redirect.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(redirect.headers.get('location') ?? '', server.url), {
      headers: { cookie: cookies, 'accept-language': 'de-DE,de;q=0.9' },
    });
    const html = await page.text();
    expect(html).toContain('Bei Kiosk Console anmelden');
    expect(html).toContain('Passwort');
  });

  it('refuses a redirect URI that is not the console', async () => {
    const auth = new URL(`${server.url}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: 'kiosk-console',
      response_type: 'code',
      redirect_uri: 'https://attacker.example/login',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(auth, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });

  it('slows down password guessing: too many tries for one e-mail get 429, others can still sign in', async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) {
      await expect(login('victim@test.kiosk.local', `guess-${i}`)).rejects.toThrow(/login refused with 401/);
    }
    await expect(login('victim@test.kiosk.local', 'one-more-guess')).rejects.toThrow(/login refused with 429/);
    const tokens = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(tokens.accessToken).toMatch(/\./);
  });
});
