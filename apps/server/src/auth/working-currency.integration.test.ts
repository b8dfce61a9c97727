import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_VIEWER } from './viewer.ts';
import { gql } from '../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { createUsersWorld, type UsersWorld } from '../modules/users/users.test-data.ts';

/**
 * Spec §4 on the server: every screen's figures name the caller's working currency — root sees euro, an
 * admin their first admin organization's — whichever organization the figures are of.
 */
describe.each(testDatabaseKinds())('the working currency of the screens on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const organizations = world.built.services.organizations;
    await organizations.update(SYSTEM_VIEWER, world.orgs.sub, { currency: 'gbp' });
    await organizations.update(SYSTEM_VIEWER, world.orgs.parent, { currency: 'chf' });
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  const currencies = async (as: keyof UsersWorld['tokens'], orgId: string) => {
    const token = world.tokens[as];
    const dashboard = await gql<{ getDashboardFigures: { currency: string }; salesByKiosk: { currency: string } }>(
      world.built,
      'transactions',
      'query ($orgId: ID) { getDashboardFigures(orgId: $orgId) { currency } salesByKiosk(view: hourly, orgId: $orgId) { currency } }',
      { orgId },
      token,
    );
    const reports = await gql<{ getReportSummary: { scope: { currency: string } } }>(
      world.built,
      'reports',
      'query ($orgId: ID) { getReportSummary(orgId: $orgId) { scope { currency } } }',
      { orgId },
      token,
    );
    const forecast = await gql<{ getForecast: { currency: string } }>(
      world.built,
      'reports',
      'query ($orgId: ID) { getForecast(payload: { variant: stats, orgId: $orgId }) { currency } }',
      { orgId },
      token,
    );
    for (const result of [dashboard, reports, forecast]) expect(result.errors).toBeUndefined();
    return [
      dashboard.data?.getDashboardFigures.currency,
      dashboard.data?.salesByKiosk.currency,
      reports.data?.getReportSummary.scope.currency,
      forecast.data?.getForecast.currency,
    ];
  };

  it('answers euro to root on a pound organization (dashboard, sales by kiosk, reports, forecast)', async () => {
    expect(await currencies('root', world.orgs.sub)).toEqual(['eur', 'eur', 'eur', 'eur']);
  });

  it("answers the admin's own organization's currency", async () => {
    expect(await currencies('subAdmin', world.orgs.sub)).toEqual(['gbp', 'gbp', 'gbp', 'gbp']);
  });

  it("keeps an admin's first admin organization's currency on a sub-organization with another one", async () => {
    // Paula administers Parent (francs); Sub (pounds) lies below it.
    expect(await currencies('parentAdmin', world.orgs.sub)).toEqual(['chf', 'chf', 'chf', 'chf']);
  });
});
