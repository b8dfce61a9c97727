import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusTopic } from '@kiosk/common/mqtt';
import { createManualClock, loadProfile, startKiosk } from '@kiosk/kiosk-sim';
import type { Viewer } from '../../auth/viewer.ts';
import { gql, mintAccessToken, startTestServer } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { publishingKiosk } from './alerts.device.test-data.ts';
import { queuedFacts } from '../kiosks/kiosks.test-data.ts';

const POLL = { timeout: 20_000 };

/**
 * The alert engine end to end: a kiosk publishes through the real embedded broker, the kiosks module stores
 * the messages and hands the committed facts to the engine; rule durations on the kiosk's timestamps,
 * silence on a clock the test controls (`sweep(at)`).
 */
describe.each(testDatabaseKinds())('alert engine on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let root: Viewer;
  let orgId: string;
  let rootToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {
      DEMO_DATA: 'false',
      SCHEDULE_TICK_MS: '0',
      COMMAND_SWEEP_MS: '0',
      ALERT_SWEEP_MS: '0',
    });
    const [rootRow] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    root = await server.services.users.viewerForUser(rootRow?.id ?? '');
    rootToken = await mintAccessToken(server, rootRow?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Alert Org', 'alert-org') RETURNING id",
    );
    orgId = org?.id ?? '';
  });
  const call = <T>(endpoint: string, query: string, variables: Record<string, unknown>, token: string) =>
    gql<T>(server, endpoint, query, variables, token);
  afterAll(async () => {
    await server.app.close();
    await database.dispose();
  });

  /** A kiosk connected through the broker, publishing with timestamps relative to a kiosk-clock origin. */
  const kiosk = (name: string) => publishingKiosk({ server, database, root, orgId, kind }, name);

  it('facts of many kiosks applied in one batch: each kiosk gets its own alerts; a deleted kiosk drops only its own', async () => {
    const warm = await kiosk('BatchWarm');
    const cold = await kiosk('BatchCool');
    const gone = await kiosk('BatchGone');
    await gone.telemetry(0, 4); // its settings are cached now; deleting it makes the batch's transaction fail
    await database.query('DELETE FROM kiosks WHERE id = $1', [gone.id]);
    const reading = (k: { id: string; ts: (minutes: number) => string }, minutes: number, celsius: number) =>
      server.services.alerts.apply({
        kind: 'telemetry',
        kiosk: { id: k.id, orgId },
        receivedAt: new Date(),
        ts: new Date(k.ts(minutes)),
        temperatures: [Math.round(celsius * 100), null],
      });
    await Promise.all(
      [0, 5, 11].flatMap((minutes) => [
        reading(warm, minutes, 9),
        reading(cold, minutes, 4),
        reading(gone, minutes, 9),
      ]),
    );
    await server.services.alerts.idle();
    const [high] = await warm.alerts('highTemperature');
    expect(high?.start_date.toISOString()).toBe(warm.ts(0));
    expect(high?.end_date).toBeNull();
    expect(await cold.alerts()).toEqual([]);
    const [states] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alert_kiosk_states WHERE kiosk_id = ANY($1)',
      [[warm.id, cold.id, gone.id]],
    );
    expect(states?.n).toBe(2);
  });

  it('an opening whose fan-out failed is handed out again by the sweep after a minute, and then no more', async () => {
    const k = await kiosk('Outbox');
    const calls: string[] = [];
    let failing = true;
    const off = server.services.alerts.onAlertChange((change) => {
      if (change.alert.kioskId !== k.id) return;
      calls.push(`${change.kind}:${change.alert.type}:${change.id}`);
      if (failing) throw new Error('listener down');
    });
    await k.telemetry(0, 9);
    await k.telemetry(11, 9);
    expect(calls).toHaveLength(1);
    const [undelivered] = await database.query<{ id: string; delivered_at: Date | null }>(
      `SELECT c.id, c.delivered_at FROM alert_changes c JOIN alerts a ON a.id = c.alert_id WHERE a.kiosk_id = $1`,
      [k.id],
    );
    expect(undelivered?.delivered_at).toBeNull();
    expect(calls[0]).toBe(`opened:highTemperature:${undelivered?.id}`);
    // Within the minute the first delivery may still be under way: the sweep leaves it.
    await server.services.alerts.sweep(new Date(Date.now() + 30_000));
    expect(calls).toHaveLength(1);
    failing = false;
    await server.services.alerts.sweep(new Date(Date.now() + 61_000));
    expect(calls).toEqual([calls[0], calls[0]]);
    const [delivered] = await database.query<{ delivered_at: Date | null }>(
      'SELECT delivered_at FROM alert_changes WHERE id = $1',
      [undelivered?.id],
    );
    expect(delivered?.delivered_at).not.toBeNull();
    await server.services.alerts.sweep(new Date(Date.now() + 120_000));
    expect(calls).toHaveLength(2);
    off();
  });

  it('high temperature: not at 9:59, open at 10:01 since the first warm reading; hysteresis; resolves at 6.5 °C', async () => {
    const k = await kiosk('Warm');
    const changes: string[] = [];
    const off = server.services.alerts.onAlertChange((change) => {
      if (change.alert.kioskId === k.id) changes.push(`${change.kind}:${change.alert.type}`);
    });
    await k.telemetry(0, 7.5);
    await k.telemetry(5, 8.2);
    await k.telemetry(9, 8.4, 59);
    expect(await k.alerts()).toEqual([]);
    await k.telemetry(10, 8.1, 1);
    const [open] = await k.alerts('highTemperature');
    expect(open).toMatchObject({ severity: 'high', end_date: null, details: { thresholdC: 7, peakC: 8.4 } });
    expect(open?.start_date.toISOString()).toBe(k.ts(0));
    // Hovering just under the threshold keeps it open; a late (older) cold reading changes nothing.
    await k.telemetry(11, 6.9);
    await k.telemetry(12, 7.1);
    await k.telemetry(3, 4);
    expect((await k.alerts('highTemperature'))[0]?.end_date).toBeNull();
    await k.telemetry(13, 6.5);
    const [resolved] = await k.alerts('highTemperature');
    expect(resolved?.end_date?.toISOString()).toBe(k.ts(13));
    expect(changes).toEqual(['opened:highTemperature', 'resolved:highTemperature']);
    off();

    // gridAlerts shows it, newest first, filtered by status.
    const answer = await call<{ gridAlerts: { total: number; data: { type: string; status: string }[] } }>(
      'alerts',
      `query($d: AlertsGridInput) { gridAlerts(data: $d) { total data { type status severity startDate endDate kiosk { _id name } } } }`,
      { d: { kioskIds: [k.id], statuses: ['resolved'] } },
      rootToken,
    );
    expect(answer.data?.gridAlerts).toMatchObject({
      total: 1,
      data: [{ type: 'highTemperature', status: 'resolved' }],
    });
    k.client.end(true);
  });

  it('door open in purchase mode over 5 minutes on the kiosk clock, resolved when the door closes', async () => {
    const k = await kiosk('Door');
    await k.event(0, { type: 'session.opened', sessionId: 's-door', kind: 'purchase', memberCardId: 'm1' });
    await k.event(0, { type: 'door', state: 'open' });
    await k.telemetry(5, 4);
    expect(await k.alerts()).toEqual([]);
    await k.telemetry(6, 4);
    expect(await k.alerts('doorOpenPurchase')).toMatchObject([{ severity: 'high', end_date: null }]);
    await k.event(7, { type: 'door', state: 'closed' });
    expect((await k.alerts('doorOpenPurchase'))[0]?.end_date?.toISOString()).toBe(k.ts(7));
    k.client.end(true);
  });

  it('one-off alerts: unauthorized access, acknowledged with a note (who, when); terminal resolves on connected', async () => {
    const k = await kiosk('Access');
    await k.event(0, { type: 'access.unauthorized', detail: 'door forced' });
    await k.event(1, { type: 'access.unauthorized' }); // one open per kiosk and type
    const raised = await k.alerts('unauthorizedAccess');
    expect(raised).toHaveLength(1);
    const ack = await call<{ acknowledgeAlert: { status: string; acknowledged: { note: string } } }>(
      'alerts',
      'mutation($id: ID!, $n: String) { acknowledgeAlert(id: $id, note: $n) { status acknowledged { at userId note } } }',
      { id: raised[0]?.id, n: ' technician on site ' },
      rootToken,
    );
    expect(ack.data?.acknowledgeAlert).toMatchObject({
      status: 'resolved',
      acknowledged: { note: 'technician on site' },
    });

    await k.event(2, { type: 'terminal', state: 'disconnected' });
    expect(await k.alerts('terminalDisconnected')).toMatchObject([{ end_date: null, severity: 'high' }]);
    await k.event(3, { type: 'terminal', state: 'connected' });
    expect((await k.alerts('terminalDisconnected'))[0]?.end_date).not.toBeNull();
    k.client.end(true);
  });

  it('an empty purchase session raises its alert once', async () => {
    const k = await kiosk('Empty');
    await k.event(0, { type: 'session.opened', sessionId: 's-empty', kind: 'purchase', memberCardId: 'm1' });
    await k.event(1, { type: 'session.closed', sessionId: 's-empty', cells: [] });
    await expect.poll(async () => (await k.alerts('emptyPurchaseSession')).length, POLL).toBe(1);
    await server.services.sales.derive({ id: k.id, orgId }, 's-empty');
    await server.services.alerts.idle();
    expect(await k.alerts('emptyPurchaseSession')).toHaveLength(1);
    k.client.end(true);
  });

  it('a weighed purchase that raises nothing is not queued for the engine; one that raises something is', async () => {
    const k = await kiosk('Quiet');
    // A cell the kiosk has no product in: refused (no_product), so something moved and no alert is due.
    await k.event(0, { type: 'session.opened', sessionId: 's-quiet', kind: 'purchase', memberCardId: 'm1' });
    await k.event(1, {
      type: 'session.closed',
      sessionId: 's-quiet',
      cells: [{ cellId: 'A1', weightBefore: 900, weightAfter: 500 }],
    });
    await k.event(2, { type: 'session.opened', sessionId: 's-loud', kind: 'purchase', memberCardId: 'm1' });
    await k.event(3, { type: 'session.closed', sessionId: 's-loud', cells: [] });
    await server.services.sales.derive({ id: k.id, orgId }, 's-quiet');
    await server.services.sales.derive({ id: k.id, orgId }, 's-loud');
    await server.services.alerts.idle();
    const queued = (await queuedFacts(database, k.id)).flatMap(({ queue, fact }) =>
      queue === 'kiosks.facts/alerts' && fact.kind === 'purchase' ? [fact.sessionId] : [],
    );
    expect(queued).toEqual(['s-loud']);
    expect(await k.alerts('emptyPurchaseSession')).toHaveLength(1);
    // The quiet session's own events reached the engine (its state moved on to the last of them).
    const [state] = await database.query<{ last_ts: string }>(
      "SELECT state->>'lastTs' AS last_ts FROM alert_kiosk_states WHERE kiosk_id = $1",
      [k.id],
    );
    expect(new Date(state?.last_ts ?? 0).toISOString()).toBe(k.ts(3));
    k.client.end(true);
  });

  it('silence on the server clock: offline after 10 minutes, once across concurrent sweeps; resolved when the kiosk is back', async () => {
    const k = await kiosk('Silent');
    await k.telemetry(0, 4);
    const [{ last_seen: lastSeen } = { last_seen: new Date() }] = await database.query<{ last_seen: Date }>(
      'SELECT last_seen FROM kiosks WHERE id = $1',
      [k.id],
    );
    await server.services.alerts.sweep(new Date(lastSeen.getTime() + 10 * 60_000));
    expect(await k.alerts('kioskOffline')).toEqual([]);
    const later = new Date(lastSeen.getTime() + 10 * 60_000 + 1000);
    // Two instances sweeping at once: the partial unique index lets one alert open.
    await Promise.all([server.services.alerts.sweep(later), server.services.alerts.sweep(later)]);
    const open = await k.alerts('kioskOffline');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ severity: 'high', end_date: null });
    expect(open[0]?.start_date.toISOString()).toBe(lastSeen.toISOString());
    await k.telemetry(1, 4);
    expect((await k.alerts('kioskOffline'))[0]?.end_date).not.toBeNull();
    k.client.end(true);
  });

  it('MQTT disconnected for over 15 minutes (status offline), on the server clock', async () => {
    const k = await kiosk('Mqtt');
    await k.client.publishAsync(statusTopic(k.serial), JSON.stringify({ online: false }), { qos: 1, retain: true });
    await server.services.alerts.idle();
    await server.services.alerts.sweep(new Date(Date.now() + 15 * 60_000 + 5000));
    expect(await k.alerts('mqttDisconnected')).toMatchObject([{ severity: 'high', end_date: null }]);
    await k.telemetry(0, 4);
    expect((await k.alerts('mqttDisconnected'))[0]?.end_date).not.toBeNull();
    k.client.end(true);
  });

  it('a snoozed kiosk opens no new alerts until the snooze ends; the sweep then opens what still holds', async () => {
    const k = await kiosk('Snoozed');
    const snooze = await call<{ snoozeKioskAlerts: { until: string } }>(
      'alerts',
      'mutation($k: ID!, $u: DateTime!) { snoozeKioskAlerts(kioskId: $k, until: $u, reason: "maintenance") { until reason } }',
      { k: k.id, u: new Date(Date.now() + 3_600_000).toISOString() },
      rootToken,
    );
    expect(snooze.errors).toBeUndefined();
    await k.event(0, { type: 'terminal', state: 'disconnected' });
    await k.event(0, { type: 'access.unauthorized' });
    expect(await k.alerts()).toEqual([]);
    const past = await call<{ snoozeKioskAlerts: unknown }>(
      'alerts',
      'mutation($k: ID!, $u: DateTime!) { snoozeKioskAlerts(kioskId: $k, until: $u) { until } }',
      { k: k.id, u: new Date(Date.now() - 1000).toISOString() },
      rootToken,
    );
    expect(past.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await call('alerts', 'mutation($k: ID!) { cancelSnooze(kioskId: $k) }', { k: k.id }, rootToken);
    await server.services.alerts.sweep();
    expect(await k.alerts('terminalDisconnected')).toMatchObject([{ end_date: null }]);
    k.client.end(true);
  });

  it('auto temperature out-of-service: out after timeInMinutes above the maximum, back after as long normal', async () => {
    const k = await kiosk('Auto');
    await server.services.configuration.settings.configure(root, {
      kioskId: k.id,
      controller: { autoTempOutOfService: { active: true, maxTemperature: 7, timeInMinutes: 20 } },
    });
    const services = () =>
      database.query<{ params: { inService: boolean; reason: string } }>(
        "SELECT params FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'service' ORDER BY created_at",
        [k.id],
      );
    for (const minute of [0, 10, 19]) await k.telemetry(minute, 9);
    expect(await services()).toEqual([]);
    await k.telemetry(20, 9);
    expect((await services()).map((row) => row.params)).toEqual([{ inService: false, reason: 'temperature' }]);
    for (const minute of [21, 30, 40]) await k.telemetry(minute, 5);
    expect(await services()).toHaveLength(1);
    await k.telemetry(41, 5);
    expect((await services()).map((row) => row.params)).toEqual([
      { inService: false, reason: 'temperature' },
      { inService: true, reason: 'temperature' },
    ]);
    k.client.end(true);
  });

  it('product expiry: units past refill date + shelf life raise one alert; it resolves when the cell is emptied', async () => {
    const k = await kiosk('Expiry');
    const product = await server.services.products.create(root, {
      orgId,
      name: 'Fresh Milk',
      defaultPrice: '1.20',
      defaultCost: '0.50',
      packagingOptions: [{ unitCount: 1, grossWeightGrams: 1000, tolerancePercentage: 2, shelfLifeDays: 7 }],
      capacities: [
        { surfaceSize: 33, units: 6 },
        { surfaceSize: 50, units: 8 },
        { surfaceSize: 100, units: 16 },
      ],
    });
    await server.services.stock.planogram.configure(root, k.id, 'single');
    await server.services.stock.planogram.update(root, k.id, [{ cellId: 'A3', productId: product.id }]);
    await server.services.stock.inventory.correct(root, k.id, { cellId: 'A3', count: 4 });
    const day = 24 * 60 * 60_000;
    await server.services.alerts.checkExpiry(new Date(Date.now() + 6 * day));
    expect(await k.alerts('productExpiry')).toEqual([]);
    await server.services.alerts.checkExpiry(new Date(Date.now() + 8 * day));
    await server.services.alerts.checkExpiry(new Date(Date.now() + 8 * day));
    const open = await k.alerts('productExpiry');
    expect(open).toMatchObject([{ severity: 'mid', end_date: null, details: { cells: ['A3'] } }]);
    await server.services.stock.inventory.correct(root, k.id, { cellId: 'A3', count: 0 });
    await server.services.alerts.checkExpiry(new Date(Date.now() + 9 * day));
    expect((await k.alerts('productExpiry'))[0]?.end_date).not.toBeNull();
    k.client.end(true);
  });

  it('the simulator: a door left open warms the fridge — unauthorized access, then a High temperature alert', async () => {
    const serial = `AL-${kind}-SIM-${Date.now().toString(36)}`;
    const row = await server.services.kiosks.create(root, { name: 'Sim fridge', serialNumber: serial, orgId });
    const credentials = await server.services.kiosks.device.issueCredentials(root, row.id);
    const clock = createManualClock(Date.now() - 3 * 60 * 60_000);
    const fridge = await startKiosk({
      serialNumber: serial,
      password: credentials.password,
      url: credentials.mqttWsUrl,
      clock,
      profile: loadProfile(),
      autonomous: false,
      log: () => undefined,
    });
    try {
      // The simulator's door-ajar incident: open without a session, reported, and the fridge warms.
      fridge.incident = 'doorAjar';
      await fridge.setDoor(true);
      await fridge.event({ type: 'access.unauthorized', detail: 'Door opened without a session' });
      await clock.advance(40 * 60_000); // a reading every simulated minute
      const alerts = async () =>
        (
          await database.query<{ type: string; severity: string; end_date: Date | null }>(
            'SELECT type, severity, end_date FROM alerts WHERE kiosk_id = $1 ORDER BY type',
            [row.id],
          )
        ).map((alert) => [alert.type, alert.severity, alert.end_date === null]);
      await expect.poll(alerts, POLL).toEqual([
        ['highTemperature', 'high', true],
        ['unauthorizedAccess', 'high', true],
      ]);
    } finally {
      await fridge.stop();
    }
  });
});
