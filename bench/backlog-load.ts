/**
 * Load generator of `backlog.ts`, run as a child process so its event loop and CPU time are not the
 * server's: every kiosk reconnects at the same instant (one mqtt.js client each, MQTT 3.1.1 over TCP, its
 * own credentials) and flushes its buffer — `messages` messages at QoS 1 in order, at most `window`
 * awaiting their PUBACK — as soon as its own connection is up. A login refused or timed out is tried again
 * (a kiosk keeps reconnecting); it reports when the last PUBACK arrived, and exits.
 *
 * The buffer is a minute apart per message, ending now: of every 20, 15 telemetry readings, one purchase
 * session (session.opened, door open, door closed, session.closed taking one unit from cell A1, payment).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import mqtt, { type MqttClient } from 'mqtt';

export interface BacklogLoadRequest {
  url: string;
  kiosks: { username: string; password: string }[];
  /** Buffered messages per kiosk. */
  messages: number;
  /** PUBACKs each client may wait for at once. */
  window: number;
  /** The weights session.closed reports for cell A1 (before, after). */
  weights: [number, number];
}

export interface BacklogLoadResult {
  /** Wall-clock ms (Date.now()) when the kiosks started connecting and when the last PUBACK arrived. */
  startedAt: number;
  lastAckAt: number;
  /** Wall-clock ms when every kiosk was connected. */
  connectedAt: number;
  acked: number;
  failures: number;
  /** Login attempts tried again (refused or timed out). */
  reconnects: number;
  /**
   * Per kiosk: acknowledged event ids, telemetry timestamps, sessions whose five messages were all
   * acknowledged, and the live state its acknowledged messages leave: the last door message's state
   * ('unknown' without one) and whether its last session message opened a session. A short buffer ends
   * within a purchase (or before the first door message), so the state is not always "door closed".
   */
  recorded: Recorded[];
}

export interface Recorded {
  serial: string;
  events: string[];
  telemetry: string[];
  sessions: string[];
  door: 'open' | 'closed' | 'unknown';
  sessionOpen: boolean;
}

const CYCLE = 20;

function messageOf(
  serial: string,
  n: number,
  ts: string,
  session: { id: string },
  weights: [number, number],
): { topic: string; payload: string; session?: string } {
  const step = n % CYCLE;
  if (step < 14 || step === 19) {
    return {
      topic: `kiosk/v1/${serial}/telemetry`,
      payload: JSON.stringify({ ts, temperatures: [400 + (n % 50), 410, null, null], uptime: n * 60 }),
    };
  }
  if (step === 14) session.id = randomUUID();
  const sessionId = session.id;
  const fields =
    step === 14
      ? {
          type: 'session.opened',
          sessionId,
          kind: 'purchase',
          card: { token: 'tok_bench', cardType: 'visa', last4: '4242' },
        }
      : step === 15
        ? { type: 'door', state: 'open' }
        : step === 16
          ? { type: 'door', state: 'closed' }
          : step === 17
            ? {
                type: 'session.closed',
                sessionId,
                cells: [{ cellId: 'A1', weightBefore: weights[0], weightAfter: weights[1] }],
              }
            : {
                type: 'payment',
                sessionId,
                status: 'paid',
                amount: '1.50',
                provider: 'stripe',
                cardType: 'visa',
                last4: '4242',
              };
  return {
    topic: `kiosk/v1/${serial}/event`,
    payload: JSON.stringify({ id: randomUUID(), ts, ...fields }),
    ...(step === 18 ? { session: sessionId } : {}),
  };
}

let reconnects = 0;

async function connect(url: string, username: string, password: string): Promise<MqttClient> {
  for (let attempt = 0; ; attempt += 1) {
    const client = mqtt.connect(url, {
      protocolVersion: 4,
      clientId: `bench-${username}`,
      username,
      password,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 60_000,
      keepalive: 600,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
        client.once('close', () => reject(new Error('closed before CONNACK')));
      });
      client.on('error', (error) => console.error(`${username}: ${error.message}`));
      return client;
    } catch (error) {
      client.end(true);
      if (attempt >= 10) throw error;
      reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1_000));
    }
  }
}

const request = once(process, 'message');
process.send?.('ready');
const [message] = (await request) as [BacklogLoadRequest];
const { url, kiosks, messages, window, weights } = message;

let acked = 0;
let failures = 0;
let lastAckAt = 0;
let connected = 0;
let connectedAt = 0;
const startedAt = Date.now();
// The buffer's newest message is now; one a minute before it.
const newest = startedAt - (startedAt % 60_000);
const recorded = kiosks.map((k): Recorded => ({
  serial: k.username,
  events: [],
  telemetry: [],
  sessions: [],
  door: 'unknown',
  sessionOpen: false,
}));
const clients: MqttClient[] = [];

/** One kiosk: reconnect, flush its buffer in order with at most `window` in flight, resolve when all are answered. */
async function flush(index: number): Promise<void> {
  const kiosk = kiosks[index] as { username: string; password: string };
  const mine = recorded[index] as Recorded;
  /** The newest acknowledged door and session messages (PUBACKs come in order; this does not rely on it). */
  let doorAt = -1;
  let sessionAt = -1;
  let client: MqttClient;
  try {
    client = await connect(url, kiosk.username, kiosk.password);
  } catch (error) {
    console.error(`${kiosk.username}: ${(error as Error).message}`);
    failures += messages;
    return;
  }
  clients.push(client);
  connected += 1;
  if (connected === kiosks.length) connectedAt = Date.now();
  const session = { id: '' };
  await new Promise<void>((resolve) => {
    let n = 0;
    let inFlight = 0;
    const next = () => {
      while (n < messages && inFlight < window) {
        const ts = new Date(newest - (messages - 1 - n) * 60_000).toISOString();
        const { topic, payload, session: paid } = messageOf(kiosk.username, n, ts, session, weights);
        const at = n;
        n += 1;
        inFlight += 1;
        client.publish(topic, payload, { qos: 1 }, (error) => {
          inFlight -= 1;
          if (error) failures += 1;
          else {
            acked += 1;
            lastAckAt = Date.now();
            const body = JSON.parse(payload) as { id?: string; ts: string; type?: string; state?: 'open' | 'closed' };
            if (body.id) mine.events.push(body.id);
            else mine.telemetry.push(body.ts);
            if (body.type === 'door' && body.state && at > doorAt) {
              doorAt = at;
              mine.door = body.state;
            } else if ((body.type === 'session.opened' || body.type === 'session.closed') && at > sessionAt) {
              sessionAt = at;
              mine.sessionOpen = body.type === 'session.opened';
            }
            if (paid) mine.sessions.push(paid);
          }
          if (n < messages) next();
          else if (inFlight === 0) resolve();
        });
      }
    };
    next();
  });
}

let unanswered = false;
await Promise.race([
  Promise.all(kiosks.map((_, index) => flush(index))),
  new Promise((resolve) => setTimeout(resolve, 900_000).unref()).then(() => (unanswered = true)),
]);
if (unanswered) failures += 1;
await Promise.all(clients.map((client) => client.endAsync(true)));

const result: BacklogLoadResult = {
  startedAt,
  lastAckAt,
  connectedAt,
  acked,
  failures,
  reconnects,
  recorded,
};
process.send?.(result, () => process.exit(0));
