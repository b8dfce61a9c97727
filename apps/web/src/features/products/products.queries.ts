/**
 * Reads of the products screens (spec §7 "Products (graph)"), with their query keys (lib/query-keys.ts).
 * Documents are typed by graphql-codegen (npm run codegen).
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type {
  ProductActivePricesQuery,
  ProductDefaultPricesQuery,
  ProductLineByIdQuery,
  ProductLinesGridInput,
  ProductLinesGridQuery,
  ProductTaxesQuery,
} from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const PRODUCT_LINES_GRID = graphql(`
  query ProductLinesGrid($data: ProductLinesGridInput) {
    productLinesGrid(data: $data) {
      total
      data {
        _id
        name
        category
        manufacturer
        articleNumber
        thumbnail
        defaultPrice
        archived
        packagingOptions {
          ean
        }
      }
    }
  }
`);

const PRODUCT_FILTER_OPTIONS = graphql(`
  query ProductFilterOptions {
    getProductFamilies {
      _id
      name
      category
    }
    getManufacturers
  }
`);

const PRODUCT_LINE_BY_ID = graphql(`
  query ProductLineById($id: ID!) {
    getProductLineById(id: $id) {
      _id
      orgId
      name
      category
      manufacturer
      articleNumber
      sku
      description
      ingredientsList
      allergens
      image
      thumbnail
      taxId
      vat
      defaultCost
      defaultPrice
      archived
      nutrition {
        energy
        fat
        fatSaturated
        salt
        protein
        fiber
        carbo
        carboSugar
      }
      packagingOptions {
        ean
        description
        unitCount
        grossWeightGrams
        packageWeightGrams
        netWeightGrams
        netWeightGramsUnit
        shelfLifeDays
        tolerancePercentage
      }
      capacities {
        surfaceSize
        units
      }
    }
  }
`);

const PRODUCT_TAXES = graphql(`
  query ProductTaxes($selectedOrg: ID) {
    taxFindAll(selectedOrg: $selectedOrg) {
      _id
      name
      value
    }
  }
`);

const PRODUCT_DEFAULT_PRICES = graphql(`
  query ProductDefaultPrices($productLineId: ID!, $skip: Int, $limit: Int) {
    getDefaultProductLinePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {
      total
      data {
        _id
        price
        validFrom
        validTo
      }
    }
  }
`);

const PRODUCT_ACTIVE_PRICES = graphql(`
  query ProductActivePrices($productLineId: ID!, $skip: Int, $limit: Int) {
    getProductLineActivePriceHistory(productLineId: $productLineId, skip: $skip, limit: $limit) {
      total
      data {
        _id
        price
        validForKiosk
        validFrom
        validTo
      }
    }
  }
`);

const PRODUCT_LINKED_KIOSKS = graphql(`
  query ProductLinkedKiosks($id: ID!) {
    getProductLineLinkedKiosks(id: $id) {
      _id
      name
    }
  }
`);

export type ProductRow = ProductLinesGridQuery['productLinesGrid']['data'][number];
export type ProductDetail = ProductLineByIdQuery['getProductLineById'];
export type Tax = ProductTaxesQuery['taxFindAll'][number];
export type PriceEntry = ProductDefaultPricesQuery['getDefaultProductLinePriceHistory']['data'][number];
export type KioskPriceEntry = ProductActivePricesQuery['getProductLineActivePriceHistory']['data'][number];

export function useProductGrid(input: ProductLinesGridInput) {
  return useQuery({
    queryKey: queryKeys.products.grid(input),
    queryFn: () => request('products', PRODUCT_LINES_GRID, { data: input }),
    select: (data) => data.productLinesGrid,
    placeholderData: keepPreviousData,
  });
}

export function useProductFilterOptions() {
  return useQuery({
    queryKey: queryKeys.products.filterOptions,
    queryFn: () => request('products', PRODUCT_FILTER_OPTIONS),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: queryKeys.products.detail(id ?? ''),
    queryFn: id === null ? skipToken : () => request('products', PRODUCT_LINE_BY_ID, { id }),
    select: (data) => data.getProductLineById,
  });
}

export function useTaxes(orgId: string | null) {
  return useQuery({
    queryKey: queryKeys.products.taxes(orgId),
    queryFn: () => request('products', PRODUCT_TAXES, { selectedOrg: orgId }),
    select: (data) => data.taxFindAll,
    staleTime: 5 * 60_000,
  });
}

export function useDefaultPrices(productLineId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.products.defaultPrices(productLineId, page),
    queryFn: () =>
      request('products', PRODUCT_DEFAULT_PRICES, {
        productLineId,
        skip: page * pageSize,
        limit: pageSize,
      }),
    select: (data) => data.getDefaultProductLinePriceHistory,
    placeholderData: keepPreviousData,
  });
}

export function useActivePrices(productLineId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.products.activePrices(productLineId, page),
    queryFn: () =>
      request('products', PRODUCT_ACTIVE_PRICES, {
        productLineId,
        skip: page * pageSize,
        limit: pageSize,
      }),
    select: (data) => data.getProductLineActivePriceHistory,
    placeholderData: keepPreviousData,
  });
}

export function useLinkedKiosks(id: string) {
  return useQuery({
    queryKey: queryKeys.products.linkedKiosks(id),
    queryFn: () => request('products', PRODUCT_LINKED_KIOSKS, { id }),
    select: (data) => data.getProductLineLinkedKiosks,
  });
}
