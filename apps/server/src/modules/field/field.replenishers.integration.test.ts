import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from '../stock/stock.planogram.test-data.ts';
import { newReplenisher } from './field.replenishers.test-data.ts';
import { addDays, isoWeekday } from '../replenishment/replenishment.test-data.ts';

const ASSIGN = `mutation($k: ID!, $u: ID!) { assignReplenisher(kioskId: $k, userId: $u) {
  kioskId kioskName userId firstName email } }`;
const UNASSIGN = 'mutation($k: ID!, $u: ID!) { unassignReplenisher(kioskId: $k, userId: $u) }';
const LIST = 'query($k: ID) { getKioskReplenishers(kioskId: $k) { kioskId userId firstName } }';
const ADD = `mutation($k: ID!, $b: [CellBatchInput!]!, $key: String) {
  addCellStock(kioskId: $k, cellId: "A1", batches: $b, idempotencyKey: $key) { _id } }`;
const WASTE = `mutation($k: ID!, $u: Int!, $key: String) {
  recordWaste(kioskId: $k, cellId: "A1", units: $u, reason: "damaged", idempotencyKey: $key) { _id units } }`;
const COUNT = `query($id: ID!) { getKioskWithCapacities(id: $id) { inventory { loadCells { cellId count } } } }`;
const ROUTE = `query($d: String) { getReplenisherRoute(date: $d) { date stops { kiosk { _id name } visit nextVisit
  pickList { productLineId product packs units basis } expiring { cellId productLineId bestBefore quantity } } } }`;

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;
const DAY_MS = 24 * 60 * 60_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface Stop {
  kiosk: { _id: string; name: string };
  visit: string;
  nextVisit: string;
  pickList: { productLineId: string; packs: number; units: number; basis: string }[];
  expiring: { cellId: string; productLineId: string; bestBefore: string; quantity: number }[];
}

/**
 * The replenisher role (ADR 0024): admins assign replenishers to kiosks; a replenisher reaches only those
 * kiosks and only through the field operations; their day from the visit schedules; replayed field
 * operations with an idempotency key apply once.
 */
describe.each(testDatabaseKinds())('replenishers on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let adminToken: string;
  let replenisherId: string;
  let replenisherToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Route Org');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@route.test', firstName: 'Ada' }, [[orgId, 'admin']]),
    );
    replenisherId = await newReplenisher(context, orgId);
    replenisherToken = await context.token(replenisherId);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  /** A laid-out kiosk with a product on A1 holding 2 units. */
  const stockedKiosk = async (name = `Kiosk ${randomUUID().slice(0, 6)}`) => {
    const kiosk = await newKiosk(context, orgId, { name });
    const product = await newPlanogramProduct(context, orgId, { name: `Milk ${name}` });
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [{ cellId: 'A1', productId: product }]);
    await context.services.stock.inventory.correct(context.root, kiosk.id, { cellId: 'A1', count: 2 });
    return { kioskId: kiosk.id, product };
  };
  const countOf = async (kioskId: string, token = adminToken) => {
    const result = await call<{ getKioskWithCapacities: { inventory: { loadCells: { count: number }[] } } }>(
      token,
      COUNT,
      { id: kioskId },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.getKioskWithCapacities.inventory.loadCells[0]?.count;
  };

  it('admins assign replenishers of the kiosk organization only, and list them', async () => {
    const { kioskId } = await stockedKiosk();
    const assigned = await call<{ assignReplenisher: { userId: string; firstName: string } }>(adminToken, ASSIGN, {
      k: kioskId,
      u: replenisherId,
    });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data?.assignReplenisher).toMatchObject({ userId: replenisherId, firstName: 'Rita' });
    const again = await call(adminToken, ASSIGN, { k: kioskId, u: replenisherId });
    expect(again.errors).toBeUndefined();
    const listed = await call<{ getKioskReplenishers: { userId: string }[] }>(adminToken, LIST, { k: kioskId });
    expect(listed.data?.getKioskReplenishers.map((row) => row.userId)).toEqual([replenisherId]);

    const consumer = await context.newUser({ email: `c-${randomUUID()}@route.test`, firstName: 'Carl' }, [
      [orgId, 'consumer'],
    ]);
    const refused = await call(adminToken, ASSIGN, { k: kioskId, u: consumer });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(refused)).toEqual({ userId: 'BAD_USER_INPUT' });
    const elsewhere = await newReplenisher(context, await context.newOrganization('Other Route Org'));
    expect(fieldsOf(await call(adminToken, ASSIGN, { k: kioskId, u: elsewhere }))).toEqual({
      userId: 'BAD_USER_INPUT',
    });

    expect(await call(adminToken, UNASSIGN, { k: kioskId, u: replenisherId })).toMatchObject({
      data: { unassignReplenisher: true },
    });
    expect(await call(adminToken, UNASSIGN, { k: kioskId, u: replenisherId })).toMatchObject({
      data: { unassignReplenisher: false },
    });
  });

  it('a replenisher reaches only the kiosks assigned to them, through the field operations only', async () => {
    const own = await stockedKiosk('Assigned kiosk');
    const other = await stockedKiosk('Other kiosk');
    await call(adminToken, ASSIGN, { k: own.kioskId, u: replenisherId });

    const all = await call<{ getAllKiosks: { _id: string }[] }>(replenisherToken, '{ getAllKiosks { _id } }');
    expect(all.errors).toBeUndefined();
    expect(all.data?.getAllKiosks.map((k) => k._id)).toEqual([own.kioskId]);
    expect(await countOf(own.kioskId, replenisherToken)).toBe(2);
    expect(codeOf(await call(replenisherToken, COUNT, { id: other.kioskId }))).toBe('NOT_FOUND');

    const added = await call(replenisherToken, ADD, { k: own.kioskId, b: [{ quantity: 1, bestBefore: day(5) }] });
    expect(added.errors).toBeUndefined();
    expect(await countOf(own.kioskId)).toBe(3);
    expect(codeOf(await call(replenisherToken, ADD, { k: other.kioskId, b: [{ quantity: 1 }] }))).toBe('NOT_FOUND');
    expect(await countOf(other.kioskId)).toBe(2);
    const refill = await call(replenisherToken, 'mutation($k: ID!) { createRefill(kioskId: $k) { type } }', {
      k: own.kioskId,
    });
    expect(refill.errors).toBeUndefined();

    // Console operations, even on their own kiosk: refused.
    for (const [query, variables] of [
      ['{ getKiosksGrid(data: { pageSize: 10 }) { total } }', {}],
      ['mutation($k: ID!) { kioskRestart(id: $k) { _id } }', { k: own.kioskId }],
      ['query($k: ID) { getKioskReplenishers(kioskId: $k) { userId } }', { k: own.kioskId }],
      [
        'mutation($k: ID!, $u: ID!) { unassignReplenisher(kioskId: $k, userId: $u) }',
        { k: own.kioskId, u: replenisherId },
      ],
    ] as const) {
      expect(codeOf(await call(replenisherToken, query, variables)), query).toBe('NO_CONSOLE_ACCESS');
    }

    await call(adminToken, UNASSIGN, { k: own.kioskId, u: replenisherId });
    expect(codeOf(await call(replenisherToken, COUNT, { id: own.kioskId }))).toBe('NOT_FOUND');
  });

  it("answers the replenisher's day: kiosks due by their schedules, what to bring and what expires", async () => {
    const due = await stockedKiosk('B due kiosk');
    const dueToo = await stockedKiosk('A due kiosk');
    const notDue = await stockedKiosk('C not due kiosk');
    const date = day(3);
    const weekday = isoWeekday(date);
    const otherDay = (weekday % 7) + 1;
    for (const { kioskId } of [due, dueToo, notDue]) await call(adminToken, ASSIGN, { k: kioskId, u: replenisherId });
    const schedule = async (kioskId: string, weekdays: number[]) =>
      context.services.replenishment.visits.set(context.root, kioskId, { weekdays });
    await schedule(due.kioskId, [weekday]);
    await schedule(dueToo.kioskId, [weekday, otherDay]);
    await schedule(notDue.kioskId, [otherDay]);
    await context.services.stock.batches.addStock(context.root, due.kioskId, {
      cellId: 'A1',
      batches: [
        { quantity: 1, bestBefore: day(4) },
        { quantity: 1, bestBefore: day(60) },
      ],
    });

    const result = await call<{ getReplenisherRoute: { date: string; stops: Stop[] } }>(replenisherToken, ROUTE, {
      d: date,
    });
    expect(result.errors).toBeUndefined();
    const stops = result.data?.getReplenisherRoute.stops ?? [];
    expect(stops.map((stop) => stop.kiosk.name)).toEqual(['A due kiosk', 'B due kiosk']);
    const [first, second] = stops;
    expect(first?.visit).toBe(date);
    expect(first?.nextVisit).toBe(addDays(date, 1));
    expect(second?.nextVisit).toBe(addDays(date, 7));
    expect(second?.expiring).toEqual([{ cellId: 'A1', productLineId: due.product, bestBefore: day(4), quantity: 1 }]);
    expect(first?.expiring).toEqual([]);
    expect(second?.pickList.map((line) => line.productLineId)).toEqual([due.product]);
    expect(second?.pickList[0]?.packs).toBeGreaterThan(0);

    const admin = await call<{ getReplenisherRoute: { stops: Stop[] } }>(adminToken, ROUTE, { d: date });
    expect(admin.data?.getReplenisherRoute.stops).toEqual([]);
    expect(fieldsOf(await call(replenisherToken, ROUTE, { d: '2026-02-30' }))).toEqual({ date: 'BAD_USER_INPUT' });
  });

  it('applies a replayed field operation once and answers its first result', async () => {
    const { kioskId } = await stockedKiosk();
    await call(adminToken, ASSIGN, { k: kioskId, u: replenisherId });
    const key = randomUUID();
    const first = await call<{ recordWaste: { _id: string } }>(replenisherToken, WASTE, { k: kioskId, u: 1, key });
    const replay = await call<{ recordWaste: { _id: string } }>(replenisherToken, WASTE, { k: kioskId, u: 1, key });
    expect(first.errors).toBeUndefined();
    expect(replay.data?.recordWaste._id).toBe(first.data?.recordWaste._id);
    expect(await countOf(kioskId)).toBe(1);

    const addKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const added = await call(replenisherToken, ADD, {
        k: kioskId,
        b: [{ quantity: 4, bestBefore: day(9) }],
        key: addKey,
      });
      expect(added.errors).toBeUndefined();
    }
    expect(await countOf(kioskId)).toBe(5);

    // The same key for another operation is refused; another user's key is their own.
    const misuse = await call(replenisherToken, WASTE, { k: kioskId, u: 1, key: addKey });
    expect(fieldsOf(misuse)).toEqual({ idempotencyKey: 'BAD_USER_INPUT' });
    const own = await call(adminToken, WASTE, { k: kioskId, u: 1, key });
    expect(own.errors).toBeUndefined();
    expect(await countOf(kioskId)).toBe(4);

    // A call that fails applies nothing and keeps the key free.
    const failKey = randomUUID();
    expect(codeOf(await call(replenisherToken, WASTE, { k: kioskId, u: 99, key: failKey }))).toBe('BAD_USER_INPUT');
    expect((await call(replenisherToken, WASTE, { k: kioskId, u: 1, key: failKey })).errors).toBeUndefined();
    expect(await countOf(kioskId)).toBe(3);
    expect(fieldsOf(await call(replenisherToken, WASTE, { k: kioskId, u: 1, key: 'short' }))).toEqual({
      idempotencyKey: 'BAD_USER_INPUT',
    });
  });
});
