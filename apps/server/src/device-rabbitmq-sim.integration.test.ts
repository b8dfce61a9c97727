import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoFleet } from '../../demo/src/demo.fleet.ts';
import { DEMO_SERIAL_PREFIX } from '../../demo/src/demo.kiosks.ts';
import type { DeviceGateway } from './mqtt/gateway.ts';
import { createRabbitmqGateway } from './mqtt/rabbitmq.ts';
import { newKiosk } from './modules/kiosks/kiosks.test-data.ts';
import { freePort } from './test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { createTestContext, type TestContext } from './test-support/fixtures.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary } from './test-support/private-rabbitmq.ts';
import { leaseRabbitmqBehindFront, type RabbitmqBehindFront } from './test-support/rabbitmq-fleet.ts';
import { stockFleetForSales } from './test-support/rabbitmq-sales.ts';

/**
 * `npm run sim` against the scale-out mode (DEVICE_ENGINE=rabbitmq, ADR 0016): a console on a RabbitMQ
 * node of the test's own, the simulator's CLI creating its kiosks' credentials through the console's API
 * (`--api … --token … --org …`) and speaking MQTT 3.1.1 to the engine (`--url`, the engine's MQTT
 * listener). Its fridges get their planogram as a command, sell, and their readings and sales are stored.
 * The demo fleet (`npm start`, DEMO_FLEET) connects its fridges to the same engine the same way.
 * Required in CI; elsewhere skipped without RabbitMQ.
 */
const binary = await privateRabbitmqBinary('simulator on RabbitMQ');

const SIM_CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../kiosk-sim/src/cli.ts');
/** What the fridges sent waits in the engine until the console committed it (a backlog on a busy machine). */
const POLL = { timeout: 120_000, interval: 250 };

/**
 * A time zone where it is about noon now. The simulated customers follow the day's hours in the kiosks' local
 * time (the shipped profile has almost no one at 2–4 a.m.), so a short run at night would see no sale at all.
 */
function noonZone(now = new Date()): string {
  const offset = ((12 - now.getUTCHours() + 36) % 24) - 12; // −12 … +11 hours
  // POSIX `Etc/GMT` names count the other way round: Etc/GMT-11 is UTC+11.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** Runs the simulator's CLI to its end (`--duration`); answers what it printed. */
function runSim(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SIM_CLI, ...args], {
      env: { PATH: process.env.PATH, TZ: noonZone() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.skipIf(!binary).each(testDatabaseKinds())('npm run sim against the RabbitMQ engine, %s database', (kind) => {
  let engine: RabbitmqBehindFront;
  let rabbit: PrivateRabbitmq;
  let database: TestDatabase;
  let context: TestContext | undefined;
  let gateway: DeviceGateway;
  let folder: string;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-sim-engine-'));
    engine = await leaseRabbitmqBehindFront(binary as string, async ({ url, contentType, body }) => {
      if (!context) return undefined;
      const answer = await context.built.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: body,
      });
      return { status: answer.statusCode, body: answer.body };
    });
    rabbit = engine.rabbit;
    database = await createTestDatabase(kind);
    gateway = createRabbitmqGateway({
      logger: pino({ level: 'silent' }),
      amqpUrl: rabbit.amqpUrl,
      managementUrl: rabbit.managementUrl,
      urls: { mqttUrl: rabbit.mqttUrl, mqttWsUrl: '' },
      partitions: 2,
      reconnectPeriodMs: 200,
      closeTimeoutMs: 3_000,
    });
    const port = await freePort();
    context = await createTestContext(
      database,
      {
        DEMO_DATA: 'false',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEVICE_ENGINE: 'rabbitmq',
        AMQP_URL: rabbit.amqpUrl,
        MQTT_PUBLIC_URL: rabbit.mqttUrl,
      },
      { devices: gateway },
    );
    await context.built.app.listen({ host: '127.0.0.1', port });
  }, 180_000);

  afterAll(async () => {
    await context?.built.app.close();
    await database?.dispose();
    await engine?.dispose();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  }, 120_000);

  it('provisions through the API, and the simulated fridges sell: readings, sales with money and command acks stored', async () => {
    const ctx = context as TestContext;
    const orgId = await ctx.newOrganization('Sim Engine Org');
    // SIM-0001 exists with a planogram (sent to it as a command before it connects); SIM-0002 is created
    // by the simulator.
    const first = await newKiosk(ctx, orgId, { serialNumber: 'SIM-0001', name: 'Simulated' });
    await stockFleetForSales(ctx, orgId, [first]);
    // (Laying the planogram out queued apply_planogram commands too; the last one supersedes them.)
    await ctx.services.stock.planogram.sendPlanogram({ ...first, orgId }, null);
    const token = await ctx.token(ctx.rootUserId, { expiresInSeconds: 900 });
    const fleetFile = path.join(folder, 'fleet.json');
    const credentials = await ctx.call<{ kioskDeviceCredentials: { mqttUrl: string } }>(
      token,
      'kiosk',
      'mutation($k: ID!) { kioskDeviceCredentials(kioskId: $k) { mqttUrl } }',
      { k: first.id },
    );
    // What the console tells kiosks in this mode: the engine's MQTT listener.
    expect(credentials.data?.kioskDeviceCredentials.mqttUrl).toBe(rabbit.mqttUrl);

    const run = await runSim([
      ...['--api', ctx.built.config.publicUrl, '--token', token, '--org', orgId],
      ...['--kiosks', '2', '--fleet', fleetFile, '--url', rabbit.mqttUrl],
      ...['--speed', '600', '--hours', '0-24', '--purchases', '500', '--incidents', '0', '--duration', '10'],
    ]);
    expect(run.output).toMatch(/connected 2\/2/);
    expect(run.code).toBe(0);

    const kiosks = await database.query<{ id: string; serial_number: string }>(
      'SELECT id, serial_number FROM kiosks WHERE org_id = $1 ORDER BY serial_number',
      [orgId],
    );
    expect(kiosks.map((k) => k.serial_number)).toEqual(['SIM-0001', 'SIM-0002']);
    const ids = kiosks.map((k) => k.id);
    // The engine holds what the fridges sent until an instance committed it: wait for the last of it.
    await expect
      .poll(async () => {
        const readings = await database.query<{ kiosk_id: string }>(
          'SELECT DISTINCT kiosk_id FROM kiosk_temperatures WHERE kiosk_id = ANY($1::uuid[])',
          [ids],
        );
        return readings.length;
      }, POLL)
      .toBe(2);
    await expect
      .poll(
        async () =>
          (
            await database.query<{ status: string }>(
              "SELECT status FROM kiosk_commands WHERE kiosk_id = $1 AND type = 'apply_planogram' AND status <> 'superseded'",
              [first.id],
            )
          ).map((c) => c.status),
        POLL,
      )
      .toEqual(['applied']);
    await expect
      .poll(async () => {
        const [sales] = await database.query<{ count: number; money: string | null }>(
          'SELECT count(*)::int AS count, sum(total)::text AS money FROM transactions WHERE kiosk_id = $1',
          [first.id],
        );
        return (sales?.count ?? 0) > 0 && Number(sales?.money ?? 0) > 0;
      }, POLL)
      .toBe(true);
    // The simulator said offline when it stopped.
    await expect
      .poll(
        async () =>
          (await database.query<{ online: boolean }>('SELECT online FROM kiosks WHERE org_id = $1', [orgId])).map(
            (k) => k.online,
          ),
        POLL,
      )
      .toEqual([false, false]);
  }, 400_000);

  it('runs the demo fleet (DEMO_FLEET) on the engine: the demo fridges come online and apply their planogram', async () => {
    const ctx = context as TestContext;
    const orgId = await ctx.newOrganization('Demo Engine Org');
    const demo = [
      await newKiosk(ctx, orgId, { serialNumber: `${DEMO_SERIAL_PREFIX}E1`, name: 'Demo 1' }),
      await newKiosk(ctx, orgId, { serialNumber: `${DEMO_SERIAL_PREFIX}E2`, name: 'Demo 2' }),
    ];
    await stockFleetForSales(ctx, orgId, demo);
    // What apps/demo's start-up extension gets in this mode (console.ts: `deviceMqttUrl`).
    const url = ctx.built.config.mqtt.publicUrl;
    expect(url).toBe(rabbit.mqttUrl);
    const fleet = await startDemoFleet({
      kiosks: ctx.services.kiosks,
      stock: ctx.services.stock,
      url,
      logger: ctx.built.app.log,
    });
    try {
      const ids = demo.map((k) => k.id);
      await expect
        .poll(
          async () =>
            (
              await database.query<{ serial_number: string }>(
                'SELECT serial_number FROM kiosks WHERE online AND id = ANY($1::uuid[]) ORDER BY serial_number',
                [ids],
              )
            ).map((k) => k.serial_number),
          POLL,
        )
        .toEqual(demo.map((k) => k.serialNumber));
      await expect
        .poll(
          async () =>
            (
              await database.query<{ status: string }>(
                "SELECT status FROM kiosk_commands WHERE kiosk_id = ANY($1::uuid[]) AND type = 'apply_planogram' AND status <> 'superseded'",
                [ids],
              )
            ).map((c) => c.status),
          POLL,
        )
        .toEqual(['applied', 'applied']);
      await expect
        .poll(async () => {
          const [row] = await database.query<{ kiosks: number }>(
            'SELECT count(DISTINCT kiosk_id)::int AS kiosks FROM kiosk_temperatures WHERE kiosk_id = ANY($1::uuid[])',
            [ids],
          );
          return row?.kiosks;
        }, POLL)
        .toBe(2);
    } finally {
      await fleet?.stop();
    }
  }, 300_000);
});
