import { kioskCells } from '../../db/schema/stock.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { consoleCaller, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import type { TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** Test data of the planogram and inventory: fields, a product with capacities, the authorization-matrix cases. */

export const INVENTORY_FIELDS = `inventory {
  loadCells { cellId planogramPosition productLine { _id name articleNumber imageUrl } products count priceTag tagId
    surfaceSize maxQty occupancy }
  totals { productLine { _id name } count maxQty cells occupancy } }`;

/** A cell as tests arrange it (the planogram API is another use case): straight into kiosk_cells. */
export interface TestCell {
  cellId: string;
  position: number;
  productId: string | null;
  count: number;
  maxQty: number;
}

export async function seedCells(database: TestDatabase, kiosk: { id: string; orgId: string }, cells: TestCell[]) {
  if (cells.length === 0) return;
  await database.db.insert(kioskCells).values(
    cells.map((cell) => ({
      kioskId: kiosk.id,
      orgId: kiosk.orgId,
      cellId: cell.cellId,
      planogramPosition: cell.position,
      productId: cell.productId,
      count: cell.count,
      maxQty: cell.maxQty,
    })),
  );
}

/** A product of the organization with a unit weight (330 g, 5 %) and capacities 33 → 6, 50 → 8, 100 → 16. */
export async function newPlanogramProduct(
  context: TestContext,
  orgId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const row = await context.services.products.create(context.root, {
    orgId,
    name: 'Planogram product',
    defaultPrice: '1.00',
    packagingOptions: [{ unitCount: 1, grossWeightGrams: 330, tolerancePercentage: 5 }],
    capacities: [
      { surfaceSize: 33, units: 6 },
      { surfaceSize: 50, units: 8 },
      { surfaceSize: 100, units: 16 },
    ],
    ...fields,
  });
  return row.id;
}

/** A single kiosk of the target organization, laid out, with a product on A1 (count 2). */
export async function stockedKiosk(world: AuthzWorld, target: Target): Promise<string> {
  const { context } = world;
  const kioskId = (await newKiosk(context, world.orgs[target], { name: `Planogram ${target}` })).id;
  const productId = await newPlanogramProduct(context, world.orgs[target]);
  await context.services.stock.planogram.configure(context.root, kioskId, 'single');
  await context.services.stock.planogram.update(context.root, kioskId, [{ cellId: 'A1', productId }]);
  await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A1', count: 2 });
  return kioskId;
}

const mutation = (operation: string, args: string, call: string, extra: Record<string, unknown> = {}): AuthzCase => ({
  operation,
  endpoint: 'kiosk',
  request: async (world, target) => ({
    query: `mutation($k: ID!${args}) { ${operation}(kioskId: $k${call}) { _id orgId } }`,
    variables: { k: await stockedKiosk(world, target), ...extra },
  }),
});

export const planogramAuthzCases: AuthzCase[] = [
  mutation('configureLoadCells', ', $p: LoadCellPreset!', ', preset: $p', { p: 'single' }),
  mutation('updateLoadcell', ', $c: [LoadCellInput!]!', ', cells: $c', { c: [{ cellId: 'A2', priceTag: 'P' }] }),
  mutation('deleteLoadCell', ', $c: String!', ', cellId: $c, added: true', { c: 'A1' }),
  mutation('correctCellQuantity', ', $c: String!, $n: Int!', ', cellId: $c, count: $n', { c: 'A1', n: 3 }),
  {
    operation: 'getProductsByKioskIds',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($ids: [ID!]!) { getProductsByKioskIds(kioskIds: $ids) { orgId kioskId amount } }',
      variables: { ids: [await stockedKiosk(world, target)] },
    }),
    rowOrgIds: (data) => (data.getProductsByKioskIds as { orgId: string }[]).map((row) => row.orgId),
  },
  {
    operation: 'getAlmostEmptyKiosks',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => {
      for (const target of ['parent', 'sub', 'foreign'] as const) await stockedKiosk(world, target);
      return { query: '{ getAlmostEmptyKiosks(limit: 100) { total data { orgId kioskId amount } } }' };
    },
    rowOrgIds: (data) => (data.getAlmostEmptyKiosks as { data: { orgId: string }[] }).data.map((row) => row.orgId),
  },
];
