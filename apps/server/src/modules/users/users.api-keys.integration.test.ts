import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../graphql/endpoint.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql, startTestServer } from '../../test-support/app.ts';
import { createOrganizationsRepository } from '../../modules/organizations/organizations.repository.ts';
import { createUsersRepository } from './users.repository.ts';

const run = promisify(execFile);

interface Key {
  _id: string;
  secret: string | null;
  scope: string;
  explanation: {
    requestHeader: string;
    jwtHeader: string;
    payloadRule: string;
    payloadExample: string;
    nodeExample: string;
    curlExample: string | null;
  };
}
const KEY_FIELDS =
  '_id name scope secret expiresAt lastUsedAt createdAt explanation { requestHeader jwtHeader payloadRule payloadExample nodeExample curlExample }';

/** A token as the explanation says: HS256 with the secret, kid = key id, iat/exp ≤ 5 min apart, a fresh jti. */
function sign(key: { _id: string; secret: string }, claims: { iat?: number; exp?: number; jti?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const iat = claims.iat ?? now;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key._id })
    .setIssuedAt(iat)
    .setExpirationTime(claims.exp ?? iat + 300)
    .setJti(claims.jti ?? randomUUID())
    .sign(new TextEncoder().encode(key.secret));
}

describe.each(testDatabaseKinds())('personal API keys on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let parent = '';
  let foreign = '';
  let adminId = '';
  let adminToken = '';
  let writer: Key & { secret: string };
  let reader: Key & { secret: string };

  /** A GraphQL call with `Authorization: ApiKey-v1 <token>`. */
  async function withKey<T = Record<string, unknown>>(
    token: string,
    endpoint: EndpointName,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/${endpoint}/graphql`,
      headers: { 'content-type': 'application/json', authorization: `ApiKey-v1 ${token}` },
      payload: { query, variables },
    });
    const body = response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: response.statusCode, data: body.data, errors: body.errors };
  }

  async function addKey(data: Record<string, unknown>) {
    const result = await gql<{ addApiKey: Key }>(
      server,
      'organizations',
      `mutation($d: ApiKeyInput) { addApiKey(data: $d) { ${KEY_FIELDS} } }`,
      { d: data },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    const key = result.data?.addApiKey;
    if (!key?.secret) throw new Error('no secret in the answer');
    return key as Key & { secret: string };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false' });
    const organizations = createOrganizationsRepository(database.db);
    const users = createUsersRepository(database.db);
    parent = (await organizations.insert({ name: 'Key Parent', slug: 'key-parent' })).id;
    foreign = (await organizations.insert({ name: 'Key Foreign', slug: 'key-foreign' })).id;
    const admin = await users.insert({ email: 'keys@parent.test', firstName: 'Kim', lastName: 'Keys' });
    await users.addMembership(admin.id, parent, 'admin');
    adminId = admin.id;
    const { mintAccessToken } = await import('../../test-support/app.ts');
    adminToken = await mintAccessToken(server, admin.id);
    writer = await addKey({ name: 'Warehouse sync', scope: 'READ_WRITE' });
    reader = await addKey({ name: 'Reporting', scope: 'READ_ONLY' });
  });
  afterAll(async () => {
    await server?.app.close();
    await database?.dispose();
  });

  it('shows the secret once, with the explanation, and lists keys without it', async () => {
    expect(writer.secret).toMatch(/^kk_/);
    expect(writer.explanation.requestHeader).toBe('Authorization: ApiKey-v1 <JWT>');
    expect(JSON.parse(writer.explanation.jwtHeader)).toEqual({ alg: 'HS256', typ: 'JWT', kid: writer._id });
    expect(writer.explanation.nodeExample).toContain(writer.secret);
    const listed = await gql<{ getApiKeys: Key[] }>(
      server,
      'organizations',
      `{ getApiKeys { ${KEY_FIELDS} } }`,
      {},
      adminToken,
    );
    expect(listed.data?.getApiKeys.map((k) => [k._id, k.secret, k.scope])).toEqual([
      [reader._id, null, 'READ_ONLY'],
      [writer._id, null, 'READ_WRITE'],
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(writer.secret);
    // Spec §3 User.apiKey: the newest key on the caller's own record, without its secret.
    const self = await gql<{ getSelf: { apiKey: { _id: string; secret: string | null } | null } }>(
      server,
      'organizations',
      '{ getSelf { apiKey { _id secret } } }',
      {},
      adminToken,
    );
    expect(self.data?.getSelf.apiKey).toEqual({ _id: reader._id, secret: null });
    // Only a sealed form is stored.
    const stored = await database.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM api_keys');
    expect(stored.every((row) => !row.secret_encrypted.includes(writer.secret.slice(3)))).toBe(true);
  });

  it("calls every endpoint as its user, with the user's scope", async () => {
    for (const endpoint of ENDPOINTS) {
      const result = await withKey<{ serverInfo: { endpoint: string } }>(
        await sign(writer),
        endpoint,
        '{ serverInfo { endpoint } }',
      );
      expect(result.errors, endpoint).toBeUndefined();
      expect(result.data?.serverInfo.endpoint).toBe(endpoint);
    }
    const self = await withKey<{ getSelf: { _id: string } }>(
      await sign(writer),
      'organizations',
      '{ getSelf { _id } }',
    );
    expect(self.data?.getSelf._id).toBe(adminId);
    const orgs = await withKey<{ getAllOrganizations: { _id: string }[] }>(
      await sign(reader),
      'organizations',
      '{ getAllOrganizations { _id } }',
    );
    expect(orgs.errors).toBeUndefined();
    const ids = orgs.data?.getAllOrganizations.map((o) => o._id) ?? [];
    expect(ids).toContain(parent);
    expect(ids).not.toContain(foreign);
    // A foreign organization stays out of reach for a read-write key too.
    const foreignOrg = await withKey(
      await sign(writer),
      'organizations',
      'query($id: ID!) { getOrganizationById(id: $id) { _id } }',
      { id: foreign },
    );
    expect(foreignOrg.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    // The key's last use is recorded.
    const listed = await gql<{ getApiKeys: { _id: string; lastUsedAt: string | null }[] }>(
      server,
      'organizations',
      '{ getApiKeys { _id lastUsedAt } }',
      {},
      adminToken,
    );
    expect(listed.data?.getApiKeys.every((k) => k.lastUsedAt !== null)).toBe(true);
  });

  it('lets a read-write key mutate and refuses mutations and writing REST calls to a read-only key', async () => {
    const mutation = 'mutation($l: Language!) { setUserLanguage(lang: $l) { _id } }';
    expect((await withKey(await sign(writer), 'organizations', mutation, { l: 'de' })).errors).toBeUndefined();
    const refused = await withKey(await sign(reader), 'organizations', mutation, { l: 'en' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('API_KEY_READ_ONLY');
    const rest = (method: 'GET' | 'POST', url: string, token: string) =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `ApiKey-v1 ${token}`, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: { format: 'csv', lng: 'en' } } : {}),
      });
    expect((await rest('GET', '/api/v1/kiosk/csv/export/inventory', await sign(reader))).statusCode).toBe(200);
    const post = await rest('POST', '/api/v1/transactions/csv/export/new', await sign(reader));
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ code: 'API_KEY_READ_ONLY' });
    expect((await rest('POST', '/api/v1/transactions/csv/export/new', await sign(writer))).statusCode).toBeLessThan(
      300,
    );
  });

  it('refuses replayed, wrongly signed, too long-lived and expired tokens', async () => {
    const token = await sign(writer);
    expect((await withKey(token, 'organizations', '{ getSelf { _id } }')).errors).toBeUndefined();
    const replay = await withKey(token, 'organizations', '{ getSelf { _id } }');
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(replay.errors?.[0]?.message).toMatch(/already used/);

    const wrong = await withKey(
      await sign({ _id: writer._id, secret: `${writer.secret}x` }),
      'organizations',
      '{ getSelf { _id } }',
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await withKey(
      await sign({ _id: randomUUID(), secret: writer.secret }),
      'organizations',
      '{ getSelf { _id } }',
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const now = Math.floor(Date.now() / 1000);
    const long = await withKey(
      await sign(writer, { iat: now, exp: now + 3600 }),
      'organizations',
      '{ getSelf { _id } }',
    );
    expect(long.errors?.[0]?.message).toMatch(/300 seconds/);
    const expired = await withKey(
      await sign(writer, { iat: now - 900, exp: now - 600 }),
      'organizations',
      '{ getSelf { _id } }',
    );
    expect(expired.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
    const noJti = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: writer._id })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(writer.secret));
    expect((await withKey(noJti, 'organizations', '{ getSelf { _id } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a key past its expiry, and a key cannot manage keys', async () => {
    const soon = await addKey({
      name: 'Short',
      scope: 'READ_WRITE',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(await sign(soon), 'organizations', '{ getSelf { _id } }')).errors).toBeUndefined();
    await database.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [soon._id]);
    const after = await withKey(await sign(soon), 'organizations', '{ getSelf { _id } }');
    expect(after.errors?.[0]?.message).toMatch(/expired/);

    const viaKey = await withKey(
      await sign(writer),
      'organizations',
      'mutation { addApiKey(data: { name: "x", scope: READ_WRITE }) { _id } }',
    );
    expect(viaKey.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const past = await gql(
      server,
      'organizations',
      'mutation($d: ApiKeyInput) { addApiKey(data: $d) { _id } }',
      { d: { name: 'Old', scope: 'READ_ONLY', expiresAt: '2020-01-01T00:00:00Z' } },
      adminToken,
    );
    expect(past.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs the shown examples as they are, then refuses the key at once after it is revoked', async () => {
    const key = await addKey({ name: 'Example', scope: 'READ_ONLY' });
    // The Node example, saved as a file next to the server's node_modules (where jose is installed).
    const file = new URL(`../../../example-${randomUUID()}.mjs`, import.meta.url);
    await writeFile(file, key.explanation.nodeExample);
    try {
      const { stdout } = await run(process.execPath, [file.pathname], { timeout: 30_000 });
      expect(JSON.parse(stdout)).toEqual({ data: { getSelf: { _id: adminId, email: 'keys@parent.test' } } });
    } finally {
      await rm(file, { force: true });
    }
    // The curl line with its ready-made token, as a shell runs it.
    const curl = key.explanation.curlExample ?? '';
    expect(curl).toContain(server.url);
    const { stdout } = await run('sh', ['-c', curl], { timeout: 30_000 });
    expect(JSON.parse(stdout)).toEqual({ data: { getSelf: { _id: adminId, email: 'keys@parent.test' } } });

    const removed = await gql(
      server,
      'organizations',
      'mutation($id: ID!) { removeApiKey(apiKeyId: $id) }',
      { id: key._id },
      adminToken,
    );
    expect(removed.data).toEqual({ removeApiKey: true });
    const refused = await withKey(await sign(key), 'organizations', '{ getSelf { _id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.errors?.[0]?.message).toMatch(/revoked/);
    const stored = await database.query<{ secret_encrypted: string }>(
      'SELECT secret_encrypted FROM api_keys WHERE id = $1',
      [key._id],
    );
    expect(stored[0]?.secret_encrypted).toBe('');
    const again = await gql(
      server,
      'organizations',
      'mutation($id: ID!) { removeApiKey(apiKeyId: $id) }',
      { id: key._id },
      adminToken,
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
