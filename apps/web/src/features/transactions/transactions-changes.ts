/**
 * Live updates of the transactions screen: a kiosk's sales and refills are derived from its sessions
 * on the server, which then sends a `kioskChanged` notice with the `details` aspect (lib/live.ts). The
 * screen refreshes its rows and metric widgets on such a notice for a kiosk it shows, at most once a
 * second; after a reconnect it refreshes anyway, since notices may have been missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../generated/gql.ts';
import { createKeyThrottle } from '../../lib/key-throttle.ts';
import { subscribeLive } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Minimum time between two refreshes of the screen (ms). */
export const TRANSACTIONS_REFRESH_MS = 1_000;

const TRANSACTIONS_KIOSK_CHANGED = graphql(`
  subscription TransactionsKioskChanged {
    kioskChanged {
      kioskId
      aspects
    }
  }
`);

/**
 * Whether a notice may change what the screen shows: a new or updated sale or refill comes with
 * `details`, for one of the chosen kiosks (none chosen: every kiosk). Temperatures, state, commands
 * and the activity log do not touch the screen.
 */
export function changesTransactions(
  change: { kioskId: string; aspects: readonly string[] },
  kioskIds: readonly string[],
): boolean {
  if (kioskIds.length > 0 && !kioskIds.includes(change.kioskId)) return false;
  return change.aspects.includes('details');
}

/** Keeps the transactions screen current while it is open. */
export function useTransactionsChanges(kioskIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const kiosks = kioskIds.join(',');
  useEffect(() => {
    const chosen = kiosks ? kiosks.split(',') : [];
    const throttle = createKeyThrottle(TRANSACTIONS_REFRESH_MS, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const stop = subscribeLive(
      'kiosk',
      TRANSACTIONS_KIOSK_CHANGED,
      {},
      {
        next: (data) => {
          if (changesTransactions(data.kioskChanged, chosen)) throttle.request(queryKeys.transactions.all);
        },
        reconnected: () => throttle.request(queryKeys.transactions.all),
      },
    );
    return () => {
      stop();
      throttle.dispose();
    };
  }, [kiosks, queryClient]);
}
