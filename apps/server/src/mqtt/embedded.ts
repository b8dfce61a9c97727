import type net from 'node:net';
import type tls from 'node:tls';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client, type PublishPacket, type Subscription } from 'aedes';
import type { WebSocketServer } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { QOS, commandTopic, isSerialNumber, kioskMayPublish, kioskMaySubscribe } from '@kiosk/common/mqtt';
import { type DeviceGateway, type DeviceHandlers, type HandleOrder, PredecessorFailedError } from './gateway.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { createEmbeddedLogins } from './embedded-logins.ts';
import { createPipelines, type Pipeline } from './embedded-pipelines.ts';
import { settledWithin } from '../lib/settled.ts';
import { createIngest } from './ingest.ts';
import { listenTcp, listenTls, listenWebSocket, type ListenerOptions } from './embedded-listeners.ts';

export interface EmbeddedGatewayOptions extends ListenerOptions {
  logger: FastifyBaseLogger;
  /** What kiosks are told (config.mqtt); `mqttUrl` becomes '' when the TCP listener is off. */
  urls: { mqttUrl: string; mqttWsUrl: string };
  /** How long `close()` waits for messages being handled. */
  closeTimeoutMs?: number;
}

const TRUE = () => true;
const FALSE = () => false;
/** Whether a message's handling stored it (waits for it; false when it failed for good). */
const stored = (work: Promise<void>): Promise<boolean> => work.then(TRUE, FALSE);

/** CONNACK return codes (MQTT 3.1.1). */
const SERVER_UNAVAILABLE = 3;

/** A message the database could not take (it is restarting) is tried again after this pause, doubling up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 1_000;

/**
 * The embedded broker (Aedes, MQTT 3.1.1): kiosks log in with their serial number and device secret,
 * may publish only on their own device topics and subscribe only to their own command topic. Every
 * message a kiosk publishes is parsed and, when valid, handed to the handlers; its PUBACK is sent only
 * once the handler has committed it. Aedes has no MQTT 5 (kiosks connect with 3.1.1 to it).
 */
export function createEmbeddedGateway(options: EmbeddedGatewayOptions): DeviceGateway {
  const { logger } = options;
  const ingest = createIngest(logger);
  const urls = { ...options.urls };
  /** Logged-in clients: the serial number and the login each used; closed when the login is revoked. */
  const logins = createEmbeddedLogins({
    logger,
    ingest,
    handlers: () => (closing ? undefined : handlers),
    track: (work) => track(work),
  });
  let stopWatching: (() => Promise<void>) | undefined;
  /** Per client, its messages in flight, pipelined (ADR 0021; Aedes runs a read batch's packets at once). */
  const pipelines = createPipelines();
  /** Clients whose handler failed: their later messages are not acknowledged either (they re-send all). */
  const failedClients = new WeakSet<Client>();
  /** Other work to wait for on shutdown (logins being checked, queued commands being delivered). */
  const inFlight = new Set<Promise<void>>();
  let broker: Aedes | undefined;
  let handlers: DeviceHandlers | undefined;
  let tcp: net.Server | undefined;
  let tlsServer: tls.Server | undefined;
  let wss: WebSocketServer | undefined;
  let onUpgrade: ((request: IncomingMessage, socket: Duplex, head: Buffer) => void) | undefined;
  let closing = false;

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function reachable(serial: string): void {
    const work = (handlers as DeviceHandlers).commandsReachable(serial).catch((error: unknown) => {
      logger.warn({ err: error, kiosk: serial }, 'delivering queued commands failed');
    });
    track(work);
  }

  function authenticate(
    client: Client,
    username: string | undefined,
    password: Buffer | undefined,
    done: (error: AuthenticateError | null, success: boolean | null) => void,
  ): void {
    if (closing || !handlers) {
      const error = new Error('server unavailable') as AuthenticateError;
      error.returnCode = SERVER_UNAVAILABLE;
      done(error, false);
      return;
    }
    const refuse = (why: string) => {
      ingest.refused('connect', { username: isSerialNumber(username) ? username : undefined, why });
      done(null, false); // CONNACK 5, not authorized
    };
    if (!isSerialNumber(username) || !password || password.length === 0) {
      refuse('username is not a serial number or no password');
      return;
    }
    const since = logins.checking();
    handlers.authenticate(username, password.toString('utf8')).then(
      (mark) => {
        if (mark === null) return refuse('wrong serial number or secret');
        logins.loggedIn(client, username, mark, since);
        done(null, true);
      },
      (error: unknown) => {
        // CONNACK 3: the kiosk tries again later (device contract: keep reconnecting on "server unavailable").
        if (isDatabaseUnavailable(error)) {
          ingest.warn(
            'login-unavailable',
            { err: error, kiosk: username },
            'database unavailable; kiosk login refused for now',
          );
        } else {
          logger.error({ err: error, kiosk: username }, 'checking a kiosk login failed');
        }
        const refusal = new Error('server unavailable') as AuthenticateError;
        refusal.returnCode = SERVER_UNAVAILABLE;
        done(refusal, false);
      },
    );
  }

  /**
   * Hands a message over until it is stored. While the database cannot be reached (a restart, a
   * failover) the message is tried again with a growing pause and stays unacknowledged meanwhile: the
   * kiosk keeps it, and Aedes reads nothing more from that connection until it is answered. Any other
   * failure, or the server shutting down, ends the connection without a PUBACK: the kiosk sends the
   * message again when it reconnects.
   */
  async function receive(
    client: Client,
    serial: string,
    packet: PublishPacket,
    pipe: Pipeline,
    /** The previous message's handling: resolves once it is stored, rejects when it failed for good. */
    previous: Promise<void>,
    queued: () => void,
  ): Promise<void> {
    if (failedClients.has(client)) throw new Error('an earlier message of this connection failed');
    if (logins.isRevoked(client)) throw new Error('the login of this connection was revoked');
    const message = ingest.read(packet.topic, packet.payload);
    if (!message) {
      // Acknowledged but dropped: a kiosk would send the same bad message again forever. It is not
      // kept as a retained message either.
      packet.retain = false;
      return;
    }
    const receivedAt = new Date();
    // After a failure the connection's messages go one at a time (each once the previous is stored)
    // until none is in flight; then pipelining starts afresh (a new sequence).
    let order: HandleOrder | undefined = pipe.troubled ? undefined : { sequence: pipe.sequence, queued };
    if (!order && !(await stored(previous))) {
      failedClients.add(client);
      throw new PredecessorFailedError();
    }
    for (let pause = RETRY_FIRST_MS; ; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
      try {
        await (handlers as DeviceHandlers).handle(message, receivedAt, order);
        ingest.metrics.acknowledged += 1;
        return;
      } catch (error) {
        ingest.metrics.failed += 1;
        let retry = false;
        if (!closing && error instanceof PredecessorFailedError) {
          // An earlier message failed, so this one was not written: again once the earlier ones are stored.
          retry = true;
        } else if (!closing && isDatabaseUnavailable(error)) {
          ingest.warn(
            'unavailable',
            { err: error, kiosk: serial, retryInMs: pause },
            'database unavailable; device message held, retrying',
          );
          pipe.troubled = true;
          await new Promise((resolve) => setTimeout(resolve, pause));
          retry = !closing;
        }
        if (retry) {
          pipe.troubled = true;
          order = undefined;
          if (await stored(previous)) continue;
        }
        failedClients.add(client);
        logger.warn(
          { err: error, kiosk: serial, channel: message.kind },
          'device message not stored; not acknowledged',
        );
        throw error instanceof Error ? error : new Error(String(error));
      }
    }
  }

  function authorizePublish(client: Client | null, packet: PublishPacket, callback: (error?: Error | null) => void) {
    const serial = client ? logins.serialOf(client) : undefined;
    if (!client || !serial || !kioskMayPublish(serial, packet.topic)) {
      ingest.refused('publish', { kiosk: serial, topic: packet.topic.slice(0, 128) });
      callback(new Error('not allowed to publish on this topic'));
      return;
    }
    if (closing) {
      // Shutting down: not acknowledged, the kiosk sends it again to the next server. Last wills of the
      // kiosks this closes are not recorded (they did not go offline, the server did).
      callback(new Error('server shutting down'));
      return;
    }
    const current = pipelines.of(client);
    // A message is handed over once the previous one is queued for its batch (or settled), and
    // answered once it is stored and every earlier one was answered.
    let markQueued!: () => void;
    const queued = new Promise<void>((resolve) => {
      markQueued = resolve;
    });
    const previous = current.work;
    const settled = pipelines.expect(current, callback);
    const work = current.queued.then(() => receive(client, serial, packet, current, previous, markQueued));
    work.then(
      () => {
        markQueued();
        settled(null);
      },
      (error: unknown) => {
        markQueued();
        settled(error instanceof Error ? error : new Error(String(error)));
      },
    );
    current.queued = queued;
    current.work = work;
  }

  function authorizeSubscribe(
    client: Client,
    subscription: Subscription,
    callback: (error: Error | null, subscription?: Subscription | null) => void,
  ) {
    const serial = logins.serialOf(client);
    if (!serial || !kioskMaySubscribe(serial, subscription.topic)) {
      ingest.refused('subscribe', { kiosk: serial, topic: subscription.topic.slice(0, 128) });
      callback(null, null); // SUBACK 128 (failure) for this filter
      return;
    }
    callback(null, { ...subscription, qos: Math.min(subscription.qos, QOS.command) as 0 | 1 });
  }

  return {
    get urls() {
      return urls;
    },

    async start(h) {
      if (broker) throw new Error('the device gateway is already started');
      handlers = h;
      closing = false;
      const b = await Aedes.createBroker({
        // Client ids get the serial number in front (see preConnect); MQTT 3.1 limits them to 23 characters.
        maxClientsIdLength: 128,
        // A kiosk that stops reading its socket is disconnected instead of stalling deliveries to others.
        drainTimeout: 30_000,
      });
      // A client id names a session only within one kiosk: one kiosk cannot take over or inherit
      // another's session (and its subscriptions) by connecting with the same client id.
      b.preConnect = (_client, packet, callback) => {
        if (isSerialNumber(packet.username) && packet.clientId) {
          packet.clientId = `${packet.username}:${packet.clientId}`;
        }
        callback(null, true);
      };
      b.authenticate = authenticate;
      b.authorizePublish = authorizePublish;
      b.authorizeSubscribe = authorizeSubscribe;
      // A kiosk receives its own commands and nothing else (no retained or device messages).
      b.authorizeForward = (client, packet) => {
        const serial = logins.serialOf(client);
        return serial && packet.topic === commandTopic(serial) ? packet : null;
      };
      b.on('subscribe', (subscriptions, client) => {
        const serial = logins.serialOf(client);
        if (!serial || closing) return;
        const topic = commandTopic(serial);
        // Refused filters are listed too, with QoS 128.
        if (subscriptions.some((s) => s.topic === topic && (s.qos as number) !== 128)) reachable(serial);
      });
      b.on('clientError', (client, error) => {
        logger.debug({ err: error, clientId: client.id }, 'MQTT client error');
      });
      b.on('connectionError', (_client, error) => {
        logger.debug({ err: error }, 'MQTT connection error');
      });
      b.on('clientDisconnect', (client) => logins.disconnected(client));
      broker = b;
      stopWatching = await h.watchLogins((serialNumbers) => logins.changed(serialNumbers));
      ({ wss, onUpgrade } = listenWebSocket(b, options));
      tcp = await listenTcp(b, options, logger);
      // Kiosks are told the TLS listener when there is one (config.mqtt), else no TCP address.
      if (!tcp && !options.tls) urls.mqttUrl = '';
      tlsServer = await listenTls(b, options, logger);
      logger.info(
        { mqttUrl: urls.mqttUrl || null, mqttWsUrl: urls.mqttWsUrl, mqttTlsPort: tlsServer ? options.tls?.port : null },
        `device gateway: embedded MQTT broker; kiosks connect at ${urls.mqttWsUrl}${urls.mqttUrl ? ` and ${urls.mqttUrl}` : ' (TCP off)'}`,
      );
    },

    async publishCommand(serialNumber, command) {
      const b = broker;
      if (!b || closing) throw new Error('the device gateway is not running');
      const packet: PublishPacket = {
        cmd: 'publish',
        topic: commandTopic(serialNumber),
        payload: Buffer.from(JSON.stringify(command), 'utf8'),
        qos: QOS.command,
        retain: false,
        dup: false,
      };
      await new Promise<void>((resolve, reject) => b.publish(packet, (error) => (error ? reject(error) : resolve())));
    },

    revokeLogins: (serialNumbers) => logins.check(serialNumbers),

    metrics: () => structuredClone(ingest.metrics),

    connected: () => broker !== undefined && !closing,

    async close() {
      if (!broker) return;
      closing = true;
      const b = broker;
      broker = undefined;
      await stopWatching?.().catch(() => undefined);
      stopWatching = undefined;
      if (onUpgrade) options.server.off('upgrade', onUpgrade);
      const timeout = options.closeTimeoutMs ?? 10_000;
      await settledWithin([...inFlight, pipelines.allAnswered()], timeout);
      // mqtt-packet corks the connection and writes a PUBACK on the next tick; let it out before closing.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise<void>((resolve) => b.close(() => resolve()));
      await new Promise<void>((resolve) => (tcp ? tcp.close(() => resolve()) : resolve()));
      tcp = undefined;
      await new Promise<void>((resolve) => (tlsServer ? tlsServer.close(() => resolve()) : resolve()));
      tlsServer = undefined;
      for (const client of wss?.clients ?? []) client.close(1001, 'server shutting down');
      wss?.close();
      wss = undefined;
      handlers = undefined;
    },
  };
}
