import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { csvRows, newProduct, pdfTexts, seedCells } from './replenishment.packlists.test-data.ts';
import { newReplenisher } from '../field/field.replenishers.test-data.ts';
import { addDays, isoWeekday, localDay } from './replenishment.visits.rules.ts';

const ROUTE = `query($d: String) { getReplenisherRoute(date: $d) { stops { kiosk { _id } nextVisit
  pickList { productLineId missing packs units stock pull }
  pull { cellId productLineId product quantity bestBefore } } } }`;

interface RouteStop {
  nextVisit: string;
  pickList: { productLineId: string; missing: number; packs: number; units: number; stock: number; pull: number }[];
  pull: { cellId: string; productLineId: string; product: string; quantity: number; bestBefore: string }[];
}

/**
 * Pick lists flag the units to pull (docs/pick-lists.md "Units to pull"): per cell, dated units whose
 * best-before day falls before the kiosk's next visit, expired ones included; they count as no stock, so
 * the list brings their replacement. In the CSV pick list, the PDF pack list and the replenisher's day.
 */
describe.each(testDatabaseKinds())('pick list pull flags on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let org: string;
  let admin: string;
  let replenisher: string;
  let today: string;
  let kiosk: { id: string; serialNumber: string };
  let milk: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    org = await context.newOrganization('Pull Org');
    admin = await context.token(await context.newUser({ email: 'a@pulls.test', firstName: 'Al' }, [[org, 'admin']]));
    const replenisherId = await newReplenisher(context, org);
    replenisher = await context.token(replenisherId);
    const zone = (await context.services.organizations.summaries([org])).get(org)?.timeZone ?? 'Europe/Berlin';
    today = localDay(Date.now(), zone);
    kiosk = await newKiosk(context, org, { name: 'Pull Station', tags: ['route-pull'] });
    milk = await newProduct(context, org, { name: 'Milk', unitCount: 6 });
    // A1: 6 units of 10, A2: 2 of 10 (no date known).
    await seedCells(database, { id: kiosk.id, orgId: org }, [
      { cellId: 'A1', position: 1, productId: milk, count: 6, maxQty: 10 },
      { cellId: 'A2', position: 2, productId: milk, count: 2, maxQty: 10 },
    ]);
    const batch = async (cellId: string, quantity: number, bestBefore: string | null) =>
      database.query(
        `INSERT INTO kiosk_cell_batches (id, cell_row_id, kiosk_id, org_id, product_id, quantity, added, best_before, source)
         SELECT $1, id, kiosk_id, org_id, product_id, $2, $2, $3, 'entry' FROM kiosk_cells WHERE kiosk_id = $4 AND cell_id = $5`,
        [randomUUID(), quantity, bestBefore, kiosk.id, cellId],
      );
    // Visits today and in 3 days. A1: 2 expired yesterday, 1 expires in 2 days (both before the next
    // visit: pull 3), 3 last until the next visit's day (stay).
    await batch('A1', 2, addDays(today, -1));
    await batch('A1', 1, addDays(today, 2));
    await batch('A1', 3, addDays(today, 3));
    await batch('A2', 2, null);
    await context.services.replenishment.visits.set(context.root, kiosk.id, {
      weekdays: [isoWeekday(today), isoWeekday(addDays(today, 3))],
    });
    await context.services.field.assign(context.root, kiosk.id, replenisherId);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const get = (url: string) =>
    context.built.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

  it('the CSV pick list names the units to pull and brings their replacement', async () => {
    const response = await get('/api/v1/kiosk/export/orders/csv/en?tag=route-pull&mode=next-visit');
    expect(response.statusCode).toBe(200);
    const [header, line] = csvRows(response.body);
    const column = (name: string) => line?.[header?.indexOf(name) ?? -1];
    expect(column('Product')).toBe('Milk');
    expect(column('Stock')).toBe('8');
    expect(column('Units to pull')).toBe('3');
    // No forecast: filled to max. Room 4 + 8 = 12 plus the 3 pulled units' places → 15 → 3 packs of 6.
    expect([column('Missing units'), column('Packs'), column('Units')]).toEqual(['15', '3', '18']);

    // Fill mode knows no next visit: it flags nothing and counts as before.
    const fill = await get('/api/v1/kiosk/export/orders/csv/en?tag=route-pull');
    const [fillHeader, fillLine] = csvRows(fill.body);
    expect(fillHeader).not.toContain('Units to pull');
    expect(fillLine?.[fillHeader?.indexOf('Missing units') ?? -1]).toBe('12');
  });

  it('the PDF pack list lists the units to take out per cell', async () => {
    const pdf = await get('/api/v1/kiosk/export/packlist/pdf/en?tag=route-pull&mode=next-visit');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Take out (best before the next visit)');
    expect(text).toMatch(/Cell A1 · Milk · 3 units · best before/);
    expect(text).not.toMatch(/Cell A2 ·/);
  });

  it("the replenisher's day carries the pull per cell and per pick line", async () => {
    const result = await context.call<{ getReplenisherRoute: { stops: RouteStop[] } }>(replenisher, 'kiosk', ROUTE, {
      d: today,
    });
    expect(result.errors).toBeUndefined();
    const [stop] = result.data?.getReplenisherRoute.stops ?? [];
    expect(stop?.nextVisit).toBe(addDays(today, 3));
    expect(stop?.pull).toEqual([
      { cellId: 'A1', productLineId: milk, product: 'Milk', quantity: 3, bestBefore: addDays(today, -1) },
    ]);
    expect(stop?.pickList).toEqual([{ productLineId: milk, missing: 15, packs: 3, units: 18, stock: 8, pull: 3 }]);
  });
});
