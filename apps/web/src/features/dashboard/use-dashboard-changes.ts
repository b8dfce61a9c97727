/**
 * Live updates of the dashboard: `salesChanged` of the organization shown refreshes the figures and the
 * chart, `kioskChanged` of that organization's kiosks the fleet strip, local alerts and stock — each at
 * most once a second (a burst of sales is one refresh). After a reconnect everything is read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../generated/gql.ts';
import { createKeyThrottle } from '../../lib/key-throttle.ts';
import { subscribeLive } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const SALES_CHANGED = graphql(`
  subscription DashboardSalesChanged($orgId: ID) {
    salesChanged(orgId: $orgId) {
      orgId
    }
  }
`);

const KIOSKS_CHANGED = graphql(`
  subscription DashboardKiosksChanged {
    kioskChanged {
      kioskId
      orgId
    }
  }
`);

const REFRESH_MS = 1_000;

export function useDashboardChanges(orgId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!orgId) return undefined;
    const throttle = createKeyThrottle(REFRESH_MS, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const sales = () => throttle.request(queryKeys.dashboard.sales);
    const kiosks = () => throttle.request(queryKeys.dashboard.kiosks);
    const stopSales = subscribeLive('transactions', SALES_CHANGED, { orgId }, { next: sales, reconnected: sales });
    const stopKiosks = subscribeLive(
      'kiosk',
      KIOSKS_CHANGED,
      {},
      {
        // Only what the dashboard shows: another organization's kiosks change nothing here.
        next: (data) => {
          if (data.kioskChanged.orgId === orgId) kiosks();
        },
        reconnected: kiosks,
      },
    );
    return () => {
      stopSales();
      stopKiosks();
      throttle.dispose();
    };
  }, [orgId, queryClient]);
}
