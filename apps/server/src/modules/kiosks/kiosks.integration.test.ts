import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { KIOSK_FIELDS, newKiosk, newSerial } from './kiosks.test-data.ts';

interface KioskJson {
  _id: string;
  name: string;
  serialNumber: string;
  orgId: string;
  pin: number | null;
  technicianPin: number | null;
  tags: { name: string; orgId: string }[];
  [key: string]: unknown;
}
interface Grid {
  total: number;
  data: { name: string; serialNumber: string; orgId: string }[];
}

const CREATE = `mutation($d: KioskInput!) { kioskCreate(data: $d) { ${KIOSK_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $d: KioskUpdateInput!) { kioskUpdate(id: $id, data: $d) { ${KIOSK_FIELDS} } }`;
const GET = `query($id: ID!) { getKioskWithCapacities(id: $id) { ${KIOSK_FIELDS} } }`;
const GRID = `query($data: KiosksGridInput) { getKiosksGrid(data: $data) { total data { name serialNumber orgId } } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;

describe.each(testDatabaseKinds())('kiosks on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgA: string;
  let orgASub: string;
  let orgB: string;
  let rootToken: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgA = await context.newOrganization('Kiosk Alpha');
    orgASub = await context.newOrganization('Kiosk Alpha Sub', { parentId: orgA });
    orgB = await context.newOrganization('Kiosk Beta');
    const admin = await context.newUser({ email: 'admin@kiosks.test', firstName: 'Kim' }, [[orgA, 'admin']]);
    rootToken = await context.token(context.rootUserId);
    adminToken = await context.token(admin);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  const create = (data: Record<string, unknown>, token = adminToken) =>
    call<{ kioskCreate: KioskJson }>(token, CREATE, { d: data });
  const grid = async (data: Record<string, unknown>, token = rootToken) => {
    const result = await call<{ getKiosksGrid: Grid }>(token, GRID, { data });
    expect(result.errors).toBeUndefined();
    return result.data?.getKiosksGrid as Grid;
  };
  const kioskCount = async () =>
    (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM kiosks'))[0]?.n ?? -1;

  it('creates a kiosk with every form field, dropping esl, with the live-state defaults', async () => {
    const serial = newSerial('FORM');
    const result = await create({
      name: 'Campus Fridge',
      serialNumber: serial,
      notes: 'Ground floor',
      pin: 123,
      technicianPin: 9876,
      orgId: orgA,
      location: { name: 'Campus', line1: 'Main St 1', postalCode: '01234', city: 'Berlin', country: 'DE' },
      tags: ['campus', ' campus ', 'drinks'],
      components: { manufacturer: 'Acme', type: 'fridge', model: 'F-200' },
      esl: 'esl-value',
    });
    expect(result.errors).toBeUndefined();
    const kiosk = result.data?.kioskCreate;
    expect(kiosk).toMatchObject({
      name: 'Campus Fridge',
      serialNumber: serial,
      notes: 'Ground floor',
      pin: 123,
      technicianPin: 9876,
      orgId: orgA,
      location: { name: 'Campus', line1: 'Main St 1', line2: null, postalCode: '01234', city: 'Berlin' },
      tags: [
        { name: 'campus', orgId: orgA },
        { name: 'drinks', orgId: orgA },
      ],
      components: { manufacturer: 'Acme', type: 'fridge', model: 'F-200' },
      online: false,
      doorStatus: 'unknown',
      session: { type: 'none', since: null },
      temperature: { sensors: [], value: null },
      inService: true,
      lastMessage: null,
    });
    const [row] = await database.query<Record<string, unknown>>('SELECT * FROM kiosks WHERE serial_number = $1', [
      serial,
    ]);
    // The kiosk form drops esl (spec §5); only the settings (configureKioskProps) set it.
    expect(row?.esl).toBeNull();
    const loaded = await call<{ getKioskWithCapacities: KioskJson }>(adminToken, GET, { id: kiosk?._id });
    expect(loaded.data?.getKioskWithCapacities).toEqual(kiosk);
  });

  it('shows temperatures in °C from the stored 1/100 °C', async () => {
    const { id } = await newKiosk(context, orgA, { name: 'Cold One' });
    await database.query('UPDATE kiosks SET temperatures = $1::integer[], online = true WHERE id = $2', [
      '{412,-150,NULL,700}',
      id,
    ]);
    const loaded = await call<{ getKioskWithCapacities: KioskJson }>(adminToken, GET, { id });
    expect(loaded.data?.getKioskWithCapacities).toMatchObject({
      online: true,
      temperature: { sensors: [4.12, -1.5, null, 7], value: 4.12 },
    });
  });

  it.each([
    ['name missing', { name: '  ' }, 'REQUIRED', 'name'],
    ['serial number missing', { serialNumber: '' }, 'REQUIRED', 'serialNumber'],
    ['serial number with a slash', { serialNumber: 'SN/1' }, 'SERIAL_NUMBER_INVALID', 'serialNumber'],
    ['serial number with a wildcard', { serialNumber: 'SN+' }, 'SERIAL_NUMBER_INVALID', 'serialNumber'],
    ['serial number too long', { serialNumber: 'S'.repeat(65) }, 'SERIAL_NUMBER_INVALID', 'serialNumber'],
    ['PIN with 5 digits', { pin: 10000 }, 'PIN_INVALID', 'pin'],
    ['negative PIN', { pin: -1 }, 'PIN_INVALID', 'pin'],
    ['technician PIN with 5 digits', { technicianPin: 12345 }, 'PIN_INVALID', 'technicianPin'],
    ['equal PINs', { pin: 4321, technicianPin: 4321 }, 'PINS_NOT_DIFFERENT', 'technicianPin'],
    ['unknown organization id', { orgId: 'nope' }, 'NOT_FOUND', 'orgId'],
    ['too many tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'BAD_USER_INPUT', 'tags'],
    ['empty tag', { tags: [' '] }, 'REQUIRED', 'tags.0'],
  ])('refuses a kiosk with %s, storing nothing', async (_label, change, code, field) => {
    const before = await kioskCount();
    const result = await create({ name: 'Refused', serialNumber: newSerial('BAD'), orgId: orgA, ...change });
    expect(codeOf(result)).toBe(code);
    expect(fieldsOf(result)).toHaveProperty([field], code);
    expect(await kioskCount()).toBe(before);
  });

  it('answers the spec text for a duplicate serial number, naming the field, and stores nothing', async () => {
    const { serialNumber } = await newKiosk(context, orgB, { name: 'First' });
    const before = await kioskCount();
    const result = await create({ name: 'Second', serialNumber, orgId: orgA });
    expect(result.errors?.[0]?.message).toBe('Serial Number already exists');
    expect(codeOf(result)).toBe('SERIAL_NUMBER_EXISTS');
    expect(fieldsOf(result)).toEqual({ serialNumber: 'SERIAL_NUMBER_EXISTS' });
    expect(await kioskCount()).toBe(before);
  });

  it('updates the fields given, keeps the others, and refuses a taken serial number without a change', async () => {
    const taken = await newKiosk(context, orgB, { name: 'Taken' });
    const { id, serialNumber } = await newKiosk(context, orgA, {
      name: 'Before',
      pin: 1111,
      technicianPin: 2222,
      tags: ['a'],
      notes: 'keep me',
    });
    const renamed = await call<{ kioskUpdate: KioskJson }>(adminToken, UPDATE, {
      id,
      d: { name: 'After', pin: 3333, location: { postalCode: '10115' }, esl: 'x' },
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.kioskUpdate).toMatchObject({
      name: 'After',
      serialNumber,
      notes: 'keep me',
      pin: 3333,
      technicianPin: 2222,
      tags: [{ name: 'a' }],
      location: { postalCode: '10115' },
    });

    const duplicate = await call(adminToken, UPDATE, { id, d: { name: 'Again', serialNumber: taken.serialNumber } });
    expect(codeOf(duplicate)).toBe('SERIAL_NUMBER_EXISTS');
    expect(fieldsOf(duplicate)).toEqual({ serialNumber: 'SERIAL_NUMBER_EXISTS' });
    const after = await call<{ getKioskWithCapacities: KioskJson }>(adminToken, GET, { id });
    expect(after.data?.getKioskWithCapacities).toMatchObject({ name: 'After', serialNumber });

    // The PIN rule applies to the PINs after the change: the new PIN equals the stored technician PIN.
    const equal = await call(adminToken, UPDATE, { id, d: { pin: 2222 } });
    expect(codeOf(equal)).toBe('PINS_NOT_DIFFERENT');
    const bad = await call(adminToken, UPDATE, { id, d: { technicianPin: 99999 } });
    expect(codeOf(bad)).toBe('PIN_INVALID');
    const stillThere = await call<{ getKioskWithCapacities: KioskJson }>(adminToken, GET, { id });
    expect(stillThere.data?.getKioskWithCapacities).toMatchObject({ pin: 3333, technicianPin: 2222 });

    // Clearing a PIN is allowed.
    const cleared = await call<{ kioskUpdate: KioskJson }>(adminToken, UPDATE, { id, d: { pin: null } });
    expect(cleared.data?.kioskUpdate.pin).toBeNull();
  });

  it('setTags replaces the tags; getAllTags lists the scope’s tags by organization', async () => {
    const { id } = await newKiosk(context, orgASub, { name: 'Tagged', tags: ['old'] });
    await newKiosk(context, orgB, { name: 'Foreign tagged', tags: ['foreign-only'] });
    const set = await call<{ setTags: KioskJson }>(
      adminToken,
      'mutation($id: ID!, $t: [String!]!) { setTags(kioskId: $id, tags: $t) { tags { name orgId } } }',
      { id, t: ['fresh', 'fresh', 'snacks'] },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setTags.tags).toEqual([
      { name: 'fresh', orgId: orgASub },
      { name: 'snacks', orgId: orgASub },
    ]);
    const tags = await call<{ getAllTags: { name: string; orgId: string }[] }>(
      adminToken,
      '{ getAllTags { name orgId } }',
    );
    const names = tags.data?.getAllTags.map((t) => t.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['fresh', 'snacks']));
    expect(names).not.toContain('old');
    expect(names).not.toContain('foreign-only');
    const tooLong = await call(
      adminToken,
      'mutation($id: ID!, $t: [String!]!) { setTags(kioskId: $id, tags: $t) { _id } }',
      {
        id,
        t: ['x'.repeat(51)],
      },
    );
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  describe('scope', () => {
    it('an admin sees only kiosks of their organizations and below in every list', async () => {
      const foreign = await newKiosk(context, orgB, { name: 'Beta only' });
      const mine = await newKiosk(context, orgASub, { name: 'Alpha sub kiosk' });
      const list = await grid({ pageSize: 500 }, adminToken);
      expect(list.data.every((k) => k.orgId === orgA || k.orgId === orgASub)).toBe(true);
      expect(list.data.map((k) => k.name)).toContain('Alpha sub kiosk');
      expect(list.total).toBe(list.data.length);
      const all = await call<{ getAllKiosks: { _id: string }[] }>(adminToken, '{ getAllKiosks { _id } }');
      expect(all.data?.getAllKiosks.map((k) => k._id)).toContain(mine.id);
      expect(all.data?.getAllKiosks.map((k) => k._id)).not.toContain(foreign.id);
      const serials = await call<{ getAllSerialNumbers: string[] }>(adminToken, '{ getAllSerialNumbers }');
      expect(serials.data?.getAllSerialNumbers).toContain(mine.serialNumber);
      expect(serials.data?.getAllSerialNumbers).not.toContain(foreign.serialNumber);
      const rootSerials = await call<{ getAllSerialNumbers: string[] }>(rootToken, '{ getAllSerialNumbers }');
      expect(rootSerials.data?.getAllSerialNumbers).toContain(foreign.serialNumber);
      const byOrg = await call<{ getKiosksByOrgIds: { orgId: string }[] }>(
        adminToken,
        'query($o: [ID!]!) { getKiosksByOrgIds(orgIds: $o) { orgId } }',
        { o: [orgASub] },
      );
      expect(byOrg.data?.getKiosksByOrgIds.length).toBeGreaterThan(0);
      expect(byOrg.data?.getKiosksByOrgIds.every((k) => k.orgId === orgASub)).toBe(true);
    });

    it('a kiosk outside the scope is NOT_FOUND; creating or moving into a foreign organization is FORBIDDEN', async () => {
      const foreign = await newKiosk(context, orgB, { name: 'Beta private' });
      expect(codeOf(await call(adminToken, GET, { id: foreign.id }))).toBe('NOT_FOUND');
      expect(codeOf(await call(adminToken, UPDATE, { id: foreign.id, d: { name: 'Hijacked' } }))).toBe('NOT_FOUND');
      expect(
        codeOf(
          await call(adminToken, 'mutation($id: ID!) { setTags(kioskId: $id, tags: ["x"]) { _id } }', {
            id: foreign.id,
          }),
        ),
      ).toBe('NOT_FOUND');
      expect(codeOf(await call(adminToken, GET, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
      const [row] = await database.query<{ name: string; tags: string[] }>(
        'SELECT name, tags FROM kiosks WHERE id = $1',
        [foreign.id],
      );
      expect(row).toEqual({ name: 'Beta private', tags: [] });

      const before = await kioskCount();
      const created = await create({ name: 'Sneaky', serialNumber: newSerial('SNK'), orgId: orgB });
      expect(codeOf(created)).toBe('FORBIDDEN');
      expect(await kioskCount()).toBe(before);
      const mine = await newKiosk(context, orgA, { name: 'Stay home' });
      const moved = await call(adminToken, UPDATE, { id: mine.id, d: { orgId: orgB } });
      expect(codeOf(moved)).toBe('FORBIDDEN');
      const movedBelow = await call<{ kioskUpdate: KioskJson }>(adminToken, UPDATE, {
        id: mine.id,
        d: { orgId: orgASub },
      });
      expect(movedBelow.data?.kioskUpdate.orgId).toBe(orgASub);
      expect(codeOf(await call(adminToken, GRID, { data: { orgId: orgB } }))).toBe('FORBIDDEN');
      expect(
        codeOf(await call(adminToken, 'query($o: [ID!]!) { getKiosksByOrgIds(orgIds: $o) { _id } }', { o: [orgB] })),
      ).toBe('FORBIDDEN');
    });

    it('an admin of one organization creates there without naming it; root must name one', async () => {
      const soloOrg = await context.newOrganization('Solo Org');
      const solo = await context.newUser({ email: 'solo@kiosks.test', firstName: 'Solo' }, [[soloOrg, 'admin']]);
      const created = await create(
        { name: 'Default owner', serialNumber: newSerial('DEF') },
        await context.token(solo),
      );
      expect(created.data?.kioskCreate.orgId).toBe(soloOrg);
      const rootCreate = await create({ name: 'No owner', serialNumber: newSerial('DEF') }, rootToken);
      expect(codeOf(rootCreate)).toBe('REQUIRED');
      expect(fieldsOf(rootCreate)).toEqual({ orgId: 'REQUIRED' });
    });
  });
});
