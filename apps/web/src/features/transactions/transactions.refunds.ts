/** Refunding a sale (issue 13): fully or per item, with a reason; every figure of the screen reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundTransactionMutationVariables } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const REFUND_TRANSACTION = graphql(`
  mutation RefundTransaction($transactionId: ID!, $itemIds: [ID!], $reason: String!) {
    refundTransaction(transactionId: $transactionId, itemIds: $itemIds, reason: $reason) {
      _id
      total
    }
  }
`);

export function useRefundTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: RefundTransactionMutationVariables) =>
      request('transactions', REFUND_TRANSACTION, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.transactions.all }),
  });
}
