import { randomUUID } from 'node:crypto';
import { ALERT_TYPES, type AlertType } from '@kiosk/common/constants';
import { consoleCaller, reaches, type AuthzCase, type AuthzWorld, type Target } from '../../test-support/authz.ts';
import type { TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import type { AlertChange } from './notifications.ports.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** Test data of the notifications module: an alert change builder and the authorization-matrix cases. */

/** An alert change of a kiosk, as the alert engine reports it (a new alert id unless given). */
export function alertChange(
  kiosk: { id: string; orgId: string; name: string },
  type: AlertType = 'highTemperature',
  kind: AlertChange['kind'] = 'opened',
  alertId: string = randomUUID(),
): AlertChange {
  return {
    kind,
    alert: {
      id: alertId,
      orgId: kiosk.orgId,
      kioskId: kiosk.id,
      kioskName: kiosk.name,
      type,
      severity: ALERT_TYPES[type],
      startDate: new Date('2026-03-01T10:00:00Z'),
      endDate: kind === 'resolved' ? new Date('2026-03-01T10:30:00Z') : null,
      details: { temperature: 9.5 },
    },
  };
}

/** An in-console notice for a user, written straight to the table (arranging, not the rules). */
export async function newNotice(context: TestContext, userId: string, orgId: string): Promise<string> {
  const [row] = await createNotificationsRepository(context.built.database.db).insertNotices([
    {
      userId,
      alertId: randomUUID(),
      kind: 'opened',
      orgId,
      kioskId: randomUUID(),
      type: 'highTemperature',
      severity: 'high',
      snapshot: { kioskName: 'Arranged', startDate: new Date().toISOString(), endDate: null, details: {} },
    },
  ]);
  if (!row) throw new Error('notice not written');
  return row.id;
}

const RULE_FIELDS = 'userId types { type email mc } subscriptions { type all channels kioskIds }';

/** A rule wanting high temperatures of one kiosk by e-mail and in the console. */
const ruleFor = (kioskId: string) => ({
  types: [{ type: 'highTemperature', email: true, mc: true }],
  subscriptions: [{ type: 'highTemperature', all: false, kioskIds: [kioskId] }],
});

const adminOf = (world: AuthzWorld, target: Target) =>
  world.context.newUser({ email: `rule-${randomUUID()}@matrix.test`, firstName: 'Rule' }, [
    [world.orgs[target], 'admin'],
  ]);

/** Each console caller gets a notice and reads it: a change for every open notification centre. */
async function readOneNoticeEach(world: AuthzWorld): Promise<void> {
  for (const caller of ['root', 'parentAdmin', 'subAdmin', 'foreignAdmin'] as const) {
    const userId = world.users[caller];
    if (!userId) continue;
    const id = await newNotice(world.context, userId, world.orgs.parent);
    await world.context.services.notifications.markRead(await world.context.services.users.viewerForUser(userId), [id]);
  }
}

export const authzCases: AuthzCase[] = [
  {
    operation: 'getNotificationTypes',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: '{ getNotificationTypes { type severity } }' }),
  },
  {
    // The caller's own rule.
    operation: 'getNotificationRules',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: `{ getNotificationRules { ${RULE_FIELDS} } }` }),
  },
  {
    // A user of the target organization: root and the admins reaching it.
    operation: 'getOneUserNotificationRule',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: `query($u: ID!) { getOneUserNotificationRule(userId: $u) { ${RULE_FIELDS} } }`,
      variables: { u: await adminOf(world, target) },
    }),
  },
  {
    // The caller's own rule with a kiosk of the target: only who belongs to it (root here belongs nowhere:
    // NO_ORGANIZATION, spec §6).
    operation: 'setNotificationRules',
    endpoint: 'organizations',
    allowed: (caller, target) => caller !== 'root' && reaches(caller, target),
    request: async (world, target) => ({
      query: `mutation($d: NotificationRuleInput!) { setNotificationRules(data: $d) { ${RULE_FIELDS} } }`,
      variables: { d: ruleFor((await newKiosk(world.context, world.orgs[target])).id) },
    }),
  },
  {
    operation: 'putUserNotificationRule',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: `mutation($u: ID!, $d: NotificationRuleInput!) { putUserNotificationRule(userId: $u, data: $d) { ${RULE_FIELDS} } }`,
      variables: {
        u: await adminOf(world, target),
        d: ruleFor((await newKiosk(world.context, world.orgs[target])).id),
      },
    }),
  },
  {
    // Owner-only: the answer lists the caller's own notices.
    operation: 'getMyNotifications',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: '{ getMyNotifications { total unread data { _id orgId } } }' }),
  },
  {
    // Someone else's notice changes nothing (integration test); the caller may always ask.
    operation: 'markNotificationsRead',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => ({
      query: 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
      variables: { ids: [await newNotice(world.context, world.users.parentAdmin ?? '', world.orgs.parent)] },
    }),
  },
  {
    operation: 'markAllNotificationsRead',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: 'mutation { markAllNotificationsRead }' }),
  },
  {
    operation: 'notificationsChanged',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async () => ({ query: 'subscription { notificationsChanged { userId aspects } }' }),
    subscription: { trigger: readOneNoticeEach },
  },
];
