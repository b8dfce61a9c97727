import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newSerial, queuedFacts } from '../kiosks/kiosks.test-data.ts';
import { createSalesSessionsRepository } from './sales.repository.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Closed sessions of one cell (A1, Still Water 510 g): grams before and after, and the payment. */
const SESSIONS = [
  { id: 's-one', before: 4080, after: 3570, payment: 'paid', raises: false }, // one bottle
  { id: 's-two', before: 3570, after: 2550, payment: null, raises: false }, // two bottles, payment pending
  { id: 's-none', before: 2550, after: 2550, payment: 'paid', raises: true }, // nothing taken: no sale, an alert
  { id: 's-refused', before: 2550, after: 2270, payment: null, raises: true }, // 280 g: out of tolerance, no sale
  { id: 's-last', before: 2550, after: 2040, payment: 'failed', raises: false }, // one bottle, not paid
] as const;
/** The sessions whose weighed purchase raises an alert (empty, suspicious): the ones queued for the engine. */
const RAISING = SESSIONS.filter((session) => session.raises);

/**
 * The derivation after the ingest takes the sessions asked for meanwhile in one transaction with one
 * facts job (issue 28): the same sales, counts and purchase facts as deriving them one at a time, and a
 * re-derivation that changes nothing publishes no purchase fact again.
 */
describe.each(testDatabaseKinds())('sales derived in batches on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;
  let orgId: string;
  const kiosks: Record<'single' | 'batch', string> = { single: '', batch: '' };
  /** A kiosk of Still Water in A1 with 8 bottles (the root user's). */
  let stockedKiosk: (name: string) => Promise<string> = async () => '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false', SCHEDULE_TICK_MS: '0', COMMAND_SWEEP_MS: '0' });
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    const root = await server.services.users.viewerForUser(rootRow?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Batches Org', 'batches-org') RETURNING id",
    );
    orgId = org?.id ?? '';
    const water = (
      await server.services.products.create(root, {
        orgId,
        name: 'Still Water',
        defaultPrice: '1.50',
        defaultCost: '0.40',
        packagingOptions: [{ unitCount: 1, grossWeightGrams: 510, tolerancePercentage: 2 }],
        capacities: [{ surfaceSize: 50, units: 8 }],
      })
    ).id;
    stockedKiosk = async (name: string) => {
      const id = (await server.services.kiosks.create(root, { name, serialNumber: newSerial('SB'), orgId })).id;
      await server.services.stock.planogram.configure(root, id, 'single');
      await server.services.stock.planogram.update(root, id, [{ cellId: 'A1', productId: water }]);
      await server.services.stock.inventory.correct(root, id, { cellId: 'A1', count: 8 });
      return id;
    };
    for (const name of ['single', 'batch'] as const) {
      const id = await stockedKiosk(name);
      kiosks[name] = id;
      // As the ingest leaves them: committed, closed, each with its payment (or none yet).
      for (const [index, session] of SESSIONS.entries()) {
        await database.query(
          `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, card, opened_at, closed_at, cells,
             payment_status, payment)
           VALUES ($1, $2, $3, 'purchase', '{"cardType":"visa","last4":"4242"}'::jsonb,
             now() - make_interval(mins => 20 - $4::int), now() - make_interval(mins => 19 - $4::int),
             jsonb_build_array(jsonb_build_object('cellId', 'A1', 'weightBefore', $5::int, 'weightAfter', $6::int)),
             $7::text, CASE WHEN $7::text IS NULL THEN NULL
               ELSE '{"amount":"1.50","provider":"stripe","cardType":"visa"}'::jsonb END)`,
          [id, orgId, session.id, index, session.before, session.after, session.payment],
        );
      }
    }
  });
  afterAll(async () => {
    await server?.app.close();
    await database?.dispose();
  });

  const sales = (kioskId: string) =>
    database.query<{ session_id: string; total: string; payment_status: string; items: number; cells: unknown }>(
      `SELECT t.session_id, t.total::text, t.payment_status, t.evidence->'cells' AS cells,
              (SELECT count(*)::int FROM transaction_items i WHERE i.transaction_id = t.id) AS items
         FROM transactions t WHERE t.kiosk_id = $1 ORDER BY t.session_id`,
      [kioskId],
    );
  const count = async (kioskId: string) =>
    (
      await database.query<{ count: number }>("SELECT count FROM kiosk_cells WHERE kiosk_id = $1 AND cell_id = 'A1'", [
        kioskId,
      ])
    )[0]?.count;
  /** The purchase facts published for the kiosk: per queue, the job and the session of each. */
  const purchaseFacts = async (kioskId: string) =>
    (await queuedFacts(database, kioskId)).flatMap(({ job, queue, fact }) =>
      fact.kind === 'purchase' ? [{ job, queue, session: fact.sessionId }] : [],
    );

  it('a batch of sessions derived in one go gives the same sales, counts and facts as one at a time', async () => {
    const { sales: service } = server.services;
    for (const session of SESSIONS) await service.derive({ id: kiosks.single, orgId }, session.id);
    // Asked for together (as the ingest's commits ask): one run takes them all.
    await Promise.all(SESSIONS.map((session) => service.sessionChanged({ id: kiosks.batch, orgId }, session.id)));

    const single = await sales(kiosks.single);
    expect(single.map((row) => [row.session_id, row.total, row.payment_status, row.items])).toEqual([
      ['s-last', '1.50', 'not_paid', 1],
      ['s-one', '1.50', 'paid', 1],
      ['s-two', '3.00', 'pending', 2],
    ]);
    expect(await sales(kiosks.batch)).toEqual(single);
    expect(await count(kiosks.single)).toBe(4);
    expect(await count(kiosks.batch)).toBe(4);

    // Every weighed purchase that raises an alert is published once per subscriber queue, sold or unsold (the
    // alert engine's subscription leaves out those that raise nothing).
    const singleFacts = await purchaseFacts(kiosks.single);
    const batchFacts = await purchaseFacts(kiosks.batch);
    const queues = new Set(singleFacts.map((fact) => fact.queue));
    expect(queues.size).toBeGreaterThan(0);
    const bySession = (facts: { session: string }[]) => facts.map((fact) => fact.session).sort();
    const expected = RAISING.flatMap((session) => [...queues].map(() => session.id)).sort();
    expect(bySession(singleFacts)).toEqual(expected);
    expect(bySession(batchFacts)).toEqual(expected);
    // One job per queue for the batch, one per session and queue one at a time.
    expect(new Set(batchFacts.map((fact) => fact.job)).size).toBe(queues.size);
    expect(new Set(singleFacts.map((fact) => fact.job)).size).toBe(RAISING.length * queues.size);
  });

  it('a refill between two purchases of a kiosk in one batch: the same counts, sales and refill as one at a time', async () => {
    const { sales: service } = server.services;
    const mixed = { single: await stockedKiosk('mixed single'), batch: await stockedKiosk('mixed batch') };
    // One bottle sold, three weighed in, one sold: 8 − 1 + 3 − 1.
    const steps = [
      { id: 'm-1', kind: 'purchase', before: 4080, after: 3570 },
      { id: 'm-2', kind: 'refill', before: 3570, after: 5100 },
      { id: 'm-3', kind: 'purchase', before: 5100, after: 4590 },
    ];
    for (const kioskId of Object.values(mixed)) {
      for (const [index, step] of steps.entries()) {
        await database.query(
          `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, opened_at, closed_at, cells, payment_status)
           VALUES ($1, $2, $3, $4, now() - make_interval(mins => 10 - $5::int), now() - make_interval(mins => 9 - $5::int),
             jsonb_build_array(jsonb_build_object('cellId', 'A1', 'weightBefore', $6::int, 'weightAfter', $7::int)),
             CASE WHEN $4 = 'purchase' THEN 'paid' END)`,
          [kioskId, orgId, step.id, step.kind, index, step.before, step.after],
        );
      }
    }
    for (const step of steps) await service.derive({ id: mixed.single, orgId }, step.id);
    await Promise.all(steps.map((step) => service.sessionChanged({ id: mixed.batch, orgId }, step.id)));
    expect(await count(mixed.single)).toBe(9);
    expect(await count(mixed.batch)).toBe(9);
    const written = async (kioskId: string) => ({
      sales: (await sales(kioskId)).map((row) => [row.session_id, row.total, row.items]),
      refills: await database.query<{ session_id: string }>(
        'SELECT session_id FROM refills WHERE kiosk_id = $1 AND session_id IS NOT NULL ORDER BY session_id',
        [kioskId],
      ),
      // The cell's batches as one-at-a-time leaves them (the refill's units a batch of its session, the
      // sold ones taken first-expiring first from what was there when each sale was derived).
      batches: await database.query<{ quantity: number; added: number; source: string; session_id: string | null }>(
        `SELECT quantity, added, source, session_id FROM kiosk_cell_batches WHERE kiosk_id = $1
          ORDER BY created_at, session_id NULLS FIRST`,
        [kioskId],
      ),
    });
    const single = await written(mixed.single);
    expect(single.sales).toEqual([
      ['m-1', '1.50', 1],
      ['m-3', '1.50', 1],
    ]);
    expect(single.refills).toEqual([{ session_id: 'm-2' }]);
    expect(single.batches.reduce((sum, batch) => sum + batch.quantity, 0)).toBe(9);
    expect(single.batches.find((batch) => batch.session_id === 'm-2')).toMatchObject({ quantity: 3, added: 3 });
    expect(await written(mixed.batch)).toEqual(single);
  });

  it('a re-derivation that changes nothing publishes no purchase fact; a payment since still reaches its sale', async () => {
    const { sales: service } = server.services;
    const before = (await purchaseFacts(kiosks.batch)).length;
    await Promise.all(SESSIONS.map((session) => service.sessionChanged({ id: kiosks.batch, orgId }, session.id)));
    for (const session of SESSIONS) expect(await service.derive({ id: kiosks.batch, orgId }, session.id)).toBe(false);
    expect(await purchaseFacts(kiosks.batch)).toHaveLength(before);

    // The pending sale's payment arrives, and the unsold session's too: the sale is paid, no fact again.
    await database.query(
      `UPDATE kiosk_sessions SET payment_status = 'paid',
         payment = '{"amount":"3.00","provider":"stripe","cardType":"visa"}'::jsonb
       WHERE kiosk_id = $1 AND session_id IN ('s-two', 's-refused')`,
      [kiosks.batch],
    );
    await Promise.all(
      ['s-two', 's-refused'].map((sessionId) => service.sessionChanged({ id: kiosks.batch, orgId }, sessionId)),
    );
    const paid = (await sales(kiosks.batch)).find((row) => row.session_id === 's-two');
    expect(paid).toMatchObject({ total: '3.00', payment_status: 'paid', items: 2 });
    expect(await purchaseFacts(kiosks.batch)).toHaveLength(before);
    expect(await count(kiosks.batch)).toBe(4);
    expect(await database.query('SELECT id FROM transactions WHERE kiosk_id = $1', [kiosks.batch])).toHaveLength(3);
  });

  it('a run locks the sessions it read only while unchanged: one changed since is left for a later run', async () => {
    const kioskId = kiosks.batch;
    await database.query(
      `INSERT INTO kiosk_sessions (kiosk_id, org_id, session_id, kind, opened_at, closed_at, cells)
       VALUES ($1, $2, 's-lock', 'purchase', now() - interval '2 minutes', now() - interval '1 minute',
         '[{"cellId":"A1","weightBefore":2040,"weightAfter":2040}]'::jsonb),
              ($1, $2, 's-open', 'purchase', now(), NULL, NULL)`,
      [kioskId, orgId],
    );
    const repository = createSalesSessionsRepository(database.db);
    const keys = ['s-lock', 's-open', 's-missing'].map((sessionId) => ({ kioskId, sessionId }));
    const read = await repository.ready(keys);
    expect(read.map((session) => session.sessionId)).toEqual(['s-lock']); // not yet closed, or absent: not ready
    expect(read[0]?.cells).toEqual([{ cellId: 'A1', weightBefore: 2040, weightAfter: 2040 }]);
    expect(read[0]?.tolerance).toBe(0);
    const lockIn = () => database.db.transaction((tx) => createSalesSessionsRepository(tx).lockUnchanged(read));
    expect([...(await lockIn())]).toEqual([read[0]?.id]);
    // Its payment arrives after the read: the run must not derive it from the stale read.
    await database.query(
      `UPDATE kiosk_sessions SET payment_status = 'paid' WHERE kiosk_id = $1 AND session_id = 's-lock'`,
      [kioskId],
    );
    expect([...(await lockIn())]).toEqual([]);
    const again = await repository.ready(keys);
    expect(again[0]?.paymentStatus).toBe('paid');
    expect([
      ...(await database.db.transaction((tx) => createSalesSessionsRepository(tx).lockUnchanged(again))),
    ]).toEqual([again[0]?.id]);
  });
});
