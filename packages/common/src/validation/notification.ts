import { z } from 'zod';
import { ALERT_TYPE_NAMES, type AlertType } from '../constants.ts';

export const alertType = z.enum(ALERT_TYPE_NAMES as [AlertType, ...AlertType[]]);

/** How a notification reaches the user: e-mail, or the console's notification centre (mission control). */
export const NOTIFICATION_CHANNELS = ['email', 'mc'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Per alert type: whether the user wants it by e-mail and in the console. */
export const notificationTypeSetting = z.object({
  type: alertType,
  email: z.boolean(),
  mc: z.boolean(),
});

/**
 * Which kiosks a type is wanted for: all kiosks of the user's organizations, or the chosen ones
 * (`kioskIds`, each in one of the user's organizations — checked by the server). `channels` narrows the
 * type's flags for these kiosks; missing = both.
 */
export const notificationSubscription = z
  .object({
    type: alertType,
    all: z.boolean(),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(2).optional(),
    kioskIds: z.array(z.uuid('NOT_FOUND')).max(1000).optional(),
  })
  .refine((s) => s.all || (s.kioskIds?.length ?? 0) > 0, { message: 'REQUIRED', path: ['kioskIds'] });

/** A user's notification rule (spec §3): per type the flags, and the subscriptions by type. */
export const notificationRuleInput = z
  .object({
    types: z.array(notificationTypeSetting).max(ALERT_TYPE_NAMES.length),
    subscriptions: z.array(notificationSubscription).max(ALERT_TYPE_NAMES.length),
  })
  .superRefine((rule, ctx) => {
    const seen = (list: readonly { type: string }[], key: 'types' | 'subscriptions') => {
      const types = new Set<string>();
      list.forEach((entry, index) => {
        if (types.has(entry.type)) {
          ctx.addIssue({ code: 'custom', message: 'BAD_USER_INPUT', path: [key, index, 'type'] });
        }
        types.add(entry.type);
      });
    };
    seen(rule.types, 'types');
    seen(rule.subscriptions, 'subscriptions');
  });

export type NotificationRuleInput = z.output<typeof notificationRuleInput>;
