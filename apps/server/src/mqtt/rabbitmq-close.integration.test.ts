import net from 'node:net';
import amqp from 'amqplib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test-support/app.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary, startPrivateRabbitmq } from '../test-support/private-rabbitmq.ts';
import type { DeviceHandlers } from './gateway.ts';
import { createRabbitmqGateway } from './rabbitmq.ts';
import { partitionQueue } from './rabbitmq-topology.ts';

/**
 * Closing the RabbitMQ gateway while it is reconnecting (issue 27): an instance whose connection was
 * lost just before it shut down must not come back as a consumer once `close()` has returned — such a
 * connection would take partitions handed to it and hold their messages (acknowledged to the kiosks)
 * unacknowledged and unstored for as long as the process lives. A TCP front between the gateway and the
 * engine cuts the connection and holds the reconnect back until `close()` was called.
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

const handlers: DeviceHandlers = {
  authenticate: () => Promise.resolve(null),
  currentLogins: () => Promise.resolve(new Map()),
  watchLogins: () => Promise.resolve(() => Promise.resolve()),
  handle: () => Promise.resolve(),
  commandsReachable: () => Promise.resolve(),
};

describe.skipIf(!binary)('the RabbitMQ gateway closing', () => {
  let rabbit: PrivateRabbitmq;

  beforeAll(async () => {
    rabbit = await startPrivateRabbitmq(binary as string, { authBaseUrl: 'http://127.0.0.1:9/unused' });
  }, 180_000);

  afterAll(async () => {
    await rabbit?.dispose();
  }, 120_000);

  it('leaves nothing consuming when it closes while a reconnect is under way', async () => {
    const engine = new URL(rabbit.amqpUrl);
    const front = await startFront(Number(engine.port));
    const gateway = createRabbitmqGateway({
      logger: pino({ level: 'silent' }),
      amqpUrl: `amqp://guest:guest@127.0.0.1:${front.port}`,
      urls: { mqttUrl: '', mqttWsUrl: '' },
      partitions: PARTITIONS,
      reconnectPeriodMs: 20,
      closeTimeoutMs: 5_000,
      rebalanceMs: 0,
    });
    const observer = await amqp.connect(rabbit.amqpUrl);
    try {
      const channel = await observer.createChannel();
      const consumers = async () => {
        let count = 0;
        for (let index = 0; index < PARTITIONS; index += 1) {
          count += (await channel.checkQueue(partitionQueue(index))).consumerCount;
        }
        return count;
      };
      await gateway.start(handlers);
      await vi.waitFor(async () => expect(await consumers()).toBe(PARTITIONS), { timeout: 30_000, interval: 50 });

      // The connection is lost; the gateway reconnects, and that attempt waits at the engine's door…
      front.hold();
      front.cut();
      await vi.waitFor(() => expect(front.waiting()).toBe(1), { timeout: 30_000, interval: 10 });
      expect(gateway.connected()).toBe(false);
      // …while the instance shuts down; then the engine answers the attempt.
      const closed = gateway.close();
      front.release();
      await closed;

      // Nothing of the closed instance stays at the engine: no connection, no consumer on a partition.
      await vi.waitFor(() => expect(front.open()).toBe(0), { timeout: 30_000, interval: 50 });
      expect(await consumers()).toBe(0);
      expect(gateway.connected()).toBe(false);
    } finally {
      await gateway.close();
      await observer.close();
      await front.close();
    }
  }, 120_000);
});
