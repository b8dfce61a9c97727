import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

/**
 * Sales without cost data (an imported file has none; a product may have no cost): the reports say so
 * instead of a profit equal to the net sales. Alpha sells a costed Cola and an uncosted imported Coffee;
 * Beta only imported Coffee.
 */
describe.each(testDatabaseKinds())('reports without cost data on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const kiosks = { alpha: '', beta: '' };
  const PERIOD = { from: '2026-05-01T00:00:00Z', to: '2026-05-31T00:00:00Z' };
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await gql<T>(
      world.built,
      'reports',
      query,
      { o: world.orgs.sub, p: PERIOD, ...variables },
      world.tokens.subAdmin,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const sale = async (kioskId: string, created: string, items: [string, string, string][]) => {
    const total = items.reduce((sum, [, price]) => sum + Number(price), 0).toFixed(2);
    const [row] = await selectRows<{ id: string }>(
      database.db,
      sql`INSERT INTO transactions (org_id, kiosk_id, created, total, payment_status, is_paid)
          VALUES (${world.orgs.sub}, ${kioskId}, ${created}::timestamptz, ${total}, 'paid', true) RETURNING id`,
    );
    for (const [name, price, cost] of items) {
      await database.db.execute(
        sql`INSERT INTO transaction_items (transaction_id, name, price, tax, cost)
            VALUES (${row?.id}, ${name}, ${price}, '0', ${cost})`,
      );
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const root = await world.built.services.users.viewerForUser(world.ids.root);
    const context = { services: world.built.services, root } as never;
    kiosks.alpha = (await newKiosk(context, world.orgs.sub, { name: 'Alpha' })).id;
    kiosks.beta = (await newKiosk(context, world.orgs.sub, { name: 'Beta' })).id;
    await sale(kiosks.alpha, '2026-05-04T10:00:00Z', [
      ['Cola', '2.50', '0.80'],
      ['Coffee', '1.80', '0'],
    ]);
    await sale(kiosks.beta, '2026-05-05T10:00:00Z', [
      ['Coffee', '1.80', '0'],
      ['Coffee', '1.80', '0'],
    ]);
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  it('says which figures have no cost data, and how many units of the period carry none', async () => {
    const data = await ask<{
      getReportSummary: {
        items: number;
        profit: string;
        costKnown: boolean;
        itemsWithoutCost: number;
        series: { label: string; costKnown: boolean }[];
      };
      getTopSellingProducts: { productLine: string; costKnown: boolean }[];
      topSellingKiosks: { kioskName: string; costKnown: boolean }[];
      dailyProfitByKiosks: { _id: string; costKnown: boolean }[];
    }>(
      `query ($o: ID, $p: ReportPeriod) {
        getReportSummary(orgId: $o, period: $p, grouping: daily) {
          items profit costKnown itemsWithoutCost series { label costKnown } }
        getTopSellingProducts(orgId: $o, period: $p) { productLine costKnown }
        topSellingKiosks(orgId: $o, period: $p) { kioskName costKnown }
        dailyProfitByKiosks(orgId: $o, period: $p) { _id costKnown } }`,
    );
    const summary = data.getReportSummary;
    // The period has costed units (Cola): its profit stands, with 3 of 4 units counted at no cost.
    expect({ items: summary.items, costKnown: summary.costKnown, without: summary.itemsWithoutCost }).toEqual({
      items: 4,
      costKnown: true,
      without: 3,
    });
    expect(summary.series.filter((p) => ['2026-05-04', '2026-05-05'].includes(p.label))).toEqual([
      { label: '2026-05-04', costKnown: true },
      { label: '2026-05-05', costKnown: false },
    ]);
    // A day without sales has nothing to miss.
    expect(summary.series.find((p) => p.label === '2026-05-06')?.costKnown).toBe(true);
    expect(data.getTopSellingProducts).toEqual([
      { productLine: 'Coffee', costKnown: false },
      { productLine: 'Cola', costKnown: true },
    ]);
    expect(data.topSellingKiosks).toEqual([
      { kioskName: 'Alpha', costKnown: true },
      { kioskName: 'Beta', costKnown: false },
    ]);
    expect(data.dailyProfitByKiosks).toEqual([
      { _id: '2026-05-04', costKnown: true },
      { _id: '2026-05-05', costKnown: false },
    ]);
    // Only Beta (imported Coffee): no cost data at all.
    const beta = await ask<{ getReportSummary: { profit: string; costKnown: boolean; itemsWithoutCost: number } }>(
      `query ($o: ID, $p: ReportPeriod, $k: [ID!]) {
        getReportSummary(orgId: $o, period: $p, kioskIds: $k) { profit costKnown itemsWithoutCost } }`,
      { k: [kiosks.beta] },
    );
    expect(beta.getReportSummary).toEqual({ profit: '3.60', costKnown: false, itemsWithoutCost: 2 });
  });
});
