/** The notification centre: the caller's notices, read marks, and the live feed that keeps the bell current. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../generated/gql.ts';
import type { MyNotificationsQuery } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { subscribeLive } from '../../lib/live.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const MY_NOTIFICATIONS = graphql(`
  query MyNotifications($limit: Int) {
    getMyNotifications(limit: $limit) {
      total
      unread
      data {
        _id
        alertId
        kind
        kioskId
        kioskName
        type
        severity
        startDate
        endDate
        created
        readAt
      }
    }
  }
`);

const MARK_READ = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

const MARK_ALL_READ = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

const NOTIFICATIONS_CHANGED = graphql(`
  subscription NotificationsChanged {
    notificationsChanged {
      userId
      aspects
    }
  }
`);

export type NotificationItem = MyNotificationsQuery['getMyNotifications']['data'][number];

/** Notices shown in the bell's list (the newest). */
export const CENTRE_LIMIT = 25;

export function useMyNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications.centre,
    queryFn: () => request('organizations', MY_NOTIFICATIONS, { limit: CENTRE_LIMIT }),
    select: (data) => data.getMyNotifications,
  });
}

export function useMarkNotificationsRead() {
  return useInvalidatingMutation((ids: string[]) => request('organizations', MARK_READ, { ids }), {
    invalidates: [queryKeys.notifications.centre],
  });
}

export function useMarkAllNotificationsRead() {
  return useInvalidatingMutation(() => request('organizations', MARK_ALL_READ), {
    invalidates: [queryKeys.notifications.centre],
  });
}

/** Keeps the bell current: every notice of the caller's refetches the centre (after a reconnect too). */
export function useNotificationChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.centre });
    return subscribeLive('organizations', NOTIFICATIONS_CHANGED, {}, { next: refresh, reconnected: refresh });
  }, [queryClient]);
}
