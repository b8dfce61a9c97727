/** The per-person refill history's read on the kiosk endpoint (getRefillHistory; docs/field-operations.md). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RefillHistoryQuery } from '../../../generated/graphql.ts';
import { graphql } from '../../../generated/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { HistoryVariables } from './refill-history-filters.ts';

const REFILL_HISTORY = graphql(`
  query RefillHistory($filter: RefillHistoryFilter!) {
    getRefillHistory(filter: $filter) {
      truncated
      entries {
        _id
        kind
        kioskId
        kioskName
        userId
        userName
        start
        end
        mode
        differences
        lines {
          cellId
          productLine {
            _id
            name
          }
          measured
          measuredWeight
          recorded
          difference
          wasted
          bestBefore
          reconciliation {
            status
            differences {
              kind
              recorded
              measured
              difference
            }
          }
        }
        photos {
          _id
          url
          thumbnailUrl
          takenAt
          created
        }
      }
    }
  }
`);

export type RefillHistory = RefillHistoryQuery['getRefillHistory'];
export type RefillVisit = RefillHistory['entries'][number];

export function useRefillHistory(filter: HistoryVariables) {
  return useQuery({
    queryKey: queryKeys.reports.refillHistory(filter),
    queryFn: () => request('kiosk', REFILL_HISTORY, { filter }),
    select: (data) => data.getRefillHistory,
    placeholderData: keepPreviousData,
  });
}
