/**
 * The alerts screen's reads and writes on the alerts endpoint (spec §7 gridAlerts), and the live feed
 * `alertChanged` that refreshes the grid (at most once a second) while it is open.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AlertsGridInput, AlertsGridQuery } from '../../generated/graphql.ts';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { createKeyThrottle } from '../../lib/key-throttle.ts';
import { subscribeLive } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const ALERTS_GRID = graphql(`
  query AlertsGrid($data: AlertsGridInput) {
    gridAlerts(data: $data) {
      total
      data {
        _id
        orgId
        type
        severity
        status
        scaleDirection
        startDate
        endDate
        details
        kiosk {
          _id
          name
        }
        acknowledged {
          at
          note
        }
      }
    }
  }
`);

const ACKNOWLEDGE = graphql(`
  mutation AcknowledgeAlert($id: ID!, $note: String) {
    acknowledgeAlert(id: $id, note: $note) {
      _id
      status
    }
  }
`);

const SNOOZE = graphql(`
  query KioskAlertSnooze($kioskId: ID!) {
    getKioskAlertSnooze(kioskId: $kioskId) {
      _id
      until
      reason
    }
  }
`);

const SNOOZE_KIOSK = graphql(`
  mutation SnoozeKioskAlerts($kioskId: ID!, $until: DateTime!, $reason: String) {
    snoozeKioskAlerts(kioskId: $kioskId, until: $until, reason: $reason) {
      _id
      until
    }
  }
`);

const CANCEL_SNOOZE = graphql(`
  mutation CancelSnooze($kioskId: ID!) {
    cancelSnooze(kioskId: $kioskId)
  }
`);

const ALERT_CHANGED = graphql(`
  subscription AlertChanged {
    alertChanged {
      alertId
      kioskId
      orgId
      kind
    }
  }
`);

export type AlertRow = AlertsGridQuery['gridAlerts']['data'][number];

export function useAlertsGrid(data: AlertsGridInput) {
  return useQuery({
    queryKey: queryKeys.alerts.grid(data),
    queryFn: () => request('alerts', ALERTS_GRID, { data }),
    select: (result) => result.gridAlerts,
    placeholderData: keepPreviousData,
  });
}

export function useAcknowledgeAlert() {
  return useInvalidatingMutation(
    (variables: { id: string; note: string | null }) => request('alerts', ACKNOWLEDGE, variables),
    { invalidates: [queryKeys.alerts.grids] },
  );
}

export function useKioskAlertSnooze(kioskId: string) {
  return useQuery({
    queryKey: queryKeys.alerts.snooze(kioskId),
    queryFn: () => request('alerts', SNOOZE, { kioskId }),
    select: (result) => result.getKioskAlertSnooze,
  });
}

export function useSnoozeKioskAlerts(kioskId: string) {
  return useInvalidatingMutation(
    (variables: { until: string; reason: string | null }) => request('alerts', SNOOZE_KIOSK, { kioskId, ...variables }),
    { invalidates: [queryKeys.alerts.snooze(kioskId)] },
  );
}

export function useCancelSnooze(kioskId: string) {
  return useInvalidatingMutation(() => request('alerts', CANCEL_SNOOZE, { kioskId }), {
    invalidates: [queryKeys.alerts.snooze(kioskId)],
  });
}

/** Refreshes the alerts grid when an alert of the caller's kiosks opens, is acknowledged or resolves. */
export function useAlertChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const throttle = createKeyThrottle(1_000, (queryKey) => {
      void queryClient.invalidateQueries({ queryKey });
    });
    const stop = subscribeLive(
      'alerts',
      ALERT_CHANGED,
      {},
      {
        next: (data) =>
          throttle.request(
            data.alertChanged.kind === 'snoozed'
              ? queryKeys.alerts.snooze(data.alertChanged.kioskId)
              : queryKeys.alerts.grids,
          ),
        reconnected: () => throttle.request(queryKeys.alerts.all),
      },
    );
    return () => {
      stop();
      throttle.dispose();
    };
  }, [queryClient]);
}
