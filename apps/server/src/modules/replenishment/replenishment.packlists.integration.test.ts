import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { csvRows, newProduct, pdfTexts, seedCells, xlsxRows } from './replenishment.packlists.test-data.ts';

const INVENTORY_EN = [
  'Kiosk',
  'Serial number',
  'Cell',
  'Planogram position',
  'Product',
  'Article number',
  'Count',
  'Max',
  'Occupancy (%)',
];
const ORDERS_DE = [
  'Kiosk',
  'Seriennummer',
  'Produkt',
  'Artikelnummer',
  'Hersteller',
  'Fehlende Einheiten',
  'Einheiten pro Packung',
  'Packungen',
  'Einheiten',
];

describe.each(testDatabaseKinds())('inventory exports and pack lists on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgA: string;
  let orgB: string;
  let adminA: string;
  let alpha: { id: string; serialNumber: string };
  let beta: { id: string; serialNumber: string };
  let foreign: { id: string; serialNumber: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgA = await context.newOrganization('Pack Alpha');
    orgB = await context.newOrganization('Pack Beta');
    adminA = await context.token(
      await context.newUser({ email: 'a@packlists.test', firstName: 'Ann' }, [[orgA, 'admin']]),
    );
    alpha = await newKiosk(context, orgA, {
      name: 'Alpha Station',
      tags: ['route-1'],
      location: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
    });
    beta = await newKiosk(context, orgA, { name: 'Beta Station', tags: ['route-1'] });
    await newKiosk(context, orgA, { name: 'Gamma Station', tags: ['route-2'] });
    foreign = await newKiosk(context, orgB, { name: 'Foreign Fridge', tags: ['route-1'] });
    const cola = await newProduct(context, orgA, {
      name: 'Cola',
      unitCount: 6,
      articleNumber: 'COLA-1',
      manufacturer: 'Fizz',
    });
    const water = await newProduct(context, orgA, { name: 'Wasser', unitCount: 12, articleNumber: 'H2O' });
    const apple = await newProduct(context, orgA, { name: 'Äpfel' });
    const sandwich = await newProduct(context, orgA, { name: 'Sandwich', unitCount: 4 });
    const juice = await newProduct(context, orgB, { name: 'Foreign Juice', unitCount: 6 });
    await seedCells(database, { id: alpha.id, orgId: orgA }, [
      { cellId: 'A2', position: 2, productId: cola, count: 5, maxQty: 10 },
      { cellId: 'A1', position: 1, productId: cola, count: 2, maxQty: 10 },
      { cellId: 'A3', position: 3, productId: water, count: 0, maxQty: 12 },
      { cellId: 'A4', position: 4, productId: null, count: 0, maxQty: 10 },
      { cellId: 'A5', position: 5, productId: sandwich, count: 8, maxQty: 8 },
      { cellId: 'A6', position: 6, productId: apple, count: 1, maxQty: 4 },
      { cellId: 'A7', position: 7, productId: sandwich, count: 9, maxQty: 8 },
    ]);
    await seedCells(database, { id: beta.id, orgId: orgA }, [
      { cellId: 'A1', position: 1, productId: water, count: 11, maxQty: 12 },
    ]);
    await seedCells(database, { id: foreign.id, orgId: orgB }, [
      { cellId: 'A1', position: 1, productId: juice, count: 0, maxQty: 10 },
    ]);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const get = (url: string, token: string | undefined = adminA) =>
    context.built.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('exports one inventory row per kiosk and cell, in the caller scope, as a named CSV download', async () => {
    const response = await get('/api/v1/kiosk/csv/export/inventory');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inventory_\d+\.csv"$/);
    expect(csvRows(response.body)).toEqual([
      INVENTORY_EN,
      ['Alpha Station', alpha.serialNumber, 'A1', '1', 'Cola', 'COLA-1', '2', '10', '20'],
      ['Alpha Station', alpha.serialNumber, 'A2', '2', 'Cola', 'COLA-1', '5', '10', '50'],
      ['Alpha Station', alpha.serialNumber, 'A3', '3', 'Wasser', 'H2O', '0', '12', '0'],
      ['Alpha Station', alpha.serialNumber, 'A4', '4', '', '', '0', '10', '0'],
      ['Alpha Station', alpha.serialNumber, 'A5', '5', 'Sandwich', '', '8', '8', '100'],
      ['Alpha Station', alpha.serialNumber, 'A6', '6', 'Äpfel', '', '1', '4', '25'],
      ['Alpha Station', alpha.serialNumber, 'A7', '7', 'Sandwich', '', '9', '8', '113'],
      ['Beta Station', beta.serialNumber, 'A1', '1', 'Wasser', 'H2O', '11', '12', '92'],
    ]);
  });

  it('fills every cell to its max in whole packs; empty cells and products without need are left out', async () => {
    const response = await get('/api/v1/kiosk/export/orders/csv/de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders_\d+\.csv"$/);
    expect(csvRows(response.body)).toEqual([
      ORDERS_DE,
      // Products by name (German collation: Ä with A); no packaging option → packs of 1.
      ['Alpha Station', alpha.serialNumber, 'Äpfel', '', '', '3', '1', '3', '3'],
      // Cola: (10 − 2) + (10 − 5) = 13 units → 3 packs of 6 = 18 units.
      ['Alpha Station', alpha.serialNumber, 'Cola', 'COLA-1', 'Fizz', '13', '6', '3', '18'],
      ['Alpha Station', alpha.serialNumber, 'Wasser', 'H2O', '', '12', '12', '1', '12'],
      ['Beta Station', beta.serialNumber, 'Wasser', 'H2O', '', '1', '12', '1', '12'],
    ]);
    const legacy = await get('/api/v1/kiosk/csv/export/orders?lng=en');
    expect(csvRows(legacy.body)[0]).toEqual([
      'Kiosk',
      'Serial number',
      'Product',
      'Article number',
      'Manufacturer',
      'Missing units',
      'Units per pack',
      'Packs',
      'Units',
    ]);
    expect(csvRows(legacy.body).slice(1)).toEqual(csvRows(response.body).slice(1));
  });

  it('writes XLSX that reads back with German headers and numbers as numbers', async () => {
    const inventory = await get('/api/v1/kiosk/export/inventory/xlsx/de');
    expect(inventory.statusCode).toBe(200);
    expect(inventory.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(inventory.headers['content-disposition']).toMatch(/filename="inventory_\d+\.xlsx"/);
    const rows = await xlsxRows(inventory.rawPayload);
    expect(rows[0]).toEqual([
      'Kiosk',
      'Seriennummer',
      'Fach',
      'Planogramm-Position',
      'Produkt',
      'Artikelnummer',
      'Bestand',
      'Maximum',
      'Füllstand (%)',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[1]).toEqual(['Alpha Station', alpha.serialNumber, 'A1', 1, 'Cola', 'COLA-1', 2, 10, 20]);
    const orders = await xlsxRows((await get(`/api/v1/kiosk/export/orders/xlsx/en?kioskId=${beta.id}`)).rawPayload);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual(['Beta Station', beta.serialNumber, 'Wasser', 'H2O', undefined, 1, 12, 1, 12]);
  });

  it('selects kiosks by kioskId, tag and orgId', async () => {
    const byId = csvRows((await get(`/api/v1/kiosk/csv/export/inventory?kioskId=${beta.id}`)).body);
    expect(byId.slice(1).map((row) => row[0])).toEqual(['Beta Station']);
    const both = csvRows((await get(`/api/v1/kiosk/csv/export/inventory?kioskIds=${beta.id},${alpha.id}`)).body);
    expect(new Set(both.slice(1).map((row) => row[0]))).toEqual(new Set(['Alpha Station', 'Beta Station']));
    const tagged = csvRows((await get('/api/v1/kiosk/csv/export/orders?tag=route-2')).body);
    expect(tagged).toHaveLength(1);
    const org = csvRows((await get(`/api/v1/kiosk/csv/export/orders?orgId=${orgA}`)).body);
    expect(org).toHaveLength(5);
  });

  it("never shows another organization's kiosks and refuses a foreign kiosk or organization", async () => {
    const root = await context.token(context.rootUserId);
    const all = csvRows((await get('/api/v1/kiosk/csv/export/orders', root)).body);
    expect(all.map((row) => row[0])).toContain('Foreign Fridge');
    const mine = await get('/api/v1/kiosk/csv/export/orders?tag=route-1');
    expect(mine.body).not.toContain('Foreign');
    const foreignKiosk = await get(`/api/v1/kiosk/csv/export/inventory?kioskId=${foreign.id}`);
    expect(foreignKiosk.statusCode).toBe(404);
    expect(foreignKiosk.json()).toMatchObject({ code: 'NOT_FOUND', fields: { kioskId: 'NOT_FOUND' } });
    const mixed = await get(`/api/v1/kiosk/export/packlist/pdf/en?kioskId=${alpha.id}&kioskId=${foreign.id}`);
    expect(mixed.statusCode).toBe(404);
    const foreignOrg = await get(`/api/v1/kiosk/export/orders/csv/en?orgId=${orgB}`);
    expect(foreignOrg.statusCode).toBe(403);
    expect((await get('/api/v1/kiosk/csv/export/inventory', '')).statusCode).toBe(401);
  });

  it('answers a bad format or language with 400 naming it', async () => {
    const format = await get('/api/v1/kiosk/export/inventory/pdf/en');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input: format must be csv or xlsx, language en or de',
      fields: { format: 'BAD_USER_INPUT' },
    });
    const lng = await get('/api/v1/kiosk/export/orders/csv/fr');
    expect(lng.statusCode).toBe(400);
    expect(lng.json()).toMatchObject({ fields: { lng: 'BAD_USER_INPUT' } });
    expect((await get('/api/v1/kiosk/export/packlist/pdf/xx')).statusCode).toBe(400);
    expect((await get('/api/v1/kiosk/csv/export/inventory?lng=fr')).statusCode).toBe(400);
  });

  it('prints the pack list of a route as a PDF: kiosks grouped, packs and units per line, totals', async () => {
    const response = await get('/api/v1/kiosk/export/packlist/pdf/de?tag=route-1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="packlist_\d+\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(response.rawPayload);
    expect(texts).toContain('Packliste');
    expect(texts).toContain('Tour: route-1');
    expect(texts).toContain(`Alpha Station (${alpha.serialNumber})`);
    expect(texts).toContain(`Beta Station (${beta.serialNumber})`);
    expect(texts).toContain('Adresse: Hauptstraße 1, 10115 Berlin');
    expect(texts.join('\n')).not.toContain('Foreign');
    expect(texts).not.toContain('Gamma Station');
    // Alpha's Cola line: product, article number, 3 packs, 18 units.
    const cola = texts.indexOf('Cola');
    expect(texts.slice(cola, cola + 4)).toEqual(['Cola', 'COLA-1', '3', '18']);
    // Route totals: water 1 pack at Alpha + 1 pack at Beta.
    const totals = texts.indexOf('Summen der Tour');
    const water = texts.indexOf('Wasser', totals);
    expect(texts.slice(water, water + 4)).toEqual(['Wasser', 'H2O', '2', '24']);
    expect(texts).toContain('Unterschrift');
  });
});
