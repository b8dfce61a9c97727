import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.ts';
import { buildApp, type BuiltApp } from '../app.ts';
import { serverSecrets } from '../db/schema/platform.ts';
import type { Database } from '../db/client.ts';
import type { DeviceGateway } from '../mqtt/gateway.ts';
import { demoFirstStart } from './demo.ts';
import { createRecordingGateway } from './devices.ts';

/** The key that seals stored secrets in tests (32 bytes, hex). */
export const TEST_SECRETS_KEY = '7e57'.repeat(16);

export const TEST_ADMIN = { email: 'root@test.kiosk.local', password: 'root-password-1' } as const;

/** Builds the whole server on the given database, with test defaults (quiet logs; the demo data unless DEMO_DATA=false). */
export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  /** `devices`: a gateway for the test (default: a recording one), or 'embedded' for the real broker. */
  options: { devices?: DeviceGateway | 'embedded' } = {},
): Promise<BuiltApp & { config: Config }> {
  const fullEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_DATA: 'true',
    // One key for every instance of a test (ADR 0020); a test of the generated key passes SECRETS_KEY: ''.
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Tests send thousands of API requests from 127.0.0.1 in a minute; the rate-limit tests switch them on.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_API_KEY: '0',
    DATA_DIR: `/tmp/kiosk-test-${randomBytes(4).toString('hex')}`,
    ...env,
  };
  const config = loadConfig(fullEnv);
  const devices = options.devices === 'embedded' ? undefined : (options.devices ?? createRecordingGateway());
  // The demo data (DEMO_DATA) comes from apps/demo's seeding, as `npm start` runs it.
  const firstStart = demoFirstStart(fullEnv);
  const built = await buildApp(config, {
    database,
    ...(devices ? { devices } : {}),
    ...(firstStart ? { firstStart } : {}),
  });
  return { ...built, config };
}

/**
 * Signs an access token exactly as the embedded provider does (same key, issuer and audience), so
 * tests can act as any user — and make expired tokens — without a browser round trip.
 */
export async function mintAccessToken(
  built: { database: Database; config: Config },
  subject: string,
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  const [row] = await built.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'oidc-signing-key'));
  if (!row) throw new Error('signing key not created yet (build the app first)');
  const jwk = row.value as JWK & { kid: string };
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  // An hour, as the provider's own tokens: the authorization matrix runs one token per caller for over ten minutes under load.
  const exp = now + (options.expiresInSeconds ?? 3600);
  return new SignJWT({ scope: 'api', client_id: built.config.oidc.clientId })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(subject)
    .setIssuer(`${built.config.publicUrl}/oidc`)
    .setAudience(built.config.oidc.audience)
    .setIssuedAt(Math.min(now, exp - 60))
    .setExpirationTime(exp)
    .setJti(randomBytes(8).toString('hex'))
    .sign(key);
}

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
}

/** Runs a GraphQL operation through Fastify's inject (no network). */
export async function gql<T = Record<string, unknown>>(
  built: BuiltApp,
  endpoint: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResult<T>> {
  const response = await built.app.inject({
    method: 'POST',
    url: `/api/v1/${endpoint}/graphql`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Builds the app with PUBLIC_URL on a free port and listens there (for flows that need real HTTP). */
export async function startTestServer(database: Database, env: Record<string, string> = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The real device gateway: kiosks (simulated ones in the browser journeys) connect at ws://…/mqtt.
  const built = await createTestApp(
    database,
    { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, MQTT_PORT: '0', ...env },
    { devices: 'embedded' },
  );
  await built.app.listen({ host: '127.0.0.1', port });
  return { ...built, url: `http://127.0.0.1:${port}` };
}
