import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventTopic } from '@kiosk/common/mqtt';
import { openDatabase, type Database } from './db/client.ts';
import { newKiosk } from './modules/kiosks/kiosks.test-data.ts';
import { freePort } from './test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type DatabaseKind } from './test-support/database.ts';
import { createTestContext } from './test-support/fixtures.ts';
import { MOSQUITTO_URL, mosquittoAvailable } from './test-support/mosquitto.ts';
import { connectKiosk, kioskClientOptions, settle } from './test-support/mqtt-kiosk.ts';
import { storedOf, streamingKiosk } from './test-support/streaming-kiosk.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';

/**
 * The fault test of the device side (ADR 0006, device contract §2): the server process is killed
 * (SIGKILL, no shutdown work) while kiosks stream events and telemetry at QoS 1. A message the broker
 * acknowledged (PUBACK) was committed before; one in flight is sent again by the kiosk after the restart
 * and stored once (events by their id, telemetry by its timestamp).
 */

const KIOSKS = 3;
/** Acknowledged messages before the kill, and again after the restart. */
const BEFORE_KILL = 150;
const AFTER_RESTART = 150;
const WAIT = { timeout: 60_000, interval: 50 };
const brokerUp = await mosquittoAvailable('external-broker fault test');

describe.each(testDatabaseKinds())('a server killed during ingest, on %s', (kind: DatabaseKind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  it('after the restart no acknowledged message is missing and none is stored twice', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-fault-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const postgres = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    if (postgres) cleanups.push(() => postgres.dispose());
    /** The server's database as the test sees it (PGlite on disk: only while no server process has it open). */
    const open = async (): Promise<Database & { dispose(): Promise<void> }> => {
      if (postgres) return { ...postgres, dispose: async () => undefined };
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      return { ...database, dispose: () => database.close() };
    };

    // Kiosks and their device credentials, arranged through the services on the server's database.
    const arranged = await open();
    const context = await createTestContext(arranged, { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0' });
    const orgId = await context.newOrganization('Fault Org');
    const kiosks: { id: string; serial: string; password: string }[] = [];
    for (let i = 0; i < KIOSKS; i += 1) {
      const kiosk = await newKiosk(context, orgId, { name: `Fault ${i}` });
      const credentials = await context.services.kiosks.device.issueCredentials(context.root, kiosk.id);
      kiosks.push({ id: kiosk.id, serial: kiosk.serialNumber, password: credentials.password });
    }
    await context.built.app.close();
    await arranged.dispose();

    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
    };
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.kill('SIGKILL'));

    const streams = await Promise.all(
      kiosks.map(async (kiosk) => {
        const client = await connectKiosk(
          `ws://127.0.0.1:${port}/mqtt`,
          kioskClientOptions(kiosk.serial, kiosk.password, { reconnectPeriod: 200, connectTimeout: 5_000 }),
        );
        cleanups.push(async () => client.end(true));
        return streamingKiosk(client, kiosk.serial);
      }),
    );
    const acked = () => streams.reduce((sum, s) => sum + s.count('acked'), 0);

    await vi.waitFor(() => expect(acked()).toBeGreaterThanOrEqual(BEFORE_KILL), WAIT);
    await server.kill('SIGKILL');
    const ackedAtKill = acked();
    const inFlightAtKill = streams.reduce((sum, s) => sum + s.inFlight(), 0);
    // The kill caught messages on their way: sent, not (yet) acknowledged.
    expect(inFlightAtKill).toBeGreaterThan(0);

    server = await startServerProcess(env);
    await vi.waitFor(() => expect(acked()).toBeGreaterThanOrEqual(ackedAtKill + AFTER_RESTART), WAIT);
    await Promise.all(streams.map((s) => s.stop()));
    // The kiosks' clients re-sent what the dead server had not acknowledged; now everything is.
    await vi.waitFor(() => expect(streams.map((s) => s.inFlight())).toEqual(streams.map(() => 0)), WAIT);
    for (const stream of streams) {
      expect(stream.count('failed')).toBe(0);
      expect(stream.count('pending')).toBe(0);
    }
    for (const stream of streams) stream.client.end(true);
    await server.kill('SIGTERM');

    const stored = await open();
    cleanups.push(() => stored.dispose());
    for (const [i, stream] of streams.entries()) {
      const rows = await storedOf(stored, kiosks[i]?.id as string);
      // Exactly what the kiosk sent (and the broker acknowledged), each once.
      expect(rows.doubled).toEqual([]);
      expect(rows.events).toEqual(new Set(stream.events.keys()));
      expect(rows.readings).toEqual(new Set(stream.telemetry.keys()));
    }
    // Both halves of the run carried traffic.
    expect(ackedAtKill).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(acked()).toBeGreaterThanOrEqual(ackedAtKill + AFTER_RESTART);
  }, 180_000);
});

describe.skipIf(!brokerUp).each(testDatabaseKinds())(
  'a server on an external broker (Mosquitto) killed during ingest, on %s',
  (kind: DatabaseKind) => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    });

    it('gets what the broker kept for its session after the restart: every event stored once', async () => {
      const EVENTS = 150;
      // Of this run only: the kiosk, the shared-subscription group and the server's session at the broker.
      const run = randomBytes(4).toString('hex');
      const serial = `SN-F${run}`;
      const clientId = `kiosk-console-test-${run}`;
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-fault-external-'));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const postgres = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
      if (postgres) cleanups.push(() => postgres.dispose());
      const open = async (): Promise<Database & { dispose(): Promise<void> }> => {
        if (postgres) return { ...postgres, dispose: async () => undefined };
        const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
        return { ...database, dispose: () => database.close() };
      };
      // The session the server leaves at the broker is ended by connecting with its client id, clean.
      cleanups.push(async () => {
        const client = await mqtt.connectAsync(MOSQUITTO_URL, { protocolVersion: 5, clientId, clean: true });
        await client.endAsync();
      });

      const port = await freePort();
      const arranged = await open();
      const context = await createTestContext(arranged, {
        DEMO_DATA: 'false',
        COMMAND_SWEEP_MS: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const kioskId = (await newKiosk(context, await context.newOrganization('Fault Org'), { serialNumber: serial }))
        .id;
      const token = await context.token(context.rootUserId, { expiresInSeconds: 900 });
      await context.built.app.close();
      await arranged.dispose();

      const env = {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        MQTT_URL: MOSQUITTO_URL,
        MQTT_CLIENT_ID: clientId,
        MQTT_GROUP: `kiosk-console-test-${run}`,
        MQTT_SESSION_EXPIRY: '300',
        ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
      };
      const subscribed = 'device gateway subscribed to the kiosks';
      let server: ServerProcess = await startServerProcess(env);
      cleanups.push(() => server.kill('SIGKILL'));
      await server.waitForOutput(subscribed);

      // A burst the broker acknowledges at once; the server stores it one message after the other.
      const kiosk = await connectKiosk(MOSQUITTO_URL, {
        protocolVersion: 5,
        clientId: `${serial}-${randomBytes(3).toString('hex')}`,
        reconnectPeriod: 0,
      });
      cleanups.push(() => kiosk.endAsync(true));
      const ids = Array.from({ length: EVENTS }, () => randomUUID());
      await Promise.all(
        ids.map((id, i) =>
          kiosk.publishAsync(
            eventTopic(serial),
            JSON.stringify({ id, ts: new Date().toISOString(), type: 'door', state: i % 2 ? 'open' : 'closed' }),
            { qos: 1 },
          ),
        ),
      );
      await server.kill('SIGKILL');
      const restartedAt = new Date();

      server = await startServerProcess(env);
      /** Door events in the kiosk's activity log, as the console shows them (it also logs network changes). */
      const doorEvents = async () => {
        let count = 0;
        for (let skip = 0; ; skip += 100) {
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/kiosk/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              query: 'query($k: ID, $s: Int) { gridActivities(kiosk: $k, skip: $s, limit: 100) { data { type } } }',
              variables: { k: kioskId, s: skip },
            }),
          });
          const body = (await response.json()) as {
            data?: { gridActivities: { data: { type: string }[] } };
            errors?: unknown;
          };
          if (!body.data) throw new Error(JSON.stringify(body.errors));
          const page = body.data.gridActivities.data;
          count += page.filter((a) => a.type === 'door').length;
          if (page.length < 100) return count;
        }
      };
      await vi.waitFor(async () => expect(await doorEvents()).toBe(EVENTS), { timeout: 60_000, interval: 500 });
      await settle(300);
      expect(await doorEvents()).toBe(EVENTS);
      await server.kill('SIGTERM');

      const stored = await open();
      cleanups.push(() => stored.dispose());
      const rows = await stored.query<{ event_id: string; copies: number; last_received: Date }>(
        `SELECT event_id, count(*)::int AS copies, max(received_at) AS last_received FROM kiosk_activities
          WHERE kiosk_id = $1 AND event_id IS NOT NULL GROUP BY event_id`,
        [kioskId],
      );
      expect(rows.filter((r) => r.copies !== 1)).toEqual([]);
      expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set(ids));
      // The kill caught the server mid-burst: the restarted instance stored what the dead one had not.
      expect(rows.filter((r) => new Date(r.last_received) >= restartedAt).length).toBeGreaterThan(0);
    }, 180_000);
  },
);
