import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandTopic, eventTopic } from '@kiosk/common/mqtt';
import { newSerial } from './modules/kiosks/kiosks.test-data.ts';
import { gql, mintAccessToken, startTestServer } from './test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { connectKiosk, kioskClientOptions, publishTracked, settle } from './test-support/mqtt-kiosk.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A kiosk's MQTT sessions end as soon as its login stops being valid — its device secret re-issued
 * (kioskDeviceCredentials), its serial number changed (kioskUpdate) or the kiosk deleted (by any path) —
 * on every server instance: two instances with embedded brokers on one database, the kiosk connected to
 * both. The instance that re-issues closes its own sessions before it answers; the other hears the
 * database (the kiosks table's trigger on the kiosk_device_logins channel).
 */
describe.each(testDatabaseKinds())('kiosk logins revoked on every instance, on %s', (kind) => {
  let database: TestDatabase;
  let first: Server;
  let second: Server;
  /** Each instance's own token (the issuer is the instance's public URL). */
  const tokens = new Map<Server, string>();
  let orgId: string;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const env = { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', SCHEDULE_TICK_MS: '0' };
    first = await startTestServer(database, env);
    second = await startTestServer(database, env);
    const [root] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    for (const server of [first, second]) {
      tokens.set(server, await mintAccessToken(server, root?.id ?? '', { expiresInSeconds: 900 }));
    }
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Logins Org', 'logins-org') RETURNING id",
    );
    orgId = org?.id ?? '';
  });
  afterAll(async () => {
    for (const client of clients) client.end(true);
    await first?.app.close();
    await second?.app.close();
    await database?.dispose();
  });

  const wsUrl = (server: Server) => `${server.url.replace('http', 'ws')}/mqtt`;
  async function connect(server: Server, serial: string, password: string): Promise<MqttClient> {
    const client = await connectKiosk(wsUrl(server), kioskClientOptions(serial, password));
    clients.push(client);
    return client;
  }
  const closing = (client: MqttClient) =>
    new Promise<number>((resolve) => client.once('close', () => resolve(Date.now())));
  async function newKioskWithSecret(name: string) {
    const serial = newSerial('LG');
    const created = await gql<{ kioskCreate: { _id: string } }>(
      first,
      'kiosk',
      'mutation ($d: KioskInput!) { kioskCreate(data: $d) { _id } }',
      { d: { name, serialNumber: serial, orgId } },
      tokens.get(first),
    );
    const kioskId = created.data?.kioskCreate._id as string;
    return { kioskId, serial, password: await reissue(first, kioskId) };
  }
  async function reissue(server: Server, kioskId: string): Promise<string> {
    const result = await gql<{ kioskDeviceCredentials: { password: string } }>(
      server,
      'kiosk',
      'mutation ($k: ID!) { kioskDeviceCredentials(kioskId: $k) { password } }',
      { k: kioskId },
      tokens.get(server),
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.kioskDeviceCredentials.password;
  }
  const storedEvent = async (id: string) =>
    (await database.query('SELECT 1 FROM kiosk_activities WHERE event_id = $1', [id])).length;

  it('a re-issued secret closes the old sessions at once on both instances; the old one is refused, the new one works', async () => {
    const { kioskId, serial, password: old } = await newKioskWithSecret('Reissued');
    const onFirst = await connect(first, serial, old);
    const onSecond = await connect(second, serial, old);
    const firstClosed = closing(onFirst);
    const secondClosed = closing(onSecond);

    const issued = Date.now();
    const renewed = await reissue(first, kioskId);
    // Right after the answer, before the old connection has even noticed: nothing it sends is taken.
    const eventId = randomUUID();
    const publish = publishTracked(
      onFirst,
      eventTopic(serial),
      JSON.stringify({ id: eventId, ts: new Date().toISOString(), type: 'door', state: 'open' }),
    );
    // What the broker granted: nothing (the connection closed first, or the filter refused: 128).
    let granted: number | undefined;
    onFirst.subscribe(commandTopic(serial), { qos: 1 }, (error, grants) => {
      if (!error) granted = grants?.[0]?.qos;
    });
    const [closedFirstAt, closedSecondAt] = await Promise.all([firstClosed, secondClosed]);
    console.info(
      `re-issued secret (${kind}): the old session closed after ${closedFirstAt - issued} ms on the instance that re-issued, ${closedSecondAt - issued} ms on the other`,
    );
    await settle();
    expect(publish.acked).toBe(false);
    expect(await storedEvent(eventId)).toBe(0);
    expect(granted === undefined || granted === 128).toBe(true);

    for (const server of [first, second]) {
      await expect(connectKiosk(wsUrl(server), kioskClientOptions(serial, old))).rejects.toThrow(/Not authorized/i);
    }
    // The new secret logs in on both, subscribes and is heard, and no later check closes it.
    for (const server of [first, second]) {
      const client = await connect(server, serial, renewed);
      expect((await client.subscribeAsync(commandTopic(serial), { qos: 1 }))[0]?.qos).toBe(1);
      const id = randomUUID();
      await client.publishAsync(
        eventTopic(serial),
        JSON.stringify({ id, ts: new Date().toISOString(), type: 'door', state: 'closed' }),
        { qos: 1 },
      );
      expect(await storedEvent(id)).toBe(1);
    }
    await database.query("UPDATE kiosks SET name = 'Reissued (renamed)' WHERE id = $1", [kioskId]);
    await settle();
    expect(clients.slice(-2).every((c) => c.connected)).toBe(true);
  });

  it('a changed serial number or a deleted kiosk closes its sessions on both instances', async () => {
    const renamed = await newKioskWithSecret('Renumbered');
    const renamedClosed = [
      closing(await connect(first, renamed.serial, renamed.password)),
      closing(await connect(second, renamed.serial, renamed.password)),
    ];
    const changed = await gql(
      second,
      'kiosk',
      'mutation ($k: ID!, $d: KioskUpdateInput!) { kioskUpdate(id: $k, data: $d) { _id } }',
      { k: renamed.kioskId, d: { serialNumber: newSerial('LG') } },
      tokens.get(second),
    );
    expect(changed.errors).toBeUndefined();
    await Promise.all(renamedClosed);
    await expect(connectKiosk(wsUrl(first), kioskClientOptions(renamed.serial, renamed.password))).rejects.toThrow(
      /Not authorized/i,
    );

    // Deleted by whatever path (there is no operation for it; an organization's cascade, an operator).
    const deleted = await newKioskWithSecret('Deleted');
    const deletedClosed = [
      closing(await connect(first, deleted.serial, deleted.password)),
      closing(await connect(second, deleted.serial, deleted.password)),
    ];
    await database.query('DELETE FROM kiosks WHERE id = $1', [deleted.kioskId]);
    await Promise.all(deletedClosed);
  });
});
