/**
 * Live updates of the kiosks screens: `kioskChanged` over SSE (lib/live.ts) turned into throttled
 * React Query invalidations (kiosk-changes.ts). The kiosk page listens to one kiosk and refreshes
 * each affected query at most every 500 ms; the list listens to every kiosk — and to recorded sales and
 * refunds (`salesChanged`), which move its income column — and refreshes its rows at most every second.
 * After a reconnect everything is refreshed, since notices may have been missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../generated/gql.ts';
import { createKeyThrottle } from '../../lib/key-throttle.ts';
import { subscribeLive } from '../../lib/live.ts';
import { ALL } from '../../lib/list-state.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { changesListRows, DETAIL_REFRESH_MS, keysForChange, KIOSK_ASPECTS, LIST_REFRESH_MS } from './kiosk-changes.ts';

const KIOSK_CHANGED = graphql(`
  subscription KioskChanged($kioskId: ID) {
    kioskChanged(kioskId: $kioskId) {
      kioskId
      orgId
      aspects
    }
  }
`);

const SALES_CHANGED = graphql(`
  subscription KioskListSalesChanged($orgId: ID) {
    salesChanged(orgId: $orgId) {
      orgId
    }
  }
`);

/** Keeps one kiosk's page current while it is open. */
export function useKioskChanges(kioskId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const throttle = createKeyThrottle(DETAIL_REFRESH_MS, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const stop = subscribeLive(
      'kiosk',
      KIOSK_CHANGED,
      { kioskId },
      {
        next: (data) => keysForChange(data.kioskChanged).forEach((key) => throttle.request(key)),
        reconnected: () => keysForChange({ kioskId, aspects: KIOSK_ASPECTS }).forEach((key) => throttle.request(key)),
      },
    );
    return () => {
      stop();
      throttle.dispose();
    };
  }, [kioskId, queryClient]);
}

/**
 * Keeps a kiosk page's income today current: sales and refunds of its organization (an import or a refund
 * changes it without any kiosk notice). Nothing until the organization is known.
 */
export function useKioskSalesChanges(kioskId: string, orgId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!orgId) return undefined;
    const throttle = createKeyThrottle(DETAIL_REFRESH_MS, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const refresh = () => throttle.request(queryKeys.kiosks.live(kioskId));
    const stop = subscribeLive('transactions', SALES_CHANGED, { orgId }, { next: refresh, reconnected: refresh });
    return () => {
      stop();
      throttle.dispose();
    };
  }, [kioskId, orgId, queryClient]);
}

/**
 * Keeps the kiosk list's rows current while it is open: kiosk notices, and sales of the organization
 * filtered on (all of the caller's otherwise) for the income column.
 */
export function useKioskListChanges(orgId: string | undefined): void {
  const queryClient = useQueryClient();
  const salesOf = orgId && orgId !== ALL ? orgId : null;
  useEffect(() => {
    const throttle = createKeyThrottle(LIST_REFRESH_MS, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const refresh = () => throttle.request(queryKeys.kiosks.grids);
    const stopSales = subscribeLive(
      'transactions',
      SALES_CHANGED,
      { orgId: salesOf },
      { next: refresh, reconnected: refresh },
    );
    const stop = subscribeLive(
      'kiosk',
      KIOSK_CHANGED,
      {},
      {
        next: (data) => {
          if (changesListRows(data.kioskChanged)) throttle.request(queryKeys.kiosks.grids);
        },
        reconnected: refresh,
      },
    );
    return () => {
      stop();
      stopSales();
      throttle.dispose();
    };
  }, [queryClient, salesOf]);
}
