import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from '../stock/stock.planogram.test-data.ts';

const HISTORY = `query($f: RefillHistoryFilter!) { getRefillHistory(filter: $f) { truncated entries {
  kind kioskId kioskName orgId userId userName sessionId mode
  lines { cellId productLine { name } measured measuredWeight recorded difference wasted bestBefore } } } }`;
const ADD = `mutation($k: ID!, $b: [CellBatchInput!]!) { addCellStock(kioskId: $k, cellId: "A1", batches: $b) { _id } }`;
const DATE = `mutation($k: ID!, $b: [CellBatchInput!]!) { dateCellStock(kioskId: $k, cellId: "A1", batches: $b) { _id } }`;
const WASTE = `mutation($k: ID!) { recordWaste(kioskId: $k, cellId: "A1", units: 1, reason: "damaged") { _id } }`;
const OPEN = `mutation($k: ID!) { createRefill(kioskId: $k) { _id } }`;

interface Line {
  cellId: string;
  productLine: { name: string } | null;
  measured: number | null;
  measuredWeight: number | null;
  recorded: number | null;
  difference: number | null;
  wasted: number;
  bestBefore: string | null;
}
interface Entry {
  kind: string;
  kioskId: string;
  kioskName: string;
  orgId: string;
  userId: string | null;
  userName: string | null;
  sessionId: string | null;
  mode: string | null;
  lines: Line[];
}

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;
const DAY_MS = 24 * 60 * 60_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const around = () => ({
  from: new Date(Date.now() - 60 * 60_000).toISOString(),
  to: new Date(Date.now() + 60 * 60_000).toISOString(),
});

/**
 * The per-person refill history (docs/field-operations.md "Refill history"): a refill session is the visit
 * of who opened its door, with what its scale weighed in and what that person recorded and wasted after;
 * console records without a session are visits of their own; the person filter, bounds and scope.
 */
describe.each(testDatabaseKinds())('refill history on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let fiona: string;
  let bruno: string;
  let fionaToken: string;
  let brunoToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('History Ops');
    fiona = await context.newUser({ email: 'fiona@history.test', firstName: 'Fiona', lastName: 'Filler' }, [
      [orgId, 'admin'],
    ]);
    bruno = await context.newUser({ email: 'bruno@history.test', firstName: 'Bruno', lastName: 'Bayer' }, [
      [orgId, 'admin'],
    ]);
    fionaToken = await context.token(fiona);
    brunoToken = await context.token(bruno);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  const history = async (filter: Record<string, unknown>, token = fionaToken) => {
    const result = await call<{ getRefillHistory: { truncated: boolean; entries: Entry[] } }>(token, HISTORY, {
      f: { ...around(), ...filter },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.getRefillHistory.entries ?? [];
  };
  const kioskWith = async () => {
    const kioskName = `History ${randomUUID().slice(0, 6)}`;
    const kiosk = await newKiosk(context, orgId, { name: kioskName });
    const product = await newPlanogramProduct(context, orgId, { name: 'Skyr', defaultCost: '0.50' });
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [{ cellId: 'A1', productId: product }]);
    return { kioskId: kiosk.id, kioskName };
  };

  it('a refill session is the visit of who opened the door: measured, recorded, difference, waste, best-before', async () => {
    const { kioskId, kioskName } = await kioskWith();
    const opened = await call<{ createRefill: { _id: string } }>(fionaToken, OPEN, { k: kioskId });
    expect(opened.errors).toBeUndefined();
    const [command] = await database.query<{ session_id: string }>(
      `SELECT params->>'sessionId' AS session_id FROM kiosk_commands WHERE id = $1`,
      [opened.data?.createRefill._id],
    );
    const sessionId = command?.session_id ?? '';
    // The kiosk reports the session the opened door started: 1 → 5 units of 330 g on A1.
    await database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, mode, opened_at, closed_at, cells)
       VALUES ($1, $2, $3, 'refill', 'mission_control', now() - interval '2 minutes', now() - interval '1 minute', $4::jsonb)`,
      [kioskId, orgId, sessionId, JSON.stringify([{ cellId: 'A1', weightBefore: 330, weightAfter: 1650 }])],
    );
    expect(await context.services.sales.derive({ id: kioskId, orgId }, sessionId)).toBe(true);
    // Fiona dates three weighed-in units, adds two more by hand (5 recorded, 4 measured) and wastes one.
    expect((await call(fionaToken, DATE, { k: kioskId, b: [{ quantity: 3, bestBefore: day(9) }] })).errors).toBe(
      undefined,
    );
    expect((await call(fionaToken, ADD, { k: kioskId, b: [{ quantity: 2, bestBefore: day(5) }] })).errors).toBe(
      undefined,
    );
    expect((await call(fionaToken, WASTE, { k: kioskId })).errors).toBeUndefined();

    const entries = await history({ kioskIds: [kioskId] });
    expect(entries).toEqual([
      {
        kind: 'session',
        kioskId,
        kioskName,
        orgId,
        userId: fiona,
        userName: 'Fiona Filler',
        sessionId,
        mode: 'mission_control',
        lines: [
          {
            cellId: 'A1',
            productLine: { name: 'Skyr' },
            measured: 4,
            measuredWeight: 1320,
            recorded: 5,
            difference: 1,
            wasted: 1,
            bestBefore: day(5),
          },
        ],
      },
    ]);
  });

  it('console records without a session are a visit of their own; the person filter keeps theirs only', async () => {
    const { kioskId, kioskName } = await kioskWith();
    expect((await call(brunoToken, ADD, { k: kioskId, b: [{ quantity: 6, bestBefore: day(4) }] })).errors).toBe(
      undefined,
    );
    expect((await call(brunoToken, WASTE, { k: kioskId })).errors).toBeUndefined();

    const bruns = await history({ userIds: [bruno] });
    expect(bruns).toEqual([
      {
        kind: 'console',
        kioskId,
        kioskName,
        orgId,
        userId: bruno,
        userName: 'Bruno Bayer',
        sessionId: null,
        mode: null,
        lines: [
          {
            cellId: 'A1',
            productLine: { name: 'Skyr' },
            measured: null,
            measuredWeight: null,
            recorded: 6,
            difference: null,
            wasted: 1,
            bestBefore: day(4),
          },
        ],
      },
    ]);
    expect((await history({ userIds: [fiona] })).every((entry) => entry.userId === fiona)).toBe(true);
    // A period before the records shows none of them.
    const earlier = {
      from: new Date(Date.now() - 5 * DAY_MS).toISOString(),
      to: new Date(Date.now() - 4 * DAY_MS).toISOString(),
    };
    expect(await history({ ...earlier, kioskIds: [kioskId] })).toEqual([]);
  });

  it('refuses a period over 92 days, a bad person id and a kiosk outside the caller’s scope, naming the field', async () => {
    const long = await call(fionaToken, HISTORY, {
      f: { from: new Date(Date.now() - 93 * DAY_MS).toISOString(), to: new Date().toISOString() },
    });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(long)).toEqual({ to: 'BAD_USER_INPUT' });
    const badUser = await call(fionaToken, HISTORY, { f: { ...around(), userIds: ['nobody'] } });
    expect(codeOf(badUser)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(badUser) ?? {})[0]).toMatch(/^userIds/);
    const otherOrg = await context.newOrganization('Elsewhere');
    const foreign = await newKiosk(context, otherOrg, { name: 'Foreign' });
    const hidden = await call(fionaToken, HISTORY, { f: { ...around(), kioskIds: [foreign.id] } });
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    expect(fieldsOf(hidden)).toEqual({ kioskIds: 'NOT_FOUND' });
  });
});
