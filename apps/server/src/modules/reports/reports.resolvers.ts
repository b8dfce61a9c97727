import type { ReportGrouping, Resolvers } from '../../generated/graphql.ts';
import type { ReportsService } from './reports.service.ts';

/** GraphQL ↔ the reports (reports endpoint, spec §7 names). */
export function createReportsResolvers(reports: ReportsService): Resolvers {
  return {
    Query: {
      getReportSummary: async (_parent, { grouping, ...filter }, ctx) => {
        const summary = await reports.summary(ctx.viewer, filter, grouping ?? 'daily');
        return { ...summary, grouping: summary.grouping as ReportGrouping };
      },
      dailyProfitByKiosks: (_parent, filter, ctx) => reports.dailyProfitByKiosks(ctx.viewer, filter),
      getAverageDailyNetRevenue: (_parent, filter, ctx) => reports.averageDailyNetRevenue(ctx.viewer, filter),
      getPeakSalesHour: (_parent, filter, ctx) => reports.peakSalesHour(ctx.viewer, filter),
      topSellingKiosks: (_parent, { limit, ...filter }, ctx) => reports.topKiosks(ctx.viewer, filter, limit),
      getTopSellingProducts: (_parent, { limit, ...filter }, ctx) => reports.topProducts(ctx.viewer, filter, limit),
      getTopSellHours: (_parent, filter, ctx) => reports.sellHours(ctx.viewer, filter),
      getTopSellWeek: (_parent, filter, ctx) => reports.sellWeekdays(ctx.viewer, filter),
      getTopRefillsWeek: (_parent, filter, ctx) => reports.refillWeekdays(ctx.viewer, filter),
      getTopRefillsHour: (_parent, { grouping, ...filter }, ctx) => reports.refillHours(ctx.viewer, filter, grouping),
      getPaymentsMethodsStats: (_parent, filter, ctx) => reports.paymentMethods(ctx.viewer, filter),
    },
  };
}
