/**
 * Load generator of `ingest.ts`, run as a child process so its event loop and CPU time are not the
 * broker's: one mqtt.js client per kiosk (MQTT 3.1.1 over TCP, the kiosk's own credentials), each
 * publishing a kiosk's message mix at QoS 1 with at most `window` messages awaiting their PUBACK, for
 * `durationMs`; then it waits for the PUBACKs still due, reports, and exits.
 *
 * The mix of one cycle (per kiosk, in order): telemetry, session.opened (purchase), door open, door
 * closed, session.closed, payment — six messages, four of them events with unique ids.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';

export interface IngestLoadRequest {
  url: string;
  kiosks: { username: string; password: string }[];
  /** PUBACKs each client may wait for at once. */
  window: number;
  durationMs: number;
  /** Report what was acknowledged (event ids, telemetry timestamps) for the check afterwards. */
  record: boolean;
  /** The MQTT client id: the username itself (RabbitMQ wants the serial number) or `bench-<username>`. */
  clientId?: 'username' | 'prefixed';
}

export interface IngestLoadResult {
  /** PUBACKs received within the measured time. */
  acked: number;
  seconds: number;
  /** PUBACKs received after it (messages in flight when the time was up). */
  ackedLate: number;
  failures: number;
  /** From the start until the last PUBACK due arrived (the measured time plus the late ones). */
  settledSeconds: number;
  /** Per kiosk (when recording): acknowledged event ids and telemetry timestamps. */
  recorded?: { serial: string; events: string[]; telemetry: string[] }[];
}

const CYCLE = 6;
/** Telemetry timestamps start here and advance a second per reading: each is unique per kiosk. */
const EPOCH = Date.UTC(2026, 0, 1);

function messageOf(serial: string, n: number, session: { id: string }): { topic: string; payload: string } {
  const ts = new Date(EPOCH + n * 1000).toISOString();
  const step = n % CYCLE;
  if (step === 0) {
    return {
      topic: `kiosk/v1/${serial}/telemetry`,
      payload: JSON.stringify({ ts, temperatures: [400 + (n % 50), 410, null, null], uptime: n }),
    };
  }
  if (step === 1) session.id = randomUUID();
  const sessionId = session.id;
  const id = randomUUID();
  const fields =
    step === 1
      ? {
          type: 'session.opened',
          sessionId,
          kind: 'purchase',
          card: { token: 'tok_bench', cardType: 'visa', last4: '4242' },
        }
      : step === 2
        ? { type: 'door', state: 'open' }
        : step === 3
          ? { type: 'door', state: 'closed' }
          : step === 4
            ? { type: 'session.closed', sessionId, cells: [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4080 }] }
            : {
                type: 'payment',
                sessionId,
                status: 'paid',
                amount: '5.00',
                provider: 'stripe',
                cardType: 'visa',
                last4: '4242',
              };
  return { topic: `kiosk/v1/${serial}/event`, payload: JSON.stringify({ id, ts, ...fields }) };
}

async function connect(url: string, username: string, password: string, clientId: string): Promise<MqttClient> {
  const client = mqtt.connect(url, {
    protocolVersion: 4,
    clientId,
    username,
    password,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 60_000,
    keepalive: 300,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  client.on('error', (error) => console.error(`${username}: ${error.message}`));
  return client;
}

const request = once(process, 'message');
process.send?.('ready');
const [message] = (await request) as [IngestLoadRequest];
const { url, kiosks, window, durationMs, record } = message;
const clientIdOf = (username: string) => (message.clientId === 'username' ? username : `bench-${username}`);

// Connect in small groups (500 at once would time out logins on a loaded machine).
const clients: MqttClient[] = [];
for (let i = 0; i < kiosks.length; i += 25) {
  const group = kiosks.slice(i, i + 25);
  clients.push(...(await Promise.all(group.map((k) => connect(url, k.username, k.password, clientIdOf(k.username))))));
}

let acked = 0;
let ackedLate = 0;
let failures = 0;
let running = true;
const recorded = kiosks.map((k) => ({ serial: k.username, events: [] as string[], telemetry: [] as string[] }));
const t0 = performance.now();

const done = clients.map(
  (client, index) =>
    new Promise<void>((resolve) => {
      const serial = (kiosks[index] as { username: string }).username;
      const mine = recorded[index] as (typeof recorded)[number];
      const session = { id: '' };
      let n = 0;
      let inFlight = 0;
      const next = () => {
        while (running && inFlight < window) {
          const { topic, payload } = messageOf(serial, n, session);
          n += 1;
          inFlight += 1;
          client.publish(topic, payload, { qos: 1 }, (error) => {
            inFlight -= 1;
            if (error) failures += 1;
            else {
              if (running) acked += 1;
              else ackedLate += 1;
              if (record) {
                const body = JSON.parse(payload) as { id?: string; ts: string };
                if (body.id) mine.events.push(body.id);
                else mine.telemetry.push(body.ts);
              }
            }
            if (running) next();
            else if (inFlight === 0) resolve();
          });
        }
      };
      next();
    }),
);

await new Promise((resolve) => setTimeout(resolve, durationMs));
running = false;
const seconds = (performance.now() - t0) / 1000;
// PUBACKs still due; a connection that dropped would never answer them (counted as failures).
let unanswered = false;
await Promise.race([
  Promise.all(done),
  new Promise((resolve) => setTimeout(resolve, 60_000).unref()).then(() => (unanswered = true)),
]);
if (unanswered) failures += 1;
const settledSeconds = (performance.now() - t0) / 1000;
await Promise.all(clients.map((client) => client.endAsync(true)));

const result: IngestLoadResult = {
  acked,
  seconds,
  ackedLate,
  failures,
  settledSeconds,
  ...(record ? { recorded } : {}),
};
process.send?.(result, () => process.exit(0));
