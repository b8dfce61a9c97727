/**
 * The signed-in user's e-mailed exports (ADR 0005): getMyExports on the organizations endpoint, and the
 * file download with the bearer token (GET downloadUrl). Any feature that starts an export calls
 * refreshMyExports() and may show <MyExportsPanel />.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../generated/gql.ts';
import type { MyExportsQuery } from '../generated/graphql.ts';
import { request } from './graphql-client.ts';
import { queryKeys } from './query-keys.ts';

const MY_EXPORTS = graphql(`
  query MyExports($page: Int, $pageSize: Int) {
    getMyExports(page: $page, pageSize: $pageSize) {
      total
      data {
        _id
        kind
        format
        status
        fileName
        rowCount
        error
        downloadUrl
        createdAt
        finishedAt
      }
    }
  }
`);

export type MyExport = MyExportsQuery['getMyExports']['data'][number];

/** How often the list is reloaded while an export is still waiting or being built. */
const EXPORT_POLL_MS = 2_000;

/** Whether any export of the list is still waiting or being built. */
export function hasUnfinishedExport(entries: readonly Pick<MyExport, 'status'>[] | undefined): boolean {
  return entries?.some((entry) => entry.status === 'pending' || entry.status === 'running') ?? false;
}

/** The newest exports, optionally of one kind (e.g. 'users'), at most `limit`. */
export function selectExports<T extends Pick<MyExport, 'kind'>>(entries: readonly T[], kind?: string, limit = 10): T[] {
  return entries.filter((entry) => !kind || entry.kind === kind).slice(0, limit);
}

export function useMyExports(kind?: string, limit = 10) {
  return useQuery({
    queryKey: queryKeys.myExports,
    queryFn: () => request('organizations', MY_EXPORTS, { page: 0, pageSize: 25 }),
    select: (data) => selectExports(data.getMyExports.data, kind, limit),
    refetchInterval: (query) => (hasUnfinishedExport(query.state.data?.getMyExports.data) ? EXPORT_POLL_MS : false),
  });
}

function refreshMyExports(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.myExports });
}

/** refreshMyExports bound to the app's query client. */
export function useRefreshMyExports(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshMyExports(queryClient), [queryClient]);
}
