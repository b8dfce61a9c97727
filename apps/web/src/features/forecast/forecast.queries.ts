/**
 * Reads of the forecast screen (spec §2 Forecast, §7 getForecast) on the reports endpoint: the kiosks and
 * products to pick, and the stored forecast's variants for the selection and range.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ForecastVariant } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const KIOSKS_FOR_FORECAST = graphql(`
  query KiosksForForecast($orgId: ID) {
    getKiosksForForecast(orgId: $orgId) {
      orgId
      kioskId
      name
      dataSufficient
      daysWithSales
    }
  }
`);

const FORECAST_PRODUCTS = graphql(`
  query ForecastProducts($orgId: ID, $kioskIds: [ID!]) {
    getForecastProducts(orgId: $orgId, kioskIds: $kioskIds) {
      name
      productId
      kioskId
      orgId
    }
  }
`);

const FORECAST = graphql(`
  query Forecast($payload: ForecastPayload!) {
    getForecast(payload: $payload) {
      variant
      orgId
      currency
      timeZone
      today
      from
      to
      computedAt
      stats {
        netSales
        productDemand
        productDemandLower
        productDemandUpper
        numberOfCustomer
        nextWeekCovered
        revenueLastWeekChange
        revenueLastWeekChangePercentage
        demandLastWeekChange
        demandLastWeekChangePercentage
      }
      revenue {
        date
        forecastedSales
        forecastedSalesLower
        forecastedSalesUpper
        actualSales
        forecastedProfit
        forecastedNetCost
        expectedUnits
        pointUnits
        unitsLower
        unitsUpper
        actualUnits
        holiday
      }
      productDemand {
        productId
        kioskId
        name
        kioskName
        forecastedUnits
        pointUnits
        unitsLower
        unitsUpper
        actualUnits
      }
      comparison {
        date
        holiday
        list {
          name
          id
          value
          meta
        }
      }
      topSellingKiosks {
        name
        quantitySold
        id
      }
      topSellingProducts {
        name
        quantitySold
        id
      }
    }
  }
`);

export interface ForecastSelection {
  orgId: string | null;
  kioskIds: string[];
  productIds: string[];
  from: string | null;
  to: string | null;
}

export function useKiosksForForecast(orgId: string | null) {
  return useQuery({
    queryKey: queryKeys.forecast.kiosks(orgId),
    queryFn: async () => (await request('reports', KIOSKS_FOR_FORECAST, { orgId })).getKiosksForForecast,
  });
}

export function useForecastProducts(orgId: string | null, kioskIds: string[]) {
  return useQuery({
    queryKey: queryKeys.forecast.products(orgId, kioskIds),
    queryFn: async () =>
      (await request('reports', FORECAST_PRODUCTS, { orgId, kioskIds: kioskIds.length ? kioskIds : null }))
        .getForecastProducts,
    placeholderData: keepPreviousData,
  });
}

export function useForecast(variant: ForecastVariant, selection: ForecastSelection) {
  // Holiday names come in the user's language: a language switch asks again.
  const language = currentLanguage();
  return useQuery({
    queryKey: queryKeys.forecast.variant(variant, { ...selection, language }),
    queryFn: async () =>
      (
        await request('reports', FORECAST, {
          payload: {
            variant,
            orgId: selection.orgId,
            kioskIds: selection.kioskIds.length ? selection.kioskIds : null,
            productIds: selection.productIds.length ? selection.productIds : null,
            from: selection.from,
            to: selection.to,
            language,
          },
        })
      ).getForecast,
    placeholderData: keepPreviousData,
  });
}
