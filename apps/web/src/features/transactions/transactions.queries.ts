/**
 * Reads of the transactions screen (spec §7 "Transactions and reports"): the sales, refills and
 * products grids and the metric widgets, on the transactions endpoint.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ProductLinesStatisticsInput,
  ProductLinesStatisticsQuery,
  RefillsGridInput,
  RefillsGridQuery,
  SaleMembercardsInput,
  SalesGridInput,
  SalesGridQuery,
  TransactionMetricsQueryVariables,
} from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const SALES_GRID = graphql(`
  query SalesGrid($data: SalesGridInput) {
    findAllTransactionsGrid(data: $data) {
      total
      nextCursor
      data {
        _id
        orgId
        created
        total
        discountTotal
        paymentStatus
        promoCode
        kiosk {
          _id
          name
        }
        paymentMethod {
          method
          membercardId
          paymentCardType
          cardType
        }
        refundedTotal
        refunds {
          _id
          created
          reason
          total
          items {
            itemId
            amount
          }
        }
        itemsPurchased {
          _id
          refunded
          price
          tax
          productLine {
            _id
            name
            articleNumber
          }
        }
        evidence {
          openedAt
          closedAt
          cells {
            cellId
            weightBefore
            weightAfter
            unitWeightGrams
            toleranceGrams
            units
            refused
          }
        }
      }
    }
  }
`);

const SALE_MEMBERCARDS = graphql(`
  query SaleMembercards($data: SaleMembercardsInput) {
    getSaleMembercards(data: $data) {
      data
      nextCursor
    }
  }
`);

const REFILLS_GRID = graphql(`
  query RefillsGrid($data: RefillsGridInput) {
    gridRefills(data: $data) {
      total
      data {
        _id
        orgId
        created
        type
        kiosk {
          _id
          name
        }
        details {
          sessionClosedAt
        }
        scale {
          cellId
          count
          weight
          refillCost
          status
          productLine {
            _id
            name
            articleNumber
          }
        }
      }
    }
  }
`);

const PRODUCT_LINES_STATISTICS = graphql(`
  query ProductLinesStatistics($data: ProductLinesStatisticsInput) {
    getProductLinesStatisticsGrid(data: $data) {
      total
      data {
        productLine {
          _id
          name
          defaultPrice
          defaultCost
        }
        totalCost
        totalGrossSales
        totalRemovedCost
        refilled
        sold
        removed
      }
    }
  }
`);

const TRANSACTION_METRICS = graphql(`
  query TransactionMetrics($from: DateTime, $to: DateTime, $kioskIds: [ID!], $membercardIds: [String!]) {
    getTransactionMetrics(from: $from, to: $to, kioskIds: $kioskIds, membercardIds: $membercardIds) {
      totalTransactions
      averagePurchaseValue
      productsSold
      netIncome
      grossIncome
      productsAdded
      productsRemoved
      spoilageRate
      refillsDefaultCost
      refillsSalesValue
      mostSold {
        productLine {
          name
        }
        count
      }
      leastSold {
        productLine {
          name
        }
        count
      }
      mostRefilled {
        productLine {
          name
        }
        count
      }
      mostRemoved {
        productLine {
          name
        }
        count
      }
    }
  }
`);

export type SaleRow = SalesGridQuery['findAllTransactionsGrid']['data'][number];
export type RefillRow = RefillsGridQuery['gridRefills']['data'][number];
export type ProductStatisticsRow = ProductLinesStatisticsQuery['getProductLinesStatisticsGrid']['data'][number];

export function useSalesGrid(data: SalesGridInput) {
  return useQuery({
    queryKey: queryKeys.transactions.sales(data),
    queryFn: () => request('transactions', SALES_GRID, { data }),
    select: (result) => result.findAllTransactionsGrid,
    placeholderData: keepPreviousData,
  });
}

/** The member cards of the period, a page of 50 at a time (the next when asked for), searchable on the server. */
export function useSaleMembercards(input: Omit<SaleMembercardsInput, 'after' | 'limit'>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.transactions.memberCards(input),
    queryFn: ({ pageParam }) =>
      request('transactions', SALE_MEMBERCARDS, {
        data: { ...input, limit: 50, ...(pageParam ? { after: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.getSaleMembercards.nextCursor,
    select: (result) => result.pages.flatMap((page) => page.getSaleMembercards.data),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRefillsGrid(data: RefillsGridInput) {
  return useQuery({
    queryKey: queryKeys.transactions.refills(data),
    queryFn: () => request('transactions', REFILLS_GRID, { data }),
    select: (result) => result.gridRefills,
    placeholderData: keepPreviousData,
  });
}

export function useProductLinesStatistics(data: ProductLinesStatisticsInput) {
  return useQuery({
    queryKey: queryKeys.transactions.products(data),
    queryFn: () => request('transactions', PRODUCT_LINES_STATISTICS, { data }),
    select: (result) => result.getProductLinesStatisticsGrid,
    placeholderData: keepPreviousData,
  });
}

export function useTransactionMetrics(variables: TransactionMetricsQueryVariables) {
  return useQuery({
    queryKey: queryKeys.transactions.metrics(variables),
    queryFn: () => request('transactions', TRANSACTION_METRICS, variables),
    select: (result) => result.getTransactionMetrics,
    placeholderData: keepPreviousData,
  });
}
