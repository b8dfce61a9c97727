import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyScreenParams } from '@kiosk/common/mqtt';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { gqlFiles, SAVE_SCREEN, screenPng } from './organizations.kiosk-screen.test-data.ts';

interface Saved {
  createKioskLandingPage: {
    organization: {
      _id: string;
      kioskInitScreen: {
        headerURI: string | null;
        headerTextColor: string | null;
        bgURI: string | null;
        bgColor: string | null;
        bodyTextColor: string | null;
      };
    };
    offlineKiosks: string[];
  };
}

const COLOURS = { headerTextColor: '#ffffff', bodyTextColor: '#1d3557', bgColor: '#f1faee' };

describe.each(testDatabaseKinds())('kiosk screen on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let gateway: RecordingGateway;
  let orgId: string;
  let otherOrgId: string;
  let adminToken: string;
  let foreignToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    context = await createTestContext(database, { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0' }, { devices: gateway });
    orgId = await context.newOrganization('Screen Org');
    otherOrgId = await context.newOrganization('Other Screen Org');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@screen.test', firstName: 'Sam' }, [[orgId, 'admin']]),
    );
    foreignToken = await context.token(
      await context.newUser({ email: 'other@screen.test', firstName: 'Ola' }, [[otherOrgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const newKiosk = async (owner: string, name: string) =>
    context.services.kiosks.create(context.root, {
      name,
      serialNumber: `SCR-${randomUUID().slice(0, 8)}`,
      orgId: owner,
    });
  const save = (
    files: Record<string, Buffer>,
    data: Record<string, unknown> = COLOURS,
    token = adminToken,
    org = orgId,
  ) => gqlFiles<Saved>(context.built, token, SAVE_SCREEN, { orgId: org, data }, files);
  const screenCommands = async (kioskId: string) =>
    (await context.services.commands.list(context.root, kioskId)).filter((row) => row.type === 'apply_screen');
  const screenOf = async (org: string) =>
    (await context.services.organizations.getById(context.root, org)).row.kioskInitScreen;

  it('saves header, background and colours, and queues apply_screen for every kiosk of the organization', async () => {
    const online = await newKiosk(orgId, 'Lobby fridge');
    const offline = await newKiosk(orgId, 'Basement fridge');
    const foreign = await newKiosk(otherOrgId, 'Foreign fridge');
    await gateway.send(online.serialNumber, 'status', {
      online: true,
      ts: new Date().toISOString(),
      ip: '10.0.0.9',
      firmware: '2.4.1',
    });

    const result = await save({ header: await screenPng(834, 191), background: await screenPng(834, 1135) });
    expect(result.errors).toBeUndefined();
    const saved = result.data?.createKioskLandingPage;
    expect(saved?.offlineKiosks).toEqual(['Basement fridge']);
    const screen = saved?.organization.kioskInitScreen;
    expect(screen).toMatchObject(COLOURS);
    expect(screen?.headerURI).toMatch(/^\/api\/v1\/images\/kiosk-screens\/[0-9a-f-]{36}\.png$/);
    expect(screen?.bgURI).toMatch(/^\/api\/v1\/images\/kiosk-screens\/[0-9a-f-]{36}\.png$/);
    const header = await context.built.app.inject({ method: 'GET', url: screen?.headerURI ?? '' });
    expect(header.headers['content-type']).toBe('image/png');

    for (const kiosk of [online, offline]) {
      const [command] = await screenCommands(kiosk.id);
      // The kiosk gets absolute URLs on the console's public address.
      const base = context.built.config.publicUrl;
      expect(applyScreenParams.parse(command?.params)).toEqual({
        ...screen,
        headerURI: `${base}${screen?.headerURI}`,
        bgURI: `${base}${screen?.bgURI}`,
      });
    }
    expect(await screenCommands(foreign.id)).toEqual([]);
    // The online kiosk got it at once; the offline one gets it when it is back.
    expect(gateway.published.filter((p) => p.command.type === 'apply_screen').map((p) => p.serialNumber)).toEqual([
      online.serialNumber,
    ]);

    // Colours alone keep the images.
    const recoloured = await save({}, { bgColor: '#000' });
    expect(recoloured.data?.createKioskLandingPage.organization.kioskInitScreen).toEqual({
      ...screen,
      bgColor: '#000',
    });
  });

  it('refuses an 833-px-wide header, a header over 1 MB and a too-small background, changing nothing', async () => {
    const before = await screenOf(orgId);
    const narrow = await save({ header: await screenPng(833, 191) });
    expect(narrow.errors?.[0]).toMatchObject({
      message: 'Image must be at least 834x191 px and at most 1 MB',
      extensions: { code: 'IMAGE_TOO_LARGE', fields: { header: 'IMAGE_TOO_LARGE' } },
    });
    const heavy = await screenPng(834, 450, true);
    expect(heavy.length).toBeGreaterThan(1024 * 1024);
    expect((await save({ header: heavy })).errors?.[0]?.extensions).toMatchObject({
      code: 'FILE_TOO_LARGE',
      fields: { header: 'FILE_TOO_LARGE' },
    });
    const short = await save({ header: await screenPng(834, 191), background: await screenPng(834, 1134) });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Image must be at least 834x1135 px and at most 1 MB',
      extensions: { fields: { background: 'IMAGE_TOO_LARGE' } },
    });
    const notAnImage = await save({ background: Buffer.from('not a picture') });
    expect(notAnImage.errors?.[0]?.extensions).toMatchObject({
      code: 'IMAGE_INVALID',
      fields: { background: 'IMAGE_INVALID' },
    });
    expect(await screenOf(orgId)).toEqual(before);
  });

  it('refuses a colour that is not #rgb or #rrggbb, naming the field', async () => {
    const result = await save({}, { ...COLOURS, bodyTextColor: 'red; background: url(x)' });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { bodyTextColor: 'BAD_USER_INPUT' },
    });
  });

  it("refuses another organization's admin and sends nothing", async () => {
    const kiosk = await newKiosk(orgId, 'Guarded fridge');
    const before = await screenOf(orgId);
    const result = await save({ header: await screenPng(834, 191) }, COLOURS, foreignToken);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await screenOf(orgId)).toEqual(before);
    expect(await screenCommands(kiosk.id)).toEqual([]);
  });
});
