import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  notificationMailState,
  notificationMails,
  notificationRuleTypes,
  notificationSubscriptions,
  notifications,
  type NotificationSnapshot,
} from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationMailRow = typeof notificationMails.$inferSelect;

export interface RuleRows {
  types: { type: string; email: boolean; mc: boolean }[];
  subscriptions: { type: string; allKiosks: boolean; channels: string[]; kioskIds: string[] }[];
}

/** A notice for one user about one alert change (the in-console row and the e-mail outbox row share it). */
export interface NewNotice {
  userId: string;
  alertId: string;
  kind: 'opened' | 'resolved';
  orgId: string;
  kioskId: string;
  type: string;
  severity: string;
  snapshot: NotificationSnapshot;
}

/** A user whose rule wants an alert type for a kiosk, and through which channels. */
export interface RuleMatch {
  userId: string;
  email: boolean;
  mc: boolean;
}

/** Rules, notices and the e-mail outbox. Every read is by owner (the service checks who may ask). */
export function createNotificationsRepository(db: Db) {
  return {
    async ruleOf(userId: string): Promise<RuleRows> {
      const [types, subscriptions] = await Promise.all([
        db
          .select({
            type: notificationRuleTypes.type,
            email: notificationRuleTypes.email,
            mc: notificationRuleTypes.mc,
          })
          .from(notificationRuleTypes)
          .where(eq(notificationRuleTypes.userId, userId))
          .orderBy(asc(notificationRuleTypes.type)),
        db
          .select({
            type: notificationSubscriptions.type,
            allKiosks: notificationSubscriptions.allKiosks,
            channels: notificationSubscriptions.channels,
            kioskIds: notificationSubscriptions.kioskIds,
          })
          .from(notificationSubscriptions)
          .where(eq(notificationSubscriptions.userId, userId))
          .orderBy(asc(notificationSubscriptions.type)),
      ]);
      return { types, subscriptions };
    },

    /** Replaces a user's whole rule in one transaction. */
    async replaceRule(userId: string, rule: RuleRows): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(notificationRuleTypes).where(eq(notificationRuleTypes.userId, userId));
        await tx.delete(notificationSubscriptions).where(eq(notificationSubscriptions.userId, userId));
        if (rule.types.length) {
          await tx.insert(notificationRuleTypes).values(rule.types.map((t) => ({ userId, ...t })));
        }
        if (rule.subscriptions.length) {
          await tx.insert(notificationSubscriptions).values(rule.subscriptions.map((s) => ({ userId, ...s })));
        }
      });
    },

    /**
     * Users whose rule has a flag on for the type and a subscription of the type covering the kiosk
     * (all kiosks, or the kiosk chosen); the subscription's channels narrow the flags.
     */
    async matches(type: string, kioskId: string): Promise<RuleMatch[]> {
      const rows = await db
        .select({
          userId: notificationRuleTypes.userId,
          email: sql<boolean>`${notificationRuleTypes.email} and 'email' = any(${notificationSubscriptions.channels})`,
          mc: sql<boolean>`${notificationRuleTypes.mc} and 'mc' = any(${notificationSubscriptions.channels})`,
        })
        .from(notificationRuleTypes)
        .innerJoin(
          notificationSubscriptions,
          and(
            eq(notificationSubscriptions.userId, notificationRuleTypes.userId),
            eq(notificationSubscriptions.type, notificationRuleTypes.type),
          ),
        )
        .where(
          and(
            eq(notificationRuleTypes.type, type),
            sql`(${notificationSubscriptions.allKiosks} or ${kioskId}::uuid = any(${notificationSubscriptions.kioskIds}))`,
          ),
        );
      return rows.filter((row) => row.email || row.mc);
    },

    /** In-console notices; a change delivered twice is recorded once. Answers the rows written. */
    async insertNotices(rows: readonly NewNotice[]): Promise<NotificationRow[]> {
      if (!rows.length) return [];
      return db
        .insert(notifications)
        .values([...rows])
        .onConflictDoNothing()
        .returning();
    },

    async page(userId: string, skip: number, limit: number, unreadOnly: boolean) {
      const mine = unreadOnly
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId);
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      const rows = await db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(skip)
        .limit(limit);
      const unread = counts?.unread ?? 0;
      return { total: unreadOnly ? unread : (counts?.total ?? 0), unread, rows };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the owner's notices read (ids of other users' notices change nothing); answers how many changed. */
    async markRead(userId: string, ids: readonly string[] | 'all'): Promise<number> {
      const owned = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(ids === 'all' ? owned : and(owned, inArray(notifications.id, [...ids])))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** E-mail outbox rows; a change delivered twice is queued once. Answers the users with new rows. */
    async queueMails(rows: readonly NewNotice[]): Promise<string[]> {
      if (!rows.length) return [];
      const written = await db
        .insert(notificationMails)
        .values([...rows])
        .onConflictDoNothing()
        .returning({ userId: notificationMails.userId });
      return [...new Set(written.map((row) => row.userId))];
    },

    /** Forgets a user's pending e-mail (the user was deactivated before it went out). */
    async dropPendingMail(userId: string): Promise<void> {
      await db
        .delete(notificationMails)
        .where(and(eq(notificationMails.userId, userId), isNull(notificationMails.sentAt)));
    },

    /** Users with e-mails waiting since before `before` (the sweep that survives restarts). */
    async usersWithPendingMail(before: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: notificationMails.userId })
        .from(notificationMails)
        .where(and(isNull(notificationMails.sentAt), lte(notificationMails.createdAt, before)));
      return rows.map((row) => row.userId);
    },

    /**
     * Sends a user's pending e-mail under a lock on the user's mail state: `send` gets every pending row
     * and runs only when the last e-mail is at least `intervalMs` old; the rows are marked sent when it
     * returns (a failure leaves them pending). Answers `{ sent }` or `{ waitMs }` (too early).
     */
    async drainMail(
      userId: string,
      intervalMs: number,
      send: (rows: NotificationMailRow[]) => Promise<void>,
    ): Promise<{ sent: number } | { waitMs: number }> {
      return db.transaction(async (tx) => {
        await tx.insert(notificationMailState).values({ userId }).onConflictDoNothing();
        const [state] = await tx
          .select()
          .from(notificationMailState)
          .where(eq(notificationMailState.userId, userId))
          .for('update');
        const pending = await tx
          .select()
          .from(notificationMails)
          .where(and(eq(notificationMails.userId, userId), isNull(notificationMails.sentAt)))
          .orderBy(asc(notificationMails.createdAt), asc(notificationMails.id))
          .limit(500);
        if (!pending.length) return { sent: 0 };
        const now = Date.now();
        const since = state?.lastSentAt ? now - state.lastSentAt.getTime() : Infinity;
        if (since < intervalMs) return { waitMs: intervalMs - since };
        await send(pending);
        const sentAt = new Date();
        await tx
          .update(notificationMails)
          .set({ sentAt })
          .where(
            inArray(
              notificationMails.id,
              pending.map((row) => row.id),
            ),
          );
        await tx
          .update(notificationMailState)
          .set({ lastSentAt: sentAt })
          .where(eq(notificationMailState.userId, userId));
        return { sent: pending.length };
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
