import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql } from '../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { createTestContext, type TestContext } from '../test-support/fixtures.ts';
import { createRateLimitCounter } from './rate-limit.ts';

/** Small budgets and a long window (one window for the whole test, whatever the clock does). */
const LIMITS = { RATE_LIMIT_PER_IP: '5', RATE_LIMIT_PER_API_KEY: '3', RATE_LIMIT_WINDOW_SECONDS: '3600' };

describe.each(testDatabaseKinds())('API rate limits shared by two instances on %s (ADR 0020)', (kind) => {
  let database: TestDatabase;
  let first: TestContext;
  let second: Awaited<ReturnType<typeof createTestApp>>;
  let key = { id: '', secret: '' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    first = await createTestContext(database, { DEMO_DATA: 'false', ...LIMITS });
    second = await createTestApp(database, { DEMO_DATA: 'false', ...LIMITS });
    const org = await first.newOrganization('Limited');
    const owner = await first.newUser({ email: 'limited@rate.test', firstName: 'Lia' }, [[org, 'admin']]);
    const added = await gql<{ addApiKey: { _id: string; secret: string } }>(
      first.built,
      'organizations',
      'mutation { addApiKey(data: { name: "Limited", scope: READ_ONLY }) { _id secret } }',
      {},
      await first.token(owner),
    );
    expect(added.errors).toBeUndefined();
    key = { id: added.data?.addApiKey._id ?? '', secret: added.data?.addApiKey.secret ?? '' };
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.built.app.close();
    await database?.dispose();
  });

  const config = (app: typeof second.app, ip: string) =>
    app.inject({ method: 'GET', url: '/api/v1/config', remoteAddress: ip });

  async function withKey(app: typeof second.app, ip: string) {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id })
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(key.secret));
    return app.inject({
      method: 'POST',
      url: '/api/v1/organizations/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', authorization: `ApiKey-v1 ${token}` },
      payload: { query: '{ getSelf { email } }' },
    });
  }

  it('counts a client address across instances: the second refuses once the first used the budget', async () => {
    const ip = '10.1.1.1';
    for (let n = 1; n <= 5; n += 1) {
      const response = await config(first.built.app, ip);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(5 - n));
    }
    const refused = await config(second.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('client address') });
    expect((await config(first.built.app, ip)).statusCode).toBe(429);
    // Another address has its own budget; what is not the API is not counted.
    expect((await config(second.app, '10.1.1.2')).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('counts an API key across instances and addresses', async () => {
    const answers = [
      await withKey(first.built.app, '10.2.0.1'),
      await withKey(second.app, '10.2.0.2'),
      await withKey(first.built.app, '10.2.0.3'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { getSelf: { email: 'limited@rate.test' } } });
    }
    const refused = await withKey(second.app, '10.2.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('API key') });
    // The same address without the key is within its own budget.
    expect((await config(second.app, '10.2.0.4')).statusCode).toBe(200);
  });

  it('purges ended windows', async () => {
    await database.query(
      "INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ('ip:10.9.9.9', now() - interval '2 hours', 7)",
    );
    const counter = createRateLimitCounter(database);
    expect(await counter.purge(3_600_000)).toBeGreaterThanOrEqual(1);
    const left = await database.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(left.map((row) => row.key)).not.toContain('ip:10.9.9.9');
    // The current windows stay.
    expect(left.map((row) => row.key)).toContain('ip:10.1.1.1');
  });
});
