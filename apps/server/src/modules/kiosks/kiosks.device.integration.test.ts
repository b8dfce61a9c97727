import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SECRET_BYTES } from '@kiosk/common/mqtt';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from './kiosks.test-data.ts';

interface Credentials {
  username: string;
  password: string;
  mqttUrl: string;
  mqttWsUrl: string;
}
interface Activity {
  _id: string;
  kioskId: string;
  kioskName: string;
  ts: string;
  type: string;
}

const CREDENTIALS = 'mutation($k: ID!) { kioskDeviceCredentials(kioskId: $k) { username password mqttUrl mqttWsUrl } }';
const TEMPERATURES = `query($k: ID!, $from: DateTime, $to: DateTime, $limit: Int) {
  getTemperatureEventsByKiosk(kioskId: $k, from: $from, to: $to, limit: $limit) { ts sensors } }`;
const ACTIVITIES = `query($skip: Int, $limit: Int, $k: ID, $p: PeriodInput, $sort: SortOrder) {
  gridActivities(skip: $skip, limit: $limit, kiosk: $k, period: $p, sort: $sort) {
    total data { _id kioskId kioskName ts type } } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('kiosk device side on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let gateway: RecordingGateway;
  let orgA: string;
  let orgB: string;
  let adminA: string;
  let adminB: string;
  let rootToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    context = await createTestContext(database, { DEMO_DATA: 'false' }, { devices: gateway });
    orgA = await context.newOrganization('Device Alpha');
    orgB = await context.newOrganization('Device Beta');
    adminA = await context.token(
      await context.newUser({ email: 'a@device.test', firstName: 'Ann' }, [[orgA, 'admin']]),
    );
    adminB = await context.token(
      await context.newUser({ email: 'b@device.test', firstName: 'Ben' }, [[orgB, 'admin']]),
    );
    rootToken = await context.token(context.rootUserId);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  const handlers = () => {
    // The gateway's handlers (the ingest module's) check a kiosk's login with this module's device credentials.
    const devices = context.built.modules.find((m) => m.devices)?.devices;
    if (!devices) throw new Error('no module provides the device handlers');
    return devices;
  };
  const credentials = async (kioskId: string, token = adminA) => {
    const result = await call<{ kioskDeviceCredentials: Credentials }>(token, CREDENTIALS, { k: kioskId });
    expect(result.errors).toBeUndefined();
    return result.data?.kioskDeviceCredentials as Credentials;
  };
  const reading = (serialNumber: string, at: Date, centi: number) =>
    gateway.send(serialNumber, 'telemetry', { ts: at.toISOString(), temperatures: [centi, null], uptime: 1 });

  describe('device credentials', () => {
    it('issues a secret that logs the kiosk in; a new one locks the old one out at once', async () => {
      const { id, serialNumber } = await newKiosk(context, orgA);
      expect(await handlers().authenticate(serialNumber, 'anything')).toBeNull();
      const first = await credentials(id);
      expect(first).toEqual({
        username: serialNumber,
        password: expect.stringMatching(/^[A-Za-z0-9_-]+$/) as unknown as string,
        ...gateway.urls,
      });
      expect(Buffer.from(first.password, 'base64url')).toHaveLength(DEVICE_SECRET_BYTES);
      expect(await handlers().authenticate(serialNumber, first.password)).not.toBeNull();
      expect(await handlers().authenticate(serialNumber, `${first.password}x`)).toBeNull();

      const second = await credentials(id, rootToken);
      expect(second.password).not.toBe(first.password);
      expect(await handlers().authenticate(serialNumber, first.password)).toBeNull();
      expect(await handlers().authenticate(serialNumber, second.password)).not.toBeNull();
      // Another kiosk's secret does not log this one in.
      const other = await newKiosk(context, orgA);
      expect(await handlers().authenticate(other.serialNumber, second.password)).toBeNull();
      expect(await handlers().authenticate('SN-UNKNOWN-9', second.password)).toBeNull();
    });

    it('stores only a hash and shows when the secret was issued', async () => {
      const { id } = await newKiosk(context, orgA);
      const issued = await credentials(id);
      const [row] = await database.query<{ device_secret_hash: string }>(
        'SELECT device_secret_hash FROM kiosks WHERE id = $1',
        [id],
      );
      expect(row?.device_secret_hash).toBeTruthy();
      expect(row?.device_secret_hash).not.toContain(issued.password);
      const shown = await call<{ getKioskWithCapacities: { deviceCredentialsIssuedAt: string | null } }>(
        adminA,
        'query($id: ID!) { getKioskWithCapacities(id: $id) { deviceCredentialsIssuedAt } }',
        { id },
      );
      expect(shown.data?.getKioskWithCapacities.deviceCredentialsIssuedAt).not.toBeNull();
    });

    it("refuses an admin of another organization and leaves the kiosk's secret alone", async () => {
      const { id, serialNumber } = await newKiosk(context, orgA);
      const issued = await credentials(id);
      const refused = await call(adminB, CREDENTIALS, { k: id });
      expect(codeOf(refused)).toBe('NOT_FOUND');
      expect(await handlers().authenticate(serialNumber, issued.password)).not.toBeNull();
    });
  });

  describe('temperature log', () => {
    let kiosk: { id: string; serialNumber: string };
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);

    beforeAll(async () => {
      kiosk = await newKiosk(context, orgA);
      // 25 hours ago, then every 10 minutes of the last hour.
      await reading(kiosk.serialNumber, at(25 * 60), 1000);
      for (const minutes of [60, 50, 40, 30, 20, 10]) await reading(kiosk.serialNumber, at(minutes), 400 + minutes);
    });
    const query = async (variables: Record<string, unknown>, token = adminA) => {
      const result = await call<{ getTemperatureEventsByKiosk: { ts: string; sensors: (number | null)[] }[] }>(
        token,
        TEMPERATURES,
        { k: kiosk.id, ...variables },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.getTemperatureEventsByKiosk ?? [];
    };

    it('answers the last 24 hours by default, oldest first, in °C', async () => {
      const events = await query({});
      expect(events.map((e) => e.ts)).toEqual([60, 50, 40, 30, 20, 10].map((m) => at(m).toISOString()));
      expect(events[0]?.sensors).toEqual([4.6, null]);
    });

    it('answers the range asked for and at most limit readings', async () => {
      const range = await query({ from: at(45).toISOString(), to: at(15).toISOString() });
      expect(range.map((e) => e.ts)).toEqual([40, 30, 20].map((m) => at(m).toISOString()));
      const limited = await query({ from: at(26 * 60).toISOString(), to: at(0).toISOString(), limit: 2 });
      expect(limited.map((e) => e.sensors[0])).toEqual([10, 4.6]);
    });

    it('refuses a range that ends before it starts, and dates outside 2000–2100, naming the bound', async () => {
      const reversed = await call(adminA, TEMPERATURES, {
        k: kiosk.id,
        from: at(10).toISOString(),
        to: at(60).toISOString(),
      });
      expect(reversed.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { to: 'BAD_USER_INPUT' } });
      const ancient = await call(adminA, TEMPERATURES, { k: kiosk.id, from: '1970-01-01T00:00:00Z' });
      expect(ancient.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { from: 'BAD_USER_INPUT' } });
    });

    it("refuses another organization's kiosk", async () => {
      const result = await call(adminB, TEMPERATURES, { k: kiosk.id });
      expect(codeOf(result)).toBe('NOT_FOUND');
    });
  });

  describe('activity log', () => {
    let first: { id: string; serialNumber: string };
    let second: { id: string; serialNumber: string };
    let foreign: { id: string; serialNumber: string };
    const base = Date.now() - 60 * MINUTE;
    const door = (serialNumber: string, minute: number) =>
      gateway.send(serialNumber, 'event', {
        id: randomUUID(),
        ts: new Date(base + minute * MINUTE).toISOString(),
        type: 'door',
        state: minute % 2 ? 'open' : 'closed',
      });

    beforeAll(async () => {
      first = await newKiosk(context, orgA, { name: 'Activity One' });
      second = await newKiosk(context, orgA, { name: 'Activity Two' });
      foreign = await newKiosk(context, orgB, { name: 'Activity Foreign' });
      for (let minute = 1; minute <= 30; minute += 1) await door(first.serialNumber, minute);
      for (let minute = 1; minute <= 3; minute += 1) await door(second.serialNumber, minute);
      await door(foreign.serialNumber, 5);
    });
    const grid = async (variables: Record<string, unknown>, token = adminA) => {
      const result = await call<{ gridActivities: { total: number; data: Activity[] } }>(token, ACTIVITIES, variables);
      expect(result.errors).toBeUndefined();
      return result.data?.gridActivities as { total: number; data: Activity[] };
    };
    const doors = (data: Activity[]) => data.filter((a) => a.type === 'door');

    it('pages one kiosk newest first, 25 by default', async () => {
      const page = await grid({ k: first.id });
      expect(page.total).toBe(31); // 30 doors and the kiosk coming online
      expect(page.data).toHaveLength(25);
      const times = page.data.map((a) => Date.parse(a.ts));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.data.every((a) => a.kioskId === first.id && a.kioskName === 'Activity One')).toBe(true);
      const rest = await grid({ k: first.id, skip: 25 });
      expect(rest.data).toHaveLength(6);
      expect(new Set([...page.data, ...rest.data].map((a) => a._id)).size).toBe(31);
    });

    it('sorts oldest first on request and caps the page at 100', async () => {
      const asc = await grid({ k: first.id, sort: 'asc', limit: 5 });
      const ascDoors = doors(asc.data).map((a) => Date.parse(a.ts));
      expect(ascDoors[0]).toBe(base + MINUTE);
      expect(ascDoors).toEqual([...ascDoors].sort((a, b) => a - b));
      const capped = await grid({ limit: 1000 }, rootToken);
      expect(capped.data.length).toBeLessThanOrEqual(100);
      expect(capped.total).toBeGreaterThan(30);
    });

    it('filters by period', async () => {
      const period = {
        from: new Date(base + 10 * MINUTE).toISOString(),
        to: new Date(base + 14 * MINUTE).toISOString(),
      };
      const page = await grid({ k: first.id, p: period });
      expect(page.total).toBe(5);
      expect(page.data.map((a) => Date.parse(a.ts))).toEqual([14, 13, 12, 11, 10].map((m) => base + m * MINUTE));
    });

    it("without a kiosk shows every kiosk the caller sees, never another organization's", async () => {
      const all = await grid({ limit: 100 });
      const kiosks = new Set(all.data.map((a) => a.kioskId));
      expect(kiosks.has(first.id)).toBe(true);
      expect(kiosks.has(second.id)).toBe(true);
      expect(kiosks.has(foreign.id)).toBe(false);
      const other = await grid({ limit: 100 }, adminB);
      expect(new Set(other.data.map((a) => a.kioskId))).toEqual(new Set([foreign.id]));
      expect(codeOf(await call(adminB, ACTIVITIES, { k: first.id }))).toBe('NOT_FOUND');
    });
  });

  describe('temperature CSV export', () => {
    let kiosk: { id: string; serialNumber: string };
    const t1 = new Date('2026-01-10T08:00:00.000Z');
    const t2 = new Date('2026-01-10T09:00:00.000Z');
    const t3 = new Date('2026-02-01T00:00:00.000Z');

    beforeAll(async () => {
      kiosk = await newKiosk(context, orgA);
      await reading(kiosk.serialNumber, t1, 412);
      await gateway.send(kiosk.serialNumber, 'telemetry', {
        ts: t2.toISOString(),
        temperatures: [398, -150, null, 700],
        uptime: 2,
      });
      await reading(kiosk.serialNumber, t3, 500);
    });
    const download = (path: string, token = adminA) =>
      context.built.app.inject({
        method: 'GET',
        url: `/api/v1/kiosk/csv/export/temperature${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('streams the readings of the range in °C with a named attachment', async () => {
      const from = Date.parse('2026-01-01T00:00:00Z');
      const to = Date.parse('2026-01-31T00:00:00Z');
      const response = await download(`/${from}/${to}?kioskId=${kiosk.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="temperature_${kiosk.serialNumber}_${from}_${to}.csv"`,
      );
      expect(response.body.trim().split('\n')).toEqual([
        'timestamp,sensor1,sensor2,sensor3,sensor4',
        `${t1.toISOString()},4.12,,,`,
        `${t2.toISOString()},3.98,-1.5,,7`,
      ]);
    });

    it('takes ISO bounds and defaults missing ones (both: 2015-01-01 to now; one: now)', async () => {
      const iso = await download(`/2026-01-10T08:30:00Z/2026-03-01T00:00:00Z?kioskId=${kiosk.id}`);
      expect(
        iso.body
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      ).toEqual([t2.toISOString(), t3.toISOString()]);
      const before = Date.now();
      const both = await download(`/undefined/undefined?kioskId=${kiosk.id}`);
      expect(both.statusCode).toBe(200);
      expect(both.body.trim().split('\n')).toHaveLength(4);
      const [, from, to] = /_(\d+)_(\d+)\.csv"$/.exec(String(both.headers['content-disposition'])) ?? [];
      expect(Number(from)).toBe(1420070400000);
      expect(Number(to)).toBeGreaterThanOrEqual(before);
      const bare = await download(`?kioskId=${kiosk.id}`);
      expect(bare.body.trim().split('\n')).toHaveLength(4);
      // Only `to` missing: from the given start to now.
      const open = await download(`/${t3.getTime()}?kioskId=${kiosk.id}`);
      expect(open.body.trim().split('\n')).toEqual([
        'timestamp,sensor1,sensor2,sensor3,sensor4',
        `${t3.toISOString()},5,,,`,
      ]);
    });

    it('answers 404 for a kiosk outside the scope, 401 without a token, 400 for a bad bound', async () => {
      const from = Date.UTC(2020, 0, 1);
      expect((await download(`/${from}/${Date.now()}?kioskId=${kiosk.id}`, adminB)).statusCode).toBe(404);
      expect((await download(`/${from}/${Date.now()}?kioskId=${kiosk.id}`, '')).statusCode).toBe(401);
      expect((await download(`/yesterday/${Date.now()}?kioskId=${kiosk.id}`)).statusCode).toBe(400);
      expect((await download(`/${from}/${Date.now()}`)).statusCode).toBe(400);
      // 1970 is no date of the accepted years (2000–2100), nor is a period that ends before it starts.
      expect((await download(`/0/${Date.now()}?kioskId=${kiosk.id}`)).json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { from: 'BAD_USER_INPUT' },
      });
      expect((await download(`/${Date.now()}/${from}?kioskId=${kiosk.id}`)).json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { to: 'BAD_USER_INPUT' },
      });
    });
  });
});
