import type { IClientOptions, MqttClient } from 'mqtt';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventTopic } from '@kiosk/common/mqtt';
import type { DeviceGateway } from './mqtt/gateway.ts';
import { createRabbitmqGateway } from './mqtt/rabbitmq.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { createTestContext, type TestContext } from './test-support/fixtures.ts';
import { settle } from './test-support/mqtt-kiosk.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary } from './test-support/private-rabbitmq.ts';
import {
  arrangeFleet,
  type AuthForward,
  connectFleetKiosk,
  doorEvent,
  expectStoredOnce,
  type FleetKiosk,
  type RabbitmqBehindFront,
  sharedRabbitmqBehindFront,
  storedEvents,
} from './test-support/rabbitmq-fleet.ts';
import {
  type AcknowledgedSale,
  answerCommands,
  type CommandAnswerer,
  expectCommandsOnce,
  expectSalesExact,
  startSalesLoad,
  stockFleetForSales,
} from './test-support/rabbitmq-sales.ts';

/**
 * The scale-out mode (DEVICE_ENGINE=rabbitmq, ADR 0016) against a RabbitMQ node of the test's own: two
 * console instances on one database, kiosks speaking MQTT 3.1.1 to the engine, which asks the instances'
 * auth routes (through a front standing in for the load balancer). The kiosks run purchases (door
 * sessions with scale deltas, paid): what a kiosk had acknowledged is stored exactly once, and the sales
 * and their money are exactly what the acknowledged sessions imply — with both instances sharing the
 * work, across an engine crash and restart (with commands queued while it is down, each delivered once),
 * and when an instance loses its connection mid-load. Required in CI; elsewhere skipped without RabbitMQ.
 */
const binary = await privateRabbitmqBinary('RabbitMQ device tests');

const WAIT = { timeout: 60_000, interval: 100 };
/** Reaching a load with every instance at work: the CI machine may be busy with other test files. */
const LOADED_WAIT = { timeout: 150_000, interval: 100 };
const KIOSKS = 6;

/** One node for both databases' suites (a clean vhost each); the engine crash test restarts it in each. */
const shared = binary ? sharedRabbitmqBehindFront(binary) : undefined;
afterAll(() => shared?.dispose(), 120_000);

describe.skipIf(!binary).each(testDatabaseKinds())('scale-out mode on RabbitMQ, %s database', (kind) => {
  let engine: RabbitmqBehindFront;
  let rabbit: PrivateRabbitmq;
  let database: TestDatabase;
  const instances: { context: TestContext; gateway: DeviceGateway; alive: boolean }[] = [];
  let fleet: FleetKiosk[] = [];
  const clients: MqttClient[] = [];
  let root: TestContext;
  let answerers: CommandAnswerer[] = [];
  /** Every sale the kiosks were acknowledged for, over all tests (the database holds them all). */
  const sales = new Map<string, AcknowledgedSale>();

  /** The load balancer in front of the console: the engine's auth requests go to a live instance. */
  const forward: AuthForward = async ({ url, contentType, body }) => {
    const live = instances.find((i) => i.alive);
    if (!live) return undefined;
    const answer = await live.context.built.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.body };
  };

  async function startInstance() {
    const gateway = createRabbitmqGateway({
      connectionName: `kiosk-console test ${instances.length}`,
      logger: pino({ level: 'silent' }),
      amqpUrl: rabbit.amqpUrl,
      managementUrl: rabbit.managementUrl,
      urls: { mqttUrl: rabbit.mqttUrl, mqttWsUrl: '' },
      partitions: 4,
      prefetch: 50,
      reconnectPeriodMs: 200,
      closeTimeoutMs: 3_000,
      rebalanceMs: 300,
    });
    const context = await createTestContext(
      database,
      { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', DEVICE_ENGINE: 'rabbitmq', AMQP_URL: rabbit.amqpUrl },
      { devices: gateway },
    );
    const instance = { context, gateway, alive: true };
    instances.push(instance);
    return instance;
  }

  function kioskClient(serial: string, password: string, extra: IClientOptions = {}) {
    return connectFleetKiosk(rabbit.mqttUrl, serial, password, extra).then((client) => {
      clients.push(client);
      return client;
    });
  }

  const stored = () =>
    storedEvents(
      (sql, params) => database.query(sql, params),
      fleet.map((k) => k.id),
    );
  let current: ReturnType<typeof startSalesLoad> | undefined;
  const load = () => (current = startSalesLoad(fleet));
  // A failed test's load does not run on into the next test.
  afterEach(() => current?.halt());
  /** Every acknowledged event stored once; the sales (these and the earlier tests') exact, with their money. */
  async function expectStored(running: ReturnType<typeof load>) {
    await expectStoredOnce(running.acknowledged, stored, { wait: WAIT });
    for (const [sessionId, sale] of running.sales) sales.set(sessionId, sale);
    return expectSalesExact(
      sales,
      (sql, params) => database.query(sql, params),
      fleet.map((k) => k.id),
      WAIT,
    );
  }

  beforeAll(async () => {
    engine = await (shared as NonNullable<typeof shared>).lease(forward);
    rabbit = engine.rabbit;
    database = await createTestDatabase(kind);
    const first = await startInstance();
    await startInstance();
    root = first.context;
    fleet = await arrangeFleet(root, {
      organization: 'RabbitMQ Org',
      serialPrefix: `SN-RMQ${kind.slice(0, 2)}`,
      count: KIOSKS,
    });
    await stockFleetForSales(root, (fleet[0] as FleetKiosk).orgId, fleet);
    for (const kiosk of fleet) kiosk.client = await kioskClient(kiosk.serial, kiosk.password);
    answerers = fleet.map((kiosk) => answerCommands(kiosk));
    await Promise.all(answerers.map((a) => a.announce()));
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) client.end(true);
    for (const { context, alive } of instances.splice(0).reverse()) if (alive) await context.built.app.close();
    await database?.dispose();
    await engine?.dispose();
  }, 120_000);

  it('stores every acknowledged message exactly once, with both instances sharing the kiosks', async () => {
    const running = load();
    const handled = () => instances.map((i) => i.gateway.metrics().received.event);
    // The rebalancer reads the engine's consumer statistics, which lag on a loaded machine: the load
    // runs until the second instance has taken its share of the partitions and written from it.
    await vi.waitFor(() => {
      expect(running.acknowledged.length).toBeGreaterThan(600);
      expect(handled().filter((n) => n === 0)).toEqual([]);
    }, LOADED_WAIT);
    await running.stop();
    await expectStored(running);
    // Both instances took a share (the partitions were rebalanced), and none handled more than sent.
    expect(handled().every((n) => n > 0)).toBe(true);
    expect(handled().reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(running.acknowledged.length);
  }, 240_000);

  it('loses nothing acknowledged when the engine crashes (SIGKILL) and restarts under load; commands queued meanwhile arrive once', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(200), WAIT);
    const before = running.acknowledged.length;
    await rabbit.stop('kill');
    const down = Date.now();
    // Commands asked for while the engine is down stay queued (their publish is refused).
    const live = instances.find((i) => i.alive) as (typeof instances)[number];
    await vi.waitFor(() => expect(live.gateway.connected()).toBe(false), WAIT);
    const { commands } = live.context.services;
    const ids: string[] = [];
    for (const kiosk of fleet.slice(0, 3)) {
      const queued = [
        await commands.sync(live.context.root, kiosk.id),
        await commands.restart(live.context.root, kiosk.id),
      ];
      expect(queued.map((c) => c.status)).toEqual(['queued', 'queued']);
      ids.push(...queued.map((c) => c.id));
    }
    await rabbit.start();
    const up = Date.now();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(before + 200), WAIT);
    const flowing = Date.now();
    // Delivered when the kiosks announce themselves again (and by the sweep once they are subscribed).
    await expectCommandsOnce(ids, (sql, params) => database.query(sql, params), answerers.slice(0, 3), {
      wait: WAIT,
      poke: () => (answerers.every((a) => a.state.subscribed) ? commands.sweep() : Promise.resolve()),
    });
    const applied = Date.now();
    await running.stop();
    const exact = await expectStored(running);
    console.info(
      `[rabbitmq] engine restart: down→up ${up - down} ms, up→kiosks acknowledged again ${flowing - up} ms, up→${ids.length} commands queued while down applied ${applied - up} ms (each delivered once); ${running.acknowledged.length} acknowledged, all stored once; ${exact.sales} sales, ${exact.money} in all, exact`,
    );
  }, 180_000);

  it('loses and doubles nothing when an instance drops out mid-load (its partitions go to the other)', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(200), WAIT);
    const victim = instances[1] as (typeof instances)[number];
    victim.alive = false;
    // The engine closes the instance's connection at once (as after a crash: no cancel, no drain), and
    // the instance is gone; what it held unacknowledged goes to the survivor.
    const started = Date.now();
    const connections = (await (
      await fetch(`${managementBase()}/api/connections`, { headers: managementAuth() })
    ).json()) as { name: string; client_properties?: { connection_name?: string } }[];
    await Promise.all(
      connections
        .filter((c) => c.client_properties?.connection_name === 'kiosk-console test 1')
        .map((c) =>
          fetch(`${managementBase()}/api/connections/${encodeURIComponent(c.name)}`, {
            method: 'DELETE',
            headers: managementAuth(),
          }),
        ),
    );
    await victim.context.built.app.close();
    const before = running.acknowledged.length;
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(before + 200), WAIT);
    const tookOver = Date.now() - started;
    await running.stop();
    const exact = await expectStored(running);
    console.info(
      `[rabbitmq] instance dropped: the survivor took over within ${tookOver} ms; ${exact.sales} sales, ${exact.money} in all, exact`,
    );
  }, 180_000);

  it('locks a re-issued secret out at once: the kiosk is disconnected and the old secret refused', async () => {
    const kiosk = fleet[0] as (typeof fleet)[number];
    const client = kiosk.client as MqttClient;
    client.options.reconnectPeriod = 0;
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const { password } = await root.services.kiosks.device.issueCredentials(root.root, kiosk.id);
    await closed;
    await expect(kioskClient(kiosk.serial, kiosk.password, { reconnectPeriod: 0 })).rejects.toThrow(
      /bad username or password|not authori/i,
    );
    kiosk.password = password;
    kiosk.client = await kioskClient(kiosk.serial, password);
    // Another kiosk's topics are not its own: the engine closes the connection, nothing is stored.
    const other = (fleet[1] as (typeof fleet)[number]).serial;
    const intruder = await kioskClient(kiosk.serial, password, { clientId: kiosk.serial, reconnectPeriod: 0 });
    const event = doorEvent(0);
    const gone = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(eventTopic(other), JSON.stringify(event), { qos: 1 });
    await gone;
    await settle(500);
    expect((await stored()).has(event.id)).toBe(false);
    await expect(kioskClient(kiosk.serial, 'not-the-secret-at-all', { reconnectPeriod: 0 })).rejects.toThrow(
      /bad username or password|not authori/i,
    );
  }, 60_000);

  it('delivers commands once over the engine and records the kiosk acks', async () => {
    const kiosk = fleet[2] as (typeof fleet)[number];
    const live = instances.find((i) => i.alive) as (typeof instances)[number];
    const commands = live.context.services.commands;
    const ids = [
      (await commands.restart(live.context.root, kiosk.id)).id,
      (await commands.sync(live.context.root, kiosk.id)).id,
    ];
    await expectCommandsOnce(ids, (sql, params) => database.query(sql, params), answerers, {
      wait: WAIT,
      poke: () => commands.sweep(),
    });
    expect(ids.every((id) => answerers[2]?.received.includes(id))).toBe(true);
  }, 60_000);

  function managementBase() {
    const url = new URL(rabbit.managementUrl);
    return `${url.protocol}//${url.host}`;
  }
  function managementAuth() {
    const url = new URL(rabbit.managementUrl);
    return { authorization: `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}` };
  }
});
