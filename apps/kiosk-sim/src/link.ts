import {
  type AckMessage,
  type DeviceEvent,
  LAST_WILL_PAYLOAD,
  QOS,
  RETAIN,
  type StatusMessage,
  type TelemetryMessage,
  commandTopic,
  encodeMessage,
  kioskTopic,
  statusTopic,
} from '@kiosk/common/mqtt';
import mqtt, { type MqttClient } from 'mqtt';

export type OutgoingChannel = 'telemetry' | 'event' | 'ack';
type Outgoing =
  | { channel: 'telemetry'; message: TelemetryMessage }
  | { channel: 'event'; message: DeviceEvent }
  | { channel: 'ack'; message: AckMessage };

export interface LinkOptions {
  serialNumber: string;
  password: string;
  url: string;
  /** Real ms between reconnection attempts after the broker dropped the connection. */
  reconnectPeriodMs: number;
  /** The status announced on every (re)connection. */
  onlineStatus: () => StatusMessage;
  onCommand: (topic: string, payload: Buffer) => void;
  /** Called after each message went out (topic, payload) — statistics and tests. */
  onPublish: (topic: string, payload: string) => void;
  onAnnounced: () => void;
  log: (message: string) => void;
}

/**
 * A kiosk's MQTT connection. On every connect it subscribes to its command topic first, then
 * publishes its retained online status, then sends what it buffered while offline, in order. Messages
 * sent while not announced are buffered (a real controller keeps its readings and events).
 */
export class KioskLink {
  private client: MqttClient | undefined;
  private announced = false;
  private readonly outbox: Outgoing[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly options: LinkOptions;

  constructor(options: LinkOptions) {
    this.options = options;
  }

  get online(): boolean {
    return this.announced;
  }

  get buffered(): number {
    return this.outbox.length;
  }

  /** Connects (resolves once announced, or rejects on the first connection error such as bad credentials). */
  connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    const { serialNumber, password, url } = this.options;
    const client = mqtt.connect(url, {
      username: serialNumber,
      password,
      clientId: serialNumber,
      clean: true,
      protocolVersion: 4,
      reconnectPeriod: this.options.reconnectPeriodMs,
      // CONNACK 3 (server unavailable, e.g. the console cannot check logins while its database restarts):
      // keep trying with the pause. A refusal of the credentials themselves ends the link below.
      reconnectOnConnackError: true,
      connectTimeout: 10_000,
      queueQoSZero: false,
      will: {
        topic: statusTopic(serialNumber),
        payload: Buffer.from(LAST_WILL_PAYLOAD),
        qos: QOS.status,
        retain: true,
      },
    });
    this.client = client;
    client.on('message', (topic, payload) => this.options.onCommand(topic, payload));
    client.on('close', () => {
      if (this.client === client) this.announced = false;
    });
    client.on('error', (error) => {
      this.options.log(`${serialNumber}: ${error.message}`);
      if (isCredentialsRefusal(error)) {
        client.end(true);
        if (this.client === client) this.client = undefined;
      }
    });
    return new Promise<void>((resolve, reject) => {
      let first = true;
      client.on('connect', () => {
        void this.announce(client).then(
          () => {
            if (first) resolve();
            first = false;
          },
          (error: unknown) => {
            this.options.log(`${serialNumber}: announcing failed: ${String(error)}`);
            if (first) reject(error instanceof Error ? error : new Error(String(error)));
            first = false;
          },
        );
      });
      client.on('error', (error) => {
        // Server unavailable: the link keeps trying (reconnectOnConnackError) and this waits for it.
        if (!first || (error as Error & { code?: unknown }).code === 3) return;
        first = false;
        client.end(true);
        if (this.client === client) this.client = undefined;
        reject(error);
      });
    });
  }

  private async announce(client: MqttClient): Promise<void> {
    const { serialNumber } = this.options;
    await client.subscribeAsync(commandTopic(serialNumber), { qos: QOS.command });
    await this.publish(client, statusTopic(serialNumber), encodeMessage(this.options.onlineStatus()), true);
    // Whatever is produced while the backlog goes out joins the end of the backlog.
    while (this.outbox.length > 0 && this.client === client) {
      const batch = this.outbox.splice(0, this.outbox.length);
      await Promise.all(batch.map((item) => this.sendNow(client, item)));
    }
    if (this.client !== client) return;
    this.announced = true;
    this.options.onAnnounced();
  }

  private publish(client: MqttClient, topic: string, payload: string, retain = false): Promise<unknown> {
    const done = client.publishAsync(topic, payload, { qos: QOS.status, retain }).then(() => {
      this.options.onPublish(topic, payload);
    });
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done)).catch(() => undefined);
    return done;
  }

  private sendNow(client: MqttClient, item: Outgoing): Promise<unknown> {
    const topic = kioskTopic(this.options.serialNumber, item.channel);
    return this.publish(client, topic, encodeMessage(item.message)).catch((error: unknown) => {
      this.options.log(`${this.options.serialNumber}: publish failed: ${String(error)}`);
    });
  }

  /** Publishes now when announced, else buffers; resolves when the broker has it (QoS 1) or it is buffered. */
  send(item: Outgoing): Promise<unknown> {
    if (!this.announced || !this.client) {
      this.outbox.push(item);
      return Promise.resolve();
    }
    return this.sendNow(this.client, item);
  }

  /** Waits (at most `timeoutMs` real ms) for every publish under way to be acknowledged by the broker. */
  async drain(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(1, deadline - Date.now()))));
      await Promise.race([Promise.allSettled([...this.inFlight]), timeout]);
      clearTimeout(timer);
    }
  }

  /** Drops the connection without DISCONNECT: the broker publishes the last will. */
  async dropAbruptly(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await this.drain();
    this.client = undefined;
    this.announced = false;
    await new Promise<void>((resolve) => client.end(true, {}, () => resolve()));
  }

  /** Publishes `{"online": false}` (retained) and disconnects cleanly. */
  async disconnect(ts: string): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.announced = false;
    if (client.connected) {
      const offline = encodeMessage({ online: false, ts });
      await this.publish(client, statusTopic(this.options.serialNumber), offline, RETAIN.status).catch(() => undefined);
    }
    this.client = undefined;
    await this.drain().catch(() => undefined);
    await client.endAsync().catch(() => undefined);
  }
}

/** CONNACK 4 (bad user name or password) and 5 (not authorized): trying again with the same secret cannot help. */
function isCredentialsRefusal(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return code === 4 || code === 5;
}
