import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { newPlanogramProduct } from './stock.planogram.test-data.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The UTC day `days` from today. */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Counts set on cells one after another (a derivation run's sales, ADR 0023): `setCounts` writes in a fixed
 * number of statements what `setCount` one at a time writes — the cells' counts and every batch row — through
 * sales first-expiring first, units weighed in becoming an unknown-date batch, sales taken from that batch in
 * the same run, and a batch of a product the cell no longer holds emptied.
 */
describe.each(testDatabaseKinds())('cell counts set in one go on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgId = await context.newOrganization('Settle Org');
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  /** A kiosk with A1 (7 units in three batches and a unit of a product it no longer holds) and A2 (4 units). */
  const stocked = async (yoghurt: string, juice: string, other: string) => {
    const kiosk = await newKiosk(context, orgId, { name: `Settle ${randomUUID().slice(0, 6)}` });
    await context.services.stock.planogram.configure(context.root, kiosk.id, 'single');
    await context.services.stock.planogram.update(context.root, kiosk.id, [
      { cellId: 'A1', productId: yoghurt },
      { cellId: 'A2', productId: juice },
    ]);
    const add = (cellId: string, batches: { quantity: number; bestBefore: string | null }[]) =>
      context.services.stock.batches.addStock(context.root, kiosk.id, { cellId, batches });
    await add('A1', [
      { quantity: 3, bestBefore: day(20) },
      { quantity: 2, bestBefore: null },
      { quantity: 2, bestBefore: day(5) },
    ]);
    await add('A2', [{ quantity: 4, bestBefore: day(3) }]);
    await database.query(
      `INSERT INTO kiosk_cell_batches (cell_row_id, kiosk_id, org_id, product_id, quantity, added, source)
       SELECT id, kiosk_id, org_id, $2, 1, 1, 'count' FROM kiosk_cells WHERE kiosk_id = $1 AND cell_id = 'A1'`,
      [kiosk.id, other],
    );
    return kiosk.id;
  };

  const STEPS: [cellId: string, count: number][] = [
    ['A1', 6], // one sold: the earliest batch; the other product's unit emptied
    ['A2', 2],
    ['A1', 4], // across two dated batches
    ['A1', 9], // five weighed in: a batch of unknown date
    ['A1', 7], // the last dated units
    ['A1', 6], // of unknown date: the older batch's first
    ['A2', 5],
    ['A2', 1], // the dated units, then from the batch made in this run
  ];

  const written = async (kioskId: string) => ({
    cells: await database.query(
      "SELECT cell_id, count FROM kiosk_cells WHERE kiosk_id = $1 AND cell_id IN ('A1', 'A2') ORDER BY cell_id",
      [kioskId],
    ),
    batches: await database.query(
      `SELECT c.cell_id, b.product_id = c.product_id AS same_product, b.quantity, b.added, b.best_before::text,
              b.source, b.session_id
         FROM kiosk_cell_batches b JOIN kiosk_cells c ON c.id = b.cell_row_id
        WHERE b.kiosk_id = $1
        ORDER BY c.cell_id, b.best_before NULLS LAST, b.source, b.session_id NULLS FIRST, b.quantity`,
      [kioskId],
    ),
  });

  it('writes the same counts and batches as setting them one at a time', async () => {
    const yoghurt = await newPlanogramProduct(context, orgId, { name: 'Yoghurt', defaultCost: '0.35' });
    const juice = await newPlanogramProduct(context, orgId, { name: 'Juice', defaultCost: '0.60' });
    const other = await newPlanogramProduct(context, orgId, { name: 'Former', defaultCost: '0.10' });
    const single = await stocked(yoghurt, juice, other);
    const together = await stocked(yoghurt, juice, other);
    const { cells } = context.services.stock;
    const run = (
      kioskId: string,
      write: (tx: Parameters<typeof cells.setCounts>[0], entries: Entry[]) => Promise<void>,
    ) =>
      database.db.transaction(async (tx) => {
        const rows = await cells.cellsOf(tx, [kioskId], true);
        const entries = STEPS.map(([cellId, count], index) => {
          const cell = rows.find((row) => row.cellId === cellId);
          if (!cell) throw new Error(`no cell ${cellId}`);
          return { cell, count, origin: { source: 'count' as const, sessionId: `s${index}` } };
        });
        await write(tx, entries);
      });
    type Entry = Parameters<typeof cells.setCounts>[1][number];
    await run(single, async (tx, entries) => {
      for (const { cell, count, origin } of entries) await cells.setCount(tx, cell, count, origin);
    });
    await run(together, (tx, entries) => cells.setCounts(tx, entries));

    const expected = await written(single);
    expect(expected.cells).toEqual([
      { cell_id: 'A1', count: 6 },
      { cell_id: 'A2', count: 1 },
    ]);
    const entry = { source: 'entry', session_id: null };
    expect(expected.batches).toEqual([
      { cell_id: 'A1', same_product: true, quantity: 0, added: 2, best_before: day(5), ...entry },
      { cell_id: 'A1', same_product: true, quantity: 0, added: 3, best_before: day(20), ...entry },
      {
        cell_id: 'A1',
        same_product: false,
        quantity: 0,
        added: 1,
        best_before: null,
        source: 'count',
        session_id: null,
      },
      {
        cell_id: 'A1',
        same_product: true,
        quantity: 5,
        added: 5,
        best_before: null,
        source: 'count',
        session_id: 's3',
      },
      { cell_id: 'A1', same_product: true, quantity: 1, added: 2, best_before: null, ...entry },
      { cell_id: 'A2', same_product: true, quantity: 0, added: 4, best_before: day(3), ...entry },
      {
        cell_id: 'A2',
        same_product: true,
        quantity: 1,
        added: 3,
        best_before: null,
        source: 'count',
        session_id: 's6',
      },
    ]);
    expect(await written(together)).toEqual(expected);
  });
});
