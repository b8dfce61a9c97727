import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { telemetryTopic } from '@kiosk/common/mqtt';
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
import {
  captureLogger,
  createEmbeddedWorld,
  type EmbeddedWorld,
  KIOSK,
  SECRETS,
  startConsole,
  telemetry,
  WAIT,
} from '../test-support/embedded-broker.ts';

/** Where kiosks connect: TCP, and WebSocket at /mqtt on the console port; start, shutdown, a port taken. */
describe('embedded MQTT broker', () => {
  let world: EmbeddedWorld;

  beforeAll(async () => {
    world = await createEmbeddedWorld();
  });
  afterEach(() => world?.endClients());
  afterAll(() => world?.close());

  it('tells kiosks where to connect and logs it once', () => {
    expect(world.gateway.urls).toEqual({ mqttUrl: world.tcpUrl, mqttWsUrl: 'ws://console.test/mqtt' });
    const started = world.consoleServer.log.lines.filter((l) => /kiosks connect at/.test(l.msg));
    expect(started).toHaveLength(1);
    expect(started[0]?.msg).toContain(world.tcpUrl);
  });

  it('serves MQTT over WebSocket at /mqtt on the console port and leaves HTTP alone', async () => {
    const client = await world.kiosk(KIOSK, 'ws');
    const count = world.recorder.of(KIOSK, 'telemetry').length;
    await client.publishAsync(telemetryTopic(KIOSK), telemetry(4242), { qos: 1 });
    expect(world.recorder.of(KIOSK, 'telemetry')).toHaveLength(count + 1);
    const last = world.recorder.of(KIOSK, 'telemetry').at(-1);
    expect(last?.kind === 'telemetry' && last.message.uptime).toBe(4242);
    const response = await fetch(`http://127.0.0.1:${world.consoleServer.httpPort}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses a WebSocket upgrade on any other path', async () => {
    await expect(
      connectKiosk(`ws://127.0.0.1:${world.consoleServer.httpPort}/other`, kioskClientOptions(KIOSK, SECRETS[KIOSK]!)),
    ).rejects.toThrow();
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
