import { ALERT_TYPE_NAMES, ALERT_TYPES } from '@kiosk/common/constants';
import { notificationRuleInput, type NotificationRuleInput } from '@kiosk/common/validation';
import type { FastifyBaseLogger } from 'fastify';
import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { LiveBus, LiveNotice } from '../../lib/live.ts';
import { skipLimit } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  organizationsOf,
  type AlertChange,
  type NotificationKiosksPort,
  type NotificationUsersPort,
} from './notifications.ports.ts';
import type { NewNotice, NotificationsRepository, RuleRows } from './notifications.repository.ts';

export const NOTIFICATIONS_CHANNEL = 'notifications-changed';

export interface NotificationRuleView {
  userId: string;
  types: { type: string; email: boolean; mc: boolean }[];
  subscriptions: { type: string; all: boolean; channels: string[]; kioskIds: string[] }[];
}

interface Deps {
  notifications: NotificationsRepository;
  users: NotificationUsersPort;
  kiosks: NotificationKiosksPort;
  live: LiveBus;
  logger: FastifyBaseLogger;
  /** Called with the users who have new e-mail waiting (the mail use case gathers and sends it). */
  mailQueued(userIds: readonly string[]): void;
}

/** Every alert type, with the flags saved for it (off when never saved). */
function toView(userId: string, rule: RuleRows): NotificationRuleView {
  const saved = new Map(rule.types.map((t) => [t.type, t]));
  return {
    userId,
    types: ALERT_TYPE_NAMES.map((type) => ({
      type,
      email: saved.get(type)?.email ?? false,
      mc: saved.get(type)?.mc ?? false,
    })),
    subscriptions: rule.subscriptions.map((s) => ({
      type: s.type,
      all: s.allKiosks,
      channels: s.channels,
      kioskIds: s.kioskIds,
    })),
  };
}

function snapshotOf(alert: AlertChange['alert']): NewNotice['snapshot'] {
  const date = (value: Date | string) => new Date(value).toISOString();
  const details =
    alert.details && typeof alert.details === 'object' ? alert.details : alert.details ? { text: alert.details } : {};
  return {
    kioskName: alert.kioskName,
    startDate: date(alert.startDate),
    endDate: alert.endDate ? date(alert.endDate) : null,
    details,
  };
}

/**
 * Notification rules (spec §3, §7) and the console's notification centre. A user edits their own rule;
 * an admin reads and puts the rules of users in their organizations; root anyone's. Kiosks chosen in a
 * rule must belong to the rule owner's organizations.
 */
export function createNotificationsService({ notifications, users, kiosks, live, logger, mailQueued }: Deps) {
  async function ruleView(userId: string) {
    return toView(userId, await notifications.ruleOf(userId));
  }

  /** Checks and saves `owner`'s rule; `viewer` is who asks (their reach bounds the kiosks too). */
  async function save(viewer: Viewer, owner: Viewer, data: unknown): Promise<NotificationRuleView> {
    const orgIds = organizationsOf(owner);
    if (orgIds.size === 0) throw new AppError('NO_ORGANIZATION');
    const rule: NotificationRuleInput = parseInput(notificationRuleInput, data);
    const chosen = rule.subscriptions.flatMap((s) => (s.all ? [] : (s.kioskIds ?? [])));
    if (chosen.length) {
      const allowed = new Map((await kiosks.ofOrganizations([...orgIds])).map((k) => [k.id, k.orgId]));
      rule.subscriptions.forEach((s, index) => {
        if (s.all) return;
        for (const kioskId of s.kioskIds ?? []) {
          const orgId = allowed.get(kioskId);
          if (!orgId || (viewer.userId !== owner.userId && !canReach(viewer.scope, orgId))) {
            throw new AppError('NOT_FOUND', { fields: { [`subscriptions.${index}.kioskIds`]: 'NOT_FOUND' } });
          }
        }
      });
    }
    await notifications.replaceRule(owner.userId, {
      types: rule.types,
      subscriptions: rule.subscriptions.map((s) => ({
        type: s.type,
        allKiosks: s.all,
        channels: [...new Set(s.channels ?? ['email', 'mc'])],
        kioskIds: s.all ? [] : [...new Set(s.kioskIds ?? [])],
      })),
    });
    return ruleView(owner.userId);
  }

  /** The rule's owner as a caller, when `viewer` may see them. */
  async function ownerOf(viewer: Viewer, userId: string): Promise<Viewer> {
    if (userId === viewer.userId) return viewer;
    const user = await users.visibleUser(viewer.scope, userId);
    return users.viewerForUser(user.id);
  }

  function changed(userIds: readonly string[], aspects: string[], orgId = '') {
    if (!userIds.length) return;
    live.publishAll(
      NOTIFICATIONS_CHANNEL,
      userIds.map((id): LiveNotice => ({ id, orgId, aspects })),
    );
  }

  return {
    types: () => ALERT_TYPE_NAMES.map((type) => ({ type, severity: ALERT_TYPES[type] })),

    getOwnRule: (viewer: Viewer) => ruleView(viewer.userId),

    async getRule(viewer: Viewer, userId: string): Promise<NotificationRuleView> {
      if (!isId(userId)) throw new AppError('NOT_FOUND');
      const owner = await ownerOf(viewer, userId);
      return ruleView(owner.userId);
    },

    setOwnRule: (viewer: Viewer, data: unknown) => save(viewer, viewer, data),

    async putRule(viewer: Viewer, userId: string, data: unknown): Promise<NotificationRuleView> {
      if (!isId(userId)) throw new AppError('NOT_FOUND');
      return save(viewer, await ownerOf(viewer, userId), data);
    },

    /** The caller's notification centre, newest first. */
    async page(viewer: Viewer, input: { skip?: number | null; limit?: number | null; unreadOnly?: boolean | null }) {
      const { skip, limit } = skipLimit(input.skip, input.limit);
      return notifications.page(viewer.userId, skip, limit, input.unreadOnly ?? false);
    },

    async markRead(viewer: Viewer, ids: readonly string[]): Promise<number> {
      if (ids.length > 500) throw new AppError('BAD_USER_INPUT', { fields: { ids: 'BAD_USER_INPUT' } });
      if (ids.some((id) => !isId(id))) throw new AppError('NOT_FOUND', { fields: { ids: 'NOT_FOUND' } });
      if (ids.length && (await notifications.markRead(viewer.userId, ids)) > 0) changed([viewer.userId], ['read']);
      return notifications.unreadCount(viewer.userId);
    },

    async markAllRead(viewer: Viewer): Promise<number> {
      if ((await notifications.markRead(viewer.userId, 'all')) > 0) changed([viewer.userId], ['read']);
      return 0;
    },

    /** Notices for open consoles: only the caller's own. */
    changes: () => live.subscribe(NOTIFICATIONS_CHANNEL),

    /**
     * An alert opened or resolved (after the alert engine's commit): the users whose rules want its type
     * for its kiosk and who belong to its organization get an in-console notice (mc) and/or an e-mail
     * (queued; at most one per user per minute). Nobody outside the kiosk's organization is told.
     */
    async alertChanged(change: AlertChange): Promise<void> {
      const { alert } = change;
      const matches = await notifications.matches(alert.type, alert.kioskId);
      const inConsole: NewNotice[] = [];
      const byMail: NewNotice[] = [];
      for (const match of matches) {
        let user: Viewer;
        try {
          user = await users.viewerForUser(match.userId);
        } catch {
          continue; // deactivated or gone: not told
        }
        if (!organizationsOf(user).has(alert.orgId)) continue;
        const notice: NewNotice = {
          userId: user.userId,
          alertId: alert.id,
          kind: change.kind,
          orgId: alert.orgId,
          kioskId: alert.kioskId,
          type: alert.type,
          severity: alert.severity,
          snapshot: snapshotOf(alert),
        };
        if (match.mc) inConsole.push(notice);
        if (match.email) byMail.push(notice);
      }
      const written = await notifications.insertNotices(inConsole);
      changed([...new Set(written.map((row) => row.userId))], [change.kind], alert.orgId);
      const mailUsers = await notifications.queueMails(byMail);
      if (mailUsers.length) mailQueued(mailUsers);
      logger.debug(
        { alertId: alert.id, kind: change.kind, inConsole: written.length, mail: byMail.length },
        'alert notified',
      );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
