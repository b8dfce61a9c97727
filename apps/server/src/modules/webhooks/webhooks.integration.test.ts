import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { createWebhooksWorld, type WebhooksWorld } from './webhooks.test-data.ts';

/** Which URLs an endpoint may have, outside production and in it. */
describe.each(testDatabaseKinds())('webhook endpoints on %s', (kind) => {
  let world: WebhooksWorld;

  beforeAll(async () => {
    world = await createWebhooksWorld(kind);
  });
  afterAll(() => world?.close());

  it('outside production says loopback is allowed, and allows it', async () => {
    const rule = await world.call<{ getWebhookUrlRule: { loopbackAllowed: boolean } }>(
      'a',
      '{ getWebhookUrlRule { loopbackAllowed } }',
    );
    expect(rule.data?.getWebhookUrlRule).toEqual({ loopbackAllowed: true });
    const created = await world.call<{ createWebhookEndpoint: { _id: string } }>(
      'a',
      'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
      { o: world.orgA, d: { url: 'http://localhost:9/hook', events: ['alert.opened'], enabled: false } },
    );
    expect(created.errors).toBeUndefined();
    await world.call('a', 'mutation($id: ID!) { deleteWebhookEndpoint(endpointId: $id) }', {
      id: created.data?.createWebhookEndpoint._id,
    });
  });

  it('refuses plain-http, private-network and malformed targets', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'ftp://127.0.0.1/hook',
      'not a url',
    ]) {
      const result = await world.call(
        'a',
        'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
        { o: world.orgA, d: { url, events: ['alert.opened'] } },
      );
      expect(result.errors?.[0]?.extensions?.code, url).toBe('WEBHOOK_URL_INVALID');
    }
    const foreign = await world.call(
      'a',
      'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
      { o: world.orgB, d: { url: world.receiver.url('/x'), events: ['alert.opened'] } },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

/** The rule the console's URL hint shows is the rule the server applies, in production and outside it. */
describe('the webhook URL rule in production', () => {
  let database: TestDatabase;
  let context: TestContext;
  let token = '';
  let orgId = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    context = await createTestContext(database, { DEMO_DATA: 'false', NODE_ENV: 'production' });
    orgId = await context.newOrganization('Hook Production');
    token = await context.token(
      await context.newUser({ email: 'pat@hook-prod.test', firstName: 'Pat' }, [[orgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context?.built.app.close();
    await database?.dispose();
  });

  it('says loopback is refused, and refuses it with the same text the hint gives', async () => {
    const rule = await context.call<{ getWebhookUrlRule: { loopbackAllowed: boolean } }>(
      token,
      'organizations',
      '{ getWebhookUrlRule { loopbackAllowed } }',
    );
    expect(rule.data?.getWebhookUrlRule).toEqual({ loopbackAllowed: false });
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'https://[::1]:9/hook']) {
      const refused = await context.call(
        token,
        'organizations',
        'mutation($o: ID!, $d: WebhookEndpointInput!) { createWebhookEndpoint(orgId: $o, data: $d) { _id } }',
        { o: orgId, d: { url, events: ['alert.opened'] } },
      );
      expect(refused.errors?.[0]?.extensions?.code, url).toBe('WEBHOOK_URL_INVALID');
      expect(refused.errors?.[0]?.message, url).toBe('Use an https:// address on the public internet');
    }
  });
});
