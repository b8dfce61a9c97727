import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createNotificationMail } from './notifications.mail.ts';
import type {
  NotificationAlertsPort,
  NotificationKiosksPort,
  NotificationOrganizationsPort,
  NotificationUsersPort,
} from './notifications.ports.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsResolvers } from './notifications.resolvers.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';

/**
 * Notification rules (Settings → Notifications), the console's notification centre and alert e-mails.
 * The alert engine's changes arrive through `service.alertChanged` (wired in modules.ts); who is told is
 * decided here from the rules and the users' organizations (docs/notifications.md).
 */
export function createNotificationsModule(
  platform: Platform,
  ports: {
    users: NotificationUsersPort;
    kiosks: NotificationKiosksPort;
    alerts: NotificationAlertsPort;
    organizations: NotificationOrganizationsPort;
  },
): ServerModule<'notifications', NotificationsService> {
  const repository = createNotificationsRepository(platform.db);
  const mail = createNotificationMail({
    notifications: repository,
    users: ports.users,
    organizations: ports.organizations,
    queue: platform.jobs,
    mailer: platform.mailer,
    logger: platform.logger,
    publicUrl: platform.config.publicUrl,
  });
  const service = createNotificationsService({
    notifications: repository,
    users: ports.users,
    kiosks: ports.kiosks,
    live: platform.live,
    logger: platform.logger,
    mailQueued: (userIds) => mail.queued(userIds),
  });
  // Each change is fanned out on its own. A failure rejects, so the alert engine's outbox hands the change
  // out again (notices and e-mails are unique per user × alert × kind: a repeat tells nobody twice).
  const stopListening = ports.alerts.onAlertChange((change) => service.alertChanged(change));
  return {
    name: 'notifications',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./notifications.graphql', import.meta.url), 'utf8'),
        resolvers: createNotificationsResolvers(service),
      },
    ],
    jobs: () => mail.start(),
    stop: () => {
      stopListening();
      return mail.stop();
    },
  };
}
