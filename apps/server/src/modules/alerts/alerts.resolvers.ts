import { filter, pipe } from 'graphql-yoga';
import type { Alert, AlertSnooze, Resolvers } from '../../generated/graphql.ts';
import type { LiveNotice } from '../../lib/live.ts';
import type { AlertRow, SnoozeRow } from './alerts.repository.ts';
import { statusOf } from './alerts.service.ts';
import type { AlertsOperatorService } from './alerts.operator.service.ts';

function toAlertGraph(row: AlertRow): Alert {
  return {
    _id: row.id,
    orgId: row.orgId,
    kiosk: { _id: row.kioskId, name: row.kioskName },
    type: row.type,
    severity: row.severity,
    status: statusOf(row),
    scaleDirection: row.scaleDirection,
    startDate: row.startDate,
    endDate: row.endDate,
    details: JSON.stringify(row.details),
    acknowledged: row.acknowledgedAt
      ? { at: row.acknowledgedAt, userId: row.acknowledgedBy, note: row.acknowledgedNote }
      : null,
  };
}

function toSnoozeGraph(row: SnoozeRow): AlertSnooze {
  return {
    _id: row.id,
    kioskId: row.kioskId,
    orgId: row.orgId,
    startsAt: row.startsAt,
    until: row.until,
    reason: row.reason,
    createdBy: row.createdBy,
  };
}

/** GraphQL ↔ alerts service (the alerts endpoint, spec §7 gridAlerts). */
export function createAlertsResolvers(alerts: AlertsOperatorService): Resolvers {
  return {
    Query: {
      gridAlerts: async (_parent, { data }, { viewer }) => {
        const { rows, total } = await alerts.grid(viewer, data);
        return { total, data: rows.map(toAlertGraph) };
      },
      getKioskAlertSnooze: async (_parent, { kioskId }, { viewer }) => {
        const row = await alerts.snoozeOf(viewer, kioskId);
        return row ? toSnoozeGraph(row) : null;
      },
    },
    Mutation: {
      acknowledgeAlert: async (_parent, { id, note }, { viewer }) =>
        toAlertGraph(await alerts.acknowledge(viewer, id, note)),
      snoozeKioskAlerts: async (_parent, { kioskId, until, reason }, { viewer }) =>
        toSnoozeGraph(await alerts.snooze(viewer, kioskId, until, reason)),
      cancelSnooze: (_parent, { kioskId }, { viewer }) => alerts.cancelSnooze(viewer, kioskId),
    },
    Subscription: {
      alertChanged: {
        subscribe: (_parent, _args, { viewer }) => {
          const { source, visible } = alerts.subscribe(viewer);
          return pipe(
            source,
            filter((notice: LiveNotice) => visible(notice.orgId)),
          );
        },
        resolve: (notice: LiveNotice) => ({
          alertId: notice.id,
          orgId: notice.orgId,
          kind: notice.aspects[0] ?? 'opened',
          kioskId: notice.aspects[1] ?? '',
        }),
      },
    },
  };
}
