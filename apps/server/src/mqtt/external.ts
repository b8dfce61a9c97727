import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { DEVICE_CHANNELS, QOS, SHARED_SUBSCRIPTION_GROUP, commandTopic, sharedFleetFilter } from '@kiosk/common/mqtt';
import type { DeviceGateway, DeviceHandlers } from './gateway.ts';
import { createIngest } from './ingest.ts';

export interface ExternalGatewayOptions {
  logger: FastifyBaseLogger;
  /** The broker the server connects to (MQTT_URL). */
  url: string;
  username?: string | undefined;
  password?: string | undefined;
  /** What kiosks are told (config.mqtt). */
  urls: { mqttUrl: string; mqttWsUrl: string };
  /** The shared-subscription group; several server instances in one group share the messages. */
  group?: string;
  /**
   * This instance's client id at the broker (MQTT_CLIENT_ID). With a session expiry it names the session
   * the broker keeps while the instance is away; two running instances must never share one.
   */
  clientId?: string;
  /**
   * Seconds the broker keeps the session after the connection is lost (MQTT_SESSION_EXPIRY): messages sent
   * to this instance and not acknowledged, and those the broker queues for it meanwhile, are delivered when
   * it connects again with the same client id. 0 (the default here): a clean session on every connect.
   */
  sessionExpirySeconds?: number;
  /** Pause between reconnect attempts. */
  reconnectPeriodMs?: number;
  /** How long `close()` waits for the message being handled. */
  closeTimeoutMs?: number;
}

/**
 * How many unacknowledged messages the broker may send ahead (MQTT 5 receive maximum). They wait in this
 * process while one is handled; with a clean session they are lost if the process dies, so keep it small
 * (with a persistent session the broker sends them again when the instance is back).
 */
const RECEIVE_MAXIMUM = 16;

/** DISCONNECT reason code: another connection took over this client id's session. */
const SESSION_TAKEN_OVER = 0x8e;

/** A message that could not be stored is retried after this pause, doubling up to the maximum. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * The server as a client of an external broker (MQTT 5): it subscribes to every kiosk's device topics
 * as a shared subscription, so each message goes to one server instance, and acknowledges a message
 * only after the handlers committed it. Authentication and access control of kiosks are the broker's.
 */
export function createExternalGateway(options: ExternalGatewayOptions): DeviceGateway {
  const { logger } = options;
  const ingest = createIngest(logger);
  const urls = { ...options.urls };
  const group = options.group ?? SHARED_SUBSCRIPTION_GROUP;
  const sessionExpiry = options.sessionExpirySeconds ?? 0;
  const clientId = options.clientId ?? `kiosk-console-${randomUUID()}`;
  let client: MqttClient | undefined;
  let handlers: DeviceHandlers | undefined;
  let closing = false;
  /** The message being handled (MQTT.js hands over the next one only after this one's callback). */
  let current: Promise<void> = Promise.resolve();
  let wakeRetry: (() => void) | undefined;
  let stopWatching: (() => Promise<void>) | undefined;

  /**
   * Kiosk logins are the broker's: the server cannot end a session there. It says so once per change,
   * so operators update (or disable) the kiosk at the broker — docs/device-protocol.md "Credentials".
   */
  function loginsChanged(serialNumbers: readonly string[] | 'all'): void {
    if (serialNumbers === 'all') return;
    logger.warn(
      { kiosks: serialNumbers },
      'a kiosk login changed (new secret, serial number changed or kiosk deleted); with an external MQTT broker the server cannot close its sessions: update or disable the kiosk at the broker',
    );
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeRetry = undefined;
        resolve();
      }
      wakeRetry = done;
    });
  }

  /**
   * Hands a message over until it is stored. A failure is not acknowledged and not skipped (that would
   * lose it or reorder the kiosk's messages); it is retried with a growing pause. A message still failing
   * when the server shuts down stays unacknowledged: with a persistent session the broker sends it again
   * when this instance connects again; with a clean session it does not pass it to another instance
   * (Mosquitto does not), so it is lost — see ADR 0006.
   */
  async function receive(packet: IPublishPacket): Promise<void> {
    const message = ingest.read(packet.topic, packet.payload);
    if (!message) return; // dropped (counted, logged) and acknowledged, or the broker redelivers it forever
    let wait = RETRY_FIRST_MS;
    for (;;) {
      if (closing) throw new Error('server shutting down');
      try {
        await (handlers as DeviceHandlers).handle(message, new Date());
        ingest.metrics.acknowledged += 1;
        return;
      } catch (error) {
        ingest.metrics.failed += 1;
        logger.warn(
          { err: error, kiosk: message.kiosk, channel: message.kind, retryInMs: wait },
          'device message not stored; not acknowledged, retrying',
        );
      }
      await pause(wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }

  const filters = DEVICE_CHANNELS.map((channel) => sharedFleetFilter(channel, group));

  function subscribe(c: MqttClient): void {
    // Also when the broker kept the session (and its subscriptions): subscribing again changes nothing.
    c.subscribe(filters, { qos: 1 }, (error, granted) => {
      const refused = (granted ?? []).filter((g) => g.qos > 2);
      if (error || refused.length > 0) {
        logger.error(
          { err: error, refused: refused.map((g) => g.topic) },
          'subscribing to the kiosks on the external MQTT broker failed (does the server user may read kiosk/v1/#?)',
        );
      } else {
        logger.info({ group, clientId }, 'device gateway subscribed to the kiosks');
      }
    });
  }

  return {
    get urls() {
      return urls;
    },

    async start(h) {
      if (client) throw new Error('the device gateway is already started');
      handlers = h;
      closing = false;
      const c = mqtt.connect(options.url, {
        protocolVersion: 5,
        // A persistent session is resumed (clean start false) on every connect, the first one included:
        // what the broker kept for this client id while the instance was away is delivered now.
        clean: sessionExpiry === 0,
        clientId,
        ...(options.username ? { username: options.username } : {}),
        ...(options.password ? { password: options.password } : {}),
        reconnectPeriod: options.reconnectPeriodMs ?? 2_000,
        connectTimeout: 10_000,
        resubscribe: false, // subscribed again on every connect
        manualConnect: true,
        properties: {
          receiveMaximum: RECEIVE_MAXIMUM,
          ...(sessionExpiry > 0 ? { sessionExpiryInterval: sessionExpiry } : {}),
        },
      });
      c.handleMessage = (packet, callback) => {
        current = receive(packet).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      };
      c.on('connect', (connack) => {
        logger.info(
          { url: options.url, clientId, sessionPresent: connack.sessionPresent === true },
          'device gateway connected to the MQTT broker',
        );
        subscribe(c);
      });
      c.on('disconnect', (packet) => {
        if (packet.reasonCode === SESSION_TAKEN_OVER) {
          logger.error(
            { clientId },
            'another connection took over this MQTT client id: every server instance needs its own MQTT_CLIENT_ID',
          );
        }
      });
      c.on('error', (error) => logger.warn({ err: error }, 'MQTT broker connection error'));
      c.on('offline', () => logger.warn({ url: options.url }, 'MQTT broker not reachable; reconnecting'));
      client = c;
      stopWatching = await h.watchLogins(loginsChanged);
      c.connect();
      logger.info(
        { broker: options.url, mqttUrl: urls.mqttUrl, mqttWsUrl: urls.mqttWsUrl },
        `device gateway: external MQTT broker ${options.url}; kiosks connect at ${[urls.mqttUrl, urls.mqttWsUrl].filter((u, i, all) => u && all.indexOf(u) === i).join(' and ')}`,
      );
    },

    async publishCommand(serialNumber, command) {
      const c = client;
      if (!c || closing || !c.connected) throw new Error('the MQTT broker is not reachable');
      await c.publishAsync(commandTopic(serialNumber), JSON.stringify(command), {
        qos: QOS.command,
        retain: false,
      });
    },

    // The broker authenticates kiosks: nothing to close here (see loginsChanged).
    revokeLogins: async () => undefined,

    metrics: () => structuredClone(ingest.metrics),

    connected: () => client?.connected === true && !closing,

    async close() {
      const c = client;
      if (!c) return;
      client = undefined;
      await stopWatching?.().catch(() => undefined);
      stopWatching = undefined;
      const timeout = options.closeTimeoutMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeout);
      });
      // Drain: once the broker confirms the unsubscribe it sends nothing more, and MQTT.js reports the
      // UNSUBACK only after every message that came before it was handled and acknowledged.
      const drained = c.connected
        ? await Promise.race([
            c.unsubscribeAsync(filters).then(
              () => true,
              () => false,
            ),
            deadline,
          ])
        : false;
      closing = true;
      wakeRetry?.();
      const settled =
        drained ||
        (await Promise.race([
          current.then(
            () => true,
            () => true,
          ),
          deadline,
        ]));
      clearTimeout(timer);
      // Gracefully (the last PUBACK goes out) unless a handler is stuck or the broker is gone.
      await c.endAsync(!settled || !c.connected);
      handlers = undefined;
    },
  };
}
