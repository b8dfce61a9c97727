import path from 'node:path';
import sharp from 'sharp';
import type { AuthzCase, AuthzWorld, Caller, Target } from '../../test-support/authz.ts';
import type { Scope } from '../../auth/scope.ts';
import { createLocalFileStorage } from '../../files/storage.ts';
import { createProductsService, type ProductsService } from './products.service.ts';

const KIOSK = '33333333-3333-4333-8333-333333333333';
/** List operations open to every caller with console access; rows are filtered by scope. */
const consoleCallers = (caller: Caller) => ['root', 'parentAdmin', 'subAdmin', 'foreignAdmin'].includes(caller);

const tile = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();

const services = new WeakMap<AuthzWorld, ProductsService>();
function service(world: AuthzWorld): ProductsService {
  let products = services.get(world);
  if (!products) {
    products = createProductsService({
      db: world.built.database.db,
      storage: createLocalFileStorage(path.join(world.built.config.dataDir, 'files')),
    });
    services.set(world, products);
  }
  return products;
}

const rootScope = (world: AuthzWorld): Scope => ({
  userId: world.users.root ?? '',
  root: true,
  all: true,
  orgIds: new Set(),
});

/** A fresh product in the target organization (one per request, so deletes never collide). */
async function product(world: AuthzWorld, target: Target): Promise<string> {
  const created = await service(world).createProductLine(rootScope(world), {
    orgId: world.orgs[target],
    name: `Authz ${target}`,
    defaultPrice: '1.00',
  });
  return created.id;
}

async function kioskPrice(world: AuthzWorld, target: Target): Promise<{ productId: string; priceId: string }> {
  const productId = await product(world, target);
  const price = await service(world).createProductLinePrice(rootScope(world), {
    productLineId: productId,
    price: '1.50',
    validForKiosk: KIOSK,
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

export const productsAuthzCases: AuthzCase[] = [
  {
    operation: 'productLinesGrid',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCallers,
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
    allowed: consoleCallers,
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
    allowed: consoleCallers,
    request: async () => ({ query: '{ getProductFamilies { _id orgId } }' }),
    rowOrgIds: orgIdsOf('getProductFamilies'),
  },
  {
    operation: 'getManufacturers',
    endpoint: 'products',
    targets: ['parent'],
    allowed: consoleCallers,
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
      variables: { d: { productLineId: await product(world, target), price: '1.20', validForKiosk: KIOSK } },
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
