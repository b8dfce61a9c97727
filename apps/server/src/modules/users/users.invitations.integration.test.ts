import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql, mintAccessToken, startTestServer } from '../../test-support/app.ts';
import { loginWithPassword } from '../../test-support/oidc-login.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { createUsersRepository } from './users.repository.ts';

const CREATE = 'mutation ($data: CreateUserInput!) { createUser(data: $data) { _id email } }';
const SELF = '{ getSelf { email rolesInOrganizations { role organizationId { name } } } }';

describe.each(testDatabaseKinds())('invitation journey on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let adminToken: string;
  let parentId: string;
  let link: string;

  const form = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false' });
    const organizations = server.services.organizations;
    const root = await server.services.users.viewerForUser(
      (await server.services.users.accountByEmail(server.config.admin.email))?.id ?? '',
    );
    parentId = (await organizations.create(root, { name: 'Invite Parent', slug: 'invite-parent' })).row.id;
    const foreign = (await organizations.create(root, { name: 'Invite Foreign', slug: 'invite-foreign' })).row.id;
    const users = createUsersRepository(database.db);
    const admin = await users.insert({ email: 'inviter@parent.test', firstName: 'Ines', lastName: 'Inviter' });
    await users.addMembership(admin.id, parentId, 'admin');
    await users.addMembership(admin.id, foreign, 'admin');
    adminToken = await mintAccessToken(server, admin.id);
  });
  afterAll(async () => {
    await server.app.close();
    await database.dispose();
  });

  it('mails a one-time set-password link to a new user', async () => {
    const created = await gql(
      server,
      'organizations',
      CREATE,
      {
        data: {
          firstName: 'Ivy',
          lastName: 'Invited',
          email: 'ivy@invited.test',
          rolesInOrganizations: [{ organizationId: parentId, role: 'admin' }],
        },
      },
      adminToken,
    );
    expect(created.errors).toBeUndefined();
    const mail = await waitForMail(server.config.dataDir, { to: 'ivy@invited.test' });
    expect(mail.subject).toBe('Your Kiosk Console account');
    expect(mail.text).toContain('Hello Ivy Invited,');
    link = /(http:\/\/\S+\/oidc\/set-password\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${server.url}/oidc/set-password?token=`)).toBe(true);
    // Only the token's hash is stored.
    const token = new URL(link).searchParams.get('token') ?? '';
    const stored = await database.query<{ token_hash: string }>('SELECT token_hash FROM password_tokens');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it('shows the form for the link, and keeps the link usable after a bad password', async () => {
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ivy@invited.test');
    const short = await form(link, { password: 'short', confirm: 'short' });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('at least 8 characters');
    const mismatch = await form(link, { password: 'long-enough-1', confirm: 'long-enough-2' });
    expect(await mismatch.text()).toContain('do not match');
  });

  it('sets the password once; the link is then used up', async () => {
    const done = await form(link, { password: 'ivy-password-1', confirm: 'ivy-password-1' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is set');
    // Audited in the user's name, with the password and the token masked in what changed.
    const entries = await database.query<{ id: string; actor_email: string; endpoint: string }>(
      `SELECT id, actor_email, endpoint FROM audit_entries WHERE operation = 'setPasswordFromLink'`,
    );
    expect(entries).toEqual([{ id: expect.any(String), actor_email: 'ivy@invited.test', endpoint: 'identity' }]);
    const changes = await database.query<{ table_name: string; after: Record<string, unknown> }>(
      'SELECT table_name, after FROM audit_changes WHERE entry_id = $1 ORDER BY table_name',
      [entries[0]?.id],
    );
    expect(changes.map((change) => change.table_name)).toEqual(['password_tokens', 'users']);
    expect(JSON.stringify(changes)).not.toMatch(/\$argon2|\$scrypt|ivy-password/);
    expect(changes.find((change) => change.table_name === 'users')?.after.password_hash).toBe('••••');
    const again = await form(link, { password: 'other-password-1', confirm: 'other-password-1' });
    expect(again.status).toBe(400);
    expect((await fetch(link)).status).toBe(400);
    expect((await fetch(`${server.url}/oidc/set-password?token=forged`)).status).toBe(400);
  });

  it('lets the invited user sign in, seeing only their own organizations', async () => {
    const { accessToken } = await loginWithPassword({
      issuer: `${server.url}/oidc`,
      clientId: server.config.oidc.clientId,
      redirectUri: `${server.url}/login`,
      email: 'ivy@invited.test',
      password: 'ivy-password-1',
    });
    const self = await gql(server, 'organizations', SELF, {}, accessToken);
    expect(self.data).toEqual({
      getSelf: {
        email: 'ivy@invited.test',
        rolesInOrganizations: [{ role: 'admin', organizationId: { name: 'Invite Parent' } }],
      },
    });
    await expect(
      loginWithPassword({
        issuer: `${server.url}/oidc`,
        clientId: server.config.oidc.clientId,
        redirectUri: `${server.url}/login`,
        email: 'ivy@invited.test',
        password: 'other-password-1',
      }),
    ).rejects.toThrow(/401/);
  });
});
