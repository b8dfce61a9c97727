/**
 * Lookups several areas share, each one query under one key (lib/query-keys.ts), so every picker
 * shows the same data and one invalidation refreshes them all.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../generated/gql.ts';
import type { AllOrganizationsQuery } from '../generated/graphql.ts';
import { request } from './graphql-client.ts';
import { queryKeys } from './query-keys.ts';

const ALL_ORGANIZATIONS = graphql(`
  query AllOrganizations {
    getAllOrganizations {
      _id
      name
      parentOrg {
        _id
      }
    }
  }
`);

export type OrganizationSummary = AllOrganizationsQuery['getAllOrganizations'][number];

/** Every organization the caller may see: organization pickers and filters, the parent choice. */
export function useAllOrganizations() {
  return useQuery({
    queryKey: queryKeys.organizations.lookup,
    queryFn: () => request('organizations', ALL_ORGANIZATIONS),
    select: (data) => data.getAllOrganizations,
  });
}
