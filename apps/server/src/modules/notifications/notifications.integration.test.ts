import { ALERT_TYPE_NAMES, ALERT_TYPES } from '@kiosk/common/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMails } from '../../db/schema/notifications.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { readOutbox, waitForMail } from '../../test-support/outbox.ts';
import { subscribeSse } from '../../test-support/sse.ts';
import { raiseAlert } from '../alerts/alerts.test-data.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { alertChange } from './notifications.test-data.ts';

const RULE = 'userId types { type email mc } subscriptions { type all channels kioskIds }';
const GET_OWN = `{ getNotificationRules { ${RULE} } }`;
const SET_OWN = `mutation($d: NotificationRuleInput!) { setNotificationRules(data: $d) { ${RULE} } }`;
const GET_ONE = `query($u: ID!) { getOneUserNotificationRule(userId: $u) { ${RULE} } }`;
const PUT_ONE = `mutation($u: ID!, $d: NotificationRuleInput!) { putUserNotificationRule(userId: $u, data: $d) { ${RULE} } }`;
const MINE = '{ getMyNotifications { total unread data { _id alertId kind kioskId kioskName type severity readAt } } }';

interface Rule {
  userId: string;
  types: { type: string; email: boolean; mc: boolean }[];
  subscriptions: { type: string; all: boolean; channels: string[]; kioskIds: string[] }[];
}
interface Mine {
  getMyNotifications: {
    total: number;
    unread: number;
    data: { _id: string; alertId: string; kind: string; kioskId: string; kioskName: string; readAt: string | null }[];
  };
}

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  const orgs = { a: '', a1: '', b: '', c: '' };
  const users = { adminA: '', adminA1: '', adminB: '', adminC: '', germanA: '' };
  const tokens: Record<string, string> = {};
  const kiosks = {} as Record<'a' | 'a1' | 'b' | 'c', { id: string; orgId: string; name: string }>;
  const call = <T>(who: string, query: string, variables: Record<string, unknown> = {}) =>
    context.call<T>(tokens[who], 'organizations', query, variables);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    orgs.a = await context.newOrganization('Alpha');
    orgs.a1 = await context.newOrganization('Alpha One', { parentId: orgs.a });
    orgs.b = await context.newOrganization('Beta');
    orgs.c = await context.newOrganization('Gamma');
    users.adminA = await context.newUser({ email: 'ada@alpha.test', firstName: 'Ada' }, [[orgs.a, 'admin']]);
    users.adminA1 = await context.newUser({ email: 'otto@alpha.test', firstName: 'Otto' }, [[orgs.a1, 'admin']]);
    users.adminB = await context.newUser({ email: 'bea@beta.test', firstName: 'Bea' }, [[orgs.b, 'admin']]);
    users.adminC = await context.newUser({ email: 'cem@gamma.test', firstName: 'Cem' }, [[orgs.c, 'admin']]);
    users.germanA = await context.newUser({ email: 'greta@alpha.test', firstName: 'Greta' }, [[orgs.a, 'admin']]);
    await context.services.users.setLanguage(await context.services.users.viewerForUser(users.germanA), 'de');
    for (const [key, id] of Object.entries(users)) tokens[key] = await context.token(id);
    tokens.root = await context.token(context.rootUserId);
    for (const key of ['a', 'a1', 'b', 'c'] as const) {
      const name = `Fridge ${key.toUpperCase()}`;
      kiosks[key] = { id: (await newKiosk(context, orgs[key], { name })).id, orgId: orgs[key], name };
    }
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('lists the alert types with their severities', async () => {
    const result = await call<{ getNotificationTypes: { type: string; severity: string }[] }>(
      'adminA',
      '{ getNotificationTypes { type severity } }',
    );
    expect(result.data?.getNotificationTypes).toEqual(
      ALERT_TYPE_NAMES.map((type) => ({ type, severity: ALERT_TYPES[type] })),
    );
  });

  it('answers every type switched off and no subscription before a rule is saved', async () => {
    const result = await call<{ getNotificationRules: Rule }>('adminB', GET_OWN);
    const rule = result.data?.getNotificationRules;
    expect(rule?.userId).toBe(users.adminB);
    expect(rule?.types).toHaveLength(ALERT_TYPE_NAMES.length);
    expect(rule?.types.every((t) => !t.email && !t.mc)).toBe(true);
    expect(rule?.subscriptions).toEqual([]);
  });

  it('saves the own rule with all kiosks or chosen kiosks of the own organizations', async () => {
    const data = {
      types: [
        { type: 'highTemperature', email: true, mc: true },
        { type: 'kioskOffline', email: false, mc: true },
      ],
      subscriptions: [
        { type: 'highTemperature', all: true },
        // A kiosk of a sub-organization belongs to the admin of its parent.
        { type: 'kioskOffline', all: false, kioskIds: [kiosks.a1.id] },
      ],
    };
    const saved = await call<{ setNotificationRules: Rule }>('adminA', SET_OWN, { d: data });
    expect(saved.errors).toBeUndefined();
    const read = (await call<{ getNotificationRules: Rule }>('adminA', GET_OWN)).data?.getNotificationRules;
    expect(read).toEqual(saved.data?.setNotificationRules);
    expect(read?.types.find((t) => t.type === 'kioskOffline')).toEqual({
      type: 'kioskOffline',
      email: false,
      mc: true,
    });
    expect(read?.subscriptions).toEqual([
      { type: 'highTemperature', all: true, channels: ['email', 'mc'], kioskIds: [] },
      { type: 'kioskOffline', all: false, channels: ['email', 'mc'], kioskIds: [kiosks.a1.id] },
    ]);
  });

  it('refuses kiosks outside the own organizations, unknown types, repeated types and empty choices', async () => {
    const foreign = await call('adminA1', SET_OWN, {
      d: { types: [], subscriptions: [{ type: 'highTemperature', all: false, kioskIds: [kiosks.a.id] }] },
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ 'subscriptions.0.kioskIds': 'NOT_FOUND' });
    const unknown = await call('adminA', SET_OWN, {
      d: { types: [{ type: 'fridgeOnFire', email: true, mc: true }], subscriptions: [] },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const twice = await call('adminA', SET_OWN, {
      d: {
        types: [
          { type: 'sensorError', email: true, mc: true },
          { type: 'sensorError', email: false, mc: false },
        ],
        subscriptions: [],
      },
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const empty = await call('adminA', SET_OWN, {
      d: { types: [], subscriptions: [{ type: 'sensorError', all: false, kioskIds: [] }] },
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('REQUIRED');
  });

  it('refuses a caller without an organization (spec §6)', async () => {
    const result = await call('root', SET_OWN, { d: { types: [], subscriptions: [] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NO_ORGANIZATION');
  });

  it('lets an admin read and put the rules of users in their organizations, root anyone’s', async () => {
    const mine = await call<{ getOneUserNotificationRule: Rule }>('adminA', GET_ONE, { u: users.adminA });
    expect(mine.data?.getOneUserNotificationRule.userId).toBe(users.adminA);
    expect((await call('adminA', GET_ONE, { u: users.adminA1 })).errors).toBeUndefined();
    expect((await call('adminA1', GET_ONE, { u: users.adminA })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call('adminB', GET_ONE, { u: users.adminA })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call('root', GET_ONE, { u: users.adminB })).errors).toBeUndefined();

    const forA1 = {
      types: [{ type: 'highTemperature', email: false, mc: true }],
      subscriptions: [{ type: 'highTemperature', all: false, channels: ['mc'], kioskIds: [kiosks.a1.id] }],
    };
    const put = await call<{ putUserNotificationRule: Rule }>('adminA', PUT_ONE, { u: users.adminA1, d: forA1 });
    expect(put.errors).toBeUndefined();
    expect(put.data?.putUserNotificationRule.subscriptions[0]?.kioskIds).toEqual([kiosks.a1.id]);
    // The kiosk of the parent is not one of the sub-organization admin's.
    const wrongKiosk = {
      ...forA1,
      subscriptions: [{ type: 'highTemperature', all: false, kioskIds: [kiosks.a.id] }],
    };
    const refused = await call('adminA', PUT_ONE, { u: users.adminA1, d: wrongKiosk });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call('adminB', PUT_ONE, { u: users.adminA1, d: forA1 })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const byRoot = await call<{ putUserNotificationRule: Rule }>('root', PUT_ONE, {
      u: users.adminB,
      d: {
        types: [{ type: 'highTemperature', email: true, mc: true }],
        subscriptions: [{ type: 'highTemperature', all: true }],
      },
    });
    expect(byRoot.errors).toBeUndefined();
  });

  it('tells the subscribed users of the kiosk’s organization in the console, and nobody else', async () => {
    const service = context.services.notifications;
    const opened = alertChange(kiosks.a1);
    await service.alertChanged(opened);
    // Delivered twice (a retry): recorded once.
    await service.alertChanged(opened);
    const ofA = (await call<Mine>('adminA', MINE)).data?.getMyNotifications;
    expect(ofA?.data.filter((n) => n.alertId === opened.alert.id)).toEqual([
      expect.objectContaining({ kind: 'opened', kioskId: kiosks.a1.id, kioskName: 'Fridge A1', readAt: null }),
    ]);
    const ofA1 = (await call<Mine>('adminA1', MINE)).data?.getMyNotifications;
    expect(ofA1?.data.map((n) => n.alertId)).toEqual([opened.alert.id]);
    // adminB subscribes to all kiosks of high temperature, but kiosk A1 is not Beta's.
    expect((await call<Mine>('adminB', MINE)).data?.getMyNotifications.total).toBe(0);

    // Chosen kiosks: adminA wants kiosk-offline of A1 only.
    await service.alertChanged(alertChange(kiosks.a, 'kioskOffline'));
    const offlineA1 = alertChange(kiosks.a1, 'kioskOffline');
    await service.alertChanged(offlineA1);
    const offline = (await call<Mine>('adminA', MINE)).data?.getMyNotifications.data.filter(
      (n) => n.kioskId !== kiosks.a1.id || n.alertId === offlineA1.alert.id,
    );
    expect(offline?.map((n) => n.alertId)).toEqual([offlineA1.alert.id]);
    // adminA1 has no rule for kiosk offline.
    expect((await call<Mine>('adminA1', MINE)).data?.getMyNotifications.total).toBe(1);

    await service.alertChanged(alertChange(kiosks.a1, 'highTemperature', 'resolved', opened.alert.id));
    const afterResolve = (await call<Mine>('adminA1', MINE)).data?.getMyNotifications;
    expect(afterResolve?.data.map((n) => n.kind)).toEqual(['resolved', 'opened']);
    expect(afterResolve?.unread).toBe(2);
  });

  it('hears the alert engine: an alert it raises reaches the subscribed users of its organization', async () => {
    await context.services.notifications.setOwnRule(await context.services.users.viewerForUser(users.adminB), {
      types: [{ type: 'unauthorizedAccess', email: false, mc: true }],
      subscriptions: [{ type: 'unauthorizedAccess', all: true }],
    });
    const alertId = await raiseAlert(context, kiosks.b);
    // The engine tells its listeners after commit, without waiting for them.
    await expect
      .poll(async () => (await call<Mine>('adminB', MINE)).data?.getMyNotifications.data.map((n) => n.alertId))
      .toContain(alertId);
    const ofA = (await call<Mine>('adminA', MINE)).data?.getMyNotifications.data ?? [];
    expect(ofA.map((n) => n.alertId)).not.toContain(alertId);
  });

  it('marks the own notices read, never another user’s', async () => {
    const ofA = (await call<Mine>('adminA', MINE)).data?.getMyNotifications;
    const first = ofA?.data[0]?._id ?? '';
    const byOther = await call<{ markNotificationsRead: number }>(
      'adminA1',
      'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
      { ids: [first] },
    );
    expect(byOther.errors).toBeUndefined();
    expect((await call<Mine>('adminA', MINE)).data?.getMyNotifications.unread).toBe(ofA?.unread);
    const own = await call<{ markNotificationsRead: number }>(
      'adminA',
      'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
      { ids: [first] },
    );
    expect(own.data?.markNotificationsRead).toBe((ofA?.unread ?? 0) - 1);
    const all = await call<{ markAllNotificationsRead: number }>('adminA', 'mutation { markAllNotificationsRead }');
    expect(all.data?.markAllNotificationsRead).toBe(0);
    const after = (await call<Mine>('adminA', MINE)).data?.getMyNotifications;
    expect(after?.unread).toBe(0);
    expect(after?.data.every((n) => n.readAt !== null)).toBe(true);
    expect((await call<Mine>('adminA1', MINE)).data?.getMyNotifications.unread).toBe(2);
  });

  it('pushes a notice to the recipient’s open console only', async () => {
    const url = await context.built.app.listen({ host: '127.0.0.1', port: 0 });
    const query = 'subscription { notificationsChanged { userId aspects } }';
    const ofA1 = await subscribeSse(url, 'organizations', query, {}, tokens.adminA1);
    const ofB = await subscribeSse(url, 'organizations', query, {}, tokens.adminB);
    try {
      let event;
      for (let attempt = 0; attempt < 10 && !event; attempt++) {
        await context.services.notifications.alertChanged(alertChange(kiosks.a1));
        event = await ofA1.next(800);
      }
      expect(event?.data.data).toEqual({ notificationsChanged: { userId: users.adminA1, aspects: ['opened'] } });
      expect(await ofB.next(800)).toBeUndefined();
    } finally {
      ofA1.close();
      ofB.close();
    }
  });

  it('e-mails the subscribed users in their language and nobody outside the organization', async () => {
    const dataDir = context.built.config.dataDir;
    await context.services.notifications.setOwnRule(await context.services.users.viewerForUser(users.germanA), {
      types: [{ type: 'doorOpenRefill', email: true, mc: false }],
      subscriptions: [{ type: 'doorOpenRefill', all: true }],
    });
    await context.services.notifications.setOwnRule(await context.services.users.viewerForUser(users.adminB), {
      types: [{ type: 'doorOpenRefill', email: true, mc: true }],
      subscriptions: [{ type: 'doorOpenRefill', all: true }],
    });
    await context.services.notifications.alertChanged(alertChange(kiosks.a, 'doorOpenRefill'));
    const german = await waitForMail(dataDir, { to: 'greta@alpha.test' });
    expect(german.subject).toBe('Warnung: Tür offen (Befüllung) bei Fridge A');
    expect(german.text).toContain('Hallo Greta Tester,');
    expect(german.text).toContain('- Ausgelöst: Tür offen (Befüllung) (Mittel) bei Fridge A');
    // The time is the kiosk's organization's wall clock, its zone named (not UTC).
    expect(german.text).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Europe\/Berlin\)/);
    // adminA's high-temperature mail from the earlier alerts, in English.
    const english = await waitForMail(dataDir, { to: 'ada@alpha.test' });
    expect(english.text).toContain('High temperature (High) at Fridge A1');
    expect((await readOutbox(dataDir)).filter((mail) => mail.to.includes('bea@beta.test'))).toEqual([]);
  });

  it('tells a deactivated user nothing', async () => {
    const gone = await context.newUser({ email: 'gone@alpha.test', firstName: 'Gone' }, [[orgs.a, 'admin']]);
    await context.services.notifications.setOwnRule(await context.services.users.viewerForUser(gone), {
      types: [{ type: 'lowTemperature', email: true, mc: true }],
      subscriptions: [{ type: 'lowTemperature', all: true }],
    });
    await database.query("UPDATE users SET status = 'inactive' WHERE id = $1", [gone]);
    await context.services.notifications.alertChanged(alertChange(kiosks.a, 'lowTemperature'));
    const repository = createNotificationsRepository(database.db);
    expect((await repository.page(gone, 0, 25, false)).total).toBe(0);
    expect(await repository.usersWithPendingMail(new Date(Date.now() + 60_000))).not.toContain(gone);
  });

  it('sends one e-mail listing all when 200 alerts fire at once', async () => {
    const dataDir = context.built.config.dataDir;
    await context.services.notifications.setOwnRule(await context.services.users.viewerForUser(users.adminC), {
      types: [{ type: 'sensorError', email: true, mc: true }],
      subscriptions: [{ type: 'sensorError', all: true }],
    });
    await Promise.all(
      Array.from({ length: 200 }, () =>
        context.services.notifications.alertChanged(alertChange(kiosks.c, 'sensorError')),
      ),
    );
    const mail = await waitForMail(dataDir, { to: 'cem@gamma.test' });
    expect(mail.subject).toBe('200 alert notices');
    expect(mail.text.split('\n').filter((line) => line.startsWith('- Opened: Sensor error'))).toHaveLength(200);
    // The mail is written before its notices are marked sent (in the sender's next statement).
    const pending = () =>
      database.db
        .select()
        .from(notificationMails)
        .where(and(eq(notificationMails.userId, users.adminC), isNull(notificationMails.sentAt)));
    await expect.poll(async () => (await pending()).length, { timeout: 10_000 }).toBe(0);
    expect((await readOutbox(dataDir)).filter((m) => m.to.includes('cem@gamma.test'))).toHaveLength(1);
    expect((await call<Mine>('adminC', MINE)).data?.getMyNotifications.unread).toBe(200);
  });

  it('holds a second e-mail within the minute and sends it when the minute is over', async () => {
    const repository = createNotificationsRepository(database.db);
    const change = alertChange(kiosks.c, 'sensorError');
    await repository.queueMails([
      {
        userId: users.adminC,
        alertId: change.alert.id,
        kind: 'opened',
        orgId: orgs.c,
        kioskId: kiosks.c.id,
        type: 'sensorError',
        severity: 'mid',
        snapshot: { kioskName: 'Fridge C', startDate: new Date().toISOString(), endDate: null, details: {} },
      },
    ]);
    const sent: number[] = [];
    const early = await repository.drainMail(users.adminC, 60_000, async (rows) => void sent.push(rows.length));
    expect(early).toEqual({ waitMs: expect.any(Number) as number });
    expect(sent).toEqual([]);
    // With no minimum interval (the minute is over), the pending notice goes out.
    expect(await repository.drainMail(users.adminC, 0, async (rows) => void sent.push(rows.length))).toEqual({
      sent: 1,
    });
    expect(sent).toEqual([1]);
  });
});
