import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import {
  createWebhooksWorld,
  ENDPOINT_FIELDS,
  verify,
  type Received,
  type WebhooksWorld,
} from './webhooks.test-data.ts';

/** What happens when a receiver fails, and when a secret is rotated. */
describe.each(testDatabaseKinds())('webhook retries and secrets on %s', (kind) => {
  let world: WebhooksWorld;

  beforeAll(async () => {
    world = await createWebhooksWorld(kind);
  });
  afterAll(() => world?.close());

  it('retries with exponential backoff after the receiver answers 500, with the same webhook-id', async () => {
    const endpoint = await world.createEndpoint('a', world.orgA, '/retry', ['alert.resolved']);
    world.receiver.answer('/retry', 500, 503);
    const start = new Date();
    expect(
      (await world.call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id })).data,
    ).toEqual({
      sendWebhookTest: true,
    });
    await world.deliverUntil(() => world.receiver.at('/retry').length >= 1, start);
    let [entry] = await world.deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const firstWait = new Date(String(entry?.nextAttemptAt)).getTime() - start.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(29_000);

    // Not due yet: nothing is sent.
    await world.context.services.webhooks.deliverDue(new Date(start.getTime() + 10_000));
    expect(world.receiver.at('/retry')).toHaveLength(1);

    const second = new Date(start.getTime() + firstWait + 1_000);
    await world.deliverUntil(() => world.receiver.at('/retry').length >= 2, second);
    [entry] = await world.deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    const secondWait = new Date(String(entry?.nextAttemptAt)).getTime() - second.getTime();
    // 2 · 30 s, plus up to 20 % jitter.
    expect(secondWait).toBeGreaterThanOrEqual(2 * 30_000);
    expect(secondWait).toBeLessThanOrEqual(2 * 30_000 * 1.2);

    await world.deliverUntil(
      () => world.receiver.at('/retry').length >= 3,
      new Date(second.getTime() + secondWait + 1_000),
    );
    [entry] = await world.deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    const attempts = world.receiver.at('/retry');
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(attempts.map((r) => r.answered)).toEqual([500, 503, 200]);
    expect(verify(endpoint.secret, attempts[2] as Received)).toMatchObject({ type: 'webhook.test' });
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const endpoint = await world.createEndpoint('a', world.orgA, '/rotate', ['alert.opened']);
    const rotated = await world.call<{ rotateWebhookSecret: { secret: string } }>(
      'a',
      'mutation($id: ID!) { rotateWebhookSecret(endpointId: $id) { secret } }',
      { id: endpoint._id },
    );
    const fresh = rotated.data?.rotateWebhookSecret.secret ?? '';
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(endpoint.secret);
    await world.call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id });
    await world.deliverUntil(() => world.receiver.at('/rotate').length >= 1);
    const request = world.receiver.at('/rotate')[0] as Received;
    expect(verify(fresh, request)).toMatchObject({ type: 'webhook.test' });
    expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test' });
  });

  it('disables an endpoint that failed for 24 hours and e-mails its creator', async () => {
    const endpoint = await world.createEndpoint('a', world.orgA, '/down', ['alert.opened']);
    world.receiver.answer('/down', ...Array.from({ length: 10 }, () => 500));
    const start = new Date();
    await world.call('a', 'mutation($id: ID!) { sendWebhookTest(endpointId: $id) }', { id: endpoint._id });
    await world.deliverUntil(() => world.receiver.at('/down').length >= 1, start);
    const later = new Date(start.getTime() + 25 * 3_600_000);
    await world.deliverUntil(() => world.receiver.at('/down').length >= 2, later);
    const [entry] = await world.deliveries('a', endpoint._id);
    expect(entry).toMatchObject({ status: 'failed', lastStatusCode: 500 });
    const listed = await world.call<{
      getWebhookEndpoints: { _id: string; enabled: boolean; disabledReason: string | null }[];
    }>('a', `query($o: ID) { getWebhookEndpoints(orgId: $o) { ${ENDPOINT_FIELDS} } }`, { o: world.orgA });
    expect(listed.data?.getWebhookEndpoints.find((e) => e._id === endpoint._id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing for 24 hours',
    });
    const mail = await waitForMail(world.context.built.config.dataDir, {
      to: 'ada@hook-a.test',
      subject: /Webhook disabled/,
    });
    expect(mail.text).toContain(world.receiver.url('/down'));
    // A disabled endpoint gets no new events.
    await world.context.services.webhooks.record(null, { type: 'alert.opened', orgId: world.orgA, data: {} });
    expect(await world.deliveries('a', endpoint._id)).toHaveLength(1);
  });
});
