/** The audit log (gridAuditEntries on the organizations endpoint) and its e-mailed CSV export. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '@kiosk/common/constants';
import { graphql } from '../../../generated/gql.ts';
import type { AuditEntriesQuery, AuditFilter } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { restRequest } from '../../../lib/rest-client.ts';
import { useRefreshMyExports } from '../../../lib/my-exports.ts';

const AUDIT_ENTRIES = graphql(`
  query AuditEntries($filter: AuditFilter, $page: Int, $pageSize: Int) {
    gridAuditEntries(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      objectTypes
      actors {
        userId
        email
      }
      data {
        _id
        at
        actorType
        userId
        apiKeyId
        actorEmail
        endpoint
        operation
        objectType
        objectId
        orgId
        orgName
        args
        changeCount
        changes {
          objectType
          objectId
          action
          before
          after
        }
      }
    }
  }
`);

export type AuditEntryRow = AuditEntriesQuery['gridAuditEntries']['data'][number];
export const AUDIT_EXPORT_KIND = 'auditLog';

export function useAuditEntries(filter: AuditFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['audit', 'entries', filter, page, pageSize],
    queryFn: () => request('organizations', AUDIT_ENTRIES, { filter, page, pageSize }),
    select: (data) => data.gridAuditEntries,
    placeholderData: keepPreviousData,
  });
}

export function useExportAudit() {
  const refreshExports = useRefreshMyExports();
  return useMutation({
    mutationFn: ({ filter, lng }: { filter: AuditFilter; lng: Language }) =>
      restRequest<{ exportId: string }>('/api/v1/audit/export', {
        method: 'POST',
        body: { ...filter, format: 'csv', lng },
      }),
    onSuccess: () => refreshExports(),
  });
}
