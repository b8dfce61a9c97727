import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test-support/database.ts';
import { createRecordingGateway, type RecordingGateway } from '../../test-support/devices.ts';
import type { AuthzCase } from '../../test-support/authz.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/**
 * Test data of the device ingest: no authorization-matrix cases — it adds no GraphQL operations (what it
 * writes is read through the kiosks module's: the live state, the activity log, the temperature log).
 */
export const authzCases: AuthzCase[] = [];

/** An organization whose kiosks speak through a recording gateway, and how to read what the ingest wrote. */

export interface KioskState {
  online: boolean;
  lastMessage: string | null;
  ipAddress: string | null;
  firmware: string | null;
  doorStatus: string;
  session: { type: string; since: string | null };
  temperature: { sensors: (number | null)[]; value: number | null; updated: string | null };
  heartbeat: { uptime: number | null; updated: string | null };
}
export interface Activity {
  kioskId: string;
  kioskName: string;
  ts: string;
  category: string;
  type: string;
  details: string;
}

const STATE = `query($id: ID!) { getKioskWithCapacities(id: $id) {
  online lastMessage ipAddress firmware doorStatus session { type since }
  temperature { sensors value updated } heartbeat { uptime updated } } }`;
const ACTIVITIES = `query($k: ID, $l: Int) { gridActivities(kiosk: $k, limit: $l) {
  total data { kioskId kioskName ts category type details } } }`;
const TEMPERATURES = `query($k: ID!, $from: DateTime, $to: DateTime) {
  getTemperatureEventsByKiosk(kioskId: $k, from: $from, to: $to) { ts sensors } }`;

/** An instant `msAgo` milliseconds ago, as devices write it. */
export const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
/** A device event (device contract §2) with a fresh id unless one is given. */
export const event = (type: string, fields: Record<string, unknown> = {}, id = randomUUID()) => ({
  id,
  ts: new Date().toISOString(),
  type,
  ...fields,
});

/** A database, the server with a recording gateway, an organization and its admin, and how to read what the ingest wrote. */
export async function createIngestWorld(kind: DatabaseKind) {
  const database: TestDatabase = await createTestDatabase(kind);
  const gateway: RecordingGateway = createRecordingGateway();
  const context: TestContext = await createTestContext(database, { DEMO_DATA: 'false' }, { devices: gateway });
  const orgId = await context.newOrganization('Ingest Org');
  const admin = await context.newUser({ email: 'admin@ingest.test', firstName: 'Ida' }, [[orgId, 'admin']]);
  const token = await context.token(admin);

  async function state(id: string): Promise<KioskState> {
    const result = await context.call<{ getKioskWithCapacities: KioskState }>(token, 'kiosk', STATE, { id });
    expect(result.errors).toBeUndefined();
    return result.data?.getKioskWithCapacities as KioskState;
  }
  async function activities(id: string): Promise<Activity[]> {
    const result = await context.call<{ gridActivities: { data: Activity[] } }>(token, 'kiosk', ACTIVITIES, {
      k: id,
      l: 100,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.gridActivities.data ?? [];
  }
  async function temperatures(id: string, from: string, to: string) {
    const result = await context.call<{ getTemperatureEventsByKiosk: { ts: string; sensors: (number | null)[] }[] }>(
      token,
      'kiosk',
      TEMPERATURES,
      { k: id, from, to },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.getTemperatureEventsByKiosk ?? [];
  }
  const count = async (table: string, kioskId: string) =>
    (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE kiosk_id = $1`, [kioskId]))[0]
      ?.n ?? -1;

  return {
    database,
    gateway,
    context,
    orgId,
    token,
    kiosk: () => newKiosk(context, orgId, { name: 'Ingest Fridge' }),
    state,
    activities,
    temperatures,
    count,
    async close() {
      await context.built.app.close();
      await database.dispose();
    },
  };
}

export type IngestWorld = Awaited<ReturnType<typeof createIngestWorld>>;
