import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionItems, transactions } from '../transactions/transactions.test-data.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { subscribeSse } from '../../test-support/sse.ts';

const CHANGED = `subscription ($orgId: ID) { salesChanged(orgId: $orgId) { orgId } }`;

describe.each(testDatabaseKinds())('live notices of recorded sales on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let baseUrl: string;
  let own = '';
  let other = '';
  let adminToken: string;
  const sale = async (orgId: string) => {
    const [row] = await database.db.insert(transactions).values({ orgId, total: '2.00' }).returning();
    await database.db.insert(transactionItems).values({ transactionId: row?.id ?? '', name: 'Tea', price: '2.00' });
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    baseUrl = await context.built.app.listen({ host: '127.0.0.1', port: 0 });
    own = await context.newOrganization('Live Sales Org');
    other = await context.newOrganization('Other Sales Org');
    const admin = await context.newUser({ email: 'sales-live@test.kiosk.local', firstName: 'Live' }, [[own, 'admin']]);
    adminToken = await context.token(admin);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('streams a sale of an organization in scope, whatever wrote it, and never another organization’s', async () => {
    const stream = await subscribeSse(baseUrl, 'transactions', CHANGED, {}, adminToken);
    expect(stream.status).toBe(200);
    // The foreign sale comes first: were it leaked, it would be the first event.
    await sale(other);
    await sale(own);
    const event = await stream.next(5000);
    stream.close();
    expect(event?.data.data?.salesChanged).toEqual({ orgId: own });
  });
});
