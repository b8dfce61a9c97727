import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlanogramParams } from '@kiosk/common/mqtt';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { INVENTORY_FIELDS, newPlanogramProduct } from './stock.planogram.test-data.ts';

interface Cell {
  cellId: string;
  planogramPosition: number;
  productLine: { _id: string; name: string } | null;
  count: number;
  products: number;
  maxQty: number;
  surfaceSize: string;
  priceTag: string | null;
  tagId: string | null;
  occupancy: number;
}
interface Inventory {
  loadCells: Cell[];
  totals: { productLine: { _id: string }; count: number; maxQty: number; cells: number; occupancy: number }[];
}
type KioskAnswer = { _id: string; inventory: Inventory };

const CONFIGURE = `mutation($k: ID!, $p: LoadCellPreset!) { configureLoadCells(kioskId: $k, preset: $p) { _id ${INVENTORY_FIELDS} } }`;
const UPDATE = `mutation($k: ID!, $c: [LoadCellInput!]!) { updateLoadcell(kioskId: $k, cells: $c) { _id ${INVENTORY_FIELDS} } }`;
const DELETE = `mutation($k: ID!, $c: String!, $a: Boolean!) { deleteLoadCell(kioskId: $k, cellId: $c, added: $a) { _id ${INVENTORY_FIELDS} } }`;
const CORRECT = `mutation($k: ID!, $c: String!, $n: Int!, $note: String) {
  correctCellQuantity(kioskId: $k, cellId: $c, count: $n, note: $note) { _id ${INVENTORY_FIELDS} } }`;
const GET = `query($id: ID!) { getKioskWithCapacities(id: $id) { _id ${INVENTORY_FIELDS} } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;

describe.each(testDatabaseKinds())('planogram and inventory on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgA: string;
  let orgB: string;
  let adminToken: string;
  let adminId: string;
  let water: string;
  let juice: string;
  let foreign: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgA = await context.newOrganization('Planogram Alpha');
    orgB = await context.newOrganization('Planogram Beta');
    adminId = await context.newUser({ email: 'admin@planogram.test', firstName: 'Pia' }, [[orgA, 'admin']]);
    adminToken = await context.token(adminId);
    water = await newPlanogramProduct(context, orgA, {
      name: 'Still Water',
      defaultCost: '0.40',
      defaultPrice: '1.50',
    });
    juice = await newPlanogramProduct(context, orgA, {
      name: 'Apple Juice',
      manufacturer: 'Orchard',
      defaultCost: '0.90',
      defaultPrice: '2.50',
      capacities: [
        { surfaceSize: 33, units: 4 },
        { surfaceSize: 50, units: 6 },
        { surfaceSize: 100, units: 12 },
      ],
    });
    foreign = await newPlanogramProduct(context, orgB, { name: 'Foreign Cola' });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
    context.call<T>(token, 'kiosk', query, variables);
  const inventoryOf = async (kioskId: string) => {
    const result = await call<{ getKioskWithCapacities: KioskAnswer }>(GET, { id: kioskId });
    expect(result.errors).toBeUndefined();
    return result.data?.getKioskWithCapacities.inventory as Inventory;
  };
  const laidOut = async (preset: 'single' | 'double') => {
    const kiosk = await newKiosk(context, orgA);
    const result = await call<{ configureLoadCells: KioskAnswer }>(CONFIGURE, { k: kiosk.id, p: preset });
    expect(result.errors).toBeUndefined();
    return { kiosk, inventory: result.data?.configureLoadCells.inventory as Inventory };
  };
  const cell = (inventory: Inventory, cellId: string) => inventory.loadCells.find((c) => c.cellId === cellId);
  const refillsOf = (kioskId: string) =>
    database.query<{
      type: string;
      created_by: string | null;
      note: string | null;
      count: number;
      refill_cost: string;
    }>(
      `SELECT r.type, r.created_by, r.note, i.count, i.refill_cost::text AS refill_cost
         FROM refills r JOIN refill_items i ON i.refill_id = r.id WHERE r.kiosk_id = $1 ORDER BY r.created`,
      [kioskId],
    );

  it('lays out a single kiosk (A1 … A15) and a double kiosk (sides A and B, 30 cells) with positions 1 …', async () => {
    const single = await laidOut('single');
    expect(single.inventory.loadCells.map((c) => c.cellId)).toEqual(Array.from({ length: 15 }, (_, i) => `A${i + 1}`));
    const double = await laidOut('double');
    expect(double.inventory.loadCells).toHaveLength(30);
    expect(cell(double.inventory, 'B1')?.planogramPosition).toBe(16);
    expect(new Set(double.inventory.loadCells.map((c) => c.planogramPosition)).size).toBe(30);
  });

  it('saves cells: product, surface size, price tag and ESL tag; max quantity from the capacity for the size', async () => {
    const { kiosk } = await laidOut('single');
    const result = await call<{ updateLoadcell: KioskAnswer }>(UPDATE, {
      k: kiosk.id,
      c: [
        { cellId: 'A1', productId: juice, surfaceSize: 'N33', priceTag: 'P-1', tagId: 'ESL-1' },
        { cellId: 'A2', productId: juice, surfaceSize: 'N50' },
      ],
    });
    expect(result.errors).toBeUndefined();
    const inventory = result.data?.updateLoadcell.inventory as Inventory;
    expect(cell(inventory, 'A1')).toMatchObject({ maxQty: 4, surfaceSize: 'N33', priceTag: 'P-1', tagId: 'ESL-1' });
    expect(cell(inventory, 'A1')?.productLine?._id).toBe(juice);
    expect(cell(inventory, 'A2')?.maxQty).toBe(6);
    expect(inventory.totals).toEqual([
      { productLine: expect.objectContaining({ _id: juice }), count: 0, maxQty: 10, cells: 2, occupancy: 0 },
    ]);
  });

  it('queues apply_planogram with unit weight, tolerance, the price in force for the kiosk and max quantity', async () => {
    const { kiosk } = await laidOut('single');
    await context.services.products.createPrice(context.root, {
      productLineId: juice,
      price: '2.20',
      validForKiosk: kiosk.id,
    });
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A3', productId: juice, surfaceSize: 'N50' }] });
    const [latest] = await context.services.commands.list(context.root, kiosk.id, 1);
    expect(latest?.type).toBe('apply_planogram');
    const params = applyPlanogramParams.parse(latest?.params);
    expect(params.cells).toHaveLength(15);
    expect(params.cells.find((c) => c.cellId === 'A3')).toEqual({
      cellId: 'A3',
      planogramPosition: 3,
      productId: juice,
      unitWeightGrams: 330,
      tolerancePercent: 5,
      price: '2.20',
      maxQty: 6,
    });
    expect(params.cells.find((c) => c.cellId === 'A4')).toMatchObject({ productId: null, price: null, maxQty: 0 });
  });

  it('a price change of a product on the kiosk queues the planogram again with the new price', async () => {
    const { kiosk } = await laidOut('single');
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', productId: water }] });
    await context.services.products.update(context.root, { defaultPrice: '1.80' }, water);
    const [latest] = await context.services.commands.list(context.root, kiosk.id, 1);
    const params = applyPlanogramParams.parse(latest?.params);
    expect(params.cells.find((c) => c.cellId === 'A1')?.price).toBe('1.80');
  });

  it('refuses a product of another organization with Organisation mismatch!', async () => {
    const { kiosk } = await laidOut('single');
    const result = await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', productId: foreign }] });
    expect(codeOf(result)).toBe('ORGANISATION_MISMATCH');
    expect(result.errors?.[0]?.message).toBe('Organisation mismatch!');
    expect(cell(await inventoryOf(kiosk.id), 'A1')?.productLine).toBeNull();
  });

  it('refuses a position in use, in the save or on another cell; swapping two positions in one save works', async () => {
    const { kiosk } = await laidOut('single');
    const taken = await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', planogramPosition: 2 }] });
    expect(codeOf(taken)).toBe('PLANOGRAM_POSITION_IN_USE');
    expect(taken.errors?.[0]?.message).toBe('Provided planogram position is already in use');
    expect(fieldsOf(taken)).toEqual({ 'cells.0.planogramPosition': 'PLANOGRAM_POSITION_IN_USE' });
    const swap = await call<{ updateLoadcell: KioskAnswer }>(UPDATE, {
      k: kiosk.id,
      c: [
        { cellId: 'A1', planogramPosition: 2 },
        { cellId: 'A2', planogramPosition: 1 },
      ],
    });
    expect(swap.errors).toBeUndefined();
    const inventory = swap.data?.updateLoadcell.inventory as Inventory;
    expect([cell(inventory, 'A1')?.planogramPosition, cell(inventory, 'A2')?.planogramPosition]).toEqual([2, 1]);
  });

  it('a save that fails half-way (second cell bad) changes nothing', async () => {
    const { kiosk } = await laidOut('single');
    const before = await inventoryOf(kiosk.id);
    const commandsBefore = (await context.services.commands.list(context.root, kiosk.id, 100)).length;
    const result = await call(UPDATE, {
      k: kiosk.id,
      c: [
        { cellId: 'A1', productId: water, planogramPosition: 40, priceTag: 'changed' },
        { cellId: 'A2', planogramPosition: 40 },
      ],
    });
    expect(codeOf(result)).toBe('PLANOGRAM_POSITION_IN_USE');
    expect(await inventoryOf(kiosk.id)).toEqual(before);
    expect(await context.services.commands.list(context.root, kiosk.id, 100)).toHaveLength(commandsBefore);
    const foreignSecond = await call(UPDATE, {
      k: kiosk.id,
      c: [
        { cellId: 'A1', productId: water },
        { cellId: 'A2', productId: foreign },
      ],
    });
    expect(codeOf(foreignSecond)).toBe('ORGANISATION_MISMATCH');
    expect(fieldsOf(foreignSecond)).toEqual({ 'cells.1.productId': 'ORGANISATION_MISMATCH' });
    expect(await inventoryOf(kiosk.id)).toEqual(before);
  });

  it('a correction moves the count and records a MISSION_CONTROL refill (Added, then Removed) with its cost', async () => {
    const { kiosk } = await laidOut('single');
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', productId: juice, surfaceSize: 'N50' }] });
    const added = await call<{ correctCellQuantity: KioskAnswer }>(CORRECT, {
      k: kiosk.id,
      c: 'A1',
      n: 5,
      note: 'counted',
    });
    expect(added.errors).toBeUndefined();
    expect(cell(added.data?.correctCellQuantity.inventory as Inventory, 'A1')).toMatchObject({
      count: 5,
      products: 5,
      occupancy: 83.3,
    });
    await call(CORRECT, { k: kiosk.id, c: 'A1', n: 2 });
    await call(CORRECT, { k: kiosk.id, c: 'A1', n: 2 });
    expect(await refillsOf(kiosk.id)).toEqual([
      { type: 'MISSION_CONTROL', created_by: adminId, note: 'counted', count: 5, refill_cost: '4.50' },
      { type: 'MISSION_CONTROL', created_by: adminId, note: null, count: -3, refill_cost: '-2.70' },
    ]);
    expect(cell(await inventoryOf(kiosk.id), 'A1')?.count).toBe(2);
    const negative = await call(CORRECT, { k: kiosk.id, c: 'A1', n: -1 });
    expect(codeOf(negative)).toBe('BAD_USER_INPUT');
    const empty = await call(CORRECT, { k: kiosk.id, c: 'A2', n: 1 });
    expect(fieldsOf(empty)).toEqual({ cellId: 'BAD_USER_INPUT' });
  });

  it('a cell holding stock keeps its product; deleting it needs added: true and books its units out', async () => {
    const { kiosk } = await laidOut('single');
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', productId: water }] });
    await call(CORRECT, { k: kiosk.id, c: 'A1', n: 3 });
    const change = await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A1', productId: juice }] });
    expect(fieldsOf(change)).toEqual({ 'cells.0.productId': 'BAD_USER_INPUT' });
    const refused = await call(DELETE, { k: kiosk.id, c: 'A1', a: false });
    expect(fieldsOf(refused)).toEqual({ added: 'BAD_USER_INPUT' });
    const deleted = await call<{ deleteLoadCell: KioskAnswer }>(DELETE, { k: kiosk.id, c: 'A1', a: true });
    expect(deleted.errors).toBeUndefined();
    expect(cell(deleted.data?.deleteLoadCell.inventory as Inventory, 'A1')).toBeUndefined();
    expect((await refillsOf(kiosk.id)).map((r) => [r.count, r.refill_cost])).toEqual([
      [3, '1.20'],
      [-3, '-1.20'],
    ]);
    const empty = await call(DELETE, { k: kiosk.id, c: 'A2', a: false });
    expect(empty.errors).toBeUndefined();
  });

  it('a deleted cell leaves its slot empty; a cell added again takes its own position back', async () => {
    const { kiosk } = await laidOut('double');
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A3', productId: water }] });
    const positions = (inventory: Inventory) =>
      Object.fromEntries(inventory.loadCells.map((c) => [c.cellId, c.planogramPosition]));
    const before = positions(await inventoryOf(kiosk.id));
    await call(DELETE, { k: kiosk.id, c: 'A2', a: false });
    const deleted = await call<{ deleteLoadCell: KioskAnswer }>(DELETE, { k: kiosk.id, c: 'A5', a: false });
    const after = deleted.data?.deleteLoadCell.inventory as Inventory;
    // Nothing moves up: every other cell keeps its id, position and product.
    const { A2: _a2, A5: _a5, ...kept } = before;
    expect(positions(after)).toEqual(kept);
    expect(cell(after, 'A3')?.productLine?._id).toBe(water);
    // A5 comes back to position 5 (not the lowest free one, 2), then A2 to 2; A16 (a side has 15 cells, so it
    // has no slot of its own) to the lowest free one.
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A5' }] });
    await call(UPDATE, { k: kiosk.id, c: [{ cellId: 'A2' }] });
    expect(positions(await inventoryOf(kiosk.id))).toEqual(before);
    await call(DELETE, { k: kiosk.id, c: 'A7', a: false });
    const odd = await call<{ updateLoadcell: KioskAnswer }>(UPDATE, { k: kiosk.id, c: [{ cellId: 'A16' }] });
    expect(cell(odd.data?.updateLoadcell.inventory as Inventory, 'A16')?.planogramPosition).toBe(7);
    // A preset fills the empty slots the same way.
    await call(DELETE, { k: kiosk.id, c: 'B4', a: false });
    const again = await call<{ configureLoadCells: KioskAnswer }>(CONFIGURE, { k: kiosk.id, p: 'double' });
    expect(positions(again.data?.configureLoadCells.inventory as Inventory)).toEqual(before);
  });

  it('a preset keeps matching cells and refuses to drop cells holding stock', async () => {
    const { kiosk } = await laidOut('double');
    await call(UPDATE, {
      k: kiosk.id,
      c: [
        { cellId: 'B2', productId: water },
        { cellId: 'A1', productId: juice },
      ],
    });
    await call(CORRECT, { k: kiosk.id, c: 'B2', n: 1 });
    const refused = await call(CONFIGURE, { k: kiosk.id, p: 'single' });
    expect(fieldsOf(refused)).toEqual({ preset: 'BAD_USER_INPUT' });
    expect((await inventoryOf(kiosk.id)).loadCells).toHaveLength(30);
    await call(CORRECT, { k: kiosk.id, c: 'B2', n: 0 });
    const single = await call<{ configureLoadCells: KioskAnswer }>(CONFIGURE, { k: kiosk.id, p: 'single' });
    const inventory = single.data?.configureLoadCells.inventory as Inventory;
    expect(inventory.loadCells).toHaveLength(15);
    expect(cell(inventory, 'A1')?.productLine?._id).toBe(juice);
  });
});
