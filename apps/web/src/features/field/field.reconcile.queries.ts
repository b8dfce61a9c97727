/** The phone's read of the reconciliation of the caller's latest visit on a kiosk (docs/field-operations.md). */
import { useQuery } from '@tanstack/react-query';
import type { FieldRefillReconciliationQuery } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';

const REFILL_RECONCILIATION = graphql(`
  query FieldRefillReconciliation($kioskId: ID!) {
    getRefillReconciliation(kioskId: $kioskId) {
      _id
      kind
      end
      sessionId
      differences
      lines {
        cellId
        productLine {
          _id
          name
        }
        reconciliation {
          status
          scaleBefore
          scaleAfter
          scaleChange
          found
          added
          wasted
          differences {
            kind
            recorded
            measured
            difference
          }
        }
      }
    }
  }
`);

export type FieldVisitReconciliation = NonNullable<FieldRefillReconciliationQuery['getRefillReconciliation']>;

/** The caller's latest visit on the kiosk, reconciled; null when there is none (yet). Needs a network. */
export function useRefillReconciliation(kioskId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['field', 'reconciliation', kioskId],
    queryFn: async () => (await request('kiosk', REFILL_RECONCILIATION, { kioskId })).getRefillReconciliation,
    enabled,
    retry: false,
  });
}
