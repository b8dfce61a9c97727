import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from '../stock/stock.planogram.test-data.ts';
import { newReplenisher } from '../field/field.replenishers.test-data.ts';

const RECONCILIATION = `reconciliation { status scaleBefore scaleAfter scaleChange found added wasted
  differences { kind recorded measured difference } }`;
const LATEST = `query($k: ID!) { getRefillReconciliation(kioskId: $k) { kind userId sessionId differences
  lines { cellId productLine { name } ${RECONCILIATION} } } }`;
const HISTORY = `query($f: RefillHistoryFilter!) { getRefillHistory(filter: $f) { entries { userId sessionId differences
  lines { cellId ${RECONCILIATION} } } } }`;
const COUNT = `mutation($k: ID!, $c: String!, $found: Int, $added: Int, $at: DateTime) {
  recordCellCount(kioskId: $k, cellId: $c, found: $found, added: $added, countedAt: $at) }`;
const OPEN = `mutation($k: ID!) { createRefill(kioskId: $k) { _id } }`;

interface Reconciliation {
  status: string;
  scaleBefore: number | null;
  scaleAfter: number | null;
  scaleChange: number | null;
  found: number | null;
  added: number | null;
  wasted: number;
  differences: { kind: string; recorded: number; measured: number; difference: number }[];
}
interface Entry {
  kind: string;
  userId: string | null;
  sessionId: string | null;
  differences: number;
  lines: { cellId: string; productLine?: { name: string } | null; reconciliation: Reconciliation }[];
}

const codeOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Pick<GraphqlResult, 'errors'>) => result.errors?.[0]?.extensions?.fields;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Reconciliation of a refill (docs/field-operations.md "Reconciliation"): a refill session whose scale
 * weighed +9 units of 330 g on A1 (6 → 15), and a replenisher who counted 5 found and 10 put in, gives the
 * differences found −1 and change +1; a count made offline during the session and synced after it closed
 * joins it; a cell without a unit weight has no scale data. The phone's query and the console's history
 * answer the same; a replenisher reaches their assigned kiosks only.
 */
describe.each(testDatabaseKinds())('refill reconciliation on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let admin: string;
  let rita: string;
  let adminToken: string;
  let ritaToken: string;
  let kioskId: string;
  let otherKioskId: string;
  let sessionId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Reconcile Ops');
    admin = await context.newUser({ email: 'ada@reconcile.test', firstName: 'Ada', lastName: 'Admin' }, [
      [orgId, 'admin'],
    ]);
    rita = await newReplenisher(context, orgId);
    adminToken = await context.token(admin);
    ritaToken = await context.token(rita);
    kioskId = (await newKiosk(context, orgId, { name: `Reconcile ${randomUUID().slice(0, 6)}` })).id;
    otherKioskId = (await newKiosk(context, orgId, { name: `Elsewhere ${randomUUID().slice(0, 6)}` })).id;
    const skyr = await newPlanogramProduct(context, orgId, { name: 'Skyr' });
    const loose = await newPlanogramProduct(context, orgId, { name: 'Loose apples', packagingOptions: [] });
    await context.services.stock.planogram.configure(context.root, kioskId, 'single');
    await context.services.stock.planogram.update(context.root, kioskId, [
      { cellId: 'A1', productId: skyr },
      { cellId: 'A2', productId: loose },
    ]);
    await context.services.field.assign(context.root, kioskId, rita);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const call = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(token, 'kiosk', query, variables);
  const count = (variables: Record<string, unknown>, token = ritaToken) =>
    call<{ recordCellCount: boolean }>(token, COUNT, { k: kioskId, ...variables });

  it('a known scale change and a known count give the expected differences, on the phone and in the console', async () => {
    const opened = await call<{ createRefill: { _id: string } }>(ritaToken, OPEN, { k: kioskId });
    expect(opened.errors).toBeUndefined();
    const [command] = await database.query<{ session_id: string }>(
      `SELECT params->>'sessionId' AS session_id FROM kiosk_commands WHERE id = $1`,
      [opened.data?.createRefill._id],
    );
    sessionId = command?.session_id ?? '';
    // The kiosk reports the session: A1 6 → 15 units of 330 g; A2 (no unit weight) moved 800 g.
    await database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, mode, opened_at, closed_at, cells)
       VALUES ($1, $2, $3, 'refill', 'mission_control', now() - interval '5 minutes', now() - interval '1 minute', $4::jsonb)`,
      [
        kioskId,
        orgId,
        sessionId,
        JSON.stringify([
          { cellId: 'A1', weightBefore: 1980, weightAfter: 4950 },
          { cellId: 'A2', weightBefore: 1000, weightAfter: 1800 },
        ]),
      ],
    );
    await context.services.sales.derive({ id: kioskId, orgId }, sessionId);
    // Counted on the phone during the session (offline), synced now that the session has closed; the
    // first count of A1 is corrected by a later one.
    expect((await count({ c: 'A1', found: 4, at: ago(4) })).errors).toBeUndefined();
    expect((await count({ c: 'A1', found: 5, added: 10, at: ago(3) })).data?.recordCellCount).toBe(true);
    expect((await count({ c: 'A2', found: 3, added: 2, at: ago(3) })).errors).toBeUndefined();

    const expected: Entry['lines'] = [
      {
        cellId: 'A1',
        reconciliation: {
          status: 'differ',
          scaleBefore: 6,
          scaleAfter: 15,
          scaleChange: 9,
          found: 5,
          added: 10,
          wasted: 0,
          differences: [
            { kind: 'found', recorded: 5, measured: 6, difference: -1 },
            { kind: 'change', recorded: 10, measured: 9, difference: 1 },
          ],
        },
      },
      {
        cellId: 'A2',
        reconciliation: {
          status: 'noScaleData',
          scaleBefore: null,
          scaleAfter: null,
          scaleChange: null,
          found: 3,
          added: 2,
          wasted: 0,
          differences: [],
        },
      },
    ];
    const phone = await call<{ getRefillReconciliation: Entry | null }>(ritaToken, LATEST, { k: kioskId });
    expect(phone.errors).toBeUndefined();
    expect(phone.data?.getRefillReconciliation).toEqual({
      kind: 'session',
      userId: rita,
      sessionId,
      differences: 1,
      lines: expected.map((line, index) => ({ ...line, productLine: { name: index ? 'Loose apples' : 'Skyr' } })),
    });

    const consoleView = await call<{ getRefillHistory: { entries: Entry[] } }>(adminToken, HISTORY, {
      f: { from: ago(60), to: new Date(Date.now() + 60_000).toISOString(), kioskIds: [kioskId] },
    });
    expect(consoleView.errors).toBeUndefined();
    expect(consoleView.data?.getRefillHistory.entries).toEqual([
      { userId: rita, sessionId, differences: 1, lines: expected },
    ]);
  });

  it('the admin has no visit of their own on the kiosk: null', async () => {
    const result = await call<{ getRefillReconciliation: Entry | null }>(adminToken, LATEST, { k: kioskId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.getRefillReconciliation).toBeNull();
  });

  it('a replenisher reaches their assigned kiosks only; the console history stays closed to them', async () => {
    const other = await call(ritaToken, LATEST, { k: otherKioskId });
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(fieldsOf(other)).toEqual({ kioskId: 'NOT_FOUND' });
    expect(codeOf(await count({ k: otherKioskId, c: 'A1', found: 1 }))).toBe('NOT_FOUND');
    const history = await call(ritaToken, HISTORY, { f: { from: ago(60), to: ago(-1) } });
    expect(codeOf(history)).toBe('NO_CONSOLE_ACCESS');
    // Another organization's admin does not reach the kiosk.
    const strangerOrg = await context.newOrganization('Elsewhere Ops');
    const stranger = await context.newUser({ email: 'sam@elsewhere.test', firstName: 'Sam' }, [[strangerOrg, 'admin']]);
    expect(codeOf(await call(await context.token(stranger), LATEST, { k: kioskId }))).toBe('NOT_FOUND');
  });

  it('hostile counts are refused naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ c: 'A1', found: -1 }, 'found'],
      [{ c: 'A1', added: 100_000 }, 'added'],
      [{ c: 'A1' }, 'found'],
      [{ c: 'A1', found: 1, at: ago(8 * 24 * 60) }, 'countedAt'],
      [{ c: 'A1', found: 1, at: ago(-60) }, 'countedAt'],
      [{ c: 'Z99', found: 1 }, 'cellId'],
    ];
    for (const [variables, field] of cases) {
      const result = await count(variables);
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(Object.keys(fieldsOf(result) ?? {}), field).toEqual([field]);
    }
  });
});
