import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Per user and alert type (spec §3 Notification rule `types`): e-mail and in-console (mc) flags. */
export const notificationRuleTypes = pgTable(
  'notification_rule_types',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull().default(false),
    mc: boolean('mc').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] }), index('notification_rule_types_type_idx').on(t.type)],
);

/**
 * Per user and alert type (spec §3 `subscriptions`): all kiosks of the user's organizations, or the
 * chosen ones; `channels` narrows the type's flags for them.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    allKiosks: boolean('all_kiosks').notNull().default(true),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{email,mc}'::text[]`),
    kioskIds: uuid('kiosk_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] }), index('notification_subscriptions_type_idx').on(t.type)],
);

/** What a notification says about its alert, kept as it was when the alert changed. */
export interface NotificationSnapshot {
  kioskName: string;
  startDate: string;
  endDate: string | null;
  details: Record<string, unknown>;
}

/** The console's notification centre: one row per user, alert and change (opened | resolved). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').notNull(),
    /** opened | resolved */
    kind: text('kind').notNull(),
    orgId: uuid('org_id').notNull(),
    kioskId: uuid('kiosk_id').notNull(),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    snapshot: jsonb('snapshot').$type<NotificationSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // One notice per user, alert and change, however often the change is delivered.
    uniqueIndex('notifications_user_alert_kind_unique').on(t.userId, t.alertId, t.kind),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The e-mail outbox of alert notices: written with the change, drained by a job that sends each user at
 * most one e-mail per minute listing everything pending (durable across restarts and instances).
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').notNull(),
    kind: text('kind').notNull(),
    orgId: uuid('org_id').notNull(),
    kioskId: uuid('kiosk_id').notNull(),
    type: text('type').notNull(),
    severity: text('severity').notNull(),
    snapshot: jsonb('snapshot').$type<NotificationSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_mails_user_alert_kind_unique').on(t.userId, t.alertId, t.kind),
    index('notification_mails_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** When each user was last e-mailed about alerts (the one-per-minute limit); locked while sending. */
export const notificationMailState = pgTable('notification_mail_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
});
