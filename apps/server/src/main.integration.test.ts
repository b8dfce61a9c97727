import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type DatabaseKind,
  type TestDatabase,
} from './test-support/database.ts';
import { freePort, TEST_ADMIN, TEST_SECRETS_KEY } from './test-support/app.ts';
import { loginWithPassword } from './test-support/oidc-login.ts';
import { LOGIN_ATTEMPTS } from './auth/oidc/routes.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** Addresses reserved for documentation (RFC 5737): they can only come from a header. */
const SPOOFED = (i: number) => `203.0.113.${i + 1}`;
const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '198.51.100.8';

interface LogLine {
  msg?: string;
  req?: { url?: string; remoteAddress?: string };
}

/**
 * The server as `npm start` runs it: main.ts in its own process, production mode, JSON logs on stdout,
 * started from a folder (INIT_CWD) other than its working directory.
 */
async function startProcess(kind: DatabaseKind, env: Record<string, string>) {
  const startedFrom = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-started-from-'));
  const workingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-cwd-'));
  const database: TestDatabase | undefined = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stdout = '';
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: workingDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      INIT_CWD: startedFrom,
      DATA_DIR: 'data',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      DEMO_DATA: 'false',
      ...(database?.url ? { DATABASE_URL: database.url, SECRETS_KEY: TEST_SECRETS_KEY } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await waitFor(
    () => stdout.includes('Kiosk Console is running'),
    () => `the server did not start:\n${stderr}\n${stdout}`,
    () => child.exitCode !== null,
  );

  const logLines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  return {
    url,
    startedFrom,
    database,
    stdout: () => stdout,
    logLines,
    /** Waits until the server has logged the incoming requests for `path` (logs are written asynchronously). */
    async requestLogs(urlPrefix: string, count: number): Promise<LogLine[]> {
      const matching = () =>
        logLines().filter((l) => l.msg === 'incoming request' && l.req?.url?.startsWith(urlPrefix) === true);
      await waitFor(
        () => matching().length >= count,
        () => `expected ${count} logged requests for ${urlPrefix}`,
      );
      return matching();
    },
    login: (email: string, password: string, headers: Record<string, string>) =>
      loginWithPassword({
        issuer: `${url}/oidc`,
        clientId: 'kiosk-console',
        redirectUri: `${url}/login`,
        email,
        password,
        headers,
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await database?.dispose();
      await fs.rm(startedFrom, { recursive: true, force: true });
      await fs.rm(workingDir, { recursive: true, force: true });
    },
  };
}

async function waitFor(done: () => boolean, failure: () => string, givenUp: () => boolean = () => false) {
  const deadline = Date.now() + 90_000;
  while (!done()) {
    if (givenUp() || Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function discovery(url: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/oidc/.well-known/openid-configuration`, { headers });
  return (await response.json()) as { issuer: string; authorization_endpoint: string };
}

describe.each(testDatabaseKinds())('the server started as a process, on %s', (kind) => {
  describe('without TRUST_PROXY', () => {
    let server: Awaited<ReturnType<typeof startProcess>>;
    beforeAll(async () => {
      server = await startProcess(kind, {});
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('keeps its data in DATA_DIR resolved against the folder it was started from, and says so', async () => {
      const dataDir = path.join(server.startedFrom, 'data');
      expect(server.stdout()).toContain(`Data folder: ${dataDir}\n`);
      expect(server.stdout()).toContain(`E-mails are written to ${path.join(dataDir, 'outbox')}`);
      if (kind === 'pglite') {
        expect(server.stdout()).toContain(`Database: PGlite in ${path.join(dataDir, 'db')}\n`);
        expect((await fs.stat(path.join(dataDir, 'db'))).isDirectory()).toBe(true);
      } else {
        const databaseUrl = new URL(server.database?.url ?? '');
        expect(server.stdout()).toContain(`Database: PostgreSQL at ${databaseUrl.host}${databaseUrl.pathname}`);
        if (databaseUrl.password) expect(server.stdout()).not.toContain(databaseUrl.password);
      }
    });

    it('a spoofed X-Forwarded-For neither bypasses the sign-in limit nor shows as the client address', async () => {
      for (let i = 0; i < LOGIN_ATTEMPTS; i++) {
        await expect(
          server.login('victim@test.kiosk.local', `guess-${i}`, { 'x-forwarded-for': SPOOFED(i) }),
        ).rejects.toThrow(/login refused with 401/);
      }
      await expect(
        server.login('victim@test.kiosk.local', 'one-more-guess', { 'x-forwarded-for': SPOOFED(LOGIN_ATTEMPTS) }),
      ).rejects.toThrow(/login refused with 429/);

      const attempts = await server.requestLogs('/oidc/interaction/', 2 * (LOGIN_ATTEMPTS + 1));
      expect(new Set(attempts.map((l) => l.req?.remoteAddress))).toEqual(new Set(['127.0.0.1']));
      expect(server.stdout()).not.toContain('203.0.113.');
    });

    it('builds the provider URLs from its own address, whatever X-Forwarded-Host and -Proto say', async () => {
      const metadata = await discovery(server.url, {
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
      });
      expect(metadata.issuer).toBe(`${server.url}/oidc`);
      expect(metadata.authorization_endpoint).toBe(`${server.url}/oidc/auth`);
    });
  });

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let server: Awaited<ReturnType<typeof startProcess>>;
    beforeAll(async () => {
      server = await startProcess(kind, { TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('counts sign-in attempts and logs requests per forwarded client address', async () => {
      const proxied = (address: string) => ({ 'x-forwarded-for': `${SPOOFED(0)}, ${address}` });
      for (let i = 0; i < LOGIN_ATTEMPTS; i++) {
        await expect(server.login('victim@test.kiosk.local', `guess-${i}`, proxied(CLIENT))).rejects.toThrow(
          /login refused with 401/,
        );
      }
      await expect(server.login('victim@test.kiosk.local', 'one-more', proxied(CLIENT))).rejects.toThrow(
        /login refused with 429/,
      );
      // Another client behind the same proxy is still heard.
      await expect(server.login('victim@test.kiosk.local', 'other', proxied(OTHER_CLIENT))).rejects.toThrow(
        /login refused with 401/,
      );

      const attempts = await server.requestLogs('/oidc/interaction/', 2 * (LOGIN_ATTEMPTS + 2));
      const addresses = attempts.map((l) => l.req?.remoteAddress);
      expect(addresses.filter((a) => a === CLIENT)).toHaveLength(2 * (LOGIN_ATTEMPTS + 1));
      expect(addresses.filter((a) => a === OTHER_CLIENT)).toHaveLength(2);
    });

    it('builds the provider URLs from the address the proxy forwards', async () => {
      const metadata = await discovery(server.url, {
        'x-forwarded-host': 'console.example.test',
        'x-forwarded-proto': 'https',
      });
      expect(metadata.authorization_endpoint).toBe('https://console.example.test/oidc/auth');
    });
  });
});
