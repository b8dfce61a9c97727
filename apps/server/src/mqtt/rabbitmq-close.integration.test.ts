import net from 'node:net';
import amqp, { type ChannelModel } from 'amqplib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test-support/app.ts';
import { settle } from '../test-support/mqtt-kiosk.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary, startPrivateRabbitmq } from '../test-support/private-rabbitmq.ts';
import { leaseSharedRabbitmq } from '../test-support/shared-rabbitmq.ts';
import type { DeviceHandlers } from './gateway.ts';
import { createRabbitmqGateway } from './rabbitmq.ts';
import { partitionQueue } from './rabbitmq-topology.ts';

/**
 * Closing the RabbitMQ gateway while it is reconnecting (issue 27): an instance whose connection was
 * lost just before it shut down must not come back as a consumer once `close()` has returned — such a
 * connection would take partitions handed to it and hold their messages (acknowledged to the kiosks)
 * unacknowledged and unstored for as long as the process lives. A TCP front between the gateway and the
 * engine cuts the connection and holds a reconnect back until `close()` was called; a connection lost
 * while `close()` is under way is not reconnected at all.
 * Required in CI; elsewhere skipped without RabbitMQ.
 */
const binary = await privateRabbitmqBinary('RabbitMQ gateway close test');

const PARTITIONS = 2;

/** A TCP front: `cut()` drops every connection, `hold()` keeps new ones waiting until `release()`. */
async function startFront(targetPort: number) {
  const open = new Set<net.Socket>();
  const waiting: (() => void)[] = [];
  let holding = false;
  const server = net.createServer((client) => {
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    // Until piped, the client's bytes (the AMQP header) wait in its socket.
    const pass = () => {
      if (client.destroyed) return;
      const upstream = net.connect(targetPort, '127.0.0.1');
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    };
    if (holding) waiting.push(pass);
    else pass();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    open: () => open.size,
    waiting: () => waiting.length,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const pass of waiting.splice(0)) pass();
    },
    cut() {
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Front = Awaited<ReturnType<typeof startFront>>;

const handlers: DeviceHandlers = {
  authenticate: () => Promise.resolve(null),
  currentLogins: () => Promise.resolve(new Map()),
  watchLogins: () => Promise.resolve(() => Promise.resolve()),
  handle: () => Promise.resolve(),
  commandsReachable: () => Promise.resolve(),
};

describe.skipIf(!binary)('the RabbitMQ gateway closing', () => {
  let rabbit: PrivateRabbitmq;
  let observer: ChannelModel;

  beforeAll(async () => {
    // The run's shared node (a clean vhost), or one of its own when the run serves none.
    const authBaseUrl = 'http://127.0.0.1:9/unused';
    rabbit =
      (await leaseSharedRabbitmq(authBaseUrl)) ?? (await startPrivateRabbitmq(binary as string, { authBaseUrl }));
    observer = await amqp.connect(rabbit.amqpUrl);
  }, 180_000);

  afterAll(async () => {
    await observer?.close();
    await rabbit?.dispose();
  }, 120_000);

  /** Consumers on the partition queues (any instance's, waiting or active). */
  async function consumers(): Promise<number> {
    const channel = await observer.createChannel();
    let count = 0;
    for (let index = 0; index < PARTITIONS; index += 1) {
      count += (await channel.checkQueue(partitionQueue(index))).consumerCount;
    }
    await channel.close();
    return count;
  }

  /** A gateway behind a front, started and consuming every partition; `watchLogins`' stop as given. */
  async function startGateway(unwatch: () => Promise<void> = () => Promise.resolve()) {
    const front = await startFront(Number(new URL(rabbit.amqpUrl).port));
    const gateway = createRabbitmqGateway({
      logger: pino({ level: 'silent' }),
      amqpUrl: `amqp://guest:guest@127.0.0.1:${front.port}`,
      urls: { mqttUrl: '', mqttWsUrl: '' },
      partitions: PARTITIONS,
      reconnectPeriodMs: 20,
      closeTimeoutMs: 5_000,
      rebalanceMs: 0,
    });
    await gateway.start({ ...handlers, watchLogins: () => Promise.resolve(unwatch) });
    await vi.waitFor(async () => expect(await consumers()).toBe(PARTITIONS), { timeout: 30_000, interval: 50 });
    return { front, gateway };
  }

  /** Nothing of the closed instance stays at the engine: no connection, no consumer on a partition. */
  async function expectGone(front: Front) {
    await vi.waitFor(() => expect(front.open()).toBe(0), { timeout: 15_000, interval: 50 });
    expect(await consumers()).toBe(0);
  }

  it('leaves nothing consuming when it closes while a reconnect is under way', async () => {
    const { front, gateway } = await startGateway();
    try {
      // The connection is lost; the gateway reconnects, and that attempt waits at the engine's door…
      front.hold();
      front.cut();
      await vi.waitFor(() => expect(front.waiting()).toBe(1), { timeout: 30_000, interval: 10 });
      expect(gateway.connected()).toBe(false);
      // …while the instance shuts down; then the engine answers the attempt.
      const closed = gateway.close();
      front.release();
      await closed;
      await expectGone(front);
      expect(gateway.connected()).toBe(false);
    } finally {
      await gateway.close();
      await front.close();
    }
  }, 120_000);

  it('does not reconnect when the connection is lost while it closes', async () => {
    let unwatched!: () => void;
    const unwatching = new Promise<void>((resolve) => {
      unwatched = resolve;
    });
    const { front, gateway } = await startGateway(() => unwatching);
    try {
      // close() is under way (it stops watching the logins first) when the connection is lost.
      front.hold();
      const closed = gateway.close();
      front.cut();
      await vi.waitFor(() => expect(front.open()).toBe(0), { timeout: 15_000, interval: 10 });
      // A reconnect would have reached the front by now (every 20 ms).
      await settle(500);
      expect(front.waiting()).toBe(0);
      unwatched();
      front.release();
      await closed;
      await expectGone(front);
    } finally {
      unwatched();
      await gateway.close();
      await front.close();
    }
  }, 120_000);
});
