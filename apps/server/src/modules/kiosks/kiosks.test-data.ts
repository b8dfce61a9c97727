import { randomUUID } from 'node:crypto';
import {
  assignedKiosk,
  consoleCaller,
  consoleOrReplenisher,
  reachesOrAssigned,
  type AuthzCase,
  type AuthzWorld,
  type Target,
} from '../../test-support/authz.ts';
import type { TestContext } from '../../test-support/fixtures.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { KIOSK_FACTS_CODEC, type KioskFact } from './kiosks.facts.ts';

/** The channel of the kiosks' change notices (other modules' tests watch the notices their work sends). */
export { KIOSK_CHANNEL } from './kiosks.live.ts';

/**
 * The device facts of a kiosk queued for other modules (whether or not a worker took them yet): per fact its
 * job and queue (`kiosks.facts/<subscriber>`), read back as subscribers get them.
 */
export async function queuedFacts(
  database: Pick<TestDatabase, 'query'>,
  kioskId: string,
): Promise<{ job: string; queue: string; fact: KioskFact }[]> {
  const jobs = await database.query<{ job: string; queue: string; stored: unknown }>(
    "SELECT id::text AS job, name AS queue, data->'events' AS stored FROM pgboss.job WHERE name LIKE 'kiosks.facts/%'",
  );
  return jobs.flatMap(({ job, queue, stored }) =>
    KIOSK_FACTS_CODEC.decode(stored)
      .filter((fact) => fact.kiosk.id === kioskId)
      .map((fact) => ({ job, queue, fact })),
  );
}

/** What a job keeps of these facts (a subscriber's queue), as stored. */
export function storedFacts(facts: readonly KioskFact[]): string {
  return JSON.stringify(KIOSK_FACTS_CODEC.encode(facts));
}

/** Test data of the kiosks module: kiosk fields for queries, a kiosk builder and the authorization-matrix cases. */

export const KIOSK_FIELDS = `_id name serialNumber notes pin technicianPin orgId qrcode online lastMessage doorStatus inService
  ipAddress firmware created updated
  location { name line1 line2 postalCode city state country }
  tags { name orgId }
  components { manufacturer type model }
  session { type since }
  temperature { sensors value updated }
  heartbeat { uptime updated }`;

/** A serial number no other test uses (the device contract's pattern: letters, digits, dashes). */
export const newSerial = (prefix = 'SN') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A kiosk created through the service as root. */
export async function newKiosk(
  context: TestContext,
  orgId: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; serialNumber: string }> {
  const row = await context.services.kiosks.create(context.root, {
    name: 'Kiosk',
    serialNumber: newSerial(),
    orgId,
    ...fields,
  });
  return { id: row.id, serialNumber: row.serialNumber };
}

const kiosk = async (world: AuthzWorld, target: Target) =>
  (await newKiosk(world.context, world.orgs[target], { name: `Authz ${target}`, tags: [`tag-${target}`] })).id;

/** Lists: every organization has a kiosk, so a row outside the caller's reach would show. */
async function seeded(world: AuthzWorld): Promise<void> {
  for (const target of ['parent', 'sub', 'foreign'] as const) await kiosk(world, target);
}

const orgIdsOf = (key: string) => (data: Record<string, unknown>) => {
  const value = data[key] as { orgId: string }[] | { data: { orgId: string }[] };
  return (Array.isArray(value) ? value : value.data).map((row) => row.orgId);
};

export const authzCases: AuthzCase[] = [
  {
    operation: 'getKiosksGrid',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (
      await seeded(world),
      { query: '{ getKiosksGrid(data: { pageSize: 500 }) { total data { orgId } } }' }
    ),
    rowOrgIds: orgIdsOf('getKiosksGrid'),
  },
  {
    operation: 'getKioskWithCapacities',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($id: ID!) { getKioskWithCapacities(id: $id) { _id orgId } }',
      variables: { id: await kiosk(world, target) },
    }),
  },
  {
    // A replenisher sees a kiosk assigned to them (ADR 0024); the case above: not another one.
    operation: 'getKioskWithCapacities',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: reachesOrAssigned,
    request: async (world, target) => ({
      query: 'query($id: ID!) { getKioskWithCapacities(id: $id) { _id orgId } }',
      variables: { id: await assignedKiosk(world, await kiosk(world, target)) },
    }),
  },
  {
    operation: 'getAllKiosks',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleOrReplenisher,
    request: async (world) => (await seeded(world), { query: '{ getAllKiosks { orgId } }' }),
    rowOrgIds: orgIdsOf('getAllKiosks'),
  },
  {
    // Serial numbers carry no organization; kiosks.integration.test.ts checks a foreign one is absent.
    operation: 'getAllSerialNumbers',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (await seeded(world), { query: '{ getAllSerialNumbers }' }),
  },
  {
    operation: 'getKiosksByOrgIds',
    endpoint: 'kiosk',
    request: async (world, target) => (
      await kiosk(world, target),
      { query: 'query($o: [ID!]!) { getKiosksByOrgIds(orgIds: $o) { orgId } }', variables: { o: [world.orgs[target]] } }
    ),
    rowOrgIds: orgIdsOf('getKiosksByOrgIds'),
  },
  {
    operation: 'getKioskFleet',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (
      await seeded(world),
      { query: '{ getKioskFleet { total online offlineLong { orgId } hot { orgId } } }' }
    ),
    rowOrgIds: (data) => {
      const fleet = data.getKioskFleet as { hot: { orgId: string }[]; offlineLong: { orgId: string }[] };
      return [...fleet.hot, ...fleet.offlineLong].map((k) => k.orgId);
    },
  },
  {
    operation: 'getKioskFleet',
    endpoint: 'kiosk',
    request: async (world, target) => (
      await kiosk(world, target),
      { query: 'query($o: [ID!]) { getKioskFleet(orgIds: $o) { total } }', variables: { o: [world.orgs[target]] } }
    ),
  },
  {
    operation: 'getAllTags',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (await seeded(world), { query: '{ getAllTags { name orgId } }' }),
    rowOrgIds: orgIdsOf('getAllTags'),
  },
  {
    operation: 'kioskCreate',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($d: KioskInput!) { kioskCreate(data: $d) { _id orgId } }',
      variables: { d: { orgId: world.orgs[target], name: 'Matrix kiosk', serialNumber: newSerial('MX') } },
    }),
  },
  {
    operation: 'kioskUpdate',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($id: ID!, $d: KioskUpdateInput!) { kioskUpdate(id: $id, data: $d) { _id } }',
      variables: { id: await kiosk(world, target), d: { name: 'Renamed' } },
    }),
  },
  {
    operation: 'setTags',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($id: ID!, $t: [String!]!) { setTags(kioskId: $id, tags: $t) { _id tags { name } } }',
      variables: { id: await kiosk(world, target), t: ['matrix'] },
    }),
  },
  {
    operation: 'kioskChanged',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: 'subscription { kioskChanged { kioskId orgId aspects } }' }),
    rowOrgIds: (data) => [(data.kioskChanged as { orgId: string }).orgId],
    subscription: { trigger: changeEveryWatchedKiosk },
  },
  {
    operation: 'kioskChanged',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'subscription($id: ID) { kioskChanged(kioskId: $id) { kioskId orgId aspects } }',
      variables: { id: (await watchedKiosks(world))[target] },
    }),
    rowOrgIds: (data) => [(data.kioskChanged as { orgId: string }).orgId],
    subscription: { trigger: changeEveryWatchedKiosk },
  },
  {
    operation: 'getTemperatureEventsByKiosk',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($k: ID!) { getTemperatureEventsByKiosk(kioskId: $k) { ts sensors } }',
      variables: { k: await kiosk(world, target) },
    }),
  },
  {
    // One kiosk's log: refused outside the caller's reach.
    operation: 'gridActivities',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($k: ID) { gridActivities(kiosk: $k) { total data { kioskId } } }',
      variables: { k: await kiosk(world, target) },
    }),
  },
  {
    operation: 'kioskDeviceCredentials',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($k: ID!) { kioskDeviceCredentials(kioskId: $k) { username password } }',
      variables: { k: await kiosk(world, target) },
    }),
  },
];

/** One kiosk per organization whose changes subscriptions watch. */
const watched = new WeakMap<AuthzWorld, Promise<Record<Target, string>>>();
function watchedKiosks(world: AuthzWorld): Promise<Record<Target, string>> {
  let kiosks = watched.get(world);
  if (!kiosks) {
    kiosks = (async () => ({
      parent: await kiosk(world, 'parent'),
      sub: await kiosk(world, 'sub'),
      foreign: await kiosk(world, 'foreign'),
    }))();
    watched.set(world, kiosks);
  }
  return kiosks;
}

async function changeEveryWatchedKiosk(world: AuthzWorld): Promise<void> {
  const kiosks = await watchedKiosks(world);
  for (const id of Object.values(kiosks)) {
    await world.context.services.kiosks.update(world.context.root, id, { notes: `changed ${Date.now()}` });
  }
}
