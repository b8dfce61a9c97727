import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, wallClock } from '../../lib/time-zone.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from './kiosks.test-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Kyiv';

type Grid = { getKiosksGrid: { total: number; data: { name: string; dayIncome: string }[] } };
const GRID = `query($data: KiosksGridInput) { getKiosksGrid(data: $data) { total data { name dayIncome } } }`;

/**
 * Kiosk.dayIncome (spec §3) in the kiosk's organization's local day, and the kiosk list sorted by it on the
 * server: the order holds across pages, with filters, in both directions.
 */
describe.each(testDatabaseKinds())('the kiosks’ income today on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Kyiv Income');
    await context.services.organizations.update(context.root, orgId, { timeZone: ZONE });
    admin = await context.token(
      await context.newUser({ email: 'ira@income.test', firstName: 'Ira' }, [[orgId, 'admin']]),
    );
    for (const name of ['Apple', 'Berry', 'Cherry', 'Date']) ids[name] = (await newKiosk(context, orgId, { name })).id;
    // Another organization's kiosk with a big day: never part of this admin's list.
    const other = await context.newOrganization('Elsewhere');
    const foreign = await newKiosk(context, other, { name: 'Foreign' });

    // Midnight in Kyiv, whatever the zone this test runs in.
    const midnight = instantOf(Math.floor(wallClock(Date.now(), ZONE) / DAY) * DAY, ZONE);
    const sale = (kioskId: string, owner: string, created: number, total: string) =>
      database.query('INSERT INTO transactions (org_id, kiosk_id, created, total) VALUES ($1, $2, $3, $4)', [
        owner,
        kioskId,
        new Date(created).toISOString(),
        total,
      ]);
    const now = Date.now();
    await sale(ids.Apple ?? '', orgId, midnight - 60_000, '100.00'); // yesterday in Kyiv
    await sale(ids.Apple ?? '', orgId, midnight + 1000, '2.50');
    await sale(ids.Apple ?? '', orgId, now, '5.25');
    await sale(ids.Berry ?? '', orgId, now, '9.00');
    await sale(ids.Cherry ?? '', orgId, now, '1.00');
    await sale(foreign.id, other, now, '500.00');
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const grid = async (data: Record<string, unknown>) => {
    const result = await context.call<Grid>(admin, 'kiosk', GRID, { data });
    expect(result.errors).toBeUndefined();
    return result.data?.getKiosksGrid;
  };
  const rows = (page: Grid['getKiosksGrid'] | undefined) => page?.data.map((row) => [row.name, row.dayIncome]);

  it("sums each kiosk's sales since the organization's local midnight, on the detail and in every list", async () => {
    const one = await context.call<{ getKioskWithCapacities: { dayIncome: string } }>(
      admin,
      'kiosk',
      'query($id: ID!) { getKioskWithCapacities(id: $id) { dayIncome } }',
      { id: ids.Apple },
    );
    expect(one.data?.getKioskWithCapacities.dayIncome).toBe('7.75');
    const all = await context.call<{ getAllKiosks: { name: string; dayIncome: string }[] }>(
      admin,
      'kiosk',
      '{ getAllKiosks { name dayIncome } }',
    );
    expect(all.data?.getAllKiosks.map((k) => [k.name, k.dayIncome])).toEqual([
      ['Apple', '7.75'],
      ['Berry', '9.00'],
      ['Cherry', '1.00'],
      ['Date', '0.00'],
    ]);
  });

  it('sorts the grid by it on the server, consistently across pages and in both directions', async () => {
    const first = await grid({ sortField: 'dayIncome', sortOrder: 'desc', pageSize: 2, page: 0 });
    const second = await grid({ sortField: 'dayIncome', sortOrder: 'desc', pageSize: 2, page: 1 });
    expect(first?.total).toBe(4);
    expect(rows(first)).toEqual([
      ['Berry', '9.00'],
      ['Apple', '7.75'],
    ]);
    expect(rows(second)).toEqual([
      ['Cherry', '1.00'],
      ['Date', '0.00'],
    ]);
    expect(rows(await grid({ sortField: 'dayIncome', sortOrder: 'asc', pageSize: 3 }))).toEqual([
      ['Date', '0.00'],
      ['Cherry', '1.00'],
      ['Apple', '7.75'],
    ]);
    expect(await grid({ sortField: 'dayIncome', sortOrder: 'desc', page: 5 })).toEqual({ total: 4, data: [] });
  });

  it('keeps the filters and the scope when sorting by it', async () => {
    const filtered = await grid({ sortField: 'dayIncome', sortOrder: 'desc', search: 'rr' });
    expect(rows(filtered)).toEqual([
      ['Berry', '9.00'],
      ['Cherry', '1.00'],
    ]);
    expect(filtered?.total).toBe(2);
    // Root sees the other organization's kiosk too, first by its income; the admin never does.
    const root = await context.call<Grid>(await context.token(context.rootUserId), 'kiosk', GRID, {
      data: { sortField: 'dayIncome', sortOrder: 'desc', pageSize: 1 },
    });
    expect(root.data?.getKiosksGrid.data).toEqual([{ name: 'Foreign', dayIncome: '500.00' }]);
    expect(
      rows(await grid({ sortField: 'dayIncome', sortOrder: 'desc', pageSize: 500 }))?.some(([n]) => n === 'Foreign'),
    ).toBe(false);
  });
});
