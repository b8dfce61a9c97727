/**
 * Reads of the products screens (spec §7 "Products (graph)"), with their query keys. Result types
 * come from graphql-codegen (npm run codegen) over these documents.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ProductActivePricesQuery,
  ProductDefaultPricesQuery,
  ProductFilterOptionsQuery,
  ProductLineByIdQuery,
  ProductLinesGridInput,
  ProductLinesGridQuery,
  ProductLinkedKiosksQuery,
  ProductOrganizationsQuery,
  ProductTaxesQuery,
} from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

export const PRODUCT_LINES_GRID = /* GraphQL */ `
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
`;

export const PRODUCT_FILTER_OPTIONS = /* GraphQL */ `
  query ProductFilterOptions {
    getProductFamilies {
      _id
      name
      category
    }
    getManufacturers
  }
`;

export const PRODUCT_LINE_BY_ID = /* GraphQL */ `
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
`;

export const PRODUCT_TAXES = /* GraphQL */ `
  query ProductTaxes($selectedOrg: ID) {
    taxFindAll(selectedOrg: $selectedOrg) {
      _id
      name
      value
    }
  }
`;

/** On the organizations endpoint: the organizations a product may belong to. */
export const PRODUCT_ORGANIZATIONS = /* GraphQL */ `
  query ProductOrganizations {
    getAllOrganizations {
      _id
      name
    }
  }
`;

export const PRODUCT_DEFAULT_PRICES = /* GraphQL */ `
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
`;

export const PRODUCT_ACTIVE_PRICES = /* GraphQL */ `
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
`;

export const PRODUCT_LINKED_KIOSKS = /* GraphQL */ `
  query ProductLinkedKiosks($id: ID!) {
    getProductLineLinkedKiosks(id: $id) {
      _id
      name
    }
  }
`;

export type ProductRow = ProductLinesGridQuery['productLinesGrid']['data'][number];
export type ProductDetail = ProductLineByIdQuery['getProductLineById'];
export type Tax = ProductTaxesQuery['taxFindAll'][number];
export type PriceEntry = ProductDefaultPricesQuery['getDefaultProductLinePriceHistory']['data'][number];
export type KioskPriceEntry = ProductActivePricesQuery['getProductLineActivePriceHistory']['data'][number];

/** Every products query key starts with this, so one invalidation refreshes the screens. */
export const productKeys = {
  all: ['products'] as const,
  grid: (input: ProductLinesGridInput) => ['products', 'grid', input] as const,
  filterOptions: ['products', 'filterOptions'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  taxes: (orgId: string | null) => ['products', 'taxes', orgId] as const,
  organizations: ['products', 'organizations'] as const,
  defaultPrices: (id: string, page: number) => ['products', 'prices', id, 'default', page] as const,
  activePrices: (id: string, page: number) => ['products', 'prices', id, 'kiosk', page] as const,
  linkedKiosks: (id: string) => ['products', 'linkedKiosks', id] as const,
};

export function useProductGrid(input: ProductLinesGridInput) {
  return useQuery({
    queryKey: productKeys.grid(input),
    queryFn: () => request<ProductLinesGridQuery>('products', PRODUCT_LINES_GRID, { data: input }),
    select: (data) => data.productLinesGrid,
    placeholderData: keepPreviousData,
  });
}

export function useProductFilterOptions() {
  return useQuery({
    queryKey: productKeys.filterOptions,
    queryFn: () => request<ProductFilterOptionsQuery>('products', PRODUCT_FILTER_OPTIONS),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => request<ProductLineByIdQuery>('products', PRODUCT_LINE_BY_ID, { id }),
    select: (data) => data.getProductLineById,
    enabled: id !== null,
  });
}

export function useTaxes(orgId: string | null) {
  return useQuery({
    queryKey: productKeys.taxes(orgId),
    queryFn: () => request<ProductTaxesQuery>('products', PRODUCT_TAXES, { selectedOrg: orgId }),
    select: (data) => data.taxFindAll,
    staleTime: 5 * 60_000,
  });
}

export function useProductOrganizations() {
  return useQuery({
    queryKey: productKeys.organizations,
    queryFn: () => request<ProductOrganizationsQuery>('organizations', PRODUCT_ORGANIZATIONS),
    select: (data) => data.getAllOrganizations,
    staleTime: 5 * 60_000,
  });
}

export function useDefaultPrices(productLineId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: productKeys.defaultPrices(productLineId, page),
    queryFn: () =>
      request<ProductDefaultPricesQuery>('products', PRODUCT_DEFAULT_PRICES, {
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
    queryKey: productKeys.activePrices(productLineId, page),
    queryFn: () =>
      request<ProductActivePricesQuery>('products', PRODUCT_ACTIVE_PRICES, {
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
    queryKey: productKeys.linkedKiosks(id),
    queryFn: () => request<ProductLinkedKiosksQuery>('products', PRODUCT_LINKED_KIOSKS, { id }),
    select: (data) => data.getProductLineLinkedKiosks,
  });
}
