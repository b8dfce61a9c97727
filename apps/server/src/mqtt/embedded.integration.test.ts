import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_DEVICE_PAYLOAD_BYTES,
  ackTopic,
  commandTopic,
  eventTopic,
  parseCommandMessage,
  statusTopic,
  telemetryTopic,
} from '@kiosk/common/mqtt';
import { freePort } from '../test-support/app.ts';
import {
  connectKiosk,
  createTestHandlers,
  kioskClientOptions,
  publishTracked,
  settle,
  testCommand,
} from '../test-support/mqtt-kiosk.ts';
import { loadConfig } from '../config.ts';
import { createDeviceGateway } from './create.ts';
import { createEmbeddedGateway } from './embedded.ts';
import type { DeviceGateway } from './gateway.ts';

const KIOSK = 'SN-1001';
const OTHER = 'SN-2002';
/** A kiosk whose secret the tests re-issue. */
const REISSUED = 'SN-3003';
const SECRETS: Record<string, string> = {
  [KIOSK]: 'secret-one-0123456789',
  [OTHER]: 'secret-two-0123456789',
  [REISSUED]: 'secret-three-0123456789',
};
const ts = '2026-11-23T10:15:02+01:00';
const telemetry = (uptime: number) => JSON.stringify({ ts, temperatures: [412, 398, null, null], uptime });
const ONLINE = JSON.stringify({ online: true, ts, ip: '10.0.0.7', firmware: '2.4.1' });
const WAIT = { timeout: 15_000, interval: 20 };

/** Log lines the gateway wrote, parsed. */
function captureLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

async function startConsole(handlers: ReturnType<typeof createTestHandlers>, port: number) {
  const app: FastifyInstance = Fastify();
  app.get('/healthz', async () => ({ status: 'ok' }));
  const log = captureLogger();
  const gateway = createEmbeddedGateway({
    logger: log.logger,
    server: app.server,
    host: '127.0.0.1',
    port,
    urls: { mqttUrl: `mqtt://127.0.0.1:${port}`, mqttWsUrl: 'ws://console.test/mqtt' },
    closeTimeoutMs: 2_000,
  });
  await gateway.start(handlers.handlers);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as net.AddressInfo;
  return { app, gateway, log, wsUrl: `ws://127.0.0.1:${address.port}/mqtt`, httpPort: address.port };
}

describe('embedded MQTT broker', () => {
  let tcpPort: number;
  let consoleServer: Awaited<ReturnType<typeof startConsole>>;
  let gateway: DeviceGateway;
  let recorder: ReturnType<typeof createTestHandlers>;
  let tcpUrl: string;
  const clients: MqttClient[] = [];

  async function kiosk(serial = KIOSK, over: 'tcp' | 'ws' = 'tcp', extra = {}) {
    const client = await connectKiosk(
      over === 'tcp' ? tcpUrl : consoleServer.wsUrl,
      kioskClientOptions(serial, SECRETS[serial] ?? 'nope', extra),
    );
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    tcpPort = await freePort();
    tcpUrl = `mqtt://127.0.0.1:${tcpPort}`;
    recorder = createTestHandlers(SECRETS);
    consoleServer = await startConsole(recorder, tcpPort);
    gateway = consoleServer.gateway;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.end(true);
  });

  afterAll(async () => {
    await gateway.close();
    await consoleServer.app.close();
  });

  it('tells kiosks where to connect and logs it once', () => {
    expect(gateway.urls).toEqual({ mqttUrl: tcpUrl, mqttWsUrl: 'ws://console.test/mqtt' });
    const started = consoleServer.log.lines.filter((l) => /kiosks connect at/.test(l.msg));
    expect(started).toHaveLength(1);
    expect(started[0]?.msg).toContain(tcpUrl);
  });

  it('hands every kind of message a kiosk publishes over TCP to the handlers', async () => {
    const before = gateway.metrics().received;
    const client = await kiosk();
    await client.publishAsync(statusTopic(KIOSK), ONLINE, {
      qos: 1,
      retain: true,
    });
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(1), { qos: 0 });
    await client.publishAsync(
      eventTopic(KIOSK),
      JSON.stringify({ id: '7c100000-0000-4000-8000-000000000002', ts, type: 'door', state: 'open' }),
      { qos: 1 },
    );
    await client.publishAsync(
      ackTopic(KIOSK),
      JSON.stringify({ commandId: '7c100000-0000-4000-8000-000000000020', status: 'delivered', ts }),
      { qos: 1 },
    );
    await vi.waitFor(() => expect(recorder.of(KIOSK).length).toBeGreaterThanOrEqual(4), WAIT);
    const kinds = recorder.of(KIOSK).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['status', 'telemetry', 'event', 'ack']));
    const door = recorder.of(KIOSK, 'event').at(-1);
    expect(door?.kind === 'event' && door.message.type).toBe('door');
    const after = gateway.metrics().received;
    expect(after.status - before.status).toBe(1);
    expect(after.event - before.event).toBe(1);
    expect(after.ack - before.ack).toBe(1);
    expect(after.telemetry - before.telemetry).toBe(1);
  });

  it('serves MQTT over WebSocket at /mqtt on the console port and leaves HTTP alone', async () => {
    const client = await kiosk(KIOSK, 'ws');
    const count = recorder.of(KIOSK, 'telemetry').length;
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(4242), { qos: 1 });
    expect(recorder.of(KIOSK, 'telemetry')).toHaveLength(count + 1);
    const last = recorder.of(KIOSK, 'telemetry').at(-1);
    expect(last?.kind === 'telemetry' && last.message.uptime).toBe(4242);
    const response = await fetch(`http://127.0.0.1:${consoleServer.httpPort}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses a WebSocket upgrade on any other path', async () => {
    await expect(
      connectKiosk(`ws://127.0.0.1:${consoleServer.httpPort}/other`, kioskClientOptions(KIOSK, SECRETS[KIOSK]!)),
    ).rejects.toThrow();
  });

  it('refuses wrong passwords, unknown serial numbers and usernames that are not serial numbers', async () => {
    const before = gateway.metrics().refused.connect;
    for (const [username, password] of [
      [KIOSK, 'wrong-secret'],
      ['SN-9999', 'anything'],
      ['kiosk/v1/#', 'anything'],
    ] as const) {
      await expect(connectKiosk(tcpUrl, kioskClientOptions(KIOSK, password, { username }))).rejects.toThrow(
        /Not authorized/i,
      );
    }
    await expect(connectKiosk(consoleServer.wsUrl, kioskClientOptions(KIOSK, 'wrong-secret'))).rejects.toThrow(
      /Not authorized/i,
    );
    expect(gateway.metrics().refused.connect - before).toBe(4);
  });

  it('closes every session of a kiosk whose secret changed, keeps those with the new one, refuses the old', async () => {
    const old = SECRETS[REISSUED] as string;
    const first = await kiosk(REISSUED, 'tcp');
    const second = await kiosk(REISSUED, 'ws');
    const bystander = await kiosk(OTHER);
    const closedFirst = new Promise<void>((resolve) => first.once('close', () => resolve()));
    const closedSecond = new Promise<void>((resolve) => second.once('close', () => resolve()));
    const revokedBefore = gateway.metrics().revoked;
    const handledBefore = recorder.handled.length;

    recorder.setSecret(REISSUED, 'secret-three-new-0123456789');
    await Promise.all([closedFirst, closedSecond]);
    expect(gateway.metrics().revoked - revokedBefore).toBe(2);
    expect(bystander.connected).toBe(true);
    // Their last wills were not taken (the kiosk did not go offline; its login went).
    expect(recorder.handled.slice(handledBefore).filter((h) => h.message.kiosk === REISSUED)).toEqual([]);

    await expect(connectKiosk(tcpUrl, kioskClientOptions(REISSUED, old))).rejects.toThrow(/Not authorized/i);
    const renewed = await kiosk(REISSUED);
    expect((await renewed.subscribeAsync(commandTopic(REISSUED), { qos: 1 }))[0]?.qos).toBe(1);
    // Another check (a change heard from elsewhere, or a resync) leaves a session with the current secret.
    await gateway.revokeLogins([REISSUED]);
    await settle();
    expect(renewed.connected).toBe(true);
    await renewed.publishAsync(telemetryTopic(REISSUED), telemetry(31), { qos: 1 });
    expect(recorder.of(REISSUED, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 31 });

    // The kiosk is gone (deleted, or its serial number changed): its sessions go too.
    const closedRenewed = new Promise<void>((resolve) => renewed.once('close', () => resolve()));
    recorder.setSecret(REISSUED, undefined);
    await closedRenewed;
    recorder.setSecret(REISSUED, old);
  });

  it('takes nothing more from a session once its login is revoked, not even what it sent just before', async () => {
    const client = await kiosk(REISSUED, 'tcp');
    const release = recorder.hold();
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    let queued: ReturnType<typeof publishTracked>;
    try {
      // The first message is being stored; the second waits behind it when the login is revoked.
      publishTracked(client, telemetryTopic(REISSUED), telemetry(41));
      await vi.waitFor(
        () => expect(recorder.arrived.at(-1)).toMatchObject({ kind: 'telemetry', kiosk: REISSUED }),
        WAIT,
      );
      queued = publishTracked(client, telemetryTopic(REISSUED), telemetry(42));
      await settle(100);
      SECRETS[REISSUED] = 'secret-three-other-0123456789';
      await gateway.revokeLogins([REISSUED]);
    } finally {
      release();
    }
    await closed;
    await settle();
    expect(queued.acked).toBe(false);
    expect(recorder.arrived.filter((m) => m.kind === 'telemetry' && m.message.uptime === 42)).toEqual([]);
    recorder.setSecret(REISSUED, 'secret-three-0123456789');
  });

  it("refuses a publish on another kiosk's topic or on a command topic and closes that connection", async () => {
    for (const topic of [telemetryTopic(OTHER), commandTopic(KIOSK), 'anything/else']) {
      const before = gateway.metrics().refused.publish;
      const handledBefore = recorder.handled.length;
      const client = await kiosk();
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      client.publish(topic, topic.endsWith('command') ? JSON.stringify(testCommand()) : telemetry(7), { qos: 1 });
      await closed;
      expect(gateway.metrics().refused.publish - before).toBe(1);
      // Only the kiosk's last will (the connection dropped) got through.
      expect(recorder.handled.slice(handledBefore).map((h) => h.message)).toEqual([
        { ok: true, kiosk: KIOSK, kind: 'status', message: { online: false } },
      ]);
    }
  });

  it('grants only the own command topic, calls commandsReachable and delivers commands there', async () => {
    const before = gateway.metrics().refused.subscribe;
    const client = await kiosk();
    // The SUBACK as it came (MQTT.js turns a refusal into an error and hides the codes).
    const suback = new Promise<number[]>((resolve) =>
      client.on('packetreceive', (packet) => {
        if (packet.cmd === 'suback')
          resolve(packet.granted.map((g) => (typeof g === 'number' ? g : (g as { qos: number }).qos)));
      }),
    );
    client.subscribe([commandTopic(OTHER), 'kiosk/v1/+/command', statusTopic(KIOSK)], { qos: 1 }, () => undefined);
    const denied = await suback;
    expect(denied).toEqual([128, 128, 128]);
    expect(gateway.metrics().refused.subscribe - before).toBe(3);
    expect(recorder.reachable).not.toContain(KIOSK);

    const granted = await client.subscribeAsync(commandTopic(KIOSK), { qos: 1 });
    expect(granted[0]?.qos).toBe(1);
    await vi.waitFor(() => expect(recorder.reachable).toContain(KIOSK), WAIT);

    const received = new Promise<{ topic: string; payload: Buffer; qos: number; retain: boolean }>((resolve) =>
      client.once('message', (topic, payload, packet) =>
        resolve({ topic, payload, qos: packet.qos, retain: packet.retain }),
      ),
    );
    const command = testCommand();
    await gateway.publishCommand(KIOSK, command);
    const message = await received;
    expect(message.topic).toBe(commandTopic(KIOSK));
    expect(message.qos).toBe(1);
    expect(message.retain).toBe(false);
    expect(parseCommandMessage(message.topic, message.payload)).toEqual({ ok: true, kiosk: KIOSK, command });
  });

  it("does not deliver one kiosk's commands to another kiosk using the same client id", async () => {
    const clientId = 'shared-client-id';
    const own = await kiosk(KIOSK, 'tcp', { clientId, clean: false });
    await own.subscribeAsync(commandTopic(KIOSK), { qos: 1 });
    const intruder = await kiosk(OTHER, 'tcp', { clientId, clean: false });
    const got: string[] = [];
    intruder.on('message', (topic) => got.push(topic));
    const ownGot = new Promise((resolve) => own.once('message', resolve));
    await gateway.publishCommand(KIOSK, testCommand());
    await ownGot; // the first kiosk still has its session: the same client id did not take it over
    expect(got).toEqual([]);
  });

  it('counts and drops malformed JSON, schema violations and oversized payloads, and goes on', async () => {
    const client = await kiosk();
    const before = gateway.metrics().dropped;
    const handledBefore = recorder.handled.length;
    await client.publishAsync(telemetryTopic(KIOSK), '{"ts": ', { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), JSON.stringify({ ts, temperatures: 'warm' }), { qos: 1 });
    await client.publishAsync(eventTopic(KIOSK), JSON.stringify({ id: 'x', ts, type: 'teleport' }), { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), Buffer.alloc(MAX_DEVICE_PAYLOAD_BYTES + 10, 0x20), { qos: 1 });
    await client.publishAsync(telemetryTopic(KIOSK), Buffer.from([0xff, 0xfe, 0x7b]), { qos: 1 });
    const after = gateway.metrics().dropped;
    expect(after.json - before.json).toBe(1);
    expect(after.schema - before.schema).toBe(1);
    expect(after.event_type - before.event_type).toBe(1);
    expect(after.too_large - before.too_large).toBe(1);
    expect(after.encoding - before.encoding).toBe(1);
    expect(recorder.handled.length).toBe(handledBefore);

    // The same connection still works, and so does the gateway.
    expect(client.connected).toBe(true);
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(99), { qos: 1 });
    expect(recorder.handled.length).toBe(handledBefore + 1);
    const warnings = consoleServer.log.lines.filter((l) => l.msg === 'device message dropped');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('cuts a connection that announces an absurdly large packet, and keeps serving the others', async () => {
    const client = await kiosk();
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(telemetryTopic(KIOSK), Buffer.alloc(4 * MAX_DEVICE_PAYLOAD_BYTES, 0x20), { qos: 1 });
    await closed;
    const other = await kiosk();
    await other.publishAsync(telemetryTopic(KIOSK), telemetry(100), { qos: 1 });
    expect(recorder.of(KIOSK, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 100 });
  });

  it('acknowledges a message (PUBACK) only after the handler has stored it', async () => {
    const client = await kiosk();
    const release = recorder.hold();
    const arrivedBefore = recorder.arrived.length;
    let publish: ReturnType<typeof publishTracked>;
    try {
      publish = publishTracked(client, telemetryTopic(KIOSK), telemetry(555));
      await vi.waitFor(() => expect(recorder.arrived.length).toBe(arrivedBefore + 1), WAIT);
      await settle();
      expect(publish.acked).toBe(false);
    } finally {
      release();
    }
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(recorder.of(KIOSK, 'telemetry').at(-1)?.message).toMatchObject({ uptime: 555 });
  });

  it('does not acknowledge a message whose handler failed; the kiosk sends it again after reconnecting', async () => {
    const client = await kiosk(KIOSK, 'tcp', { clean: false, reconnectPeriod: 100 });
    const failedBefore = gateway.metrics().failed;
    recorder.failNext(1);
    const publish = publishTracked(
      client,
      eventTopic(KIOSK),
      JSON.stringify({ id: '7c100000-0000-4000-8000-0000000000aa', ts, type: 'door', state: 'closed' }),
    );
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(gateway.metrics().failed - failedBefore).toBe(1);
    // Handed over twice: the first time it failed (not acknowledged), the second time it was stored.
    const tries = recorder.arrived.filter(
      (m) => m.kind === 'event' && m.message.id === '7c100000-0000-4000-8000-0000000000aa',
    );
    expect(tries).toHaveLength(2);
    expect(
      recorder
        .of(KIOSK, 'event')
        .filter((m) => m.kind === 'event' && m.message.id === '7c100000-0000-4000-8000-0000000000aa'),
    ).toHaveLength(1);
  });

  it('holds a message while the database cannot be reached and acknowledges it once stored, on the same connection', async () => {
    const client = await kiosk(KIOSK, 'tcp', { reconnectPeriod: 100 });
    let closed = 0;
    client.on('close', () => (closed += 1));
    const id = '7c100000-0000-4000-8000-0000000000bb';
    // A restart of PostgreSQL: the connection is refused three times, then the write goes through.
    recorder.failNext(3, () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const publish = publishTracked(client, eventTopic(KIOSK), JSON.stringify({ id, ts, type: 'door', state: 'open' }));
    const tries = () => recorder.arrived.filter((m) => m.kind === 'event' && m.message.id === id).length;
    await vi.waitFor(() => expect(tries()).toBeGreaterThanOrEqual(2), WAIT);
    expect(publish.acked).toBe(false);
    await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
    expect(tries()).toBe(4);
    expect(recorder.of(KIOSK, 'event').filter((m) => m.kind === 'event' && m.message.id === id)).toHaveLength(1);
    expect(closed).toBe(0);
    expect(
      consoleServer.log.lines.filter((l) => l.msg === 'database unavailable; device message held, retrying').length,
    ).toBeGreaterThan(0);
  });

  it("keeps one kiosk's messages in order even when they arrive in one burst and writes take varying time", async () => {
    // Later writes are faster than earlier ones: handled side by side, they would finish out of order.
    const slow = createTestHandlers(SECRETS, { latency: (n) => 20 - (n % 10) * 2 });
    const second = await startConsole(slow, 0);
    try {
      const client = await connectKiosk(second.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!));
      clients.push(client);
      const publishes = Array.from({ length: 40 }, (_, i) =>
        publishTracked(client, telemetryTopic(KIOSK), telemetry(10_000 + i)),
      );
      await vi.waitFor(() => expect(publishes.every((p) => p.acked)).toBe(true), WAIT);
      const uptimes = slow.of(KIOSK, 'telemetry').map((m) => (m.kind === 'telemetry' ? m.message.uptime : -1));
      expect(uptimes).toEqual(Array.from({ length: 40 }, (_, i) => 10_000 + i));
    } finally {
      await second.gateway.close();
      await second.app.close();
    }
  });

  it("pipelined: hands a kiosk's next messages over before the first is stored, acknowledges each only after it is, in order", async () => {
    const pipelined = createTestHandlers(SECRETS, { pipelined: true, latency: (n) => 20 - (n % 10) * 2 });
    const second = await startConsole(pipelined, 0);
    try {
      const client = await connectKiosk(second.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!));
      clients.push(client);
      const release = pipelined.hold();
      let publishes: ReturnType<typeof publishTracked>[] = [];
      try {
        publishes = Array.from({ length: 4 }, (_, i) =>
          publishTracked(client, telemetryTopic(KIOSK), telemetry(20_000 + i)),
        );
        // All four reach the handlers while the first is still being stored; none is acknowledged.
        await vi.waitFor(() => expect(pipelined.arrived.length).toBe(4), WAIT);
        await settle();
        expect(publishes.some((p) => p.acked)).toBe(false);
      } finally {
        release();
      }
      await vi.waitFor(() => expect(publishes.every((p) => p.acked)).toBe(true), WAIT);
      // Handed over in the order sent (the kiosks module writes them in that order, kiosks.ingest tests).
      const arrivedUptimes = pipelined.arrived.map((m) => (m.kind === 'telemetry' ? m.message.uptime : -1));
      expect(arrivedUptimes).toEqual([20_000, 20_001, 20_002, 20_003]);
    } finally {
      await second.gateway.close();
      await second.app.close();
    }
  });

  it("hands a kiosk's last will to the handlers as an offline status when its connection drops", async () => {
    const client = await kiosk(OTHER);
    await client.publishAsync(statusTopic(OTHER), ONLINE, { qos: 1, retain: true });
    client.stream.destroy(); // no DISCONNECT: the broker publishes the will
    await vi.waitFor(() => expect(recorder.of(OTHER, 'status').at(-1)?.message).toEqual({ online: false }), WAIT);
  });
});

describe('embedded MQTT broker when the TCP port is taken', () => {
  it('logs one warning and serves WebSocket only', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const recorder = createTestHandlers(SECRETS);
    const consoleServer = await startConsole(recorder, port);
    try {
      const warnings = consoleServer.log.lines.filter((l) => l.level === 40 && /not available/.test(l.msg));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toContain(String(port));
      expect(consoleServer.gateway.urls.mqttUrl).toBe('');
      const client = await connectKiosk(consoleServer.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!));
      await client.publishAsync(telemetryTopic(KIOSK), telemetry(1), { qos: 1 });
      client.end(true);
      expect(recorder.of(KIOSK, 'telemetry')).toHaveLength(1);
    } finally {
      await consoleServer.gateway.close();
      await consoleServer.app.close();
      blocker.close();
    }
  });
});

describe('embedded MQTT broker shutdown', () => {
  it('finishes the message being handled, acknowledges it, then closes', async () => {
    const recorder = createTestHandlers(SECRETS);
    const consoleServer = await startConsole(recorder, 0);
    const client = await connectKiosk(consoleServer.wsUrl, kioskClientOptions(KIOSK, SECRETS[KIOSK]!));
    try {
      const release = recorder.hold();
      const publish = publishTracked(client, telemetryTopic(KIOSK), telemetry(31));
      await vi.waitFor(() => expect(recorder.arrived).toHaveLength(1), WAIT);
      let closed = false;
      const closing = consoleServer.gateway.close().then(() => {
        closed = true;
      });
      await settle();
      expect(closed).toBe(false);
      release();
      await closing;
      expect(recorder.of(KIOSK, 'telemetry')).toHaveLength(1);
      await vi.waitFor(() => expect(publish.acked).toBe(true), WAIT);
      await expect(consoleServer.gateway.publishCommand(KIOSK, testCommand())).rejects.toThrow(/not running/);
    } finally {
      client.end(true);
      await consoleServer.app.close();
    }
  });
});

describe('createDeviceGateway', () => {
  it('builds the embedded broker by default and the external client with MQTT_URL, with the configured URLs', () => {
    const { logger } = captureLogger();
    const server = Fastify().server;
    const embedded = createDeviceGateway({
      config: loadConfig({ PUBLIC_URL: 'https://console.example.com', MQTT_PORT: '1884' }),
      logger,
      server,
    });
    expect(embedded.urls).toEqual({
      mqttUrl: 'mqtt://console.example.com:1884',
      mqttWsUrl: 'wss://console.example.com/mqtt',
    });
    const external = createDeviceGateway({
      config: loadConfig({ MQTT_URL: 'mqtts://broker.example.com:8883' }),
      logger,
      server,
    });
    expect(external.urls).toEqual({
      mqttUrl: 'mqtts://broker.example.com:8883',
      mqttWsUrl: 'mqtts://broker.example.com:8883',
    });
  });
});
