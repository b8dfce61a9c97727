import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from './stock.planogram.test-data.ts';
import { RECORD_WASTE as WASTE, WASTE_REPORT as REPORT } from './stock.test-data.ts';

const ADD = `mutation($k: ID!, $c: String!, $b: [CellBatchInput!]!, $n: String) {
  addCellStock(kioskId: $k, cellId: $c, batches: $b, note: $n) { _id } }`;
const DATE = `mutation($k: ID!, $c: String!, $b: [CellBatchInput!]!) {
  dateCellStock(kioskId: $k, cellId: $c, batches: $b) { _id } }`;
const INVENTORY = `query($id: ID!) { getKioskWithCapacities(id: $id) { inventory { loadCells {
  cellId count bestBefore batches { quantity added bestBefore source sessionId refillId } } } } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;
const DAY_MS = 24 * 60 * 60_000;
/** The UTC day `days` from today. */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface Batch {
  quantity: number;
  added: number;
  bestBefore: string | null;
  source: string;
  sessionId: string | null;
  refillId: string | null;
}
interface Cell {
  cellId: string;
  count: number;
  bestBefore: string | null;
  batches: Batch[];
}

/**
 * Batches per cell and waste (docs/field-operations.md, ADR 0023): FEFO through real session derivations,
 * unknown dates last, dating units, waste with reasons (counts, batches, refills, cost), the expiry alert
 * from real batches, bad input and who may call; the waste report in kiosks.waste-report.integration.test.ts.
 */
describe.each(testDatabaseKinds())('batches and waste on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Field Ops');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@field.test', firstName: 'Fiona' }, [[orgId, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
    context.call<T>(token, 'kiosk', query, variables);
  /** A laid-out kiosk with a 330 g product on A1 (cost 0.35 unless given) and the product's id. */
  const kioskWith = async (cost = '0.35') => {
    const kiosk = await newKiosk(context, orgId, { name: `Field ${randomUUID().slice(0, 6)}` });
    const product = await newPlanogramProduct(context, orgId, { name: `Yoghurt ${cost}`, defaultCost: cost });
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [{ cellId: 'A1', productId: product }]);
    return { kioskId: kiosk.id, product };
  };
  const cell = async (kioskId: string, cellId = 'A1'): Promise<Cell> => {
    const result = await call<{ getKioskWithCapacities: { inventory: { loadCells: Cell[] } } }>(INVENTORY, {
      id: kioskId,
    });
    expect(result.errors).toBeUndefined();
    const found = result.data?.getKioskWithCapacities.inventory.loadCells.find((row) => row.cellId === cellId);
    if (!found) throw new Error(`no cell ${cellId}`);
    return found;
  };
  const left = (found: Cell) => found.batches.map((batch) => [batch.bestBefore, batch.quantity]);
  /** A closed device session on A1 (330 g units), derived as the gateway would after its commit. */
  const session = async (kioskId: string, kindOf: 'purchase' | 'refill', before: number, after: number) => {
    const sessionId = randomUUID();
    await database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, mode, opened_at, closed_at, cells, payment_status)
       VALUES ($1, $2, $3, $4, $5, now() - interval '2 minutes', now() - interval '1 minute', $6::jsonb, $7)`,
      [
        kioskId,
        orgId,
        sessionId,
        kindOf,
        kindOf === 'refill' ? 'tablet' : null,
        JSON.stringify([{ cellId: 'A1', weightBefore: before * 330, weightAfter: after * 330 }]),
        kindOf === 'purchase' ? 'paid' : null,
      ],
    );
    expect(await context.services.sales.derive({ id: kioskId, orgId }, sessionId)).toBe(true);
    return sessionId;
  };

  it('sales take the first-expiring batch, across batches, and units of unknown date last', async () => {
    const { kioskId } = await kioskWith();
    const added = await call(ADD, {
      k: kioskId,
      c: 'A1',
      b: [
        { quantity: 3, bestBefore: day(20) },
        { quantity: 2, bestBefore: null },
        { quantity: 2, bestBefore: day(5) },
      ],
      n: 'Morning round',
    });
    expect(added.errors).toBeUndefined();
    let found = await cell(kioskId);
    expect(found.count).toBe(7);
    expect(found.bestBefore).toBe(day(5));
    expect(left(found)).toEqual([
      [day(5), 2],
      [day(20), 3],
      [null, 2],
    ]);
    expect(found.batches.every((batch) => batch.source === 'entry' && batch.refillId)).toBe(true);
    const [refill] = await database.query<{ type: string; note: string; count: number }>(
      `SELECT r.type, r.note, i.count FROM refills r JOIN refill_items i ON i.refill_id = r.id WHERE r.id = $1`,
      [found.batches[0]?.refillId],
    );
    expect(refill).toEqual({ type: 'MISSION_CONTROL', note: 'Morning round', count: 7 });

    await session(kioskId, 'purchase', 7, 6); // one unit: the earliest batch
    expect(left(await cell(kioskId))).toEqual([
      [day(5), 1],
      [day(20), 3],
      [null, 2],
    ]);
    await session(kioskId, 'purchase', 6, 3); // three units across two batches
    found = await cell(kioskId);
    expect(left(found)).toEqual([
      [day(20), 1],
      [null, 2],
    ]);
    expect(found.bestBefore).toBe(day(20));
    await session(kioskId, 'purchase', 3, 1); // the last dated unit, then one of unknown date
    found = await cell(kioskId);
    expect(found.count).toBe(1);
    expect(left(found)).toEqual([[null, 1]]);
    expect(found.bestBefore).toBeNull();
  });

  it('a refill session adds an unknown-date batch of the session; dateCellStock dates its units', async () => {
    const { kioskId } = await kioskWith();
    await call(ADD, { k: kioskId, c: 'A1', b: [{ quantity: 1, bestBefore: day(3) }] });
    const sessionId = await session(kioskId, 'refill', 1, 5);
    let found = await cell(kioskId);
    expect(found.count).toBe(5);
    expect(found.batches).toMatchObject([
      { bestBefore: day(3), quantity: 1, source: 'entry' },
      { bestBefore: null, quantity: 4, source: 'session', sessionId },
    ]);
    const dated = await call(DATE, { k: kioskId, c: 'A1', b: [{ quantity: 3, bestBefore: day(9) }] });
    expect(dated.errors).toBeUndefined();
    found = await cell(kioskId);
    expect(found.count).toBe(5);
    expect(found.batches).toMatchObject([
      { bestBefore: day(3), quantity: 1 },
      { bestBefore: day(9), quantity: 3, source: 'session', sessionId },
      { bestBefore: null, quantity: 1, source: 'session', sessionId },
    ]);
    const tooMany = await call(DATE, { k: kioskId, c: 'A1', b: [{ quantity: 2, bestBefore: day(9) }] });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(tooMany)).toEqual({ batches: 'BAD_USER_INPUT' });
    // A counted correction below the batches takes FEFO too; above them, the surplus is of unknown date.
    await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A1', count: 2 });
    expect(left(await cell(kioskId))).toEqual([
      [day(9), 1],
      [null, 1],
    ]);
    await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A1', count: 4 });
    expect(left(await cell(kioskId))).toEqual([
      [day(9), 1],
      [null, 1],
      [null, 2],
    ]);
  });

  it('waste lowers the count, takes expired batches first, records a refill and its cost', async () => {
    const { kioskId, product } = await kioskWith('0.35');
    await call(ADD, {
      k: kioskId,
      c: 'A1',
      b: [
        { quantity: 4, bestBefore: day(10) },
        { quantity: 2, bestBefore: day(-1) },
        { quantity: 3, bestBefore: null },
      ],
    });
    const expired = await call<{ recordWaste: Record<string, unknown> }>(WASTE, {
      k: kioskId,
      c: 'A1',
      u: 3,
      r: 'expired',
      n: 'Smelled off',
    });
    expect(expired.errors).toBeUndefined();
    expect(expired.data?.recordWaste).toMatchObject({
      cellId: 'A1',
      productLineId: product,
      units: 3,
      reason: 'expired',
      note: 'Smelled off',
      unitCost: '0.35',
      cost: '1.05',
      batches: [
        { bestBefore: day(-1), units: 2 },
        { bestBefore: null, units: 1 },
      ],
    });
    let found = await cell(kioskId);
    expect(found.count).toBe(6);
    expect(left(found)).toEqual([
      [day(10), 4],
      [null, 2],
    ]);
    const [refill] = await database.query<{ type: string; note: string; count: number; refill_cost: string }>(
      `SELECT r.type, r.note, i.count, i.refill_cost::text FROM refills r JOIN refill_items i ON i.refill_id = r.id
       WHERE r.id = $1`,
      [expired.data?.recordWaste.refillId],
    );
    expect(refill).toMatchObject({ type: 'MISSION_CONTROL', note: 'Waste (expired): Smelled off', count: -3 });
    // Other reasons take first-expiring first.
    const damaged = await call<{ recordWaste: { batches: unknown[] } }>(WASTE, {
      k: kioskId,
      c: 'A1',
      u: 1,
      r: 'damaged',
    });
    expect(damaged.data?.recordWaste.batches).toEqual([{ bestBefore: day(10), units: 1 }]);
    found = await cell(kioskId);
    expect(found.count).toBe(5);
    expect(left(found)).toEqual([
      [day(10), 3],
      [null, 2],
    ]);
  });

  it('refuses bad input naming the field', async () => {
    const { kioskId } = await kioskWith();
    await call(ADD, { k: kioskId, c: 'A1', b: [{ quantity: 2, bestBefore: day(4) }] });
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [WASTE, { k: kioskId, c: 'A1', u: -1, r: 'damaged' }, { units: 'BAD_USER_INPUT' }],
      [WASTE, { k: kioskId, c: 'A1', u: 0, r: 'damaged' }, { units: 'BAD_USER_INPUT' }],
      [WASTE, { k: kioskId, c: 'A1', u: 3, r: 'damaged' }, { units: 'BAD_USER_INPUT' }],
      [WASTE, { k: kioskId, c: 'A2', u: 1, r: 'damaged' }, { cellId: 'BAD_USER_INPUT' }],
      [
        ADD,
        { k: kioskId, c: 'A1', b: [{ quantity: -2, bestBefore: day(4) }] },
        { 'batches.0.quantity': 'BAD_USER_INPUT' },
      ],
      [
        ADD,
        { k: kioskId, c: 'A1', b: [{ quantity: 1, bestBefore: day(4000) }] },
        { 'batches.0.bestBefore': 'BAD_USER_INPUT' },
      ],
      [
        ADD,
        { k: kioskId, c: 'A1', b: [{ quantity: 1, bestBefore: day(-400) }] },
        { 'batches.0.bestBefore': 'BAD_USER_INPUT' },
      ],
      [ADD, { k: kioskId, c: 'A1', b: [] }, { batches: 'BAD_USER_INPUT' }],
      [
        REPORT,
        { f: { from: new Date().toISOString(), to: new Date(Date.now() - DAY_MS).toISOString() } },
        { to: 'BAD_USER_INPUT' },
      ],
      [
        REPORT,
        { f: { from: new Date(Date.now() - 400 * DAY_MS).toISOString(), to: new Date().toISOString() } },
        { to: 'BAD_USER_INPUT' },
      ],
    ];
    for (const [query, variables, fields] of cases) {
      const result = await call(query, variables);
      expect({ variables, code: codeOf(result), fields: fieldsOf(result) }).toEqual({
        variables,
        code: 'BAD_USER_INPUT',
        fields,
      });
    }
    const reason = await call(WASTE, { k: kioskId, c: 'A1', u: 1, r: 'stolen' });
    expect(codeOf(reason)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(reason)).toEqual({ reason: 'BAD_USER_INPUT' });
    const reasons = await call(REPORT, {
      f: { from: new Date(Date.now() - DAY_MS).toISOString(), to: new Date().toISOString(), reasons: ['lost'] },
    });
    expect(fieldsOf(reasons)).toEqual({ 'reasons.0': 'BAD_USER_INPUT' });
    const badDay = await call(ADD, { k: kioskId, c: 'A1', b: [{ quantity: 1, bestBefore: '2026-02-30' }] });
    expect(codeOf(badDay)).toBe('BAD_USER_INPUT');
    // Nothing moved.
    expect((await cell(kioskId)).count).toBe(2);
  });

  it('only admins of the kiosk organization and root may record; consumers and other admins may not', async () => {
    const { kioskId } = await kioskWith();
    await context.services.stock.inventory.correct(context.root, kioskId, { cellId: 'A1', count: 3 });
    const consumer = await context.token(
      await context.newUser({ email: 'consumer@field.test', firstName: 'Cora' }, [[orgId, 'consumer']]),
    );
    const stranger = await context.token(
      await context.newUser({ email: 'stranger@field.test', firstName: 'Stan' }, [
        [await context.newOrganization('Elsewhere'), 'admin'],
      ]),
    );
    const variables = { k: kioskId, c: 'A1', u: 1, r: 'damaged' };
    expect(codeOf(await call(WASTE, variables, consumer))).toBe('NO_CONSOLE_ACCESS');
    expect(codeOf(await call(WASTE, variables, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await call(ADD, { k: kioskId, c: 'A1', b: [{ quantity: 1 }] }, stranger))).toBe('NOT_FOUND');
    expect((await cell(kioskId)).count).toBe(3);
    const rootToken = await context.token(context.rootUserId);
    expect((await call(WASTE, variables, rootToken)).errors).toBeUndefined();
    expect((await cell(kioskId)).count).toBe(2);
  });

  it('the product expiry alert fires from a batch past its best-before day and resolves when it is wasted', async () => {
    const { kioskId } = await kioskWith();
    await call(ADD, {
      k: kioskId,
      c: 'A1',
      b: [
        { quantity: 2, bestBefore: day(-2) },
        { quantity: 3, bestBefore: day(30) },
      ],
    });
    const alerts = () =>
      database.query<{ end_date: Date | null; details: { cells: string[] } }>(
        "SELECT end_date, details FROM alerts WHERE kiosk_id = $1 AND type = 'productExpiry'",
        [kioskId],
      );
    await context.services.alerts.checkExpiry(new Date());
    expect(await alerts()).toMatchObject([{ end_date: null, details: { cells: ['A1'] } }]);
    await call(WASTE, { k: kioskId, c: 'A1', u: 2, r: 'expired' });
    await context.services.alerts.checkExpiry(new Date());
    expect((await alerts())[0]?.end_date).not.toBeNull();
    // The dated batch left expires in 30 days.
    await context.services.alerts.checkExpiry(new Date(Date.now() + 32 * DAY_MS));
    expect((await alerts()).filter((row) => row.end_date === null)).toHaveLength(1);
  });
});
