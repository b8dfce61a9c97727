/** Notification settings (spec §7 getNotificationTypes, getNotificationRules, setNotificationRules). */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import type { NotificationRuleInput, NotificationRulesQuery } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const NOTIFICATION_RULES = graphql(`
  query NotificationRules {
    getNotificationTypes {
      type
      severity
    }
    getNotificationRules {
      userId
      types {
        type
        email
        mc
      }
      subscriptions {
        type
        all
        channels
        kioskIds
      }
    }
  }
`);

const SET_NOTIFICATION_RULES = graphql(`
  mutation SetNotificationRules($data: NotificationRuleInput!) {
    setNotificationRules(data: $data) {
      userId
    }
  }
`);

export type NotificationRulesData = NotificationRulesQuery;

export function useNotificationRules(enabled = true) {
  return useQuery({
    queryKey: queryKeys.notifications.rule,
    queryFn: () => request('organizations', NOTIFICATION_RULES),
    enabled,
  });
}

export function useSaveNotificationRules() {
  return useInvalidatingMutation(
    (data: NotificationRuleInput) => request('organizations', SET_NOTIFICATION_RULES, { data }),
    { invalidates: [queryKeys.notifications.rule], leaving: true },
  );
}
