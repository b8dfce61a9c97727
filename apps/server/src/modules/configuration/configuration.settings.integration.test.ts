import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySettingsParams } from '@kiosk/common/mqtt';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { setOnline } from '../commands/commands.test-data.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

const SETTINGS_FIELDS = `_id esl currency pin technicianPin tags { name }
  controller { supportEmail supportHotline preAuth minimumAge fraudDetection ageRestriction memberCardEnabled
    technicianPin thermostatTemperature tolerance tabletLang
    serviceCheck { type enabled slots { dayNumber startTime endTime } }
    autoTempOutOfService { active maxTemperature timeInMinutes } }
  acceptedPayment { type config { username passwordSet clientID clientSecretSet locationID paymentMode } }`;
const KIOSK = `query($id: ID!) { getKioskWithCapacities(id: $id) { ${SETTINGS_FIELDS} } }`;
const CONFIGURE = `mutation($data: ConfigureKioskPropsInput!) { configureKioskProps(data: $data) {
  offline code message kiosk { ${SETTINGS_FIELDS} } command { _id type status params } serviceCommand { type params } } }`;
const COMMANDS = 'query($k: ID!) { getKioskCommands(kioskId: $k) { type status params } }';

interface Result {
  offline: boolean;
  code: string | null;
  message: string | null;
  kiosk: Record<string, unknown> & { controller: Record<string, unknown>; acceptedPayment: unknown };
  command: { _id: string; type: string; status: string; params: string };
  serviceCommand: { type: string; params: string } | null;
}

describe.each(testDatabaseKinds())('kiosk settings on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let gateway: RecordingGateway;
  let orgId: string;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    context = await createTestContext(
      database,
      { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', SCHEDULE_TICK_MS: '0' },
      { devices: gateway },
    );
    orgId = await context.newOrganization('Settings Org');
    const otherOrg = await context.newOrganization('Other Settings Org');
    token = await context.token(
      await context.newUser({ email: 'admin@settings.test', firstName: 'Sam' }, [[orgId, 'admin']]),
    );
    otherToken = await context.token(
      await context.newUser({ email: 'other@settings.test', firstName: 'Oto' }, [[otherOrg, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  async function kiosk(online: boolean) {
    const created = await newKiosk(context, orgId, { pin: 1234, tags: ['north'] });
    if (online) await setOnline(database, created.id, true);
    return created;
  }

  const configure = (data: Record<string, unknown>, as = token) =>
    context.call<{ configureKioskProps: Result }>(as, 'kiosk', CONFIGURE, { data });

  it("answers the spec's defaults for settings never set", async () => {
    const { id } = await kiosk(false);
    const result = await context.call<{ getKioskWithCapacities: Result['kiosk'] }>(token, 'kiosk', KIOSK, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.getKioskWithCapacities).toMatchObject({
      currency: 'eur',
      esl: null,
      acceptedPayment: null,
      controller: {
        thermostatTemperature: 3,
        autoTempOutOfService: { active: false, maxTemperature: 7, timeInMinutes: 20 },
        minimumAge: 0,
        tolerance: 0,
        preAuth: null,
        serviceCheck: { enabled: false, slots: [] },
      },
    });
  });

  it('refuses a pre-authorisation of 150.01 and of 0, accepts exactly 150', async () => {
    const { id } = await kiosk(true);
    for (const [preAuth, code] of [
      ['150.01', 'PRE_AUTH_TOO_HIGH'],
      ['0', 'AMOUNT_NOT_POSITIVE'],
      ['0.00', 'AMOUNT_NOT_POSITIVE'],
      ['12.345', 'AMOUNT_INVALID'],
    ] as const) {
      const refused = await configure({ kioskId: id, controller: { preAuth } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code, fields: { 'controller.preAuth': code } });
    }
    const saved = await configure({ kioskId: id, controller: { preAuth: '150' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.configureKioskProps.kiosk.controller.preAuth).toBe('150');
  });

  it('refuses a service-check slot that ends before it starts, naming the field', async () => {
    const { id } = await kiosk(true);
    const refused = await configure({
      kioskId: id,
      controller: {
        serviceCheck: { enabled: true, slots: [{ dayNumber: 1, startTime: '10:00', endTime: '09:00' }] },
      },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'OUT_OF_SERVICE_PERIOD_INVALID',
      fields: { 'controller.serviceCheck.slots.0.endTime': 'OUT_OF_SERVICE_PERIOD_INVALID' },
    });
  });

  it('refuses text the kiosk would refuse as bad input naming the field, and stores empty text as none', async () => {
    const { id } = await kiosk(true);
    const long = await configure({ kioskId: id, controller: { tabletFont: 'x'.repeat(65) } });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'controller.tabletFont': 'BAD_USER_INPUT' },
    });
    const control = await configure({ kioskId: id, controller: { supportHotlineAvailability: 'Mon\u0007Fri' } });
    expect(control.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const empty = await configure({ kioskId: id, controller: { tabletFont: '', paymentType: '  ' }, esl: '' });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.configureKioskProps.kiosk).toMatchObject({ esl: null, controller: { tabletLang: null } });
  });

  it('refuses equal PINs and a malformed e-mail', async () => {
    const { id } = await kiosk(true);
    const pins = await configure({ kioskId: id, pin: 4321, controller: { technicianPin: 4321 } });
    expect(pins.errors?.[0]?.extensions?.code).toBe('PINS_NOT_DIFFERENT');
    const mail = await configure({ kioskId: id, controller: { supportEmail: 'not-an-address' } });
    expect(mail.errors?.[0]?.extensions?.code).toBe('INVALID_EMAIL');
  });

  it('never returns payment secrets and keeps them when a save omits them', async () => {
    const { id, serialNumber } = await kiosk(true);
    const payment = { type: 'adyen', config: { username: 'shop', password: 'p4ss', clientSecret: 's3cret' } };
    const first = await configure({ kioskId: id, acceptedPayment: payment });
    expect(first.errors).toBeUndefined();
    expect(first.data?.configureKioskProps.kiosk.acceptedPayment).toEqual({
      type: 'adyen',
      config: {
        username: 'shop',
        passwordSet: true,
        clientID: null,
        clientSecretSet: true,
        locationID: null,
        paymentMode: null,
      },
    });
    const second = await configure({
      kioskId: id,
      acceptedPayment: { type: 'adyen', config: { username: 'shop2', password: '' } },
    });
    expect(second.data?.configureKioskProps.kiosk.acceptedPayment).toMatchObject({
      config: { username: 'shop2', passwordSet: true, clientSecretSet: true },
    });
    // The kiosk gets them over MQTT; the queued command holds them sealed (ADR 0020); the API (commands
    // panel) and every answer never show them.
    const stored = await database.query<{ params: { acceptedPayment: { config: Record<string, string> } } }>(
      `SELECT params FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'apply_settings'`,
      [id],
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.params.acceptedPayment.config).toMatchObject({ password: expect.stringMatching(/^v2\./) });
      expect(JSON.stringify(row.params)).not.toMatch(/p4ss|s3cret/);
    }
    const sent = gateway.published.filter(
      (p) => p.serialNumber === serialNumber && p.command.type === 'apply_settings',
    );
    expect(sent.map((p) => p.command.params)).toEqual([
      expect.objectContaining({
        acceptedPayment: expect.objectContaining({
          config: expect.objectContaining({ password: 'p4ss', clientSecret: 's3cret' }),
        }),
      }),
      expect.objectContaining({
        acceptedPayment: expect.objectContaining({
          config: expect.objectContaining({ username: 'shop2', password: 'p4ss', clientSecret: 's3cret' }),
        }),
      }),
    ]);
    const commands = await context.call(token, 'kiosk', COMMANDS, { k: id });
    const shown = JSON.stringify(commands) + JSON.stringify(first) + JSON.stringify(second);
    expect(shown).not.toContain('p4ss');
    expect(shown).not.toContain('s3cret');
  });

  it('queues apply_settings with the full settings and publishes it to an online kiosk', async () => {
    const { id, serialNumber } = await kiosk(true);
    const saved = await configure({
      kioskId: id,
      pin: 1111,
      esl: 'esl-7',
      tags: ['north', 'lobby'],
      status: 'out_of_service',
      controller: {
        technicianPin: 2222,
        supportEmail: 'help@kiosk.test',
        thermostatTemperature: 4.5,
        minimumAge: 18,
        ageRestriction: true,
        serviceCheck: { enabled: true, slots: [{ dayNumber: 2, startTime: '06:00', endTime: '07:30' }] },
      },
    });
    expect(saved.errors).toBeUndefined();
    const result = saved.data?.configureKioskProps;
    expect(result).toMatchObject({ offline: false, code: null, message: null });
    expect(result?.kiosk).toMatchObject({ esl: 'esl-7', pin: 1111, technicianPin: 2222 });
    expect(result?.command.type).toBe('apply_settings');
    expect(result?.command.status).toBe('sent');
    const params = applySettingsParams.parse(JSON.parse(result?.command.params ?? '{}'));
    expect(params).toMatchObject({
      pin: 1111,
      technicianPin: 2222,
      acceptedPayment: null,
      controller: {
        supportEmail: 'help@kiosk.test',
        thermostatTemperature: 4.5,
        minimumAge: 18,
        ageRestriction: true,
        tolerance: 0,
        technicianPin: 2222,
        autoTempOutOfService: { active: false, maxTemperature: 7, timeInMinutes: 20 },
        serviceCheck: { enabled: true, slots: [{ dayNumber: 2, startTime: '06:00', endTime: '07:30' }] },
      },
    });
    expect(params.tags.map((tag) => tag.name)).toEqual(['north', 'lobby']);
    expect(JSON.parse(result?.serviceCommand?.params ?? '{}')).toEqual({ inService: false, reason: 'manual' });
    const published = gateway.published.filter((p) => p.serialNumber === serialNumber).map((p) => p.command.type);
    expect(published).toEqual(['apply_settings', 'service']);
  });

  it("saves an offline kiosk's settings, queues the command and answers 'Kiosk is offline.'", async () => {
    const { id, serialNumber } = await kiosk(false);
    const saved = await configure({ kioskId: id, controller: { thermostatTemperature: 5 } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.configureKioskProps).toMatchObject({
      offline: true,
      code: 'KIOSK_OFFLINE',
      message: 'Kiosk is offline.',
      kiosk: { controller: { thermostatTemperature: 5 } },
      command: { type: 'apply_settings', status: 'queued' },
    });
    expect(gateway.published.some((p) => p.serialNumber === serialNumber)).toBe(false);
    // The kiosk comes back: the queued command goes out.
    await setOnline(database, id, true);
    await context.services.commands.deliverPending({ id, orgId, serialNumber });
    expect(gateway.published.filter((p) => p.serialNumber === serialNumber).map((p) => p.command.type)).toEqual([
      'apply_settings',
    ]);
  });

  it('refuses a kiosk of another organization as not found, and changes nothing', async () => {
    const { id } = await kiosk(true);
    const refused = await configure({ kioskId: id, esl: 'x' }, otherToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await database.query<{ esl: string | null }>('SELECT esl FROM kiosks WHERE id = $1', [id]);
    expect(row?.esl).toBeNull();
  });
});
