import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.ts';
import { freePort } from './test-support/app.ts';
import { createTestContext } from './test-support/fixtures.ts';
import {
  type PrivatePostgres,
  privatePostgresBinaries,
  startPrivatePostgres,
} from './test-support/private-postgres.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary } from './test-support/private-rabbitmq.ts';
import {
  arrangeFleet,
  type AuthForward,
  connectFleetKiosk,
  expectStoredOnce,
  type FleetKiosk,
  type RabbitmqBehindFront,
  leaseRabbitmqBehindFront,
  storedEvents,
} from './test-support/rabbitmq-fleet.ts';
import {
  type AcknowledgedSale,
  answerCommands,
  type CommandAnswerer,
  expectCommandsOnce,
  expectSalesExact,
  queueCommandOverApi,
  startSalesLoad,
  stockFleetForSales,
} from './test-support/rabbitmq-sales.ts';
import { type ServerProcess, startServerProcess } from './test-support/server-process.ts';

/**
 * The scale-out mode as it runs in production: two server processes (`main.ts`, DEVICE_ENGINE=rabbitmq)
 * on a PostgreSQL and a RabbitMQ node of the test's own, kiosks running paid purchases under load while
 * one process is killed with SIGKILL and while PostgreSQL restarts (immediate: a crash) — 0 acknowledged
 * messages lost, 0 doubled, the sales and their money exactly what the acknowledged sessions imply, and
 * commands asked for through the API during the fault delivered to the kiosk once and applied; and with
 * unpaced kiosks (a backlog in the partition queues) a killed process does not make a command arrive
 * twice: the acks have a queue of their own and are not held behind the backlog.
 * Required in CI; elsewhere skipped without PostgreSQL binaries or RabbitMQ.
 */
const bindir = await privatePostgresBinaries('RabbitMQ fault tests');
const binary = await privateRabbitmqBinary('RabbitMQ fault tests');

const WAIT = { timeout: 120_000, interval: 100 };
const KIOSKS = 4;
/** Messages acknowledged to the kiosks and not yet stored before the unpaced test kills a process. */
const BACKLOG = 2_000;

describe.skipIf(!bindir || !binary)('scale-out on RabbitMQ: a killed server process, a PostgreSQL crash', () => {
  let cluster: PrivatePostgres;
  let engine: RabbitmqBehindFront;
  let rabbit: PrivateRabbitmq;
  let pool: pg.Pool;
  let dataDir: string;
  /** The console's public address, the same for both processes (behind one load balancer): tokens name it. */
  let publicUrl: string;
  const servers: { process: ServerProcess; base: string }[] = [];
  let fleet: FleetKiosk[] = [];
  let answerers: CommandAnswerer[] = [];
  let token: string;
  /** Every sale the kiosks were acknowledged for, over both tests. */
  const sales = new Map<string, AcknowledgedSale>();

  /** The load balancer: the engine's auth requests go to a running server. */
  const forward: AuthForward = async ({ url, contentType, body }) => {
    for (const server of servers.filter((s) => s.process.alive())) {
      try {
        const answer = await fetch(`${server.base}${url}`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        });
        return { status: answer.status, body: await answer.text() };
      } catch {
        // next server
      }
    }
    return undefined;
  };

  async function startServer() {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const process = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DEVICE_ENGINE: 'rabbitmq',
      AMQP_URL: rabbit.amqpUrl,
      RABBITMQ_MANAGEMENT_URL: rabbit.managementUrl,
      RABBITMQ_PARTITIONS: '4',
      MQTT_PUBLIC_URL: rabbit.mqttUrl,
    });
    servers.push({ process, base });
  }

  const query = (sql: string, params: unknown[]) => pool.query(sql, params).then((result) => result.rows);
  const stored = () =>
    storedEvents(
      query,
      fleet.map((k) => k.id),
    );
  let current: ReturnType<typeof startSalesLoad> | undefined;
  const load = () => (current = startSalesLoad(fleet));
  // A failed test's load does not run on into the next test.
  afterEach(() => current?.halt());
  /** A running server's address (the load balancer's pick). */
  const liveBase = () => (servers.find((s) => s.process.alive()) as (typeof servers)[number]).base;
  /** `kioskSync` and `kioskRestart` for the first two kiosks through the API; their ids. */
  const queueCommands = async () => {
    const ids: string[] = [];
    for (const kiosk of fleet.slice(0, 2)) {
      for (const mutation of ['kioskSync', 'kioskRestart']) {
        ids.push(await queueCommandOverApi(liveBase, token, mutation, kiosk.id, WAIT));
      }
    }
    return ids;
  };
  const expectCommands = (ids: string[]) =>
    expectCommandsOnce(ids, (sql, params) => query(sql, params).catch(() => []), answerers, { wait: WAIT });
  /** Every acknowledged event stored once; the sales (these and the earlier test's) exact, with their money. */
  async function expectSales(running: ReturnType<typeof load>) {
    for (const [sessionId, sale] of running.sales) sales.set(sessionId, sale);
    return expectSalesExact(
      sales,
      query,
      fleet.map((k) => k.id),
      WAIT,
    );
  }

  const expectStored = (acknowledged: string[]) =>
    expectStoredOnce(acknowledged, stored, {
      wait: WAIT,
      async onMissing() {
        const events = await stored();
        const missing = acknowledged.flatMap((id, n) => (events.has(id) ? [] : [n]));
        console.error(`missing positions ${missing.join(',')} of ${acknowledged.length}`);
        for (const server of servers) console.error(server.process.output().slice(-6000));
      },
    });

  beforeAll(async () => {
    // The PostgreSQL cluster and the RabbitMQ node start side by side (each is mostly waiting for its boot).
    const [startedCluster, startedEngine] = await Promise.allSettled([
      startPrivatePostgres(bindir as string),
      leaseRabbitmqBehindFront(binary as string, forward),
    ]);
    if (startedCluster.status === 'fulfilled') cluster = startedCluster.value;
    if (startedEngine.status === 'fulfilled') engine = startedEngine.value;
    for (const started of [startedCluster, startedEngine]) if (started.status === 'rejected') throw started.reason;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-rmq-faults-'));
    rabbit = engine.rabbit;
    publicUrl = `http://127.0.0.1:${await freePort()}`;
    const arranged = await openDatabase({ url: cluster.url });
    const context = await createTestContext(
      { ...arranged, dispose: () => arranged.close() },
      { DEMO_DATA: 'false', PUBLIC_URL: publicUrl },
    );
    fleet = await arrangeFleet(context, { organization: 'Faults Org', serialPrefix: 'SN-RMQF', count: KIOSKS });
    await stockFleetForSales(context, (fleet[0] as FleetKiosk).orgId, fleet);
    token = await context.token(context.rootUserId, { expiresInSeconds: 3_600 });
    await context.built.app.close();
    await arranged.close();
    pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    pool.on('error', () => undefined);
    await startServer();
    await startServer();
    for (const kiosk of fleet) kiosk.client = await connectFleetKiosk(rabbit.mqttUrl, kiosk.serial, kiosk.password);
    answerers = fleet.map((kiosk) => answerCommands(kiosk));
    await Promise.all(answerers.map((a) => a.announce()));
  }, 240_000);

  afterAll(async () => {
    for (const kiosk of fleet) kiosk.client?.end(true);
    for (const server of servers) await server.process.kill('SIGKILL');
    await pool?.end();
    await engine?.dispose();
    await cluster?.dispose();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('one of two server processes killed with SIGKILL mid-load: nothing lost or doubled, sales exact, commands once', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(200), WAIT);
    const killed = Date.now();
    await (servers[0] as (typeof servers)[number]).process.kill('SIGKILL');
    const ids = await queueCommands();
    const before = running.acknowledged.length;
    await vi.waitFor(async () => {
      const events = await stored();
      expect(running.acknowledged.slice(before).filter((id) => events.has(id)).length).toBeGreaterThan(50);
    }, WAIT);
    const recovered = Date.now() - killed;
    await expectCommands(ids);
    const applied = Date.now() - killed;
    await running.stop();
    await expectStored(running.acknowledged);
    const exact = await expectSales(running);
    console.info(
      `[rabbitmq] SIGKILL of one instance: the other stored new messages within ${recovered} ms and had the ${ids.length} commands asked for after the kill applied within ${applied} ms (each delivered once); ${running.acknowledged.length} acknowledged, all stored once; ${exact.sales} sales, ${exact.money} in all, exact`,
    );
  }, 240_000);

  it('PostgreSQL crashes and restarts under load: nothing lost or doubled, sales exact, commands once', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(100), WAIT);
    const crashed = Date.now();
    await cluster.stop('immediate');
    // Asked for while the database is down: the API refuses until it is back, the user asks again.
    const queueing = queueCommands();
    await cluster.start();
    const up = Date.now();
    const before = running.acknowledged.length;
    await vi.waitFor(async () => {
      const events = await stored().catch(() => new Map<string, number>());
      expect(running.acknowledged.slice(before).filter((id) => events.has(id)).length).toBeGreaterThan(50);
    }, WAIT);
    const flowing = Date.now();
    const ids = await queueing;
    await expectCommands(ids);
    const applied = Date.now();
    await running.stop();
    await expectStored(running.acknowledged);
    const exact = await expectSales(running);
    console.info(
      `[rabbitmq] PostgreSQL crash (-m immediate) and start: down ${up - crashed} ms, then stored again within ${flowing - up} ms; the ${ids.length} commands asked for while it was down applied ${applied - up} ms after it was up (each delivered once); ${running.acknowledged.length} acknowledged, all stored once; ${exact.sales} sales, ${exact.money} in all, exact`,
    );
  }, 240_000);

  it('unpaced load (a backlog in the partitions), one process killed with SIGKILL: commands once, not behind the backlog', async () => {
    while (servers.filter((s) => s.process.alive()).length < 2) await startServer();
    const running = (current = startSalesLoad(fleet, { pauseMs: 0 }));
    const unstored = async (ids: readonly string[]) => {
      const events = await stored();
      return ids.filter((id) => !events.has(id)).length;
    };
    await vi.waitFor(async () => expect(await unstored(running.acknowledged)).toBeGreaterThan(BACKLOG), {
      ...WAIT,
      interval: 1_000,
    });
    const killed = Date.now();
    await (servers.find((s) => s.process.alive()) as (typeof servers)[number]).process.kill('SIGKILL');
    const ids = await queueCommands();
    const asked = running.acknowledged.slice();
    const backlogAsked = await unstored(asked);
    await expectCommands(ids);
    const applied = Date.now() - killed;
    // Applied while messages the kiosks sent before the commands were asked still wait in the partitions.
    const backlogApplied = await unstored(asked);
    expect(backlogApplied).toBeGreaterThan(0);
    const resent = (await query('SELECT id FROM kiosk_commands WHERE id = ANY($1::uuid[]) AND resends > 0', [ids])) as {
      id: string;
    }[];
    expect(resent).toEqual([]);
    await running.stop();
    const stopped = Date.now();
    const drain = { timeout: 540_000, interval: 1_000 };
    await expectStoredOnce(running.acknowledged, stored, { wait: drain });
    const drained = Date.now() - stopped;
    for (const [sessionId, sale] of running.sales) sales.set(sessionId, sale);
    const exact = await expectSalesExact(
      sales,
      query,
      fleet.map((k) => k.id),
      drain,
    );
    console.info(
      `[rabbitmq] unpaced load, SIGKILL of one instance: ${backlogAsked} acknowledged messages not yet stored when the ${ids.length} commands were asked, ${backlogApplied} of them still not when the commands were applied ${applied} ms after the kill (each delivered once, none re-sent); ${running.acknowledged.length} acknowledged, all stored once ${drained} ms after the load stopped; ${exact.sales} sales, ${exact.money} in all, exact`,
    );
  }, 900_000);
});
