import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_KEY_FILE, keyId } from '../../auth/secrets.ts';
import { createTestApp, gql, mintAccessToken } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext } from '../../test-support/fixtures.ts';
import { createApiKeysRepository } from './users.api-keys.repository.ts';

const newKey = () => randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');

/** How versions before ADR 0020 sealed: `v1.<iv>.<tag>.<data>` with the key kept in server_secrets. */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe.each(testDatabaseKinds())('the key that seals stored secrets on %s (ADR 0020)', (kind) => {
  let database: TestDatabase;
  let userId = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The first start (migrations, the root user); then an organization admin who owns API keys.
    const first = await createTestContext(database, { DEMO_DATA: 'false' });
    const org = await first.newOrganization('Sealed');
    userId = await first.newUser({ email: 'sealed@keys.test', firstName: 'Sam', lastName: 'Sealed' }, [[org, 'admin']]);
    await first.built.app.close();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Starts an instance with these settings, runs `work`, closes it. */
  async function withApp<T>(
    env: Record<string, string>,
    work: (app: Awaited<ReturnType<typeof createTestApp>>) => Promise<T>,
  ) {
    const built = await createTestApp(database, { DEMO_DATA: 'false', ...env });
    try {
      return await work(built);
    } finally {
      await built.app.close();
    }
  }

  /** getSelf with `Authorization: ApiKey-v1 <token>`: the key works when the server opens its sealed secret. */
  async function callWithKey(built: Awaited<ReturnType<typeof createTestApp>>, key: { id: string; secret: string }) {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id })
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(key.secret));
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/graphql',
      headers: { 'content-type': 'application/json', authorization: `ApiKey-v1 ${token}` },
      payload: { query: '{ getSelf { email } }' },
    });
    return response.json() as { data?: { getSelf: { email: string } }; errors?: unknown[] };
  }

  const sealedOf = async (id: string) =>
    (await database.query<{ secret_encrypted: string }>('SELECT secret_encrypted FROM api_keys WHERE id = $1', [id]))[0]
      ?.secret_encrypted ?? '';

  it('keeps values readable after a rotation and moves them to the new key at start', async () => {
    const [k1, k2, k3] = [newKey(), newKey(), newKey()];
    const key = await withApp({ SECRETS_KEY: b64(k1) }, async (built) => {
      const token = await mintAccessToken(built, userId);
      const added = await gql<{ addApiKey: { _id: string; secret: string } }>(
        built,
        'organizations',
        'mutation { addApiKey(data: { name: "Rotated", scope: READ_ONLY }) { _id secret } }',
        {},
        token,
      );
      expect(added.errors).toBeUndefined();
      const created = added.data?.addApiKey;
      if (!created) throw new Error('no key');
      return { id: created._id, secret: created.secret };
    });
    expect(await sealedOf(key.id)).toMatch(new RegExp(`^v2\\.${keyId(k1)}\\.`));

    // Rotation: the new key first, the previous one after it. The start re-seals; the key keeps working.
    await withApp({ SECRETS_KEY: `${b64(k2)},${b64(k1)}` }, async (built) => {
      expect(await sealedOf(key.id)).toMatch(new RegExp(`^v2\\.${keyId(k2)}\\.`));
      expect((await callWithKey(built, key)).data?.getSelf.email).toBe('sealed@keys.test');
    });
    // The previous key is no longer needed.
    await withApp({ SECRETS_KEY: k2.toString('hex') }, async (built) => {
      expect((await callWithKey(built, key)).data?.getSelf.email).toBe('sealed@keys.test');
    });
    // A wrong key opens nothing and changes nothing: the value waits for the right key.
    const before = await sealedOf(key.id);
    await withApp({ SECRETS_KEY: b64(k3) }, async (built) => {
      expect((await callWithKey(built, key)).errors).toBeDefined();
    });
    expect(await sealedOf(key.id)).toBe(before);
    // Revoked (its secret cleared), it no longer needs any key.
    expect(await createApiKeysRepository(database.db).revoke(userId, key.id, new Date())).toBe(true);
  });

  it('upgrades a database-held key of an earlier version: values moved to a generated key, the database key deleted', async () => {
    // As an earlier version left it: the key in server_secrets, a `v1` value sealed with it.
    const legacy = newKey();
    await database.query("INSERT INTO server_secrets (name, value) VALUES ('data-encryption-key', $1)", [
      JSON.stringify(legacy.toString('base64url')),
    ]);
    const secret = `kk_${randomBytes(32).toString('base64url')}`;
    const row = await createApiKeysRepository(database.db).insert({
      userId,
      name: 'From before',
      scope: 'READ_ONLY',
      secretEncrypted: sealV1(legacy, secret),
      secretHash: createHash('sha256').update(secret).digest('base64url'),
    });
    const dataDir = `/tmp/kiosk-secrets-${randomBytes(4).toString('hex')}`;

    // First run without SECRETS_KEY: a key generated once into DATA_DIR.
    const generated = await withApp({ SECRETS_KEY: '', DATA_DIR: dataDir }, async (built) => {
      const file = await readFile(path.join(dataDir, GENERATED_KEY_FILE), 'utf8');
      const key = Buffer.from(file.trim(), 'base64');
      expect(key).toHaveLength(32);
      expect(await sealedOf(row.id)).toMatch(new RegExp(`^v2\\.${keyId(key)}\\.`));
      expect((await callWithKey(built, { id: row.id, secret })).data?.getSelf.email).toBe('sealed@keys.test');
      return file;
    });
    const left = await database.query("SELECT name FROM server_secrets WHERE name = 'data-encryption-key'");
    expect(left).toEqual([]);
    // The next start reads the same file (no new key) and the key still works.
    await withApp({ SECRETS_KEY: '', DATA_DIR: dataDir }, async (built) => {
      expect(await readFile(path.join(dataDir, GENERATED_KEY_FILE), 'utf8')).toBe(generated);
      expect((await callWithKey(built, { id: row.id, secret })).data?.getSelf.email).toBe('sealed@keys.test');
    });
    // The generated file as SECRETS_KEY_FILE: the operator's way to keep it outside DATA_DIR.
    await withApp({ SECRETS_KEY: '', SECRETS_KEY_FILE: path.join(dataDir, GENERATED_KEY_FILE) }, async (built) => {
      expect((await callWithKey(built, { id: row.id, secret })).data?.getSelf.email).toBe('sealed@keys.test');
    });
  });
});
