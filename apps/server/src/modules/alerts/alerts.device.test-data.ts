import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { eventTopic, telemetryTopic } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import type { startTestServer } from '../../test-support/app.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { connectKiosk, kioskClientOptions } from '../../test-support/mqtt-kiosk.ts';

/** Test data of the alert engine end to end (alerts.integration.test.ts): kiosks publishing through the broker. */

export interface AlertDbRow {
  id: string;
  type: string;
  severity: string;
  start_date: Date;
  end_date: Date | null;
  details: Record<string, unknown>;
  acknowledged_note: string | null;
}

/** What the end-to-end tests started: the server, its database, the root user and the organization of the kiosks. */
export interface AlertTestWorld {
  server: Awaited<ReturnType<typeof startTestServer>>;
  database: TestDatabase;
  root: Viewer;
  orgId: string;
  /** The database kind, part of the serial numbers. */
  kind: string;
}

/** A kiosk connected through the broker, publishing with timestamps relative to a kiosk-clock origin. */
export async function publishingKiosk(world: AlertTestWorld, name: string) {
  const { server, database, root, orgId, kind } = world;
  const serial = `AL-${kind}-${name}-${Date.now().toString(36)}`.replace(/[^A-Za-z0-9-]/g, '');
  const row = await server.services.kiosks.create(root, { name, serialNumber: serial, orgId });
  const credentials = await server.services.kiosks.device.issueCredentials(root, row.id);
  const client: MqttClient = await connectKiosk(
    credentials.mqttWsUrl,
    kioskClientOptions(serial, credentials.password),
  );
  const origin = Date.now() - 2 * 60 * 60_000; // two hours ago on the kiosk's clock
  const ts = (minutes: number, seconds = 0) => new Date(origin + minutes * 60_000 + seconds * 1000).toISOString();
  const settle = () => server.services.alerts.idle();
  return {
    id: row.id,
    serial,
    client,
    ts,
    async telemetry(minutes: number, celsius: number, seconds = 0) {
      await client.publishAsync(
        telemetryTopic(serial),
        JSON.stringify({ ts: ts(minutes, seconds), temperatures: [Math.round(celsius * 100), null], uptime: 100 }),
        { qos: 1 },
      );
      await settle();
    },
    async event(minutes: number, fields: Record<string, unknown>) {
      await client.publishAsync(eventTopic(serial), JSON.stringify({ id: randomUUID(), ts: ts(minutes), ...fields }), {
        qos: 1,
      });
      await settle();
    },
    alerts: (type?: string) =>
      database.query<AlertDbRow>(
        `SELECT id, type, severity, start_date, end_date, details, acknowledged_note FROM alerts
         WHERE kiosk_id = $1 ${type ? 'AND type = $2' : ''} ORDER BY start_date`,
        type ? [row.id, type] : [row.id],
      ),
  };
}
