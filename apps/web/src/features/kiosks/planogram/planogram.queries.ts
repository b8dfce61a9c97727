/**
 * Reads and writes of the planogram and inventory (configureLoadCells, updateLoadcell, deleteLoadCell,
 * correctCellQuantity, Kiosk.inventory). The inventory lives under the kiosk's detail key, so the
 * kiosk's live notices refresh it, and every write refreshes the kiosk and its commands.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import type { KioskInventoryQuery, LoadCellInput, LoadCellPreset } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const KIOSK_INVENTORY = graphql(`
  query KioskInventory($id: ID!) {
    getKioskWithCapacities(id: $id) {
      _id
      name
      serialNumber
      orgId
      online
      inventory {
        loadCells {
          cellId
          planogramPosition
          productLine {
            _id
            name
            articleNumber
            imageUrl
          }
          count
          bestBefore
          batches {
            _id
            quantity
            bestBefore
          }
          priceTag
          tagId
          surfaceSize
          maxQty
          occupancy
        }
        totals {
          productLine {
            _id
            name
            imageUrl
          }
          count
          maxQty
          cells
          occupancy
        }
      }
    }
  }
`);

const ORGANIZATION_PRODUCTS = graphql(`
  query PlanogramProducts($orgId: ID!) {
    getProductLinesByOrgId(orgId: $orgId) {
      _id
      name
      articleNumber
      capacities {
        surfaceSize
        units
      }
    }
  }
`);

const CONFIGURE_LOAD_CELLS = graphql(`
  mutation ConfigureLoadCells($kioskId: ID!, $preset: LoadCellPreset!) {
    configureLoadCells(kioskId: $kioskId, preset: $preset) {
      _id
    }
  }
`);

const UPDATE_LOAD_CELL = graphql(`
  mutation UpdateLoadcell($kioskId: ID!, $cells: [LoadCellInput!]!) {
    updateLoadcell(kioskId: $kioskId, cells: $cells) {
      _id
    }
  }
`);

const DELETE_LOAD_CELL = graphql(`
  mutation DeleteLoadCell($kioskId: ID!, $cellId: String!, $added: Boolean!) {
    deleteLoadCell(kioskId: $kioskId, cellId: $cellId, added: $added) {
      _id
    }
  }
`);

const CORRECT_CELL_QUANTITY = graphql(`
  mutation CorrectCellQuantity($kioskId: ID!, $cellId: String!, $count: Int!, $note: String) {
    correctCellQuantity(kioskId: $kioskId, cellId: $cellId, count: $count, note: $note) {
      _id
    }
  }
`);

export type KioskInventory = KioskInventoryQuery['getKioskWithCapacities'];
export type LoadCell = KioskInventory['inventory']['loadCells'][number];
export type InventoryTotal = KioskInventory['inventory']['totals'][number];

export const inventoryKey = (kioskId: string) => [...queryKeys.kiosks.detail(kioskId), 'inventory'] as const;

export function useKioskInventory(kioskId: string) {
  return useQuery({
    queryKey: inventoryKey(kioskId),
    queryFn: () => request('kiosk', KIOSK_INVENTORY, { id: kioskId }),
    select: (data) => data.getKioskWithCapacities,
  });
}

/** The products a cell of this kiosk may hold: its owner organization's. */
export function useOrganizationProducts(orgId: string | undefined) {
  return useQuery({
    queryKey: ['products', 'byOrganization', orgId ?? ''] as const,
    queryFn: () => request('products', ORGANIZATION_PRODUCTS, { orgId: orgId ?? '' }),
    select: (data) => data.getProductLinesByOrgId,
    enabled: Boolean(orgId),
  });
}

const invalidates = (kioskId: string) => [queryKeys.kiosks.detail(kioskId), queryKeys.kiosks.commands(kioskId)];

export function useConfigureLoadCells(kioskId: string) {
  return useInvalidatingMutation(
    (preset: LoadCellPreset) => request('kiosk', CONFIGURE_LOAD_CELLS, { kioskId, preset }),
    { invalidates: invalidates(kioskId) },
  );
}

export function useUpdateLoadCells(kioskId: string) {
  return useInvalidatingMutation((cells: LoadCellInput[]) => request('kiosk', UPDATE_LOAD_CELL, { kioskId, cells }), {
    invalidates: invalidates(kioskId),
  });
}

export function useDeleteLoadCell(kioskId: string) {
  return useInvalidatingMutation(
    (variables: { cellId: string; added: boolean }) => request('kiosk', DELETE_LOAD_CELL, { kioskId, ...variables }),
    { invalidates: invalidates(kioskId) },
  );
}

export function useCorrectCellQuantity(kioskId: string) {
  return useInvalidatingMutation(
    (variables: { cellId: string; count: number; note?: string | null }) =>
      request('kiosk', CORRECT_CELL_QUANTITY, { kioskId, ...variables }),
    { invalidates: [queryKeys.kiosks.detail(kioskId)] },
  );
}
