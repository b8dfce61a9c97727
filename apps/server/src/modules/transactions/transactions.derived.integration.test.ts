import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createSalesRepository } from './transactions.sales.repository.ts';

/**
 * `derivedSessions` (the sales derivation asks it once per run, in its transaction): which of the asked
 * kiosk sessions already have a sale (its payment status) or a refill (null) — one statement however many.
 */
describe.each(testDatabaseKinds())('sessions already derived on %s', (kind) => {
  let database: TestDatabase;
  const kioskA = '00000000-0000-4000-8000-00000000000a';
  const kioskB = '00000000-0000-4000-8000-00000000000b';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Derived Org', 'derived-org') RETURNING id",
    );
    const orgId = org?.id ?? '';
    const sale = (kioskId: string, sessionId: string, status: string) =>
      database.query(
        `INSERT INTO transactions (org_id, kiosk_id, session_id, total, payment_status) VALUES ($1, $2, $3, '1.50', $4)`,
        [orgId, kioskId, sessionId, status],
      );
    await sale(kioskA, 's-paid', 'paid');
    await sale(kioskB, 's-pending', 'pending');
    await sale(kioskB, 's-"quoted"\\', 'not_paid'); // a session id that needs quoting in an array literal
    await database.query(
      `INSERT INTO refills (org_id, kiosk_id, type, session_id) VALUES ($1, $2, 'AUTOMATIC', 's-refill')`,
      [orgId, kioskA],
    );
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers the sales with their payment status and the refills with null, only for the asked kiosks', async () => {
    const done = await createSalesRepository(database.db).derivedSessions([
      { kioskId: kioskA, sessionId: 's-paid' },
      { kioskId: kioskA, sessionId: 's-refill' },
      { kioskId: kioskB, sessionId: 's-pending' },
      { kioskId: kioskB, sessionId: 's-"quoted"\\' },
      { kioskId: kioskA, sessionId: 's-none' },
    ]);
    expect(Object.fromEntries(done)).toEqual({
      [`${kioskA}/s-paid`]: 'paid',
      [`${kioskA}/s-refill`]: null,
      [`${kioskB}/s-pending`]: 'pending',
      [`${kioskB}/s-"quoted"\\`]: 'not_paid',
    });
    const other = await createSalesRepository(database.db).derivedSessions([{ kioskId: kioskB, sessionId: 's-paid' }]);
    expect(other.size).toBe(0);
    expect((await createSalesRepository(database.db).derivedSessions([])).size).toBe(0);
  });
});
