import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealClock, loadProfile, startKiosk, type VirtualKiosk } from '@kiosk/kiosk-sim';
import { gql, mintAccessToken, startTestServer } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newSerial } from '../kiosks/kiosks.test-data.ts';

const CONFIGURE = `mutation($data: ConfigureKioskPropsInput!) { configureKioskProps(data: $data) {
  offline message command { _id status } } }`;

/**
 * An offline kiosk's settings through the real embedded broker: the save is stored and its
 * apply_settings queued (payment secrets sealed) with 'Kiosk is offline.'; when a simulated kiosk logs in with its device
 * credentials, the queued command is delivered and the kiosk acknowledges it as applied.
 */
describe.each(testDatabaseKinds())('settings of an offline kiosk on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let fridge: VirtualKiosk | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false', SCHEDULE_TICK_MS: '0' });
  });
  afterAll(async () => {
    await fridge?.stop();
    await server.app.close();
    await database.dispose();
  });

  it('delivers the queued apply_settings when the kiosk comes back, and it is applied', async () => {
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    const root = await server.services.users.viewerForUser(rootRow?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Reconnect Org', 'reconnect-org') RETURNING id",
    );
    const kiosk = await server.services.kiosks.create(root, {
      name: 'Reconnect',
      serialNumber: newSerial('RC'),
      orgId: org?.id,
    });
    const credentials = await server.services.kiosks.device.issueCredentials(root, kiosk.id);

    const token = await mintAccessToken(server, rootRow?.id ?? '');
    const saved = await gql<{ configureKioskProps: { offline: boolean; message: string; command: { _id: string } } }>(
      server,
      'kiosk',
      CONFIGURE,
      {
        data: {
          kioskId: kiosk.id,
          controller: { thermostatTemperature: 5, minimumAge: 16 },
          acceptedPayment: { type: 'adyen', config: { username: 'shop', password: 'p4ss', clientSecret: 's3cret' } },
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.configureKioskProps).toMatchObject({ offline: true, message: 'Kiosk is offline.' });
    const commandId = saved.data?.configureKioskProps.command._id;
    const status = async () =>
      (await database.query<{ status: string }>('SELECT status FROM kiosk_commands WHERE id = $1', [commandId]))[0]
        ?.status;
    expect(await status()).toBe('queued');
    // Queued with its payment secrets sealed (ADR 0020).
    const [queued] = await database.query<{ params: unknown }>('SELECT params FROM kiosk_commands WHERE id = $1', [
      commandId,
    ]);
    expect(JSON.stringify(queued?.params)).not.toMatch(/p4ss|s3cret/);

    fridge = await startKiosk({
      serialNumber: credentials.username,
      password: credentials.password,
      url: credentials.mqttWsUrl,
      clock: createRealClock({ speed: 1 }),
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
    });
    await expect.poll(status, { timeout: 20_000 }).toBe('applied');
    expect(fridge.applied.get('apply_settings')).toMatchObject({
      controller: { thermostatTemperature: 5, minimumAge: 16, tolerance: 0 },
      // Opened for the kiosk only, in the MQTT message.
      acceptedPayment: { type: 'adyen', config: { username: 'shop', password: 'p4ss', clientSecret: 's3cret' } },
    });
  });
});
