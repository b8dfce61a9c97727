import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { gql, mintAccessToken, type GraphqlResult } from '../../test-support/app.ts';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { createTestContext } from '../../test-support/fixtures.ts';

/** Test data of the products module: a world for its tests, and its authorization-matrix cases. */

export const PRODUCT_FIELDS = `_id orgId name category manufacturer articleNumber sku description ingredientsList allergens
  image thumbnail images taxId vat defaultCost defaultPrice archived
  nutrition { energy fat fatSaturated salt protein fiber carbo carboSugar }
  tax { _id name value orgId }
  packagingOptions { ean description unitCount grossWeightGrams packageWeightGrams netWeightGrams netWeightGramsUnit shelfLifeDays tolerancePercentage }
  capacities { surfaceSize units }`;

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export const png = (width: number, height: number, colour = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

export async function productsWorld(database: TestDatabase, env: Record<string, string> = {}) {
  const context = await createTestContext(database, env);
  const { built } = context;
  const orgA = await context.newOrganization('Alpha Snacks');
  const orgB = await context.newOrganization('Beta Drinks');
  const adminA = {
    id: await context.newUser({ email: 'admin-a@products.test', firstName: 'Ada', lastName: 'Alpha' }, [
      [orgA, 'admin'],
    ]),
  };
  const root = { id: context.rootUserId };
  const tokens = { root: await mintAccessToken(built, root.id), adminA: await mintAccessToken(built, adminA.id) };
  type Who = keyof typeof tokens;

  const call = <T = Record<string, unknown>>(who: Who, query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(built, 'products', query, variables, tokens[who]);

  /** A GraphQL multipart request (files at variable paths, e.g. { image: file }). */
  async function upload<T = Record<string, unknown>>(
    who: Who,
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
  ): Promise<GraphqlResult<T>> {
    const boundary = `----products${Date.now()}`;
    const names = Object.keys(files);
    const map = Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]));
    const vars = { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) };
    const parts: Buffer[] = [];
    const field = (name: string, value: string) =>
      parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    field('operations', JSON.stringify({ query, variables: vars }));
    field('map', JSON.stringify(map));
    names.forEach((name, i) => {
      const file = files[name] as UploadFile;
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${i}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    });
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/v1/products/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens[who]}`,
        'graphql-require-preflight': '1',
      },
      payload: Buffer.concat(parts),
    });
    const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
    return { status: response.statusCode, data: body.data, errors: body.errors };
  }

  async function createProduct(who: Who, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const result = await call<{ createProductLine: Record<string, unknown> }>(
      who,
      `mutation($data: ProductLineInput!) { createProductLine(data: $data) { ${PRODUCT_FIELDS} } }`,
      { data },
    );
    if (!result.data?.createProductLine) throw new Error(JSON.stringify(result.errors));
    return result.data.createProductLine;
  }

  return { context, built, orgA, orgB, rootId: root.id, adminAId: adminA.id, tokens, call, upload, createProduct };
}

export type ProductsWorld = Awaited<ReturnType<typeof productsWorld>>;

export const codeOf = (result: GraphqlResult) => result.errors?.[0]?.extensions?.code;

/** A kiosk of the target organization (kiosk-specific prices are for kiosks of the product's organization). */
async function kioskOf(world: AuthzWorld, target: Target): Promise<string> {
  const row = await world.context.services.kiosks.create(world.context.root, {
    name: `Price kiosk ${target}`,
    serialNumber: `PK-${randomUUID().slice(0, 8)}`,
    orgId: world.orgs[target],
  });
  return row.id;
}

const tile = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

/** A fresh product in the target organization (one per request, so deletes never collide). */
async function product(world: AuthzWorld, target: Target): Promise<string> {
  const created = await world.context.services.products.create(world.context.root, {
    orgId: world.orgs[target],
    name: `Authz ${target}`,
    defaultPrice: '1.00',
  });
  return created.id;
}

async function kioskPrice(world: AuthzWorld, target: Target): Promise<{ productId: string; priceId: string }> {
  const productId = await product(world, target);
  const price = await world.context.services.products.createPrice(world.context.root, {
    productLineId: productId,
    price: '1.50',
    validForKiosk: await kioskOf(world, target),
  });
  return { productId, priceId: price.id };
}

/** Lists: make sure every organization has a product, then check no row outside the caller's reach appears. */
async function seeded(world: AuthzWorld): Promise<void> {
  for (const target of ['parent', 'sub', 'foreign'] as const) await product(world, target);
}
const orgIdsOf = (key: string) => (data: Record<string, unknown>) => {
  const value = data[key] as { orgId: string | null }[] | { data: { orgId: string | null }[] };
  const rows = Array.isArray(value) ? value : value.data;
  return rows.map((row) => row.orgId).filter((id): id is string => Boolean(id));
};

const byProduct = (operation: string, query: string): AuthzCase => ({
  operation,
  endpoint: 'products',
  request: async (world, target) => ({ query, variables: { id: await product(world, target) } }),
});

export const authzCases: AuthzCase[] = [
  {
    operation: 'productLinesGrid',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (
      await seeded(world),
      { query: '{ productLinesGrid(data: { pageSize: 500 }) { total data { orgId } } }' }
    ),
    rowOrgIds: orgIdsOf('productLinesGrid'),
  },
  {
    operation: 'getProductLines',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => (await seeded(world), { query: '{ getProductLines { orgId } }' }),
    rowOrgIds: orgIdsOf('getProductLines'),
  },
  {
    operation: 'getProductLinesByOrgId',
    endpoint: 'products',
    request: async (world, target) => (
      await product(world, target),
      { query: 'query($o: ID!) { getProductLinesByOrgId(orgId: $o) { orgId } }', variables: { o: world.orgs[target] } }
    ),
    rowOrgIds: orgIdsOf('getProductLinesByOrgId'),
  },
  byProduct('getProductLineById', 'query($id: ID!) { getProductLineById(id: $id) { _id orgId } }'),
  {
    operation: 'getProductFamilies',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: '{ getProductFamilies { _id orgId } }' }),
    rowOrgIds: orgIdsOf('getProductFamilies'),
  },
  {
    operation: 'getManufacturers',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: '{ getManufacturers }' }),
  },
  {
    operation: 'taxFindAll',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'query($o: ID) { taxFindAll(selectedOrg: $o) { _id orgId } }',
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: orgIdsOf('taxFindAll'),
  },
  byProduct(
    'getDefaultProductLinePriceHistory',
    'query($id: ID!) { getDefaultProductLinePriceHistory(productLineId: $id, skip: 0, limit: 25) { total } }',
  ),
  byProduct(
    'getProductLineActivePriceHistory',
    'query($id: ID!) { getProductLineActivePriceHistory(productLineId: $id, skip: 0, limit: 25) { total } }',
  ),
  byProduct('getProductLineLinkedKiosks', 'query($id: ID!) { getProductLineLinkedKiosks(id: $id) { _id } }'),
  {
    operation: 'createProductLine',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'mutation($d: ProductLineInput!) { createProductLine(data: $d) { _id } }',
      variables: { d: { orgId: world.orgs[target], name: 'Matrix product', defaultPrice: '2.00' } },
    }),
  },
  {
    operation: 'updateProductLine',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'mutation($id: ID, $d: ProductLineInput!) { updateProductLine(id: $id, data: $d) { _id } }',
      variables: { id: await product(world, target), d: { name: 'Renamed', defaultPrice: '2.50' } },
    }),
  },
  byProduct('deleteProductLine', 'mutation($id: ID!) { deleteProductLine(id: $id) { _id } }'),
  byProduct('archiveProductLine', 'mutation($id: ID!) { archiveProductLine(id: $id) { _id } }'),
  byProduct('duplicateProductLine', 'mutation($id: ID!) { duplicateProductLine(id: $id) { _id } }'),
  {
    operation: 'updateProductLineImage',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { _id image } }',
      variables: { id: await product(world, target) },
      upload: { variable: 'image', name: 'tile.png', type: 'image/png', data: await tile() },
    }),
  },
  {
    operation: 'deleteProductLineImage',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'mutation($id: ID!, $o: ID!) { deleteProductLineImage(id: $id, orgId: $o) { _id } }',
      variables: { id: await product(world, target), o: world.orgs[target] },
    }),
  },
  {
    operation: 'createProductLinePrice',
    endpoint: 'products',
    request: async (world, target) => ({
      query: 'mutation($d: ProductLinePriceInput!) { createProductLinePrice(data: $d) { _id } }',
      variables: {
        d: { productLineId: await product(world, target), price: '1.20', validForKiosk: await kioskOf(world, target) },
      },
    }),
  },
  {
    operation: 'updateProductLinePrice',
    endpoint: 'products',
    request: async (world, target) => ({
      query:
        'mutation($id: ID!, $d: ProductLinePriceUpdateInput!) { updateProductLinePrice(id: $id, data: $d) { _id } }',
      variables: { id: (await kioskPrice(world, target)).priceId, d: { price: '1.70' } },
    }),
  },
  {
    operation: 'deleteActivePriceHistory',
    endpoint: 'products',
    request: async (world, target) => {
      const { productId, priceId } = await kioskPrice(world, target);
      return {
        query: 'mutation($p: ID!, $h: ID!) { deleteActivePriceHistory(productLineId: $p, priceHistoryId: $h) }',
        variables: { p: productId, h: priceId },
      };
    },
  },
];
