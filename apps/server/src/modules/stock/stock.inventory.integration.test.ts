import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlanogramParams } from '@kiosk/common/mqtt';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from './stock.planogram.test-data.ts';

const CONFIGURE = `mutation($k: ID!, $p: LoadCellPreset!) { configureLoadCells(kioskId: $k, preset: $p) { _id } }`;
const UPDATE = `mutation($k: ID!, $c: [LoadCellInput!]!) { updateLoadcell(kioskId: $k, cells: $c) { _id } }`;
const CORRECT = `mutation($k: ID!, $c: String!, $n: Int!) { correctCellQuantity(kioskId: $k, cellId: $c, count: $n) { _id } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;

/** Stock across kiosks: products ↔ kiosks links, getProductsByKioskIds, getAlmostEmptyKiosks, the demo fleet. */
describe.each(testDatabaseKinds())('inventory across kiosks on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgA: string;
  let orgB: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgA = await context.newOrganization('Inventory Alpha');
    orgB = await context.newOrganization('Inventory Beta');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@inventory.test', firstName: 'Ina' }, [[orgA, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
    context.call<T>(token, 'kiosk', query, variables);
  const laidOut = async () => {
    const kiosk = await newKiosk(context, orgA);
    await call(CONFIGURE, { k: kiosk.id, p: 'single' });
    return { kiosk };
  };

  it('links products and kiosks: linked kiosks, delete refusal, getProductsByKioskIds', async () => {
    const product = await newPlanogramProduct(context, orgA, { name: 'Linked Tea' });
    const { kiosk } = await laidOut();
    expect(await context.services.products.linkedKiosks(context.root, product)).toEqual([]);
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A5', productId: product }] });
    expect(await context.services.products.linkedKiosks(context.root, product)).toEqual([
      { _id: kiosk.id, name: 'Kiosk' },
    ]);
    const remove = await context.call(
      adminToken,
      'products',
      'mutation($id: ID!) { deleteProductLine(id: $id) { _id } }',
      {
        id: product,
      },
    );
    expect(codeOf(remove)).toBe('PRODUCT_ON_KIOSKS');
    expect(remove.errors?.[0]?.message).toBe('Cannot delete product. Product added to one or more kiosks.');
    await call(CORRECT, { k: kiosk.id, c: 'A5', n: 2 });
    const byKiosk = await call<{
      getProductsByKioskIds: { kioskId: string; productLine: { _id: string }; amount: number }[];
    }>('query($ids: [ID!]!) { getProductsByKioskIds(kioskIds: $ids) { kioskId amount max productLine { _id } } }', {
      ids: [kiosk.id],
    });
    expect(byKiosk.data?.getProductsByKioskIds).toEqual([
      { kioskId: kiosk.id, amount: 2, max: 8, productLine: { _id: product } },
    ]);
    const foreignKiosk = await newKiosk(context, orgB);
    const out = await call('query($ids: [ID!]!) { getProductsByKioskIds(kioskIds: $ids) { kioskId } }', {
      ids: [foreignKiosk.id],
    });
    expect(codeOf(out)).toBe('NOT_FOUND');
  });

  it('lists almost-empty stock amount ascending, filtered by kiosk, product and manufacturer, within scope', async () => {
    const org = await context.newOrganization('Almost Empty Org');
    const admin = await context.token(
      await context.newUser({ email: 'ae@planogram.test', firstName: 'Ae' }, [[org, 'admin']]),
    );
    const cola = await newPlanogramProduct(context, org, { name: 'Cola', manufacturer: 'Fizz' });
    const chips = await newPlanogramProduct(context, org, { name: 'Chips', manufacturer: 'Crunch' });
    const kioskOne = await newKiosk(context, org, { name: 'One' });
    const kioskTwo = await newKiosk(context, org, { name: 'Two' });
    for (const [kioskId, cells] of [
      [
        kioskOne.id,
        [
          ['A1', cola, 5],
          ['A2', chips, 1],
        ],
      ],
      [
        kioskTwo.id,
        [
          ['A1', cola, 3],
          ['A2', cola, 4],
        ],
      ],
    ] as const) {
      await call(CONFIGURE, { k: kioskId, p: 'single' }, admin);
      await call(UPDATE, { k: kioskId, c: cells.map(([cellId, productId]) => ({ cellId, productId })) }, admin);
      for (const [cellId, , count] of cells) await call(CORRECT, { k: kioskId, c: cellId, n: count }, admin);
    }
    const list = async (variables: Record<string, unknown>, token = admin) => {
      const result = await call<{
        getAlmostEmptyKiosks: {
          total: number;
          data: { kioskName: string; amount: number; productLine: { name: string } }[];
        };
      }>(
        `query($skip: Int, $limit: Int, $f: AlmostEmptyFilter, $s: AlmostEmptySort) {
          getAlmostEmptyKiosks(skip: $skip, limit: $limit, filter: $f, sort: $s) { total data { kioskName amount max productLine { name } } } }`,
        variables,
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data?.getAlmostEmptyKiosks;
    };
    const rows = (page: Awaited<ReturnType<typeof list>>) =>
      page?.data.map((r) => [r.kioskName, r.productLine.name, r.amount]);
    expect(rows(await list({}))).toEqual([
      ['One', 'Chips', 1],
      ['One', 'Cola', 5],
      ['Two', 'Cola', 7],
    ]);
    expect((await list({ limit: 1, skip: 1 }))?.total).toBe(3);
    expect(rows(await list({ limit: 1, skip: 1 }))).toEqual([['One', 'Cola', 5]]);
    expect(rows(await list({ s: { field: 'amount', order: 'desc' } }))?.[0]).toEqual(['Two', 'Cola', 7]);
    expect(rows(await list({ f: { kioskId: kioskTwo.id } }))).toEqual([['Two', 'Cola', 7]]);
    expect(rows(await list({ f: { productId: cola } }))).toEqual([
      ['One', 'Cola', 5],
      ['Two', 'Cola', 7],
    ]);
    expect(rows(await list({ f: { manufacturer: 'crunch' } }))).toEqual([['One', 'Chips', 1]]);
    // Another organization's admin sees none of these rows.
    expect(rows(await list({ f: { productId: cola } }, adminToken))).toEqual([]);
  });

  it("narrows the almost-empty list to the dashboard's chosen organization; one out of scope is NOT_FOUND", async () => {
    const chosen = await context.newOrganization('Chosen Org');
    const other = await context.newOrganization('Other Org');
    for (const [orgId, name] of [
      [chosen, 'Chosen kiosk'],
      [other, 'Other kiosk'],
    ] as const) {
      const product = await newPlanogramProduct(context, orgId, { name: `${name} water` });
      const kiosk = await newKiosk(context, orgId, { name });
      await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
      await context.services.stock.planogram.update(context.root, kiosk.id, [{ cellId: 'A1', productId: product }]);
    }
    const root = await context.token(context.rootUserId);
    const query = `query($f: AlmostEmptyFilter) { getAlmostEmptyKiosks(filter: $f, limit: 500) { total data { kioskName orgId } } }`;
    type Page = { getAlmostEmptyKiosks: { total: number; data: { kioskName: string; orgId: string }[] } };
    const everything = await call<Page>(query, {}, root);
    expect(everything.data?.getAlmostEmptyKiosks.data.map((r) => r.kioskName)).toEqual(
      expect.arrayContaining(['Chosen kiosk', 'Other kiosk']),
    );
    const narrowed = await call<Page>(query, { f: { orgId: chosen } }, root);
    expect(narrowed.data?.getAlmostEmptyKiosks).toEqual({
      total: 1,
      data: [{ kioskName: 'Chosen kiosk', orgId: chosen }],
    });
    expect(codeOf(await call(query, { f: { orgId: chosen } }))).toBe('NOT_FOUND');
    expect(codeOf(await call(query, { f: { orgId: 'not-an-id' } }, root))).toBe('NOT_FOUND');
  });
});

describe('the demo fleet’s planograms', () => {
  let database: TestDatabase;
  let context: TestContext;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    context = await createTestContext(database, { DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('lays out every demo kiosk (single 15, double 30 cells) with demo products, stock and a queued apply_planogram', async () => {
    const fleet = await context.services.kiosks.list(context.root);
    expect(fleet).toHaveLength(5);
    for (const kiosk of fleet) {
      const { loadCells, totals } = await context.services.stock.inventory.inventory(kiosk.id);
      expect(loadCells).toHaveLength(kiosk.components.type === 'double' ? 30 : 15);
      expect(loadCells.every(({ product }) => product?.orgId === kiosk.orgId)).toBe(true);
      expect(totals.reduce((sum, total) => sum + total.count, 0)).toBeGreaterThan(0);
      const [latest] = await context.services.commands.list(context.root, kiosk.id, 1);
      expect(latest?.type).toBe('apply_planogram');
      expect(applyPlanogramParams.parse(latest?.params).cells).toHaveLength(loadCells.length);
    }
  });
});
