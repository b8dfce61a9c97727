import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { commandTopic, parseCommandMessage, statusTopic, telemetryTopic } from '@kiosk/common/mqtt';
import { connectKiosk, createTestHandlers, settle, testCommand } from '../test-support/mqtt-kiosk.ts';
import { MOSQUITTO_URL, mosquittoAvailable } from '../test-support/mosquitto.ts';
import { createExternalGateway } from './external.ts';
import type { DeviceGateway } from './gateway.ts';

/**
 * Against the machine's Mosquitto (MQTT 5, shared subscriptions). Required in CI; elsewhere the file
 * is skipped with a message when no broker listens on MOSQUITTO_URL (default mqtt://127.0.0.1:1883).
 */
const BROKER_URL = MOSQUITTO_URL;
const brokerUp = await mosquittoAvailable('external MQTT broker tests');

const WAIT = { timeout: 20_000, interval: 25 };
const ts = '2026-11-23T10:15:02+01:00';
const telemetry = (uptime: number) => JSON.stringify({ ts, temperatures: [400], uptime });
const uptimes = (messages: { kind: string; message: unknown }[]) =>
  messages.map((m) => (m.kind === 'telemetry' ? (m.message as { uptime: number }).uptime : -1));

describe.skipIf(!brokerUp)('external MQTT broker (Mosquitto, shared subscriptions)', () => {
  // A serial of its own per run, and a group of its own: nothing leaks between runs or parallel checkouts.
  const run = randomBytes(4).toString('hex');
  const serial = `SN-T${run}`;
  const group = `kiosk-console-test-${run}`;
  const gateways: DeviceGateway[] = [];
  const kiosks: MqttClient[] = [];
  const logger = pino({ level: 'silent' });

  async function startGateway(recorder: ReturnType<typeof createTestHandlers>) {
    const gateway = createExternalGateway({
      logger,
      url: BROKER_URL,
      urls: { mqttUrl: BROKER_URL, mqttWsUrl: BROKER_URL },
      group,
      reconnectPeriodMs: 200,
      closeTimeoutMs: 2_000,
    });
    gateways.push(gateway);
    await gateway.start(recorder.handlers);
    return gateway;
  }

  /** The subscriptions are in place once a probe message on the group's filter reaches a handler. */
  async function untilSubscribed(recorders: ReturnType<typeof createTestHandlers>[], probe: MqttClient) {
    let n = 0;
    await vi.waitFor(async () => {
      n += 1;
      await probe.publishAsync(telemetryTopic(`SN-P${run}`), telemetry(n), { qos: 1 });
      await settle(50);
      expect(recorders.some((r) => r.of(`SN-P${run}`).length > 0)).toBe(true);
    }, WAIT);
  }

  async function kiosk() {
    const client = await connectKiosk(BROKER_URL, {
      protocolVersion: 5,
      clientId: `${serial}-${randomBytes(3).toString('hex')}`,
      reconnectPeriod: 0,
    });
    kiosks.push(client);
    return client;
  }

  afterAll(async () => {
    const cleaner = await kiosk();
    await cleaner.publishAsync(statusTopic(serial), '', { qos: 1, retain: true }); // clear the retained status
    for (const client of kiosks) client.end(true);
    await Promise.all(gateways.map((g) => g.close()));
  });

  it('hands each of 50 messages to exactly one of two instances, in order per instance', async () => {
    const first = createTestHandlers({});
    const second = createTestHandlers({});
    await startGateway(first);
    await startGateway(second);
    const client = await kiosk();
    await untilSubscribed([first, second], client);
    await vi.waitFor(async () => {
      // Both instances are in the group once each has had a probe.
      await client.publishAsync(telemetryTopic(`SN-P${run}`), telemetry(0), { qos: 1 });
      await settle(20);
      expect(first.of(`SN-P${run}`).length > 0 && second.of(`SN-P${run}`).length > 0).toBe(true);
    }, WAIT);

    for (let i = 0; i < 50; i += 1) {
      await client.publishAsync(telemetryTopic(serial), telemetry(i), { qos: 1 });
    }
    await vi.waitFor(() => expect(first.of(serial).length + second.of(serial).length).toBe(50), WAIT);
    const all = [...uptimes(first.of(serial)), ...uptimes(second.of(serial))].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // Each instance saw its share in the order the kiosk sent them.
    for (const recorder of [first, second]) {
      const seen = uptimes(recorder.of(serial));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    await settle(300);
    expect(first.of(serial).length + second.of(serial).length).toBe(50); // and none twice

    await Promise.all(gateways.splice(0).map((g) => g.close()));
  });

  it('on shutdown, handles and acknowledges what it was sent before leaving the group; nothing is lost', async () => {
    await Promise.all(gateways.splice(0).map((g) => g.close()));
    const leaving = createTestHandlers({});
    const staying = createTestHandlers({});
    const gatewayA = await startGateway(leaving);
    await startGateway(staying);
    const client = await kiosk();
    await untilSubscribed([leaving], client);
    await untilSubscribed([staying], client);

    // The leaving instance is busy with a slow write when the shutdown starts.
    const release = leaving.hold();
    for (let i = 0; i < 10; i += 1) await client.publishAsync(telemetryTopic(serial), telemetry(700 + i), { qos: 1 });
    await vi.waitFor(() => expect(leaving.arrived.some((m) => m.kiosk === serial)).toBe(true), WAIT);
    const closed = gatewayA.close();
    await settle();
    release();
    await closed;
    for (let i = 10; i < 20; i += 1) await client.publishAsync(telemetryTopic(serial), telemetry(700 + i), { qos: 1 });

    await vi.waitFor(() => expect(leaving.of(serial).length + staying.of(serial).length).toBe(20), WAIT);
    const all = [...uptimes(leaving.of(serial)), ...uptimes(staying.of(serial))].sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => 700 + i));
    expect(uptimes(leaving.of(serial)).every((u) => u < 710)).toBe(true); // it left the group
  });

  it('with a persistent session, a stopped instance leaves the group: the others get every message at once', async () => {
    await Promise.all(gateways.splice(0).map((g) => g.close()));
    const leaving = createTestHandlers({});
    const staying = createTestHandlers({});
    const clientId = `kiosk-console-test-${run}-a`;
    const persistent = createExternalGateway({
      logger,
      url: BROKER_URL,
      urls: { mqttUrl: BROKER_URL, mqttWsUrl: BROKER_URL },
      group,
      clientId,
      sessionExpirySeconds: 60,
      reconnectPeriodMs: 200,
      closeTimeoutMs: 2_000,
    });
    await persistent.start(leaving.handlers);
    await startGateway(staying);
    const client = await kiosk();
    await untilSubscribed([leaving], client);
    await untilSubscribed([staying], client);
    await persistent.close();

    // Its session outlives the connection, but without the subscriptions: nothing waits there for it.
    for (let i = 0; i < 20; i += 1) await client.publishAsync(telemetryTopic(serial), telemetry(800 + i), { qos: 1 });
    await vi.waitFor(
      () => expect(uptimes(staying.of(serial))).toEqual(Array.from({ length: 20 }, (_, i) => 800 + i)),
      WAIT,
    );
    expect(leaving.of(serial)).toEqual([]);
    const ended = await mqtt.connectAsync(BROKER_URL, { protocolVersion: 5, clientId, clean: true });
    await ended.endAsync();
  });

  it('retries a message whose handler failed until it is stored, keeping the order', async () => {
    await Promise.all(gateways.splice(0).map((g) => g.close()));
    const recorder = createTestHandlers({});
    const gateway = await startGateway(recorder);
    const client = await kiosk();
    await untilSubscribed([recorder], client);
    recorder.failNext(2);
    const before = gateway.metrics().failed;
    await client.publishAsync(telemetryTopic(serial), telemetry(901), { qos: 1 });
    await client.publishAsync(telemetryTopic(serial), telemetry(902), { qos: 1 });
    await vi.waitFor(() => expect(uptimes(recorder.of(serial))).toEqual([901, 902]), WAIT);
    expect(gateway.metrics().failed - before).toBe(2);
    expect(recorder.arrived.filter((m) => m.kiosk === serial)).toHaveLength(4); // 901 three times, then 902
  });

  it('publishes commands with QoS 1 to the kiosk and rejects while the broker is unreachable', async () => {
    const gateway = gateways.at(-1) as DeviceGateway;
    const client = await kiosk();
    await client.subscribeAsync(commandTopic(serial), { qos: 1 });
    const received = new Promise<{ topic: string; payload: Buffer; qos: number }>((resolve) =>
      client.once('message', (topic, payload, packet) => resolve({ topic, payload, qos: packet.qos })),
    );
    const command = testCommand();
    await gateway.publishCommand(serial, command);
    const message = await received;
    expect(message.qos).toBe(1);
    expect(parseCommandMessage(message.topic, message.payload)).toEqual({ ok: true, kiosk: serial, command });

    const nowhere = createExternalGateway({
      logger,
      url: 'mqtt://127.0.0.1:1', // nothing listens there
      urls: { mqttUrl: '', mqttWsUrl: '' },
      reconnectPeriodMs: 60_000,
    });
    await nowhere.start(createTestHandlers({}).handlers);
    await expect(nowhere.publishCommand(serial, testCommand())).rejects.toThrow(/not reachable/);
    await nowhere.close();
  });

  it('cannot end a kiosk session at the broker when its login changes: it warns that the broker must', async () => {
    const lines: { level: number; msg: string; kiosks?: string[] }[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const recorder = createTestHandlers({ [serial]: 'old-secret-0123456789' });
    const gateway = createExternalGateway({
      logger: pino({ level: 'warn' }, capture),
      url: BROKER_URL,
      urls: { mqttUrl: BROKER_URL, mqttWsUrl: BROKER_URL },
      group: `${group}-logins`,
      reconnectPeriodMs: 200,
      closeTimeoutMs: 2_000,
    });
    gateways.push(gateway);
    await gateway.start(recorder.handlers);
    const client = await kiosk();

    recorder.setSecret(serial, 'new-secret-0123456789');
    await gateway.revokeLogins([serial]);
    await settle();
    expect(lines.filter((l) => l.msg.includes('cannot close its sessions'))).toEqual([
      expect.objectContaining({ level: 40, kiosks: [serial] }),
    ]);
    // The broker's session is the broker's: still connected.
    expect(client.connected).toBe(true);
  });
});
