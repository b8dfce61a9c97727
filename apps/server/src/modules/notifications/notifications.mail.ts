import { DEFAULT_TIME_ZONE, type Language } from '@kiosk/common/constants';
import { formatDateTime } from '@kiosk/common/format';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { translator } from '../../mail/translate.ts';
import {
  organizationsOf,
  type NotificationOrganizationsPort,
  type NotificationUsersPort,
} from './notifications.ports.ts';
import type { NotificationMailRow, NotificationsRepository } from './notifications.repository.ts';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
/** At most one alert e-mail per user in this time. */
export const MAIL_INTERVAL_MS = 60_000;
/** Alerts that fire together are gathered until none came for this long … */
const GATHER_MS = 2_000;
/** … or for this long at most, so a steady stream of alerts does not hold e-mail back. */
const GATHER_MAX_MS = 10_000;
/** The sweep that finds e-mail left pending by a stopped instance (once across instances, ADR 0014). */
const SWEEP_MS = 60_000;

interface Deps {
  notifications: NotificationsRepository;
  users: NotificationUsersPort;
  organizations: NotificationOrganizationsPort;
  queue: JobQueue;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Alert e-mails: notices wait in the `notification_mails` outbox (written with the alert change); a job
 * per user sends everything pending in one e-mail, in the user's language, under a lock on the user's
 * mail state — so several instances send it once and a user gets at most one e-mail per minute. A job
 * arriving too early re-queues itself for the end of the minute; a sweep re-queues users whose outbox
 * rows were left pending (a restart between commit and job).
 */
export function createNotificationMail({
  notifications,
  users,
  organizations,
  queue,
  mailer,
  logger,
  publicUrl,
}: Deps) {
  const gathering = new Set<string>();
  let gatherTimer: NodeJS.Timeout | undefined;
  let gatherStarted = 0;

  async function enqueue(userIds: readonly string[], startAfterSeconds?: number) {
    for (const userId of userIds) {
      await queue.send(NOTIFICATION_MAIL_JOB, { userId }, startAfterSeconds ? { startAfterSeconds } : {});
    }
  }

  function flushGathered() {
    gatherTimer = undefined;
    const userIds = [...gathering];
    gathering.clear();
    enqueue(userIds).catch((error: unknown) =>
      logger.warn({ err: error }, 'alert e-mail not queued; the sweep retries'),
    );
  }

  function compose(
    lang: Language,
    name: string,
    rows: readonly NotificationMailRow[],
    zones: ReadonlyMap<string, { timeZone: string }>,
  ) {
    const t = translator(lang, 'mail');
    const n = translator(lang, 'alerts');
    // The kiosk's organization's wall clock, its zone named: the reader may be anywhere (as in the console).
    const when = (iso: string, orgId: string) =>
      formatDateTime(iso, lang, { timeZone: zones.get(orgId)?.timeZone ?? DEFAULT_TIME_ZONE, label: true });
    const lines = rows.map((row) =>
      t('mail.alerts.line', {
        change: t(`mail.alerts.${row.kind === 'resolved' ? 'resolved' : 'opened'}`),
        type: n(`alerts.types.${row.type}`),
        severity: n(`alerts.severity.${row.severity}`),
        kiosk: row.snapshot.kioskName,
        when: when(
          row.kind === 'resolved' ? (row.snapshot.endDate ?? row.snapshot.startDate) : row.snapshot.startDate,
          row.orgId,
        ),
      }),
    );
    const first = rows[0];
    const subject =
      rows.length === 1 && first
        ? t(`mail.alerts.subjectOne${first.kind === 'resolved' ? 'Resolved' : 'Opened'}`, {
            type: n(`alerts.types.${first.type}`),
            kiosk: first.snapshot.kioskName,
          })
        : t('mail.alerts.subjectMany', { count: rows.length });
    const text = [
      t('mail.alerts.greeting', { name }),
      '',
      t('mail.alerts.body', { count: rows.length }),
      '',
      ...lines,
      '',
      t('mail.alerts.link', { url: `${publicUrl}/alerts` }),
      t('mail.alerts.settings', { url: `${publicUrl}/settings/notifications` }),
    ].join('\n');
    return { subject, text };
  }

  /** Sends a user's pending alert e-mail now, or re-queues the job for when the minute is over. */
  async function deliver(userId: string): Promise<void> {
    let user;
    try {
      user = await users.viewerForUser(userId);
    } catch {
      user = undefined;
    }
    if (!user) {
      // Deactivated (or gone) since the alert: nothing is sent to them, and nothing is kept waiting.
      await notifications.dropPendingMail(userId);
      return;
    }
    const recipient = user;
    // Read before the drain's transaction (which must use nothing but itself): the zones of every
    // organization the user can be told about.
    const zones = await organizations.summaries([...organizationsOf(recipient)]);
    const result = await notifications.drainMail(userId, MAIL_INTERVAL_MS, async (rows) => {
      const lang: Language = recipient.language === 'de' ? 'de' : 'en';
      const name = [recipient.self?.user.firstName, recipient.self?.user.lastName].filter(Boolean).join(' ');
      await mailer.send({ to: recipient.email, ...compose(lang, name || recipient.email, rows, zones) });
    });
    if ('waitMs' in result) await enqueue([userId], Math.ceil(result.waitMs / 1000));
  }

  return {
    /** New outbox rows for these users: one job each once the burst is over. */
    queued(userIds: readonly string[]) {
      for (const id of userIds) gathering.add(id);
      const now = Date.now();
      if (!gatherTimer) gatherStarted = now;
      else clearTimeout(gatherTimer);
      gatherTimer = setTimeout(flushGathered, Math.max(0, Math.min(GATHER_MS, gatherStarted + GATHER_MAX_MS - now)));
    },

    async start(): Promise<void> {
      await queue.work<{ userId: string }>(NOTIFICATION_MAIL_JOB, ({ userId }) => deliver(userId));
      await queue.every(
        'notifications.mail-sweep',
        SWEEP_MS,
        async () => enqueue(await notifications.usersWithPendingMail(new Date(Date.now() - SWEEP_MS))),
        { onError: (error) => logger.warn({ err: error }, 'alert e-mail sweep failed') },
      );
    },

    stop(): Promise<void> {
      if (gatherTimer) {
        clearTimeout(gatherTimer);
        flushGathered();
      }
      return Promise.resolve();
    },
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
