import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { codeOf, productsWorld, type ProductsWorld } from './products.test-data.ts';

const CREATE = `mutation($data: ProductLinePriceInput!) { createProductLinePrice(data: $data) { _id price default validForKiosk validFrom validTo } }`;
const ACTIVE = `query($id: ID!) { getProductLineActivePriceHistory(productLineId: $id, skip: 0, limit: 25) { total data { _id price validForKiosk } } }`;
const DEFAULTS = `query($id: ID!) { getDefaultProductLinePriceHistory(productLineId: $id) { total data { _id price default validTo } } }`;
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe.each(testDatabaseKinds())('product prices on %s', (kind) => {
  let database: TestDatabase;
  let w: ProductsWorld;
  let productId: string;
  let K1: string;
  let K2: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await productsWorld(database, { DEMO_DATA: 'false' });
    productId = (await w.createProduct('adminA', { name: 'Priced', defaultPrice: '2.00' }))._id as string;
    const kiosk = (serialNumber: string) =>
      w.context.services.kiosks.create(w.context.root, { name: serialNumber, serialNumber, orgId: w.orgA });
    K1 = (await kiosk('PRICE-K1')).id;
    K2 = (await kiosk('PRICE-K2')).id;
  });
  afterAll(async () => {
    await w.built.app.close();
    await database.dispose();
  });

  const create = async (data: Record<string, unknown>) => {
    const result = await w.call<{ createProductLinePrice: { _id: string; default: boolean } }>('adminA', CREATE, {
      data: { productLineId: productId, ...data },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.createProductLinePrice as { _id: string; default: boolean };
  };

  it('keeps kiosk-specific prices that are valid now or later, and deletes them', async () => {
    const past = await create({ price: '1.00', validForKiosk: K1, validFrom: iso(-30), validTo: iso(-20) });
    const current = await create({ price: '2.50', validForKiosk: K1, validFrom: iso(-5) });
    const future = await create({ price: '2.70', validForKiosk: K2, validFrom: iso(10), validTo: iso(20) });
    expect(current.default).toBe(false);
    const active = await w.call<{ getProductLineActivePriceHistory: { total: number; data: { _id: string }[] } }>(
      'adminA',
      ACTIVE,
      { id: productId },
    );
    expect(active.data?.getProductLineActivePriceHistory.total).toBe(2);
    expect(active.data?.getProductLineActivePriceHistory.data.map((p) => p._id)).toEqual([future._id, current._id]);
    const del = `mutation($p: ID!, $h: ID!) { deleteActivePriceHistory(productLineId: $p, priceHistoryId: $h) }`;
    expect(codeOf(await w.call('adminA', del, { p: productId, h: past._id }))).toBe('NOT_FOUND');
    expect((await w.call('adminA', del, { p: productId, h: future._id })).data).toEqual({
      deleteActivePriceHistory: true,
    });
    const after = await w.call<{ getProductLineActivePriceHistory: { total: number } }>('adminA', ACTIVE, {
      id: productId,
    });
    expect(after.data?.getProductLineActivePriceHistory.total).toBe(1);
  });

  it('refuses amounts ≤ 0 and periods that end before they start, storing nothing', async () => {
    const before = (
      await w.call<{ getProductLineActivePriceHistory: { total: number } }>('adminA', ACTIVE, { id: productId })
    ).data;
    const bad = (data: Record<string, unknown>) =>
      w.call('adminA', CREATE, { data: { productLineId: productId, validForKiosk: K2, ...data } });
    expect(codeOf(await bad({ price: '-1.00' }))).toBe('AMOUNT_NOT_POSITIVE');
    expect(codeOf(await bad({ price: '0.00' }))).toBe('AMOUNT_NOT_POSITIVE');
    const period = await bad({ price: '1.00', validFrom: iso(5), validTo: iso(1) });
    expect(period.errors?.[0]).toMatchObject({
      message: 'Start time must be earlier than end time',
      extensions: { code: 'PERIOD_INVALID' },
    });
    expect((await w.call('adminA', ACTIVE, { id: productId })).data).toEqual(before);
    const entry = await create({ price: '3.00', validForKiosk: K2, validFrom: iso(30) });
    const update = `mutation($id: ID!, $d: ProductLinePriceUpdateInput!) { updateProductLinePrice(id: $id, data: $d) { price validTo } }`;
    expect(codeOf(await w.call('adminA', update, { id: entry._id, d: { validTo: iso(29) } }))).toBe('PERIOD_INVALID');
    expect(codeOf(await w.call('adminA', update, { id: entry._id, d: { price: '-3' } }))).toBe('AMOUNT_NOT_POSITIVE');
    const ok = await w.call<{ updateProductLinePrice: { price: string } }>('adminA', update, {
      id: entry._id,
      d: { price: '3.10', validTo: iso(40) },
    });
    expect(ok.data?.updateProductLinePrice.price).toBe('3.10');
  });

  it('records default price changes in the history', async () => {
    await w.call(
      'adminA',
      `mutation($id: ID, $d: ProductLineInput!) { updateProductLine(id: $id, data: $d) { _id } }`,
      { id: productId, d: { defaultPrice: '2.20' } },
    );
    const scheduled = await create({ price: '2.40', validFrom: iso(15) });
    expect(scheduled.default).toBe(true);
    const history = await w.call<{
      getDefaultProductLinePriceHistory: { total: number; data: { price: string; validTo: string | null }[] };
    }>('adminA', DEFAULTS, { id: productId });
    expect(history.data?.getDefaultProductLinePriceHistory.data.map((p) => p.price)).toEqual(['2.40', '2.20', '2.00']);
    expect(history.data?.getDefaultProductLinePriceHistory.data[2]?.validTo).not.toBeNull();
  });

  it('answers what a product costs in a kiosk at a time (priceAt on the database)', async () => {
    const service = w.context.services.products;
    const admin = await w.context.services.users.viewerForUser(w.adminAId);
    expect([...admin.scope.orgIds]).toEqual([w.orgA]);
    const at = (kiosk: string | null, offsetDays: number) =>
      service.priceAt(admin, productId, kiosk, new Date(Date.now() + offsetDays * day));
    expect(await at(K1, 0)).toMatchObject({ price: '2.50', source: 'kiosk' });
    expect(await at(K2, 0)).toMatchObject({ price: '2.20', source: 'default' });
    expect(await at(null, 16)).toMatchObject({ price: '2.40', source: 'default' });
    expect(await at(K2, 35)).toMatchObject({ price: '3.10', source: 'kiosk' });
    expect(await at(K1, -25)).toMatchObject({ price: '1.00', source: 'kiosk' });
    expect(await at(null, -3650)).toMatchObject({ price: '2.20', source: 'product' });
    const foreign: Viewer = { ...admin, scope: { ...admin.scope, orgIds: new Set([w.orgB]) } };
    await expect(service.priceAt(foreign, productId, K1, new Date())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers the prices in force for many kiosks and instants in one go, as priceAt does one at a time', async () => {
    const service = w.context.services.products;
    const admin = await w.context.services.users.viewerForUser(w.adminAId);
    const plain = (await w.createProduct('adminA', { name: 'Plain', defaultPrice: '1.10' }))._id as string;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asks = (
      [
        [K1, 0],
        [K2, 0],
        [K2, 35],
        [K1, -25],
        [K2, -3650],
      ] as const
    ).map(([kioskId, offsetDays]) => ({
      kioskId,
      productLineIds: [productId, plain, unknown],
      at: new Date(Date.now() + offsetDays * day),
    }));
    const answers = await service.pricesInForceMany(asks);
    expect(answers.map((prices) => prices.get(productId))).toEqual(['2.50', '2.20', '3.10', '1.00', '2.20']);
    for (const [index, ask] of asks.entries()) {
      const one = await service.priceAt(admin, productId, ask.kioskId, ask.at);
      expect(answers[index]).toEqual(
        new Map([
          [productId, one.price],
          [plain, '1.10'],
        ]),
      );
      expect(await service.pricesInForce(ask.kioskId, ask.productLineIds, ask.at)).toEqual(answers[index]);
    }
    expect(await service.pricesInForceMany([{ kioskId: K1, productLineIds: [], at: new Date() }])).toEqual([new Map()]);
  });
});
