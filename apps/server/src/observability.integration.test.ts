import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { createTestContext } from './test-support/fixtures.ts';
import { createRecordingGateway, type RecordingGateway } from './test-support/devices.ts';
import { createTestApp } from './test-support/app.ts';
import { waitForMail } from './test-support/outbox.ts';

const METRICS_TOKEN = 'scrape-token-0123456789';

/** The value of one series in Prometheus' text format (labels exactly as written), undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('metrics and readiness on %s', (kind) => {
  let database: TestDatabase;
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  let gateway: RecordingGateway;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = createRecordingGateway();
    ctx = await createTestContext(
      database,
      { METRICS_TOKEN, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', ALERT_SWEEP_MS: '0', COMMAND_SWEEP_MS: '0' },
      { devices: gateway },
    );
  });
  afterAll(async () => {
    await ctx.built.app.close();
    await database.dispose();
  });

  it('counts HTTP, GraphQL, device, ingest, command, alert, job and e-mail traffic in /metrics', async () => {
    const { built } = ctx;
    const token = await ctx.token(ctx.rootUserId);
    for (let i = 0; i < 3; i++) expect((await built.app.inject('/healthz')).statusCode).toBe(200);

    const grid = await ctx.call<{
      getKiosksGrid: { total: number; data: { _id: string; serialNumber: string; orgId: string }[] };
    }>(token, 'kiosk', '{ getKiosksGrid { total data { _id serialNumber orgId } } }');
    expect(grid.errors).toBeUndefined();
    const kiosk = grid.data?.getKiosksGrid.data[0];
    if (!kiosk) throw new Error('the demo data has kiosks');
    const anonymous = await ctx.call(undefined, 'kiosk', '{ getKiosksGrid { total } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Three telemetry messages: received, stored in ingest batches, acknowledged.
    const start = Date.now() - 20 * 60_000;
    for (const minutes of [0, 5, 11]) {
      await gateway.send(kiosk.serialNumber, 'telemetry', {
        ts: new Date(start + minutes * 60_000).toISOString(),
        temperatures: [900],
        uptime: 60 + minutes * 60,
      });
    }
    await gateway.send(kiosk.serialNumber, 'telemetry', 'not json');
    await ctx.services.alerts.idle();

    // A command for the offline kiosk stays queued (beside those the demo data queued).
    const sync = await ctx.call(token, 'kiosk', 'mutation ($id: ID!) { kioskSync(id: $id) { status } }', {
      id: kiosk._id,
    });
    expect(sync.errors).toBeUndefined();

    // An invitation: a job run and an e-mail.
    const orgId = await ctx.newOrganization('Metered');
    const created = await ctx.call(
      token,
      'organizations',
      'mutation ($data: CreateUserInput!) { createUser(data: $data) { _id } }',
      {
        data: {
          firstName: 'Mia',
          lastName: 'Metered',
          email: 'mia@metered.test',
          rolesInOrganizations: [{ organizationId: orgId, role: 'admin' }],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    await waitForMail(built.config.dataDir, { to: 'mia@metered.test' });

    expect((await built.app.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await built.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(401);
    const response = await built.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;

    expect(
      sample(
        text,
        'kiosk_console_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'kiosk_console_graphql_operation_duration_seconds_count{endpoint="kiosk",type="query",operation="getKiosksGrid",outcome="ok"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'kiosk_console_graphql_errors_total{endpoint="kiosk",operation="getKiosksGrid",code="UNAUTHENTICATED"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'kiosk_console_graphql_operation_duration_seconds_count{endpoint="kiosk",type="mutation",operation="kioskSync",outcome="ok"}',
      ),
    ).toBe(1);
    expect(sample(text, 'kiosk_console_device_messages_received_total{channel="telemetry"}')).toBe(3);
    expect(sample(text, 'kiosk_console_device_messages_acknowledged_total')).toBe(3);
    expect(sample(text, 'kiosk_console_device_messages_dropped_total{reason="json"}')).toBe(1);
    expect(sample(text, 'kiosk_console_batch_size_sum{batcher="ingest"}')).toBe(3);
    expect(sample(text, 'kiosk_console_batch_duration_seconds_count{batcher="ingest",outcome="ok"}')).toBe(3);
    expect(sample(text, 'kiosk_console_batch_backlog{batcher="ingest"}')).toBe(0);
    const open = await database.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM kiosk_commands WHERE status IN ('queued', 'sent', 'delivered') GROUP BY status",
    );
    expect(open.find((row) => row.status === 'queued')?.n).toBeGreaterThanOrEqual(1);
    for (const { status, n } of open) expect(sample(text, `kiosk_console_commands{state="${status}"}`)).toBe(n);
    expect(sample(text, 'kiosk_console_alerts_open{type="highTemperature",severity="high"}')).toBe(1);
    expect(
      sample(text, 'kiosk_console_jobs_total{queue="users.invitation",outcome="completed"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kiosk_console_mails_total{outcome="sent"}')).toBe(1);
    for (const dependency of ['database', 'broker', 'jobs']) {
      expect(sample(text, `kiosk_console_dependency_up{dependency="${dependency}"}`)).toBe(1);
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (kind === 'postgres') {
      expect(sample(text, 'kiosk_console_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    }

    // The same on the metrics' own port.
    const own = await fetch(`http://127.0.0.1:${built.metricsPort}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('kiosk_console_device_messages_received_total{channel="telemetry"} 3');
    expect((await fetch(`http://127.0.0.1:${built.metricsPort}/metrics`)).status).toBe(401);
  });

  it('/readyz names the dependency that is down; /healthz stays live', async () => {
    const ready = await ctx.built.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', dependencies: { database: 'up', broker: 'up', jobs: 'up' } });
    gateway.setConnected(false);
    try {
      const down = await ctx.built.app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        down: ['broker'],
        dependencies: { database: 'up', broker: 'down', jobs: 'up' },
      });
      expect((await ctx.built.app.inject('/healthz')).statusCode).toBe(200);
      const scrape = await ctx.built.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(sample(scrape.body, 'kiosk_console_dependency_up{dependency="broker"}')).toBe(0);
    } finally {
      gateway.setConnected(true);
    }
  });
});

describe('readiness with an external broker that does not answer', () => {
  let database: TestDatabase;
  let built: Awaited<ReturnType<typeof createTestApp>>;
  // Holds the port for the whole test and hangs up on every connection: a port only found free could be
  // taken meanwhile by another test's server (the browser journeys run beside these tests).
  const silent = net.createServer((socket) => socket.destroy());

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    built = await createTestApp(database, { MQTT_URL: `mqtt://127.0.0.1:${port}` }, { devices: 'embedded' });
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 naming the broker, and no /metrics without METRICS_TOKEN', async () => {
    const response = await built.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', down: ['broker'] });
    const metrics = await built.app.inject('/metrics');
    expect(metrics.statusCode).not.toBe(200);
    expect(metrics.body).not.toContain('kiosk_console_');
  });
});
