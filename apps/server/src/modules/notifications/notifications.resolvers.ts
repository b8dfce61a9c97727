import { filter, pipe } from 'graphql-yoga';
import type { Notification, Resolvers } from '../../generated/graphql.ts';
import type { LiveNotice } from '../../lib/live.ts';
import type { NotificationRow } from './notifications.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

function toNotificationGraph(row: NotificationRow): Notification {
  const details = row.snapshot.details;
  return {
    _id: row.id,
    alertId: row.alertId,
    kind: row.kind,
    orgId: row.orgId,
    kioskId: row.kioskId,
    kioskName: row.snapshot.kioskName,
    type: row.type,
    severity: row.severity,
    startDate: row.snapshot.startDate,
    endDate: row.snapshot.endDate,
    details: Object.keys(details).length ? JSON.stringify(details) : null,
    created: row.createdAt,
    readAt: row.readAt,
  };
}

/** GraphQL ↔ notifications service (spec §7 names on the organizations endpoint). */
export function createNotificationsResolvers(notifications: NotificationsService): Resolvers {
  return {
    Query: {
      getNotificationTypes: () => notifications.types(),
      getNotificationRules: (_parent, _args, { viewer }) => notifications.getOwnRule(viewer),
      getOneUserNotificationRule: (_parent, { userId }, { viewer }) => notifications.getRule(viewer, userId),
      getMyNotifications: async (_parent, args, { viewer }) => {
        const { total, unread, rows } = await notifications.page(viewer, args);
        return { total, unread, data: rows.map(toNotificationGraph) };
      },
    },
    Mutation: {
      setNotificationRules: (_parent, { data }, { viewer }) => notifications.setOwnRule(viewer, data),
      putUserNotificationRule: (_parent, { userId, data }, { viewer }) => notifications.putRule(viewer, userId, data),
      markNotificationsRead: (_parent, { ids }, { viewer }) => notifications.markRead(viewer, ids),
      markAllNotificationsRead: (_parent, _args, { viewer }) => notifications.markAllRead(viewer),
    },
    Subscription: {
      notificationsChanged: {
        // Only the caller's own notices: a notice names its recipient.
        subscribe: (_parent, _args, { viewer }) =>
          pipe(
            notifications.changes(),
            filter((notice: LiveNotice) => notice.id === viewer.userId),
          ),
        resolve: (notice: LiveNotice) => ({ userId: notice.id, aspects: notice.aspects }),
      },
    },
  };
}
