/**
 * Lookups several areas share, each one query under one key (lib/query-keys.ts), so every picker
 * shows the same data and one invalidation refreshes them all.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../generated/gql.ts';
import type { AllKiosksQuery, AllOrganizationsQuery } from '../generated/graphql.ts';
import { request } from './graphql-client.ts';
import { queryKeys } from './query-keys.ts';

const ALL_ORGANIZATIONS = graphql(`
  query AllOrganizations {
    getAllOrganizations {
      _id
      name
      timeZone
      parentOrg {
        _id
      }
    }
  }
`);

const ALL_KIOSKS = graphql(`
  query AllKiosks {
    getAllKiosks {
      _id
      name
      serialNumber
      orgId
    }
  }
`);

export type OrganizationSummary = AllOrganizationsQuery['getAllOrganizations'][number];
export type KioskSummary = AllKiosksQuery['getAllKiosks'][number];

const organizationsLookup = {
  queryKey: queryKeys.organizations.lookup,
  queryFn: () => request('organizations', ALL_ORGANIZATIONS),
};
const kiosksLookup = { queryKey: queryKeys.kiosks.lookup, queryFn: () => request('kiosk', ALL_KIOSKS) };

/** Every organization the caller may see: organization pickers and filters, the parent choice. */
export function useAllOrganizations() {
  return useQuery({ ...organizationsLookup, select: (data) => data.getAllOrganizations });
}

/** Every kiosk the caller may see: kiosk pickers and filters. */
export function useAllKiosks() {
  return useQuery({ ...kiosksLookup, select: (data) => data.getAllKiosks });
}

/**
 * Spec §2: the kiosk and organization lists are loaded on entering the layout if empty, so pickers
 * anywhere in the console open filled.
 */
export function usePreloadedLookups(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(organizationsLookup);
    void queryClient.prefetchQuery(kiosksLookup);
  }, [queryClient]);
}
