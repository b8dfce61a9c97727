import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk, newSerial } from './kiosks.test-data.ts';

interface Grid {
  total: number;
  data: { name: string; serialNumber: string; orgId: string }[];
}

const GRID = `query($data: KiosksGridInput) { getKiosksGrid(data: $data) { total data { name serialNumber orgId } } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;

/** The kiosk grid (getKiosksGrid): pages, sort, search and filters over one organization's 32 kiosks, as root. */
describe.each(testDatabaseKinds())('kiosks grid on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let rootToken: string;
  let gridOrg: string;

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  const grid = async (data: Record<string, unknown>, token = rootToken) => {
    const result = await call<{ getKiosksGrid: Grid }>(token, GRID, { data });
    expect(result.errors).toBeUndefined();
    return result.data?.getKiosksGrid as Grid;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    rootToken = await context.token(context.rootUserId);
    gridOrg = await context.newOrganization('Grid Org');
    const names = Array.from({ length: 30 }, (_, i) => `grid ${String(i).padStart(2, '0')}`);
    // Created out of order, mixed case, so the sort is the database's and not the insert order.
    for (const name of [...names].reverse()) {
      await newKiosk(context, gridOrg, { name: name === 'grid 05' ? 'GRID 05' : name, serialNumber: newSerial('G') });
    }
    const online = await newKiosk(context, gridOrg, {
      name: 'zz online',
      serialNumber: 'GRID-ONLINE-1',
      tags: ['hot'],
    });
    await database.query("UPDATE kiosks SET online = true, door = 'open', in_service = false WHERE id = $1", [
      online.id,
    ]);
    await newKiosk(context, gridOrg, { name: 'zz tagged', tags: ['cold', 'hot'] });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('pages 25 from 0 by name ascending with the total', async () => {
    const first = await grid({ orgId: gridOrg });
    expect(first.total).toBe(32);
    expect(first.data).toHaveLength(25);
    expect(first.data.slice(0, 6).map((k) => k.name)).toEqual([
      'grid 00',
      'grid 01',
      'grid 02',
      'grid 03',
      'grid 04',
      'GRID 05',
    ]);
    const second = await grid({ orgId: gridOrg, page: 1 });
    expect(second.data.map((k) => k.name)).toEqual([
      'grid 25',
      'grid 26',
      'grid 27',
      'grid 28',
      'grid 29',
      'zz online',
      'zz tagged',
    ]);
    const desc = await grid({ orgId: gridOrg, sortOrder: 'desc', pageSize: 2 });
    expect(desc.data.map((k) => k.name)).toEqual(['zz tagged', 'zz online']);
  });

  it('searches by name and by serial number, literally', async () => {
    expect((await grid({ orgId: gridOrg, search: 'GRID 1' })).total).toBe(10);
    expect((await grid({ orgId: gridOrg, search: 'grid-online' })).data.map((k) => k.name)).toEqual(['zz online']);
    expect((await grid({ orgId: gridOrg, search: '%' })).total).toBe(0);
  });

  it('filters by network, service status, door and tags; all means no filter', async () => {
    expect((await grid({ orgId: gridOrg, network: 'Online' })).data.map((k) => k.name)).toEqual(['zz online']);
    expect((await grid({ orgId: gridOrg, network: 'Offline' })).total).toBe(31);
    expect((await grid({ orgId: gridOrg, network: 'all' })).total).toBe(32);
    expect((await grid({ orgId: gridOrg, service: 'outOfService' })).data.map((k) => k.name)).toEqual(['zz online']);
    expect((await grid({ orgId: gridOrg, service: 'inService' })).total).toBe(31);
    expect((await grid({ orgId: gridOrg, door: 'open' })).data.map((k) => k.name)).toEqual(['zz online']);
    expect((await grid({ orgId: gridOrg, door: 'unknown' })).total).toBe(31);
    expect((await grid({ orgId: gridOrg, tags: ['hot'] })).data.map((k) => k.name)).toEqual(['zz online', 'zz tagged']);
    expect((await grid({ orgId: gridOrg, tags: ['cold', 'nothing'] })).data.map((k) => k.name)).toEqual(['zz tagged']);
  });

  it('refuses unknown filter values and page sizes clearly', async () => {
    const network = await call(rootToken, GRID, { data: { network: 'sideways' } });
    expect(codeOf(network)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(network)).toHaveProperty('network');
    const size = await call(rootToken, GRID, { data: { pageSize: 100000 } });
    expect(codeOf(size)).toBe('BAD_USER_INPUT');
  });
});
