import http from 'node:http';
import net from 'node:net';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';

export type BrokerRecord =
  | {
      kind: 'connect';
      clientId: string;
      username?: string;
      will?: { topic: string; payload: string; retain: boolean; qos: number };
    }
  | { kind: 'subscribe'; clientId: string; topic: string }
  | { kind: 'publish'; clientId: string | undefined; topic: string; payload: string; retain: boolean; qos: number };

export interface TestBroker {
  url: string;
  /** Everything that happened on `kiosk/…` topics, in order. */
  records: BrokerRecord[];
  publishes(topicSuffix?: string): Extract<BrokerRecord, { kind: 'publish' }>[];
  /** Cuts every client's connection without a word, as a failing network would. */
  dropConnections(): void;
  /** Publishes as the server would (QoS 1, not retained). */
  publish(topic: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** An in-process MQTT broker (Aedes) on a free port that records connects, subscriptions and publishes. */
export async function startTestBroker(
  options: {
    passwords?: Record<string, string>;
    /** MQTT over WebSocket on /mqtt, as the console's embedded broker. */ websocket?: boolean;
    /** Asked on every login that passes the password check: a CONNACK code to refuse it with (3 or 5), or none. */
    refuse?: () => 3 | 5 | undefined;
  } = {},
): Promise<TestBroker> {
  const records: BrokerRecord[] = [];
  const broker = await Aedes.createBroker({
    preConnect(client, packet, callback) {
      const will = packet.will
        ? {
            topic: packet.will.topic,
            payload: Buffer.from(packet.will.payload).toString('utf8'),
            retain: packet.will.retain ?? false,
            qos: packet.will.qos ?? 0,
          }
        : undefined;
      records.push({
        kind: 'connect',
        clientId: packet.clientId,
        ...(packet.username ? { username: packet.username } : {}),
        ...(will ? { will } : {}),
      });
      callback(null, true);
    },
    authenticate(_client, username, password, done) {
      const expected = username === undefined ? undefined : options.passwords?.[username];
      if (options.passwords && (expected === undefined || password?.toString('utf8') !== expected)) {
        done(Object.assign(new Error('bad credentials'), { returnCode: 4 as const }), false);
        return;
      }
      const refusal = options.refuse?.();
      if (refusal !== undefined) {
        done(Object.assign(new Error('refused'), { returnCode: refusal }), false);
        return;
      }
      done(null, true);
    },
  });
  broker.on('subscribe', (subscriptions, client) => {
    for (const subscription of subscriptions)
      records.push({ kind: 'subscribe', clientId: client.id, topic: subscription.topic });
  });
  broker.on('publish', (packet, client) => {
    if (!packet.topic.startsWith('kiosk/')) return;
    records.push({
      kind: 'publish',
      clientId: client?.id,
      topic: packet.topic,
      payload: Buffer.from(packet.payload).toString('utf8'),
      retain: packet.retain,
      qos: packet.qos,
    });
  });
  const server: net.Server = options.websocket ? http.createServer() : net.createServer(broker.handle);
  if (options.websocket) {
    const wss = new WebSocketServer({ server: server as http.Server, path: '/mqtt' });
    wss.on('connection', (socket, request) => broker.handle(createWebSocketStream(socket), request));
  }
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: options.websocket ? `ws://127.0.0.1:${address.port}/mqtt` : `mqtt://127.0.0.1:${address.port}`,
    records,
    publishes: (suffix) =>
      records.filter(
        (record): record is Extract<BrokerRecord, { kind: 'publish' }> =>
          record.kind === 'publish' && (!suffix || record.topic.endsWith(suffix)),
      ),
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    publish: (topic, payload) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `condition` every 10 ms until it holds (or fails after `timeoutMs`). */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
