import { randomUUID } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { type Command, type DeviceMessage, LAST_WILL_PAYLOAD, statusTopic } from '@kiosk/common/mqtt';
import type { DeviceHandlers } from '../mqtt/gateway.ts';

/**
 * Device handlers for the gateway's own tests: known kiosks with their secrets, a record of what was
 * handled, and switches to hold `handle` (to see that nothing is acknowledged before it resolves) or
 * make it fail. The real ones are the kiosks module's.
 */
export function createTestHandlers(
  kiosks: Record<string, string>,
  options: {
    /** Milliseconds the n-th call of `handle` takes (a database is not equally fast for every write). */
    latency?: (n: number) => number;
    /** Reports each message queued on arrival (`HandleOrder.queued`), as the kiosks module does (ADR 0021). */
    pipelined?: boolean;
  } = {},
) {
  const handled: { message: DeviceMessage; receivedAt: Date }[] = [];
  const reachable: string[] = [];
  let failNext = 0;
  let failWith: () => Error = () => new Error('database unavailable (test)');
  let gate: { promise: Promise<void>; release: () => void } | undefined;
  /** Messages that reached `handle` (held or not), in order. */
  const arrived: DeviceMessage[] = [];

  let loginsChanged: ((serialNumbers: readonly string[] | 'all') => void) | undefined;
  const handlers: DeviceHandlers = {
    // The login's mark is the secret itself here (the kiosks module uses its stored hash).
    async authenticate(serialNumber, password) {
      return kiosks[serialNumber] !== undefined && kiosks[serialNumber] === password ? password : null;
    },
    async currentLogins(serialNumbers) {
      return new Map(serialNumbers.flatMap((serial) => (kiosks[serial] ? [[serial, kiosks[serial]] as const] : [])));
    },
    async watchLogins(changed) {
      loginsChanged = changed;
      return async () => {
        loginsChanged = undefined;
      };
    },
    async handle(message, receivedAt, order) {
      arrived.push(message);
      if (options.pipelined) order?.queued();
      const latency = options.latency?.(arrived.length) ?? 0;
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      if (gate) await gate.promise;
      if (failNext > 0) {
        failNext -= 1;
        throw failWith();
      }
      handled.push({ message, receivedAt });
    },
    async commandsReachable(serialNumber) {
      reachable.push(serialNumber);
    },
  };

  return {
    handlers,
    handled,
    arrived,
    reachable,
    /** `handle` waits until `release()` is called. */
    hold() {
      let release!: () => void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      gate = { promise, release };
      return () => {
        gate = undefined;
        release();
      };
    },
    /** The next `count` calls of `handle` reject (with `error`, default a plain failure). */
    failNext(count = 1, error: () => Error = () => new Error('handler failed (test)')) {
      failNext = count;
      failWith = error;
    },
    /**
     * A new secret for the kiosk (or none: the kiosk is gone), announced as the database would announce
     * it to every instance after the commit.
     */
    setSecret(serialNumber: string, secret: string | undefined) {
      if (secret === undefined) delete kiosks[serialNumber];
      else kiosks[serialNumber] = secret;
      loginsChanged?.([serialNumber]);
    },
    /** Messages handled from one kiosk on one channel. */
    of(serial: string, kind?: DeviceMessage['kind']) {
      return handled.map((h) => h.message).filter((m) => m.kiosk === serial && (kind === undefined || m.kind === kind));
    },
  };
}

/** A command as the server sends it. */
export function testCommand(): Command {
  return { id: randomUUID(), type: 'restart', params: {}, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
}

/** A kiosk's MQTT client as the contract describes it (retained last will on its status topic). */
export function kioskClientOptions(serial: string, password: string, extra: IClientOptions = {}): IClientOptions {
  return {
    protocolVersion: 4,
    username: serial,
    password,
    clientId: `${serial}-${randomUUID().slice(0, 8)}`,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    will: { topic: statusTopic(serial), payload: Buffer.from(LAST_WILL_PAYLOAD), qos: 1, retain: true },
    ...extra,
  };
}

/** Connects; resolves with the client once CONNACK accepted it, rejects with the refusal. */
export function connectKiosk(url: string, options: IClientOptions): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, options);
    client.once('connect', () => {
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      resolve(client);
    });
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

/** A publish that records when its PUBACK arrived (QoS 1) or the error. */
export function publishTracked(client: MqttClient, topic: string, payload: string | Buffer, qos: 0 | 1 = 1) {
  /** `answered`: when its answer came, counted over every tracked publish of the process (their order). */
  const state: { acked: boolean; error?: Error; answered?: number } = { acked: false };
  client.publish(topic, payload, { qos }, (error) => {
    state.answered = ++answers;
    if (error) state.error = error;
    else state.acked = true;
  });
  return state;
}
let answers = 0;

/** Lets the event loop and sockets run (to show that something did NOT happen in that time). */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
