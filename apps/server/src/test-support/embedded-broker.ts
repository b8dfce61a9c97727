import type net from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { pino } from 'pino';
import { createEmbeddedGateway } from '../mqtt/embedded.ts';
import { freePort } from './app.ts';
import { connectKiosk, createTestHandlers, kioskClientOptions } from './mqtt-kiosk.ts';

/** What the embedded broker's tests (mqtt/embedded*.integration.test.ts) share: kiosks, payloads, a console. */

export const KIOSK = 'SN-1001';
export const OTHER = 'SN-2002';
/** A kiosk whose secret the tests re-issue. */
export const REISSUED = 'SN-3003';
export const SECRETS: Record<string, string> = {
  [KIOSK]: 'secret-one-0123456789',
  [OTHER]: 'secret-two-0123456789',
  [REISSUED]: 'secret-three-0123456789',
};
export const ts = '2026-11-23T10:15:02+01:00';
export const telemetry = (uptime: number) => JSON.stringify({ ts, temperatures: [412, 398, null, null], uptime });
export const ONLINE = JSON.stringify({ online: true, ts, ip: '10.0.0.7', firmware: '2.4.1' });
export const WAIT = { timeout: 15_000, interval: 20 };

/** Log lines the gateway wrote, parsed. */
export function captureLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/** A console (Fastify with /healthz) with the embedded gateway: MQTT on TCP `port` and WebSocket at /mqtt. */
export async function startConsole(handlers: ReturnType<typeof createTestHandlers>, port: number) {
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

/**
 * The console on a free TCP port with handlers knowing SECRETS, and `kiosk()` connecting one of them;
 * `endClients()` after each test, `close()` after the suite.
 */
export async function createEmbeddedWorld() {
  const tcpPort = await freePort();
  const tcpUrl = `mqtt://127.0.0.1:${tcpPort}`;
  const recorder = createTestHandlers(SECRETS);
  const consoleServer = await startConsole(recorder, tcpPort);
  const clients: MqttClient[] = [];
  return {
    tcpUrl,
    recorder,
    consoleServer,
    gateway: consoleServer.gateway,
    async kiosk(serial = KIOSK, over: 'tcp' | 'ws' = 'tcp', extra = {}) {
      const client = await connectKiosk(
        over === 'tcp' ? tcpUrl : consoleServer.wsUrl,
        kioskClientOptions(serial, SECRETS[serial] ?? 'nope', extra),
      );
      clients.push(client);
      return client;
    },
    /** Ends `client` with the others after the test. */
    track(client: MqttClient) {
      clients.push(client);
      return client;
    },
    endClients() {
      for (const client of clients.splice(0)) client.end(true);
    },
    async close() {
      await consoleServer.gateway.close();
      await consoleServer.app.close();
    },
  };
}

export type EmbeddedWorld = Awaited<ReturnType<typeof createEmbeddedWorld>>;
