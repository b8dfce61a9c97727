import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { subscribeSse } from '../../test-support/sse.ts';
import { newKiosk } from './kiosks.test-data.ts';

const CHANGED = `subscription ($kioskId: ID) { kioskChanged(kioskId: $kioskId) { kioskId orgId aspects } }`;

describe.each(testDatabaseKinds())('kiosk live updates on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let baseUrl: string;
  let own: { id: string; serialNumber: string };
  let foreign: { id: string; serialNumber: string };
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    baseUrl = await context.built.app.listen({ host: '127.0.0.1', port: 0 });
    const org = await context.newOrganization('Live Org');
    const other = await context.newOrganization('Other Live Org');
    own = await newKiosk(context, org);
    foreign = await newKiosk(context, other);
    const admin = await context.newUser({ email: 'live-admin@test.kiosk.local', firstName: 'Live' }, [[org, 'admin']]);
    adminToken = await context.token(admin);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('streams a change of a kiosk in scope, and never one of another organization', async () => {
    const stream = await subscribeSse(baseUrl, 'kiosk', CHANGED, {}, adminToken);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    // The foreign kiosk changes first: were it leaked, it would be the first event.
    await context.services.kiosks.update(context.root, foreign.id, { notes: 'foreign change' });
    await context.services.kiosks.update(context.root, own.id, { notes: 'own change' });
    const started = Date.now();
    const event = await stream.next(5000);
    stream.close();
    expect(event?.data.data?.kioskChanged).toEqual({
      kioskId: own.id,
      orgId: expect.any(String),
      aspects: ['details'],
    });
    // Not a timing assertion of the product's promise (machines are shared); a sanity bound only.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('filters by kiosk when one is given', async () => {
    const other = await newKiosk(context, (await context.services.kiosks.getById(context.root, own.id)).orgId);
    const stream = await subscribeSse(baseUrl, 'kiosk', CHANGED, { kioskId: own.id }, adminToken);
    await context.services.kiosks.update(context.root, other.id, { notes: 'sibling change' });
    await context.services.kiosks.setTags(context.root, own.id, ['watched']);
    const event = await stream.next(5000);
    stream.close();
    expect(event?.data.data?.kioskChanged).toMatchObject({ kioskId: own.id });
  });

  it("refuses another organization's kiosk and callers without a token", async () => {
    const foreignStream = await subscribeSse(baseUrl, 'kiosk', CHANGED, { kioskId: foreign.id }, adminToken);
    const refusal = await foreignStream.next(5000);
    foreignStream.close();
    expect(refusal?.data.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const anonymous = await subscribeSse(baseUrl, 'kiosk', CHANGED, {}, undefined);
    const anonymousRefusal = await anonymous.next(5000);
    anonymous.close();
    expect(anonymousRefusal?.data.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reaches a console on another server instance on the same database', async () => {
    const second = await createTestContext(database, { DEMO_DATA: 'false' });
    try {
      const secondUrl = await second.built.app.listen({ host: '127.0.0.1', port: 0 });
      const stream = await subscribeSse(secondUrl, 'kiosk', CHANGED, { kioskId: own.id }, adminToken);
      let event;
      // Changes go through the first instance; repeated until the subscription on the second is in place.
      for (let attempt = 0; attempt < 10 && !event; attempt++) {
        await context.services.kiosks.update(context.root, own.id, { notes: `from the first instance ${attempt}` });
        event = await stream.next(800);
      }
      stream.close();
      expect(event?.data.data?.kioskChanged).toMatchObject({ kioskId: own.id, aspects: ['details'] });
    } finally {
      await second.built.app.close();
    }
  });

  it("ends a subscription with 'Token expired' when the caller's token expires", async () => {
    const admin = await context.newUser({ email: `short-lived-${kind}@test.kiosk.local`, firstName: 'Brief' }, [
      [(await context.services.kiosks.getById(context.root, own.id)).orgId, 'admin'],
    ]);
    const stream = await subscribeSse(
      baseUrl,
      'kiosk',
      CHANGED,
      {},
      await context.token(admin, { expiresInSeconds: 2 }),
    );
    let event = await stream.next(10_000);
    // Changes before the expiry still arrive; the stream then ends with the refusal.
    while (event && !event.data.errors) event = await stream.next(10_000);
    stream.close();
    expect(event?.data.errors?.[0]).toMatchObject({ message: 'Token expired', extensions: { code: 'TOKEN_EXPIRED' } });
  });

  it('ends open subscriptions when the server shuts down', async () => {
    const stream = await subscribeSse(baseUrl, 'kiosk', CHANGED, {}, adminToken);
    await context.built.app.close();
    expect(await stream.next(5000)).toBeUndefined();
  });
});
