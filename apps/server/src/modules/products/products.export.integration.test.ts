import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_VIEWER } from '../../auth/viewer.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql } from '../../test-support/app.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { productsWorld, type ProductsWorld } from './products.test-data.ts';

const MY_EXPORTS = '{ getMyExports { data { _id kind status rowCount downloadUrl } } }';
type MyExports = {
  getMyExports: {
    data: { _id: string; kind: string; status: string; rowCount: number | null; downloadUrl: string | null }[];
  };
};

describe.each(testDatabaseKinds())('product list export on %s', (kind) => {
  let database: TestDatabase;
  let w: ProductsWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await productsWorld(database, { DEMO_DATA: 'false' });
    // Admin A works in Swiss francs (spec §4: their first admin organization's currency).
    await w.built.services.organizations.update(SYSTEM_VIEWER, w.orgA, { currency: 'chf' });
    await w.createProduct('adminA', {
      name: 'Export Lemonade',
      category: 'Soft drinks',
      defaultPrice: '2.10',
      defaultCost: '0.70',
      packagingOptions: [{ ean: '4001234567899', netWeightGrams: 330, netWeightGramsUnit: 'ml' }],
    });
    await w.createProduct('adminA', { name: 'Export Crisps, "hot"', category: 'Snacks', defaultPrice: '1.99' });
    await w.createProduct('adminA', { name: 'Unrelated', category: 'Snacks', defaultPrice: '1' });
    await w.createProduct('root', { orgId: w.orgB, name: 'Export Foreign', defaultPrice: '3' });
  });
  afterAll(async () => {
    await w.built.app.close();
    await database.dispose();
  });

  const post = (body: unknown, token?: string) =>
    w.built.app.inject({
      method: 'POST',
      url: '/api/v1/products/export/productList',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('queues the grid filters as an export, builds the file in scope and e-mails it', async () => {
    const accepted = await post(
      { search: 'export', sortField: 'name', sortOrder: 'asc', category: 'all', format: 'csv', lng: 'en' },
      w.tokens.adminA,
    );
    expect(accepted.statusCode).toBe(201);
    const { exportId } = accepted.json() as { exportId: string };
    let row: MyExports['getMyExports']['data'][number] | undefined;
    for (let i = 0; i < 100 && row?.status !== 'done' && row?.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const mine = await gql<MyExports>(w.built, 'organizations', MY_EXPORTS, {}, w.tokens.adminA);
      row = mine.data?.getMyExports.data.find((e) => e._id === exportId);
    }
    expect(row).toMatchObject({ kind: 'productList', status: 'done', rowCount: 2 });
    const download = await w.built.app.inject({
      url: row?.downloadUrl ?? '',
      headers: { authorization: `Bearer ${w.tokens.adminA}` },
    });
    expect(download.statusCode).toBe(200);
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Name');
    expect(lines[0]).toContain('Default price (CHF),Default cost (CHF)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Export Crisps, ""hot"""');
    expect(lines[1]).toContain('1.99');
    expect(lines[2]).toContain('Export Lemonade');
    expect(lines[2]).toContain('4001234567899');
    expect(download.body).not.toContain('Export Foreign');
    const mail = await waitForMail(w.built.config.dataDir, { to: 'admin-a@products.test', subject: /Product list/ });
    expect(mail).toBeTruthy();
  });

  it('refuses bad filters, callers without a token, and unknown formats', async () => {
    expect((await post({ sortField: 'price; drop table' }, w.tokens.adminA)).statusCode).toBe(400);
    expect((await post({ format: 'pdf' }, w.tokens.adminA)).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(401);
  });

  it("answers 404 at once for another organization's products or an unknown family, as the reports export does", async () => {
    const foreign = await post({ orgId: w.orgB, format: 'csv', lng: 'en' }, w.tokens.adminA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', fields: { orgId: 'NOT_FOUND' } });
    const family = await post({ familyId: '00000000-0000-4000-8000-00000000f00d' }, w.tokens.adminA);
    expect(family.statusCode).toBe(404);
    expect(family.json()).toMatchObject({ code: 'NOT_FOUND', fields: { familyId: 'NOT_FOUND' } });
    // Nothing was queued for either.
    const mine = await gql<MyExports>(w.built, 'organizations', MY_EXPORTS, {}, w.tokens.adminA);
    expect(mine.data?.getMyExports.data.filter((e) => e.status !== 'done')).toEqual([]);
    // Root reaches every organization.
    expect((await post({ orgId: w.orgB }, w.tokens.root)).statusCode).toBe(201);
  });
});
