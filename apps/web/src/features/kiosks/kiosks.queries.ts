/**
 * Reads of the kiosks screens (spec §7 "Kiosks"), on the `kiosk` endpoint, with their query keys
 * (lib/query-keys.ts). Documents are typed by graphql-codegen (npm run codegen).
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { KioskByIdQuery, KiosksGridInput, KiosksGridQuery } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const KIOSKS_GRID = graphql(`
  query KiosksGrid($data: KiosksGridInput) {
    getKiosksGrid(data: $data) {
      total
      data {
        _id
        name
        serialNumber
        orgId
        online
        doorStatus
        inService
        dayIncome
        session {
          type
          since
        }
        temperature {
          sensors
        }
        schedule {
          rules
          nextChange
          nextInService
        }
      }
    }
  }
`);

const KIOSK_TAGS = graphql(`
  query KioskTags {
    getAllTags {
      name
      orgId
    }
  }
`);

const KIOSK_BY_ID = graphql(`
  query KioskById($id: ID!) {
    getKioskWithCapacities(id: $id) {
      _id
      name
      serialNumber
      notes
      pin
      technicianPin
      orgId
      location {
        name
        line1
        line2
        postalCode
        city
        state
        country
      }
      tags {
        name
      }
      components {
        manufacturer
        type
        model
      }
      online
      doorStatus
      inService
      updated
    }
  }
`);

export type KioskRow = KiosksGridQuery['getKiosksGrid']['data'][number];
export type KioskDetail = KioskByIdQuery['getKioskWithCapacities'];

/** "Today" (the income column) moves at each organization's midnight even without sales or notices. */
const GRID_REFRESH_MS = 60_000;

export function useKiosksGrid(input: KiosksGridInput) {
  return useQuery({
    queryKey: queryKeys.kiosks.grid(input),
    queryFn: () => request('kiosk', KIOSKS_GRID, { data: input }),
    select: (data) => data.getKiosksGrid,
    placeholderData: keepPreviousData,
    refetchInterval: GRID_REFRESH_MS,
  });
}

/** Tags used on the caller's kiosks, by name without duplicates (filter and form suggestions). */
export function useKioskTags() {
  return useQuery({
    queryKey: queryKeys.kiosks.tags,
    queryFn: () => request('kiosk', KIOSK_TAGS),
    select: (data) => [...new Set(data.getAllTags.map((tag) => tag.name))].sort((a, b) => a.localeCompare(b)),
  });
}

export function useKiosk(id: string | null) {
  return useQuery({
    queryKey: queryKeys.kiosks.detail(id ?? ''),
    queryFn: id === null ? skipToken : () => request('kiosk', KIOSK_BY_ID, { id }),
    select: (data) => data.getKioskWithCapacities,
  });
}
