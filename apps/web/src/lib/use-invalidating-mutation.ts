import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from './query-keys.ts';

interface InvalidationOptions {
  /** Every key whose data the mutation changes (lib/query-keys.ts). */
  invalidates: readonly QueryKey[];
  /**
   * The screen is about to go away (delete, archive): mark the keys stale but refetch nothing now —
   * the record may be gone — so the next screen loads fresh.
   */
  leaving?: boolean;
}

/** A mutation that, once it succeeds, invalidates every query key it changes. */
export function useInvalidatingMutation<TVariables, TResult>(
  run: (variables: TVariables) => Promise<TResult>,
  { invalidates, leaving = false }: InvalidationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        invalidates.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: leaving ? 'none' : 'active' }),
        ),
      ),
  });
}
