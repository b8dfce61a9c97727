import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { codeOf, PRODUCT_FIELDS, productsWorld, type ProductsWorld } from './products.test-data.ts';
import { GLOBAL_FAMILIES, GLOBAL_TAXES } from './products.repository.ts';

const GRID = `query($data: ProductLinesGridInput) { productLinesGrid(data: $data) { total data { _id name orgId archived category } } }`;

describe.each(testDatabaseKinds())('product catalogue on %s', (kind) => {
  let database: TestDatabase;
  let w: ProductsWorld;
  let orgBTax: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await productsWorld(database);
    const [tax] = await database.query<{ id: string }>(
      `INSERT INTO taxes (org_id, name, value) VALUES ($1, 'Beta special', '5.50') RETURNING id`,
      [w.orgB],
    );
    orgBTax = tax?.id ?? '';
  });
  afterAll(async () => {
    await w.built.app.close();
    await database.dispose();
  });

  const names = async (data: Record<string, unknown>, who: 'root' | 'adminA' = 'root') => {
    const result = await w.call<{ productLinesGrid: { total: number; data: { name: string; orgId: string }[] } }>(
      who,
      GRID,
      { data },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.productLinesGrid;
  };

  it('seeds the demo catalogue with images on first start, and the global taxes and families', async () => {
    const [demo] = await database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    const demoOrg = demo?.id;
    const grid = await names({ orgId: demoOrg, pageSize: 100 });
    expect(grid?.total).toBe(18);
    const product = await w.call<{
      getProductLinesByOrgId: { image: string; thumbnail: string; tax: { value: string } }[];
    }>('root', `query($o: ID!) { getProductLinesByOrgId(orgId: $o) { image thumbnail tax { value } } }`, {
      o: demoOrg,
    });
    const first = product.data?.getProductLinesByOrgId[0];
    const image = await w.built.app.inject(first?.image ?? '/missing');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(320);
    const thumb = await w.built.app.inject(first?.thumbnail ?? '/missing');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    const taxes = await w.call<{ taxFindAll: { name: string }[] }>('root', `{ taxFindAll { name } }`);
    expect(taxes.data?.taxFindAll.map((t) => t.name)).toEqual(expect.arrayContaining(GLOBAL_TAXES.map((t) => t.name)));
    const families = await w.call<{ getProductFamilies: { name: string }[] }>(
      'adminA',
      `{ getProductFamilies { name category } }`,
    );
    expect(families.data?.getProductFamilies.map((f) => f.name)).toEqual(['Drinks', 'Fresh food', 'Snacks']);
  });

  it('creates a product with the spec defaults and exact amounts', async () => {
    const created = await w.createProduct('adminA', { name: 'Plain Water', defaultPrice: '1.5' });
    expect(created).toMatchObject({
      orgId: w.orgA,
      defaultPrice: '1.50',
      defaultCost: '0.00',
      archived: false,
      image: null,
      packagingOptions: [{ unitCount: 1, tolerancePercentage: 0, packageWeightGrams: 0, netWeightGramsUnit: 'g' }],
    });
    const history = await w.call<{
      getDefaultProductLinePriceHistory: { total: number; data: { price: string; default: boolean }[] };
    }>(
      'adminA',
      `query($id: ID!) { getDefaultProductLinePriceHistory(productLineId: $id, skip: 0, limit: 10) { total data { price default } } }`,
      { id: created._id },
    );
    expect(history.data?.getDefaultProductLinePriceHistory).toEqual({
      total: 1,
      data: [{ price: '1.50', default: true }],
    });
  });

  it('creates and updates every form field, with an image, and serves the product over REST', async () => {
    const data = {
      orgId: w.orgA,
      name: 'Gouda Sandwich',
      category: 'Sandwiches',
      manufacturer: 'Frische GmbH',
      articleNumber: 'GS-100',
      sku: 'SKU-GS',
      description: 'Wholegrain with Gouda',
      nutrition: {
        energy: 250,
        fat: 9.5,
        fatSaturated: 4,
        salt: 1.2,
        protein: 12,
        fiber: 3,
        carbo: 30,
        carboSugar: 2.5,
      },
      ingredientsList: 'Bread, Gouda, butter',
      allergens: 'Gluten, milk',
      taxId: GLOBAL_TAXES[1].id,
      defaultCost: '1.9',
      defaultPrice: '4.50',
      packagingOptions: [
        {
          ean: '4006381333931',
          description: 'Box',
          grossWeightGrams: 232,
          netWeightGrams: 210,
          shelfLifeDays: 3,
          tolerancePercentage: 5,
        },
        { ean: '4006381333948', description: 'ignored' },
      ],
      capacities: [
        { surfaceSize: 33, units: 4 },
        { surfaceSize: 100, units: 12 },
      ],
    };
    const created = await w.upload<{ createProductLine: Record<string, unknown> }>(
      'adminA',
      `mutation($data: ProductLineInput!, $image: File) { createProductLine(data: $data, image: $image) { ${PRODUCT_FIELDS} } }`,
      { data },
      {
        image: {
          name: 'sandwich.png',
          type: 'image/png',
          data: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c92a2a' } })
            .png()
            .toBuffer(),
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const product = created.data?.createProductLine as Record<string, unknown>;
    expect(product).toMatchObject({
      name: 'Gouda Sandwich',
      nutrition: data.nutrition,
      defaultCost: '1.90',
      vat: '7.00',
      tax: { name: 'DE 7 %' },
      packagingOptions: [
        {
          ean: '4006381333931',
          description: 'Box',
          unitCount: 1,
          grossWeightGrams: 232,
          netWeightGrams: 210,
          packageWeightGrams: 0,
          netWeightGramsUnit: 'g',
          shelfLifeDays: 3,
          tolerancePercentage: 5,
        },
      ],
      capacities: data.capacities,
    });
    expect((await w.built.app.inject(product.image as string)).statusCode).toBe(200);

    const updated = await w.call<{ updateProductLine: Record<string, unknown> }>(
      'adminA',
      `mutation($id: ID, $data: ProductLineInput!) { updateProductLine(id: $id, data: $data) { ${PRODUCT_FIELDS} } }`,
      {
        id: product._id,
        data: { name: 'Gouda Sandwich XL', defaultPrice: '4.90', packagingOptions: [{ netWeightGrams: 260 }] },
      },
    );
    expect(updated.data?.updateProductLine).toMatchObject({
      name: 'Gouda Sandwich XL',
      defaultPrice: '4.90',
      manufacturer: 'Frische GmbH',
      image: product.image,
      packagingOptions: [{ ean: '4006381333931', netWeightGrams: 260, grossWeightGrams: 232 }],
    });

    const rest = await w.built.app.inject({
      url: `/api/v1/product-lines/${product._id as string}`,
      headers: { authorization: `Bearer ${w.tokens.adminA}` },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      _id: product._id,
      name: 'Gouda Sandwich XL',
      defaultPrice: '4.90',
      tax: { value: '7.00' },
    });
    expect((await w.built.app.inject(`/api/v1/product-lines/${product._id as string}`)).statusCode).toBe(401);
    const foreign = await w.createProduct('root', { orgId: w.orgB, name: 'Beta Cola', defaultPrice: '2' });
    const refused = await w.built.app.inject({
      url: `/api/v1/product-lines/${foreign._id as string}`,
      headers: { authorization: `Bearer ${w.tokens.adminA}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses bad input with the spec error and changes nothing', async () => {
    const before = (await names({ includeArchived: true }, 'adminA'))?.total;
    const create = `mutation($data: ProductLineInput!, $image: File) { createProductLine(data: $data, image: $image) { _id } }`;
    const data = { name: 'Refused', defaultPrice: '1.00' };
    const renamed = await w.upload(
      'adminA',
      create,
      { data },
      { image: { name: 'fake.png', type: 'image/png', data: Buffer.from('not an image') } },
    );
    expect(renamed.errors?.[0]).toMatchObject({ message: 'Upload failed', extensions: { code: 'IMAGE_INVALID' } });
    const wide = await sharp({ create: { width: 1401, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      codeOf(
        await w.upload('adminA', create, { data }, { image: { name: 'wide.png', type: 'image/png', data: wide } }),
      ),
    ).toBe('IMAGE_TOO_LARGE');
    const bad = async (patch: Record<string, unknown>) =>
      codeOf(await w.call('adminA', create, { data: { ...data, ...patch } }));
    expect(await bad({ defaultPrice: '-1.00' })).toBe('AMOUNT_NOT_POSITIVE');
    expect(await bad({ defaultPrice: '0' })).toBe('AMOUNT_NOT_POSITIVE');
    expect(await bad({ defaultPrice: '1.999' })).toBe('AMOUNT_INVALID');
    expect(await bad({ defaultCost: '-0.5' })).toBe('AMOUNT_NEGATIVE');
    expect(await bad({ packagingOptions: [{ grossWeightGrams: 12.5 }] })).toBe('WHOLE_NUMBER_REQUIRED');
    expect(await bad({ packagingOptions: [{ ean: '123' }] })).toBe('EAN_INVALID');
    expect(await bad({ taxId: orgBTax })).toBe('TAX_NOT_ALLOWED');
    expect(await bad({ name: '  ' })).toBe('REQUIRED');
    expect((await names({ includeArchived: true }, 'adminA'))?.total).toBe(before);

    const product = await w.createProduct('adminA', {
      name: 'Keeps Tax',
      defaultPrice: '1',
      taxId: GLOBAL_TAXES[0].id,
    });
    const update = await w.call(
      'adminA',
      `mutation($id: ID, $d: ProductLineInput!) { updateProductLine(id: $id, data: $d) { _id } }`,
      {
        id: product._id,
        d: { taxId: orgBTax, name: 'Changed' },
      },
    );
    expect(update.errors?.[0]?.message).toBe("This tax cannot be used by the product's organization");
    const after = await w.call<{ getProductLineById: { name: string; taxId: string } }>(
      'adminA',
      `query($id: ID!) { getProductLineById(id: $id) { name taxId } }`,
      { id: product._id },
    );
    expect(after.data?.getProductLineById).toEqual({ name: 'Keeps Tax', taxId: GLOBAL_TAXES[0].id });
    const ownTax = await w.call<{ taxFindAll: { _id: string }[] }>(
      'root',
      `query($o: ID) { taxFindAll(selectedOrg: $o) { _id } }`,
      { o: w.orgA },
    );
    expect(ownTax.data?.taxFindAll.map((t) => t._id)).not.toContain(orgBTax);
    expect(codeOf(await w.call('adminA', `query($o: ID) { taxFindAll(selectedOrg: $o) { _id } }`, { o: w.orgB }))).toBe(
      'FORBIDDEN',
    );
  });

  it('searches, filters, sorts and pages the grid; archived products only when asked', async () => {
    for (const [name, category, manufacturer, article, ean] of [
      ['Zesty Lemonade', 'Soft drinks', 'Lemonia', 'LEM-1', '4001234567899'],
      ['Apple Juice', 'Juice', 'Obsthof', 'AJ-7', '4009876543217'],
      ['Beef Jerky', 'Snacks', 'Lemonia', 'BJ-2', '4005555555556'],
    ] as const) {
      await w.createProduct('adminA', {
        name,
        category,
        manufacturer,
        articleNumber: article,
        defaultPrice: '2',
        packagingOptions: [{ ean }],
      });
    }
    expect((await names({ search: 'lemon' }, 'adminA'))?.data.map((p) => p.name)).toEqual(['Zesty Lemonade']);
    expect((await names({ search: 'AJ-7' }, 'adminA'))?.data.map((p) => p.name)).toEqual(['Apple Juice']);
    expect((await names({ search: '555555' }, 'adminA'))?.data.map((p) => p.name)).toEqual(['Beef Jerky']);
    expect((await names({ manufacturer: 'Lemonia', category: 'all' }, 'adminA'))?.data.map((p) => p.name)).toEqual([
      'Beef Jerky',
      'Zesty Lemonade',
    ]);
    expect((await names({ category: 'Juice' }, 'adminA'))?.total).toBe(1);
    const drinks = (await names({ familyId: GLOBAL_FAMILIES[0].id }, 'adminA'))?.data.map((p) => p.name);
    expect(drinks).toEqual(['Apple Juice', 'Zesty Lemonade']);
    const all = await names({}, 'adminA');
    expect(all?.data.every((p) => p.orgId === w.orgA)).toBe(true);
    const sorted = all?.data.map((p) => p.name) ?? [];
    expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page1 = await names({ page: 1, pageSize: 2, sortField: 'name', sortOrder: 'desc' }, 'adminA');
    expect(page1?.data.map((p) => p.name)).toEqual([...sorted].reverse().slice(2, 4));
    expect(page1?.total).toBe(all?.total);
    expect(codeOf(await w.call('adminA', GRID, { data: { pageSize: 1000 } }))).toBe('BAD_USER_INPUT');
  });
});
