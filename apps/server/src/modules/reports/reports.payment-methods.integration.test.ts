import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodOf, type SalePayment } from '@kiosk/common/payments';
import { selectRows } from '../../db/client.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

/** Sales as the device gateway, the demo and the importer write them, each with the method it must count as. */
const SALES: (SalePayment & { expected: string })[] = [
  // A member-card session (device contract: memberCardId, no card): the member's account pays.
  { memberCardId: 'M-0042', expected: 'membercard' },
  { memberCardId: 'M-0043', paymentCardType: 'visa', paymentProvider: 'stripe', expected: 'membercard' },
  { paymentCardType: 'visa', cardType: 'visa', paymentProvider: 'stripe', expected: 'visa' },
  { paymentCardType: ' VISA ', paymentProvider: 'stripe', expected: 'visa' },
  { cardType: 'mastercard', expected: 'mastercard' },
  // An imported file's payment types.
  { paymentCardType: 'card', cardType: 'card', paymentProvider: 'import', expected: 'card' },
  { paymentCardType: 'Cash', cardType: 'Cash', paymentProvider: 'import', expected: 'cash' },
  { paymentProvider: 'import', expected: 'unknown' },
  { paymentProvider: 'stripe', expected: 'stripe' },
  { memberCardId: '  ', paymentCardType: '', expected: 'unknown' },
  { expected: 'unknown' },
];

describe.each(testDatabaseKinds())('payment methods on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const PERIOD = { from: '2026-03-01T00:00:00Z', to: '2026-03-31T00:00:00Z' };
  const stats = async () => {
    const result = await gql<{ getPaymentsMethodsStats: { _id: string; cnt: number }[] }>(
      world.built,
      'reports',
      'query ($o: ID, $p: ReportPeriod) { getPaymentsMethodsStats(orgId: $o, period: $p) { _id cnt } }',
      { o: world.orgs.sub, p: PERIOD },
      world.tokens.subAdmin,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getPaymentsMethodsStats;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const kiosk = await newKiosk({ services: world.built.services, root } as never, world.orgs.sub);
    for (const [i, sale] of SALES.entries()) {
      await database.db.execute(
        sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid, member_card_id,
                                      payment_card_type, card_type, payment_provider)
            VALUES (${world.orgs.sub}, ${kiosk.id}, ${`2026-03-10T10:${String(i).padStart(2, '0')}:00Z`}::timestamptz,
                    '1.00', 'paid', true, ${sale.memberCardId ?? null}, ${sale.paymentCardType ?? null},
                    ${sale.cardType ?? null}, ${sale.paymentProvider ?? null})`,
      );
    }
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  it('names a sale the same way in the database as in code', async () => {
    for (const sale of SALES) {
      const [row] = await selectRows<{ method: string }>(
        database.db,
        sql`SELECT sale_payment_method(${sale.memberCardId ?? null}, ${sale.paymentCardType ?? null},
                                       ${sale.cardType ?? null}, ${sale.paymentProvider ?? null}) AS method`,
      );
      expect({ sale, method: row?.method }).toEqual({ sale, method: sale.expected });
      expect({ sale, method: paymentMethodOf(sale) }).toEqual({ sale, method: sale.expected });
    }
  });

  it('counts member-card sales as member card and merges spellings of a card type', async () => {
    expect(await stats()).toEqual([
      { _id: 'unknown', cnt: 3 },
      { _id: 'membercard', cnt: 2 },
      { _id: 'visa', cnt: 2 },
      { _id: 'card', cnt: 1 },
      { _id: 'cash', cnt: 1 },
      { _id: 'mastercard', cnt: 1 },
      { _id: 'stripe', cnt: 1 },
    ]);
  });

  it('moves a sale when its member card changes', async () => {
    await database.db.execute(
      sql`UPDATE transactions SET member_card_id = NULL WHERE org_id = ${world.orgs.sub} AND member_card_id = 'M-0043'`,
    );
    const after = await stats();
    expect(after.find((row) => row._id === 'membercard')).toEqual({ _id: 'membercard', cnt: 1 });
    expect(after.find((row) => row._id === 'visa')).toEqual({ _id: 'visa', cnt: 3 });
  });

  it('gives the sales list each sale’s method', async () => {
    const result = await gql<{ findAllTransactionsGrid: { data: { paymentMethod: { method: string } }[] } }>(
      world.built,
      'transactions',
      'query ($d: SalesGridInput) { findAllTransactionsGrid(data: $d) { data { paymentMethod { method } } } }',
      { d: { ...PERIOD, pageSize: 50 } },
      world.tokens.subAdmin,
    );
    const methods = result.data?.findAllTransactionsGrid.data.map((row) => row.paymentMethod.method) ?? [];
    // Newest first; the sale whose member card was removed above is now a Visa sale.
    expect(methods).toEqual(SALES.map((sale) => (sale.memberCardId === 'M-0043' ? 'visa' : sale.expected)).reverse());
  });
});
