import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventTopic } from '@kiosk/common/mqtt';
import { openDatabase } from './db/client.ts';
import { RABBITMQ_AUTH_PATH } from './mqtt/rabbitmq-auth.ts';
import { newKiosk } from './modules/kiosks/kiosks.test-data.ts';
import { freePort } from './test-support/app.ts';
import { createTestContext } from './test-support/fixtures.ts';
import { connectKiosk, kioskClientOptions, settle } from './test-support/mqtt-kiosk.ts';
import {
  type PrivatePostgres,
  privatePostgresBinaries,
  startPrivatePostgres,
} from './test-support/private-postgres.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary, startPrivateRabbitmq } from './test-support/private-rabbitmq.ts';
import { type ServerProcess, startServerProcess } from './test-support/server-process.ts';

/**
 * The scale-out mode as it runs in production: two server processes (`main.ts`, DEVICE_ENGINE=rabbitmq)
 * on a PostgreSQL and a RabbitMQ node of the test's own, kiosks sending under load while one process is
 * killed with SIGKILL and while PostgreSQL restarts (immediate: a crash) — 0 acknowledged messages lost,
 * 0 doubled. Required in CI; elsewhere skipped without PostgreSQL binaries or RabbitMQ.
 */
const bindir = await privatePostgresBinaries('RabbitMQ fault tests');
const binary = await privateRabbitmqBinary('RabbitMQ fault tests');

const WAIT = { timeout: 120_000, interval: 100 };
const KIOSKS = 4;

describe.skipIf(!bindir || !binary)('scale-out on RabbitMQ: a killed server process, a PostgreSQL crash', () => {
  let cluster: PrivatePostgres;
  let rabbit: PrivateRabbitmq;
  let front: http.Server;
  let pool: pg.Pool;
  let dataDir: string;
  const servers: { process: ServerProcess; base: string }[] = [];
  const fleet: { id: string; serial: string; client?: MqttClient }[] = [];

  /** The load balancer: the engine's auth requests go to a running server. */
  async function startFront(port: number) {
    front = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          for (const server of servers.filter((s) => s.process.alive())) {
            try {
              const answer = await fetch(`${server.base}${request.url ?? '/'}`, {
                method: 'POST',
                headers: { 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
                body: Buffer.concat(chunks),
              });
              response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(await answer.text());
              return;
            } catch {
              // next server
            }
          }
          response.writeHead(503).end();
        })();
      });
    });
    await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  }

  async function startServer() {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const process = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: base,
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

  async function storedEvents(): Promise<Map<string, number>> {
    const { rows } = await pool.query<{ event_id: string; copies: number }>(
      `SELECT event_id, count(*)::int AS copies FROM kiosk_activities
        WHERE kiosk_id = ANY($1::uuid[]) AND event_id IS NOT NULL GROUP BY event_id`,
      [fleet.map((k) => k.id)],
    );
    return new Map(rows.map((r) => [r.event_id, r.copies]));
  }

  function load() {
    const acknowledged: string[] = [];
    let running = true;
    const loops = fleet.map(async (kiosk, k) => {
      let i = 0;
      while (running) {
        const client = kiosk.client as MqttClient;
        if (!client.connected) {
          await settle(50);
          continue;
        }
        const event = {
          id: randomUUID(),
          ts: new Date().toISOString(),
          type: 'door',
          state: (k + i) % 2 ? 'open' : 'closed',
        };
        i += 1;
        try {
          await client.publishAsync(eventTopic(kiosk.serial), JSON.stringify(event), { qos: 1 });
          acknowledged.push(event.id);
        } catch {
          await settle(50);
        }
      }
    });
    return {
      acknowledged,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  async function expectStoredOnce(acknowledged: string[]) {
    try {
      await vi.waitFor(async () => {
        const stored = await storedEvents();
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      }, WAIT);
    } catch (error) {
      const stored = await storedEvents();
      const missing = acknowledged.flatMap((id, n) => (stored.has(id) ? [] : [n]));
      console.error(`missing positions ${missing.join(',')} of ${acknowledged.length}`);
      for (const server of servers) console.error(server.process.output().slice(-6000));
      throw error;
    }
    await settle(500);
    const stored = await storedEvents();
    expect([...stored.values()].filter((copies) => copies !== 1)).toEqual([]);
  }

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bindir as string);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-rmq-faults-'));
    const frontPort = await freePort();
    await startFront(frontPort);
    rabbit = await startPrivateRabbitmq(binary as string, {
      authBaseUrl: `http://127.0.0.1:${frontPort}${RABBITMQ_AUTH_PATH}`,
    });
    const arranged = await openDatabase({ url: cluster.url });
    const context = await createTestContext({ ...arranged, dispose: () => arranged.close() }, { DEMO_DATA: 'false' });
    const orgId = await context.newOrganization('Faults Org');
    const passwords: string[] = [];
    for (let k = 0; k < KIOSKS; k += 1) {
      const kiosk = await newKiosk(context, orgId, { serialNumber: `SN-RMQF${k}` });
      passwords.push((await context.services.kiosks.device.issueCredentials(context.root, kiosk.id)).password);
      fleet.push({ id: kiosk.id, serial: kiosk.serialNumber });
    }
    await context.built.app.close();
    await arranged.close();
    pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    pool.on('error', () => undefined);
    await startServer();
    await startServer();
    for (const [k, kiosk] of fleet.entries()) {
      kiosk.client = await connectKiosk(
        rabbit.mqttUrl,
        kioskClientOptions(kiosk.serial, passwords[k] as string, { clientId: kiosk.serial, reconnectPeriod: 200 }),
      );
    }
  }, 240_000);

  afterAll(async () => {
    for (const kiosk of fleet) kiosk.client?.end(true);
    for (const server of servers) await server.process.kill('SIGKILL');
    await pool?.end();
    await rabbit?.dispose();
    await cluster?.dispose();
    await new Promise((resolve) => front?.close(resolve));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('one of two server processes killed with SIGKILL mid-load: nothing acknowledged lost or doubled', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(200), WAIT);
    const killed = Date.now();
    await (servers[0] as (typeof servers)[number]).process.kill('SIGKILL');
    const before = running.acknowledged.length;
    await vi.waitFor(async () => {
      const stored = await storedEvents();
      expect(running.acknowledged.slice(before).filter((id) => stored.has(id)).length).toBeGreaterThan(50);
    }, WAIT);
    const recovered = Date.now() - killed;
    await running.stop();
    await expectStoredOnce(running.acknowledged);
    console.info(
      `[rabbitmq] SIGKILL of one instance: the other stored new messages within ${recovered} ms; ${running.acknowledged.length} acknowledged, all stored once`,
    );
  }, 240_000);

  it('PostgreSQL crashes and restarts under load: nothing acknowledged lost or doubled', async () => {
    const running = load();
    await vi.waitFor(() => expect(running.acknowledged.length).toBeGreaterThan(100), WAIT);
    const restarted = Date.now();
    await cluster.restart('immediate');
    const up = Date.now();
    const before = running.acknowledged.length;
    await vi.waitFor(async () => {
      const stored = await storedEvents().catch(() => new Map<string, number>());
      expect(running.acknowledged.slice(before).filter((id) => stored.has(id)).length).toBeGreaterThan(50);
    }, WAIT);
    const flowing = Date.now();
    await running.stop();
    await expectStoredOnce(running.acknowledged);
    console.info(
      `[rabbitmq] PostgreSQL restart -m immediate: ${up - restarted} ms, then stored again within ${flowing - up} ms; ${running.acknowledged.length} acknowledged, all stored once`,
    );
  }, 240_000);
});
