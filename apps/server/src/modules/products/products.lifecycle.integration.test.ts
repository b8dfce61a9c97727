import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { codeOf, PRODUCT_FIELDS, png, productsWorld, type ProductsWorld } from './products.test-data.ts';

const BY_ID = `query($id: ID!) { getProductLineById(id: $id) { _id name archived image thumbnail } }`;

describe.each(testDatabaseKinds())('product lifecycle and images on %s', (kind) => {
  let database: TestDatabase;
  let w: ProductsWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await productsWorld(database, { DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await w.built.app.close();
    await database.dispose();
  });

  const image = async (colour = '#2f9e44') => ({ name: 'p.png', type: 'image/png', data: await png(200, 100, colour) });

  it('replaces and deletes the image; the old files are gone', async () => {
    const product = await w.createProduct('adminA', { name: 'Pictured', defaultPrice: '1' });
    const first = await w.upload<{ updateProductLineImage: { image: string; thumbnail: string } }>(
      'adminA',
      `mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { image thumbnail } }`,
      { id: product._id },
      { image: await image() },
    );
    const firstUrl = first.data?.updateProductLineImage.image as string;
    expect((await w.built.app.inject(firstUrl)).statusCode).toBe(200);
    const second = await w.upload<{ updateProductLineImage: { image: string } }>(
      'adminA',
      `mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { image } }`,
      { id: product._id },
      { image: await image('#000000') },
    );
    expect(second.data?.updateProductLineImage.image).not.toBe(firstUrl);
    expect((await w.built.app.inject(firstUrl)).statusCode).toBe(404);
    const bad = await w.upload(
      'adminA',
      `mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { image } }`,
      { id: product._id },
      {
        image: { name: 'x.png', type: 'image/png', data: Buffer.from('GIF89a nope') },
      },
    );
    expect(codeOf(bad)).toBe('IMAGE_INVALID');
    const foreign = await w.createProduct('root', { orgId: w.orgB, name: 'Not yours', defaultPrice: '1' });
    const refused = await w.upload(
      'adminA',
      `mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { image } }`,
      { id: foreign._id },
      {
        image: await image(),
      },
    );
    expect(codeOf(refused)).toBe('NOT_FOUND');
    const del = `mutation($id: ID!, $org: ID!) { deleteProductLineImage(id: $id, orgId: $org) { image thumbnail } }`;
    expect(codeOf(await w.call('adminA', del, { id: product._id, org: w.orgB }))).toBe('NOT_FOUND');
    const deleted = await w.call<{ deleteProductLineImage: { image: null } }>('adminA', del, {
      id: product._id,
      org: w.orgA,
    });
    expect(deleted.data?.deleteProductLineImage).toEqual({ image: null, thumbnail: null });
    expect((await w.built.app.inject(second.data?.updateProductLineImage.image as string)).statusCode).toBe(404);
  });

  it('duplicates a product with its own image and a new id', async () => {
    const source = await w.upload<{ createProductLine: Record<string, string> }>(
      'adminA',
      `mutation($data: ProductLineInput!, $image: File) { createProductLine(data: $data, image: $image) { ${PRODUCT_FIELDS} } }`,
      {
        data: {
          name: 'Original',
          defaultPrice: '3.30',
          category: 'Snacks',
          packagingOptions: [{ ean: '40063813', netWeightGrams: 80 }],
        },
      },
      { image: await image() },
    );
    const original = source.data?.createProductLine as Record<string, unknown>;
    const copy = await w.call<{ duplicateProductLine: Record<string, unknown> }>(
      'adminA',
      `mutation($id: ID!) { duplicateProductLine(id: $id) { ${PRODUCT_FIELDS} } }`,
      { id: original._id },
    );
    const dup = copy.data?.duplicateProductLine as Record<string, unknown>;
    expect(dup._id).not.toBe(original._id);
    expect(dup).toMatchObject({
      name: 'Original (copy)',
      defaultPrice: '3.30',
      category: 'Snacks',
      packagingOptions: original.packagingOptions,
    });
    expect(dup.image).not.toBe(original.image);
    expect((await w.built.app.inject(dup.image as string)).statusCode).toBe(200);
  });

  it('archives: hidden from lists unless asked, still readable', async () => {
    const product = await w.createProduct('adminA', { name: 'Retired', defaultPrice: '1' });
    const archived = await w.call<{ archiveProductLine: { archived: boolean } }>(
      'adminA',
      `mutation($id: ID!) { archiveProductLine(id: $id) { archived } }`,
      { id: product._id },
    );
    expect(archived.data?.archiveProductLine.archived).toBe(true);
    const lists = await w.call<{ getProductLines: { _id: string }[]; productLinesGrid: { data: { _id: string }[] } }>(
      'adminA',
      `{ getProductLines { _id } productLinesGrid { data { _id } } }`,
    );
    expect(lists.data?.getProductLines.map((p) => p._id)).not.toContain(product._id);
    expect(lists.data?.productLinesGrid.data.map((p) => p._id)).not.toContain(product._id);
    const withArchived = await w.call<{ productLinesGrid: { data: { _id: string }[] } }>(
      'adminA',
      `{ productLinesGrid(data: { includeArchived: true }) { data { _id } } }`,
    );
    expect(withArchived.data?.productLinesGrid.data.map((p) => p._id)).toContain(product._id);
    expect(
      (await w.call<{ getProductLineById: { archived: boolean } }>('adminA', BY_ID, { id: product._id })).data
        ?.getProductLineById.archived,
    ).toBe(true);
  });

  it('deletes a product without sales; archives one that sales refer to', async () => {
    const unsold = await w.upload<{ createProductLine: { _id: string; image: string } }>(
      'adminA',
      `mutation($data: ProductLineInput!, $image: File) { createProductLine(data: $data, image: $image) { _id image } }`,
      { data: { name: 'Unsold', defaultPrice: '1' } },
      { image: await image() },
    );
    const id = unsold.data?.createProductLine._id as string;
    const del = `mutation($id: ID!) { deleteProductLine(id: $id) { _id deleted archived } }`;
    expect((await w.call('adminA', del, { id })).data).toEqual({
      deleteProductLine: { _id: id, deleted: true, archived: false },
    });
    expect(codeOf(await w.call('adminA', BY_ID, { id }))).toBe('NOT_FOUND');
    expect((await w.built.app.inject(unsold.data?.createProductLine.image as string)).statusCode).toBe(404);

    const sold = await w.createProduct('adminA', { name: 'Sold', defaultPrice: '2' });
    const [tx] = await database.query<{ id: string }>(
      `INSERT INTO transactions (org_id, total) VALUES ($1, '2.00') RETURNING id`,
      [w.orgA],
    );
    await database.query(
      `INSERT INTO transaction_items (transaction_id, product_line_id, name, price) VALUES ($1, $2, 'Sold', '2.00')`,
      [tx?.id, sold._id],
    );
    expect((await w.call('adminA', del, { id: sold._id })).data).toEqual({
      deleteProductLine: { _id: sold._id, deleted: false, archived: true },
    });
    expect(
      (await w.call<{ getProductLineById: { archived: boolean } }>('adminA', BY_ID, { id: sold._id })).data
        ?.getProductLineById.archived,
    ).toBe(true);
  });

  it('answers manufacturers, linked kiosks, and not-found for unknown or malformed ids', async () => {
    await w.createProduct('adminA', { name: 'Made by', manufacturer: 'Acme Foods', defaultPrice: '1' });
    await w.createProduct('root', { orgId: w.orgB, name: 'Foreign', manufacturer: 'Beta Corp', defaultPrice: '1' });
    const m = await w.call<{ getManufacturers: string[] }>('adminA', `{ getManufacturers }`);
    expect(m.data?.getManufacturers).toContain('Acme Foods');
    expect(m.data?.getManufacturers).not.toContain('Beta Corp');
    const product = await w.createProduct('adminA', { name: 'Linked', defaultPrice: '1' });
    const linked = await w.call('adminA', `query($id: ID!) { getProductLineLinkedKiosks(id: $id) { _id name } }`, {
      id: product._id,
    });
    expect(linked.data).toEqual({ getProductLineLinkedKiosks: [] });
    expect(codeOf(await w.call('adminA', BY_ID, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    expect(codeOf(await w.call('adminA', BY_ID, { id: '00000000-0000-4000-8000-00000000abcd' }))).toBe('NOT_FOUND');
  });
});
