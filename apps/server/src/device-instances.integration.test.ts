import { randomBytes, randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ackTopic,
  commandTopic,
  eventTopic,
  parseCommandMessage,
  statusTopic,
  telemetryTopic,
  type AckMessage,
} from '@kiosk/common/mqtt';
import { createExternalGateway } from './mqtt/external.ts';
import type { DeviceGateway } from './mqtt/gateway.ts';
import { newKiosk } from './modules/kiosks/kiosks.test-data.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';
import { createTestContext, type TestContext } from './test-support/fixtures.ts';
import { MOSQUITTO_URL, mosquittoAvailable } from './test-support/mosquitto.ts';
import { connectKiosk, settle } from './test-support/mqtt-kiosk.ts';

/**
 * Two server instances on one database and one external broker (Mosquitto, MQTT_URL): commands are
 * claimed by one instance and reach the kiosk once; device messages reach one instance (shared
 * subscription) and are stored once. The claim itself is tested on the database in
 * commands.integration.test.ts; this is the same over the wire.
 */
const brokerUp = await mosquittoAvailable('two-instance device tests');

const WAIT = { timeout: 30_000, interval: 50 };
const COMMANDS_PER_PHASE = 20;
const EVENTS = 60;

describe.skipIf(!brokerUp).each(testDatabaseKinds())(
  'two server instances on one %s database and Mosquitto',
  (kind) => {
    // A serial and a shared-subscription group of its own per run: nothing leaks between runs or checkouts.
    const run = randomBytes(4).toString('hex');
    const serial = `SN-I${run}`;
    const probeSerial = `SN-P${run}`;
    const group = `kiosk-console-test-${run}`;
    let database: TestDatabase;
    const instances: { context: TestContext; gateway: DeviceGateway }[] = [];
    let kioskId: string;
    let kiosk: MqttClient;
    /** Command ids in the order the kiosk received them. */
    const received: string[] = [];

    async function startInstance() {
      const gateway = createExternalGateway({
        logger: pino({ level: 'silent' }),
        url: MOSQUITTO_URL,
        urls: { mqttUrl: MOSQUITTO_URL, mqttWsUrl: MOSQUITTO_URL },
        group,
        reconnectPeriodMs: 200,
        closeTimeoutMs: 2_000,
      });
      const context = await createTestContext(
        database,
        { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0', MQTT_URL: MOSQUITTO_URL },
        { devices: gateway },
      );
      instances.push({ context, gateway });
      return { context, gateway };
    }

    const ack = (commandId: string, status: AckMessage['status']) =>
      kiosk.publishAsync(ackTopic(serial), JSON.stringify({ commandId, status, ts: new Date().toISOString() }), {
        qos: 1,
      });

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const first = await startInstance();
      await startInstance();
      const orgId = await first.context.newOrganization('Two Instances Org');
      kioskId = (await newKiosk(first.context, orgId, { serialNumber: serial })).id;

      // The kiosk, connected to Mosquitto itself: it acks every command it receives (delivered, then applied).
      kiosk = await connectKiosk(MOSQUITTO_URL, {
        protocolVersion: 5,
        clientId: `${serial}-${randomBytes(3).toString('hex')}`,
        reconnectPeriod: 0,
      });
      kiosk.on('message', (topic, payload) => {
        const parsed = parseCommandMessage(topic, payload);
        if (!parsed.ok) return;
        received.push(parsed.command.id);
        void ack(parsed.command.id, 'delivered').then(() => ack(parsed.command.id, 'applied'));
      });
      await kiosk.subscribeAsync(commandTopic(serial), { qos: 1 });

      // Both instances are in the group once each has been handed a probe.
      let n = 0;
      await vi.waitFor(async () => {
        n += 1;
        const ts = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
        await kiosk.publishAsync(telemetryTopic(probeSerial), JSON.stringify({ ts, temperatures: [400], uptime: n }), {
          qos: 1,
        });
        await settle(20);
        expect(instances.map((i) => i.gateway.metrics().received.telemetry > 0)).toEqual([true, true]);
      }, WAIT);
    });

    afterAll(async () => {
      if (kiosk) {
        await kiosk.publishAsync(statusTopic(serial), '', { qos: 1, retain: true }); // clear the retained status
        await kiosk.endAsync();
      }
      for (const { context } of instances.splice(0).reverse()) await context.built.app.close();
      await database?.dispose();
    });

    const sweepBoth = () => Promise.all(instances.map((i) => i.context.services.commands.sweep()));

    /** Commands through both instances at once, alternating restart and sync. */
    function enqueueThroughBoth(count: number) {
      return Promise.all(
        Array.from({ length: count }, (_, i) => {
          const { context } = instances[i % 2] as (typeof instances)[number];
          const commands = context.services.commands;
          return (i % 4 < 2 ? commands.restart(context.root, kioskId) : commands.sync(context.root, kioskId)).then(
            (row) => row.id,
          );
        }),
      );
    }

    async function commandRows() {
      return database.query<{ id: string; status: string }>(
        'SELECT id, status FROM kiosk_commands WHERE kiosk_id = $1',
        [kioskId],
      );
    }

    it('delivers each command, queued or not, exactly once and every one ends applied', async () => {
      // Queued while the kiosk is offline, through both instances.
      const queued = await enqueueThroughBoth(COMMANDS_PER_PHASE);
      expect((await commandRows()).map((r) => r.status)).toEqual(queued.map(() => 'queued'));
      expect(received).toEqual([]);

      // The kiosk comes online (one instance handles its status) while both instances sweep.
      await kiosk.publishAsync(
        statusTopic(serial),
        JSON.stringify({ online: true, ts: new Date().toISOString(), ip: '10.0.0.7', firmware: '2.4.1' }),
        { qos: 1, retain: true },
      );
      await Promise.all([sweepBoth(), sweepBoth(), vi.waitFor(() => expect(received.length).toBeGreaterThan(0), WAIT)]);

      // Online: more commands through both instances, with sweeps of both running at the same time.
      const [live] = await Promise.all([enqueueThroughBoth(COMMANDS_PER_PHASE), sweepBoth(), sweepBoth()]);
      const all = [...queued, ...live];

      await vi.waitFor(async () => {
        await sweepBoth();
        expect((await commandRows()).filter((r) => r.status !== 'applied')).toEqual([]);
      }, WAIT);
      await sweepBoth();
      await settle(300);
      expect(received).toHaveLength(all.length);
      expect(new Set(received)).toEqual(new Set(all));
      expect((await commandRows()).map((r) => r.status)).toEqual(all.map(() => 'applied'));
      // One `command.sent` entry per command: one instance published each.
      const sent = await database.query<{ command_id: string; copies: number }>(
        `SELECT details->>'commandId' AS command_id, count(*)::int AS copies FROM kiosk_activities
        WHERE kiosk_id = $1 AND type = 'command.sent' GROUP BY 1`,
        [kioskId],
      );
      expect(sent.filter((s) => s.copies !== 1)).toEqual([]);
      expect(new Set(sent.map((s) => s.command_id))).toEqual(new Set(all));
    });

    it('hands each event to one instance and stores it once', async () => {
      const before = instances.map((i) => i.gateway.metrics().received.event);
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
      // Acknowledged by the broker is not yet stored (the instances ack the broker after their commit).
      const stored = () =>
        database.query<{ event_id: string; copies: number }>(
          `SELECT event_id, count(*)::int AS copies FROM kiosk_activities
          WHERE kiosk_id = $1 AND event_id IS NOT NULL GROUP BY event_id`,
          [kioskId],
        );
      await vi.waitFor(async () => expect(await stored()).toHaveLength(EVENTS), WAIT);
      await settle(300);
      const rows = await stored();
      expect(rows.filter((r) => r.copies !== 1)).toEqual([]);
      expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set(ids));
      // Each was handed to exactly one instance, and both took a share.
      const handed = instances.map((i, n) => i.gateway.metrics().received.event - (before[n] ?? 0));
      expect(handed.reduce((a, b) => a + b, 0)).toBe(EVENTS);
      expect(handed.every((h) => h > 0)).toBe(true);
    });
  },
);
