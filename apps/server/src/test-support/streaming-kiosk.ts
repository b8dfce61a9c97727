import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { eventTopic, telemetryTopic } from '@kiosk/common/mqtt';
import type { Database } from '../db/client.ts';

/** Unacknowledged QoS 1 messages each kiosk has in flight (MQTT.js keeps them and re-sends on reconnect). */
const WINDOW = 20;

type Outcome = 'pending' | 'acked' | 'failed';

/** One kiosk publishing door events and telemetry as fast as its window allows, recording each PUBACK. */
export function streamingKiosk(client: MqttClient, serial: string) {
  const events = new Map<string, Outcome>();
  const telemetry = new Map<number, Outcome>();
  const start = Date.UTC(2026, 10, 23, 8, 0, 0);
  let inFlight = 0;
  let sequence = 0;
  let running = true;

  function track<K>(map: Map<K, Outcome>, key: K, topic: string, payload: string) {
    map.set(key, 'pending');
    inFlight += 1;
    client.publish(topic, payload, { qos: 1 }, (error) => {
      inFlight -= 1;
      map.set(key, error ? 'failed' : 'acked');
    });
  }

  const pumping = (async () => {
    while (running) {
      if (inFlight >= WINDOW) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      sequence += 1;
      if (sequence % 2 === 0) {
        const id = randomUUID();
        const event = { id, ts: new Date().toISOString(), type: 'door', state: sequence % 4 ? 'open' : 'closed' };
        track(events, id, eventTopic(serial), JSON.stringify(event));
      } else {
        // A reading per second of the kiosk's clock: its timestamp is its identity in kiosk_temperatures.
        const ts = new Date(start + sequence * 1000).toISOString();
        track(
          telemetry,
          sequence,
          telemetryTopic(serial),
          JSON.stringify({ ts, temperatures: [400], uptime: sequence }),
        );
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();

  const count = (outcome: Outcome) => [...events.values(), ...telemetry.values()].filter((o) => o === outcome).length;

  return {
    serial,
    client,
    events,
    telemetry,
    count,
    inFlight: () => inFlight,
    async stop() {
      running = false;
      await pumping;
    },
  };
}

export type StreamingKiosk = ReturnType<typeof streamingKiosk>;

/**
 * What the database holds of a streaming kiosk's messages: per door event id and per reading (its uptime)
 * how many copies. The fault tests expect exactly what the kiosk sent, each once.
 */
export async function storedOf(database: Pick<Database, 'query'>, kioskId: string) {
  const events = await database.query<{ event_id: string; copies: number }>(
    `SELECT event_id, count(*)::int AS copies FROM kiosk_activities
      WHERE kiosk_id = $1 AND event_id IS NOT NULL GROUP BY event_id`,
    [kioskId],
  );
  const readings = await database.query<{ uptime: number; copies: number }>(
    'SELECT uptime, count(*)::int AS copies FROM kiosk_temperatures WHERE kiosk_id = $1 GROUP BY uptime',
    [kioskId],
  );
  return {
    events: new Set(events.map((e) => e.event_id)),
    readings: new Set(readings.map((r) => Number(r.uptime))),
    doubled: [...events.filter((e) => e.copies !== 1), ...readings.filter((r) => r.copies !== 1)],
  };
}
