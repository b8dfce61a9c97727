/**
 * Reads of the dashboard (spec §2, §7): the figures and sales by kiosk of one organization on the
 * transactions endpoint, the fleet strip, local alerts and almost-empty stock on the kiosk endpoint.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlmostEmptyFilter, SalesView } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const DASHBOARD_FIGURES = graphql(`
  query DashboardFigures($orgId: ID) {
    getDashboardFigures(orgId: $orgId) {
      orgId
      currency
      timeZone
      todayFrom
      monthFrom
      to
      customersToday
      productsSoldToday
      revenueToday
      monthlyRevenue
    }
  }
`);

const SALES_BY_KIOSK = graphql(`
  query DashboardSalesByKiosk($view: SalesView!, $orgId: ID) {
    salesByKiosk(view: $view, orgId: $orgId) {
      orgId
      currency
      view
      buckets {
        start
        end
        label
      }
      kiosks {
        kioskId
        kioskName
        revenue
        transactions
      }
    }
  }
`);

const KIOSK_FLEET = graphql(`
  query DashboardKioskFleet($orgIds: [ID!]) {
    getKioskFleet(orgIds: $orgIds) {
      total
      online
      offline
      outOfService
      inUse
      hot {
        _id
        name
        temperature {
          value
        }
      }
      offlineLong {
        _id
        name
        lastMessage
      }
    }
  }
`);

const ALMOST_EMPTY = graphql(`
  query DashboardAlmostEmpty($filter: AlmostEmptyFilter, $limit: Int) {
    getAlmostEmptyKiosks(limit: $limit, filter: $filter, sort: { field: amount, order: asc }) {
      total
      data {
        kioskId
        kioskName
        amount
        max
        occupancy
        productLine {
          _id
          name
          manufacturer
        }
      }
    }
  }
`);

const PRODUCT_OPTIONS = graphql(`
  query DashboardProductOptions($orgId: ID!) {
    getProductLinesByOrgId(orgId: $orgId) {
      _id
      name
      manufacturer
    }
  }
`);

/** Rows of the almost-empty list shown at once. */
export const ALMOST_EMPTY_ROWS = 25;
/** "Today" moves at midnight even without sales: the figures are read again every minute. */
const FIGURES_REFRESH_MS = 60_000;

export function useDashboardFigures(orgId: string | null) {
  return useQuery({
    queryKey: queryKeys.dashboard.figures(orgId),
    queryFn: () => request('transactions', DASHBOARD_FIGURES, { orgId }),
    select: (data) => data.getDashboardFigures,
    refetchInterval: FIGURES_REFRESH_MS,
  });
}

export function useSalesByKiosk(orgId: string | undefined, view: SalesView) {
  return useQuery({
    queryKey: queryKeys.dashboard.salesByKiosk(orgId ?? '', view),
    queryFn: () => request('transactions', SALES_BY_KIOSK, { orgId, view }),
    select: (data) => data.salesByKiosk,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

export function useKioskFleet(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dashboard.fleet(orgId ?? ''),
    queryFn: () => request('kiosk', KIOSK_FLEET, { orgIds: orgId ? [orgId] : null }),
    select: (data) => data.getKioskFleet,
    enabled: Boolean(orgId),
  });
}

/** The almost-empty stock of the organization shown (the filter carries its orgId). */
export function useAlmostEmpty(filter: AlmostEmptyFilter & { orgId: string | undefined }) {
  return useQuery({
    queryKey: queryKeys.dashboard.almostEmpty(filter),
    queryFn: () => request('kiosk', ALMOST_EMPTY, { filter, limit: ALMOST_EMPTY_ROWS }),
    select: (data) => data.getAlmostEmptyKiosks,
    placeholderData: keepPreviousData,
    enabled: Boolean(filter.orgId),
  });
}

/**
 * The almost-empty filter's choices: the organization's products (a kiosk holds only its organization's,
 * spec §6) by name, and their manufacturers — all of them, not a first page.
 */
export function useProductOptions(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dashboard.productOptions(orgId ?? ''),
    queryFn: () => request('products', PRODUCT_OPTIONS, { orgId: orgId ?? '' }),
    select: (data) => {
      const products = [...data.getProductLinesByOrgId].sort((a, b) => a.name.localeCompare(b.name));
      const manufacturers = [
        ...new Set(products.flatMap((p) => (p.manufacturer?.trim() ? [p.manufacturer.trim()] : []))),
      ].sort((a, b) => a.localeCompare(b));
      return { products, manufacturers };
    },
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}
