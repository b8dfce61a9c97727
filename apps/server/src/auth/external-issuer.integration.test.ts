import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/database.ts';
import { freePort, gql, startTestServer } from '../test-support/app.ts';
import { loginWithPassword } from '../test-support/oidc-login.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const ALICE = { email: 'alice@idp.test', password: 'alice-password-1' };

/**
 * The external-provider path: a second, separately started identity provider (another server process
 * with its own database) issues the tokens; the console only knows its issuer URL, checks tokens with
 * its JWKS and links the user by e-mail.
 */
describe('external OpenID Connect provider', () => {
  let idp: ChildProcess;
  let idpUrl: string;
  let idpData: string;
  let database: TestDatabase;
  let consoleServer: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const idpPort = await freePort();
    const consolePort = await freePort();
    idpUrl = `http://127.0.0.1:${idpPort}`;
    idpData = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-idp-'));
    idp = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        PORT: String(idpPort),
        DATA_DIR: idpData,
        ADMIN_EMAIL: ALICE.email,
        ADMIN_PASSWORD: ALICE.password,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // The console's origin is a registered redirect target at this provider.
        CORS_ORIGINS: `http://127.0.0.1:${consolePort}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForReady(`${idpUrl}/readyz`);

    database = await createTestDatabase('pglite');
    consoleServer = await startTestServerOn(database, consolePort, {
      OIDC_ISSUER: `${idpUrl}/oidc`,
      ADMIN_EMAIL: 'someone-else@console.test',
    });
  }, 120_000);

  afterAll(async () => {
    await consoleServer?.app.close();
    await database?.dispose();
    // The provider process must be gone before its data folder is removed (it writes PGlite files while closing).
    if (idp && idp.exitCode === null && idp.signalCode === null) {
      const exited = new Promise((resolve) => idp?.once('exit', resolve));
      idp.kill('SIGTERM');
      await exited;
    }
    await fs.rm(idpData, { recursive: true, force: true, maxRetries: 5 });
  });

  const aliceToken = async () =>
    (
      await loginWithPassword({
        issuer: `${idpUrl}/oidc`,
        clientId: 'kiosk-console',
        redirectUri: `${consoleServer.url}/login`,
        ...ALICE,
      })
    ).accessToken;

  it('points the console at the external issuer and mounts no provider of its own', async () => {
    const config = (await (await fetch(`${consoleServer.url}/api/v1/config`)).json()) as { authority: string };
    expect(config.authority).toBe(`${idpUrl}/oidc`);
    expect((await fetch(`${consoleServer.url}/oidc/.well-known/openid-configuration`)).status).not.toBe(200);
  });

  it('refuses a valid external token for someone the console does not know', async () => {
    const result = await gql(consoleServer, 'organizations', '{ getSelf { email } }', {}, await aliceToken());
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('links a known user by e-mail on first login and keeps the link', async () => {
    const users = createUsersRepository(database.db);
    const alice = await users.insert({ email: ALICE.email, firstName: 'Alice', lastName: 'External', root: true });
    const token = await aliceToken();
    const first = await gql<{ getSelf: { _id: string; email: string } }>(
      consoleServer,
      'organizations',
      '{ getSelf { _id email } }',
      {},
      token,
    );
    expect(first.data?.getSelf).toEqual({ _id: alice.id, email: ALICE.email });
    const linked = await users.findById(alice.id);
    expect(linked?.externalSubject).toMatch(/.+/);
    // A later login finds the user by subject even after an e-mail change.
    await users.update(alice.id, { email: 'alice.renamed@console.test' });
    const again = await gql<{ getSelf: { _id: string } }>(
      consoleServer,
      'organizations',
      '{ getSelf { _id } }',
      {},
      await aliceToken(),
    );
    expect(again.data?.getSelf._id).toBe(alice.id);
  });

  it('rejects tokens the external issuer did not sign', async () => {
    const token = await aliceToken();
    const [header, payload] = token.split('.');
    const result = await gql(consoleServer, 'organizations', '{ getSelf { _id } }', {}, `${header}.${payload}.AAAA`);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

async function startTestServerOn(database: TestDatabase, port: number, env: Record<string, string>) {
  return startTestServer(database, { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
}

async function waitForReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}
