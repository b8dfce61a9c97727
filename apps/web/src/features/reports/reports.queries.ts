/**
 * Reads of the Reports screen (spec §2, §7 reports operations) on the reports endpoint: the period's
 * figures in one request, and the net sales / profit series of the chosen grouping in another.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportGrouping, ReportsOverviewQuery, ReportsSummaryQuery } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys, type ReportsFilterKey } from '../../lib/query-keys.ts';

const REPORTS_OVERVIEW = graphql(`
  query ReportsOverview($orgId: ID, $period: ReportPeriod, $kioskIds: [ID!]) {
    getAverageDailyNetRevenue(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      average
      netSales
      days
    }
    getPeakSalesHour(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      start
      end
      sum
    }
    topSellingKiosks(orgId: $orgId, period: $period, kioskIds: $kioskIds, limit: 10) {
      rank
      kioskId
      kioskName
      netSales
      netCost
      profit
      costKnown
    }
    getTopSellingProducts(orgId: $orgId, period: $period, kioskIds: $kioskIds, limit: 10) {
      rank
      productLine
      productLineId
      amount
      netSales
      netCost
      profit
      costKnown
    }
    getPaymentsMethodsStats(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      _id
      cnt
    }
    getTopSellHours(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      slot
      transactions
      netSales
    }
    getTopSellWeek(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      slot
      transactions
      netSales
    }
    getTopRefillsHour(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      hours {
        slot
        refills
        added
        removed
      }
    }
    getTopRefillsWeek(orgId: $orgId, period: $period, kioskIds: $kioskIds) {
      slot
      refills
      added
      removed
    }
  }
`);

const REPORTS_SUMMARY = graphql(`
  query ReportsSummary($orgId: ID, $period: ReportPeriod, $kioskIds: [ID!], $grouping: ReportGrouping) {
    getReportSummary(orgId: $orgId, period: $period, kioskIds: $kioskIds, grouping: $grouping) {
      scope {
        orgId
        currency
        timeZone
        from
        to
      }
      grouping
      transactions
      items
      grossSales
      netSales
      netCost
      profit
      costKnown
      itemsWithoutCost
      series {
        start
        end
        label
        transactions
        items
        netSales
        netCost
        profit
        costKnown
      }
    }
  }
`);

export type ReportsOverview = ReportsOverviewQuery;
export type ReportsSummary = ReportsSummaryQuery['getReportSummary'];

export function useReportsOverview(filter: ReportsFilterKey) {
  return useQuery({
    queryKey: queryKeys.reports.overview(filter),
    queryFn: () => request('reports', REPORTS_OVERVIEW, filter),
    placeholderData: keepPreviousData,
  });
}

export function useReportsSummary(filter: ReportsFilterKey, grouping: ReportGrouping) {
  return useQuery({
    queryKey: queryKeys.reports.summary(filter, grouping),
    queryFn: () => request('reports', REPORTS_SUMMARY, { ...filter, grouping }),
    select: (data) => data.getReportSummary,
    placeholderData: keepPreviousData,
  });
}
