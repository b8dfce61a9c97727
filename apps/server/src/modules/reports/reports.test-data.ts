import type { AuthzCase } from '../../test-support/authz.ts';

const FILTER = '$o: ID, $p: ReportPeriod';
const ARGS = 'orgId: $o, period: $p';

/** One case per reports operation, asked of the target organization (default rule: callers reaching it). */
function reportCase(operation: string, selection: string, args = ARGS): AuthzCase {
  return {
    operation,
    endpoint: 'reports',
    request: async (world, target) => ({
      query: `query (${FILTER}) { ${operation}(${args}) ${selection} }`,
      variables: { o: world.orgs[target], p: { from: '2026-01-01T00:00:00Z' } },
    }),
  };
}

/** Test data of the reports module: its authorization-matrix cases (every operation). */
export const authzCases: AuthzCase[] = [
  {
    ...reportCase(
      'getReportSummary',
      '{ scope { orgId } netSales profit series { label } }',
      `${ARGS}, grouping: weekly`,
    ),
    rowOrgIds: (data) => [(data.getReportSummary as { scope: { orgId: string } }).scope.orgId],
  },
  reportCase('dailyProfitByKiosks', '{ _id total_cost total_sales profit }'),
  reportCase('getAverageDailyNetRevenue', '{ average days }'),
  reportCase('getPeakSalesHour', '{ start end sum }'),
  reportCase('topSellingKiosks', '{ rank kioskId kioskName netSales }'),
  reportCase('getTopSellingProducts', '{ rank productLine amount netSales }'),
  reportCase('getTopSellHours', '{ slot transactions netSales }'),
  reportCase('getTopSellWeek', '{ slot transactions netSales }'),
  reportCase('getTopRefillsWeek', '{ slot refills added removed }'),
  reportCase('getTopRefillsHour', '{ label hours { slot refills } }', `${ARGS}, grouping: monthly`),
  reportCase('getPaymentsMethodsStats', '{ _id cnt }'),
];
