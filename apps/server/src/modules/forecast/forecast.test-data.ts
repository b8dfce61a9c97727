import type { AuthzCase } from '../../test-support/authz.ts';
import { forecastPoints } from '../../db/schema/forecast.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/**
 * Authorization-matrix cases of the forecast module: every operation names the target organization (and,
 * for getForecast, a kiosk of it); callers whose scope does not reach it are answered NOT_FOUND.
 */
export const authzCases: AuthzCase[] = [
  {
    operation: 'getForecast',
    endpoint: 'reports',
    request: async (world, target) => ({
      query: `query($p: ForecastPayload!) { getForecast(payload: $p) { orgId from to revenue { date forecastedSales } } }`,
      variables: {
        p: {
          variant: 'revenue',
          orgId: world.orgs[target],
          kioskIds: [(await newKiosk(world.context, world.orgs[target])).id],
        },
      },
    }),
  },
  {
    operation: 'getKiosksForForecast',
    endpoint: 'reports',
    request: async (world, target) => ({
      query: `query($o: ID) { getKiosksForForecast(orgId: $o) { orgId kioskId name dataSufficient } }`,
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: (data) => (data.getKiosksForForecast as { orgId: string }[]).map((row) => row.orgId),
  },
  {
    operation: 'getForecastProducts',
    endpoint: 'reports',
    request: async (world, target) => ({
      query: `query($o: ID) { getForecastProducts(orgId: $o) { orgId productId kioskId name } }`,
      variables: { o: world.orgs[target] },
    }),
    rowOrgIds: (data) => (data.getForecastProducts as { orgId: string }[]).map((row) => row.orgId),
  },
];

/** Stored forecast points as a forecast run would leave them (other modules' tests arrange pick lists with them). */
export async function seedForecastPoints(
  database: TestDatabase,
  points: { orgId: string; kioskId: string; productId: string; day: string; expected: number; variance?: number }[],
) {
  if (!points.length) return;
  await database.db.insert(forecastPoints).values(
    points.map(({ variance, ...point }) => ({
      ...point,
      units: String(Math.round(point.expected)),
      expected: point.expected.toFixed(3),
      variance: (variance ?? 0).toFixed(3),
      revenue: '0',
      cost: '0',
      model: 'seasonal-mean',
    })),
  );
}
