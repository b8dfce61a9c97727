import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyId } from '../../auth/secrets.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { setOnline } from '../commands/commands.test-data.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

const CONFIGURE = `mutation($data: ConfigureKioskPropsInput!) { configureKioskProps(data: $data) {
  kiosk { acceptedPayment { type config { username passwordSet clientSecretSet } } } command { _id } } }`;

const newKey = () => randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');
const sealedWith = (key: Buffer) => new RegExp(`^v2\\.${keyId(key)}\\.`);

interface Payment {
  type: string;
  config: Record<string, string | null>;
}

/** The kiosk's payment secrets sealed at rest, opened only for its apply_settings (ADR 0020). */
describe.each(testDatabaseKinds())('payment secrets of a kiosk on %s (ADR 0020)', (kind) => {
  let database: TestDatabase;
  let orgId = '';
  let userId = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const first = await createTestContext(database, { DEMO_DATA: 'false' }, { devices: createRecordingGateway() });
    orgId = await first.newOrganization('Payment Secrets');
    userId = await first.newUser({ email: 'admin@payments.test', firstName: 'Pat' }, [[orgId, 'admin']]);
    await first.built.app.close();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Starts an instance with this SECRETS_KEY (its start re-seals), runs `work`, closes it. */
  async function withApp<T>(
    secretsKey: string,
    work: (context: TestContext, gateway: RecordingGateway) => Promise<T>,
  ): Promise<T> {
    const gateway = createRecordingGateway();
    const context = await createTestContext(
      database,
      { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', SCHEDULE_TICK_MS: '0', SECRETS_KEY: secretsKey },
      { devices: gateway },
    );
    try {
      return await work(context, gateway);
    } finally {
      await context.built.app.close();
    }
  }

  const stored = async (kioskId: string) =>
    (
      await database.query<{ accepted_payment: Payment | null }>('SELECT accepted_payment FROM kiosks WHERE id = $1', [
        kioskId,
      ])
    )[0]?.accepted_payment?.config ?? {};

  /** What the queued apply_settings holds (sealed secrets, ADR 0020). */
  const commandParams = async (commandId: string) =>
    (
      await database.query<{ params: { acceptedPayment: Payment | null } }>(
        'SELECT params FROM kiosk_commands WHERE id = $1',
        [commandId],
      )
    )[0]?.params.acceptedPayment?.config ?? {};

  /** What the kiosk got over MQTT: the payment config of the published apply_settings. */
  const sentPayment = (gateway: RecordingGateway, commandId: string) => {
    const sent = gateway.published.find((p) => p.command.id === commandId);
    if (!sent) throw new Error(`command ${commandId} was not published`);
    return (sent.command.params as { acceptedPayment: Payment | null }).acceptedPayment?.config ?? {};
  };

  /** Every apply_settings of the kiosk as stored: no plain secret, each sealed with `key`. */
  async function commandsSealedWith(kioskId: string, key: Buffer) {
    const rows = await database.query<{ params: { acceptedPayment: Payment | null } }>(
      `SELECT params FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'apply_settings'`,
      [kioskId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row.params)).not.toMatch(/p4ss|s3cret/);
      expect(row.params.acceptedPayment?.config).toMatchObject({
        password: expect.stringMatching(sealedWith(key)),
        clientSecret: expect.stringMatching(sealedWith(key)),
      });
    }
  }

  async function configure(context: TestContext, data: Record<string, unknown>) {
    const result = await context.call<{
      configureKioskProps: { kiosk: { acceptedPayment: Payment }; command: { _id: string } };
    }>(await context.token(userId), 'kiosk', CONFIGURE, { data });
    expect(result.errors).toBeUndefined();
    const saved = result.data?.configureKioskProps;
    if (!saved) throw new Error('no answer');
    expect(JSON.stringify(result)).not.toMatch(/p4ss|s3cret|v2\./);
    return saved;
  }

  it('stores the secrets sealed, sends them opened, keeps them on a save without them and re-seals on rotation', async () => {
    const [k1, k2] = [newKey(), newKey()];
    const kioskId = await withApp(b64(k1), async (context, gateway) => {
      const { id } = await newKiosk(context, orgId);
      await setOnline(database, id, true);
      const first = await configure(context, {
        kioskId: id,
        acceptedPayment: { type: 'adyen', config: { username: 'shop', password: 'p4ss', clientSecret: 's3cret' } },
      });
      expect(first.kiosk.acceptedPayment.config).toMatchObject({ passwordSet: true, clientSecretSet: true });
      const row = await stored(id);
      expect(row.password).toMatch(sealedWith(k1));
      expect(row.clientSecret).toMatch(sealedWith(k1));
      expect(JSON.stringify(row)).not.toMatch(/p4ss|s3cret/);
      // The queued command holds them sealed; the kiosk gets them opened.
      expect(await commandParams(first.command._id)).toMatchObject({
        password: expect.stringMatching(sealedWith(k1)),
        clientSecret: expect.stringMatching(sealedWith(k1)),
      });
      expect(sentPayment(gateway, first.command._id)).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });

      // A save without the secrets keeps the stored (sealed) ones, and the kiosk still gets them.
      const second = await configure(context, {
        kioskId: id,
        acceptedPayment: { type: 'adyen', config: { username: 'shop2', password: '' } },
      });
      expect(second.kiosk.acceptedPayment.config).toMatchObject({ passwordSet: true, clientSecretSet: true });
      expect(await stored(id)).toMatchObject({ username: 'shop2', password: row.password });
      expect(sentPayment(gateway, second.command._id)).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });
      await commandsSealedWith(id, k1);
      return id;
    });

    // Rotation: the new key first, the previous one after it; the start moves the values to the new key.
    // The queued commands' secrets move too.
    await withApp(`${b64(k2)},${b64(k1)}`, async (context, gateway) => {
      const row = await stored(kioskId);
      expect(row.password).toMatch(sealedWith(k2));
      expect(row.clientSecret).toMatch(sealedWith(k2));
      await commandsSealedWith(kioskId, k2);
      const saved = await configure(context, { kioskId, controller: { thermostatTemperature: 6 } });
      expect(sentPayment(gateway, saved.command._id)).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });
    });

    // A key that opens nothing leaves the values as they are (counted unreadable, never lost).
    const before = await stored(kioskId);
    await withApp(b64(newKey()), async () => {
      expect(await stored(kioskId)).toEqual(before);
      await commandsSealedWith(kioskId, k2);
    });
    // The right key still opens them.
    await withApp(b64(k2), async (context, gateway) => {
      const saved = await configure(context, { kioskId, controller: { thermostatTemperature: 5 } });
      expect(sentPayment(gateway, saved.command._id)).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });
    });
  });

  it('seals plain secrets an earlier version stored, at start, and the kiosk still gets them', async () => {
    const key = newKey();
    const kioskId = await withApp(b64(key), async (context) => (await newKiosk(context, orgId)).id);
    // As an earlier version left it: the secrets in plain text on the kiosk row and in a queued apply_settings.
    const plain: Payment = { type: 'adyen', config: { username: 'old', password: 'p4ss', clientSecret: 's3cret' } };
    await database.query('UPDATE kiosks SET accepted_payment = $1::jsonb WHERE id = $2', [
      JSON.stringify(plain),
      kioskId,
    ]);
    const [queued] = await database.query<{ id: string }>(
      `INSERT INTO kiosk_commands (kiosk_id, org_id, type, params, expires_at)
       VALUES ($1, $2, 'apply_settings', $3::jsonb, now() + interval '1 day') RETURNING id`,
      [kioskId, orgId, JSON.stringify({ acceptedPayment: plain })],
    );

    await withApp(b64(key), async (context, gateway) => {
      const row = await stored(kioskId);
      expect(row.password).toMatch(sealedWith(key));
      expect(row.clientSecret).toMatch(sealedWith(key));
      expect(row.username).toBe('old');
      expect(await commandParams(queued?.id ?? '')).toMatchObject({
        username: 'old',
        password: expect.stringMatching(sealedWith(key)),
        clientSecret: expect.stringMatching(sealedWith(key)),
      });
      // The kiosk comes online: the queued command goes out with its secrets opened.
      await setOnline(database, kioskId, true);
      const [kiosk] = await database.query<{ serial_number: string }>(
        'SELECT serial_number FROM kiosks WHERE id = $1',
        [kioskId],
      );
      await gateway.reachable(kiosk?.serial_number ?? '');
      expect(sentPayment(gateway, queued?.id ?? '')).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });
      const saved = await configure(context, { kioskId, controller: { thermostatTemperature: 4 } });
      expect(saved.kiosk.acceptedPayment.config).toMatchObject({ passwordSet: true, clientSecretSet: true });
      expect(sentPayment(gateway, saved.command._id)).toMatchObject({ password: 'p4ss', clientSecret: 's3cret' });
      await commandsSealedWith(kioskId, key);
    });
  });
});
