import type { FastifyInstance } from 'fastify';
import type { Command, DeviceMessage, RejectReason } from '@kiosk/common/mqtt';

/**
 * The device gateway (device contract §1–§3): the platform piece between kiosks and the server. It runs
 * the embedded broker (Aedes: MQTT over WebSocket at `/mqtt` on the console's port and over TCP on
 * `MQTT_PORT`) or connects to an external broker (`MQTT_URL`, MQTT 5 shared subscriptions). It parses
 * every message with `parseDeviceMessage` and hands valid ones to the handlers; it has no business rules.
 */
export interface DeviceGateway {
  /** HTTP routes the gateway needs (RabbitMQ: the engine's auth backend asks them); before `start`. */
  routes?(app: FastifyInstance): Promise<void>;
  /** Starts the broker (embedded: attaches `/mqtt` to the HTTP server, opens the TCP port) or connects. */
  start(handlers: DeviceHandlers): Promise<void>;
  /**
   * Publishes a command on `kiosk/v1/<serial>/command` (QoS 1, not retained); resolves when the broker
   * has taken it. Rejects when the broker is not reachable (the command stays queued on the server).
   */
  publishCommand(serialNumber: string, command: Command): Promise<void>;
  /**
   * Checks the open sessions of these kiosks against their logins as the database has them now and
   * closes every one whose secret is no longer the kiosk's (re-issued, serial number changed, kiosk
   * deleted). Embedded broker; the kiosks module calls it after re-issuing credentials, so this
   * instance's sessions are closed before the caller is answered (other instances hear the database).
   */
  revokeLogins(serialNumbers: readonly string[]): Promise<void>;
  /** Counters since start: accepted messages per channel, dropped messages per reason, refusals. */
  metrics(): GatewayMetrics;
  /**
   * Whether kiosks' messages can reach this instance now (readiness): the embedded broker is running, or
   * the connection to the external broker is up.
   */
  connected(): boolean;
  /** Where a kiosk connects (returned with its credentials). */
  readonly urls: { mqttUrl: string; mqttWsUrl: string };
  /** Stops accepting messages, waits for handlers in flight, closes the broker or the connection. */
  close(): Promise<void>;
}

/** What the kiosks module provides to the gateway (ServerModule.devices). */
export interface DeviceHandlers {
  /**
   * Checks a kiosk's MQTT login (username = serial number, password = device secret). Answers the
   * login's mark — an opaque value that stays the same until the kiosk's secret changes — or null when
   * refused. Embedded broker only; an external broker does its own authentication (documented in
   * docs/device-protocol.md).
   */
  authenticate(serialNumber: string, password: string): Promise<string | null>;
  /** The mark each of these kiosks' logins has now (absent: no such kiosk, or no secret). */
  currentLogins(serialNumbers: readonly string[]): Promise<Map<string, string>>;
  /**
   * Calls `changed` with the serial numbers whose logins stopped being valid, on whichever instance the
   * change was made, after its commit; with 'all' when changes may have been missed (the database
   * connection was lost meanwhile). Resolves to a function that stops watching.
   */
  watchLogins(changed: (serialNumbers: readonly string[] | 'all') => void): Promise<() => Promise<void>>;
  /**
   * A valid message from a kiosk. Resolves once what it says is durable (committed); the gateway
   * acknowledges a QoS 1 message to the kiosk (PUBACK) only after that. Rejects when it could not be
   * stored (the gateway then does not acknowledge, so the kiosk sends it again). With `order` (embedded
   * broker) the next message of the connection may be handed over once `order.queued()` was called.
   */
  handle(message: DeviceMessage, receivedAt: Date, order?: HandleOrder): Promise<void>;
  /**
   * The kiosk subscribed to its command topic (embedded broker; with an external broker the status
   * `online` message is the signal). Queued commands can be delivered now.
   */
  commandsReachable(serialNumber: string): Promise<void>;
}

/**
 * Pipelining of one connection's messages (embedded broker, ADR 0021). Without it a gateway hands a
 * connection's next message over only after the previous one's `handle` resolved (committed), so a batch
 * holds at most one message per kiosk. With it the next message is handed over as soon as the previous
 * one has its place in the write order (`queued`), so one batch can carry a kiosk's whole window; the
 * handler keeps the order all the same: a message of a `sequence` is stored only if every earlier
 * message of that sequence was (one that failed fails every later one handed over meanwhile, with a
 * `PredecessorFailedError`), and earlier messages are written first (the same batch, in order, or an
 * earlier batch).
 */
export interface HandleOrder {
  /** Names one connection's messages (an object the gateway keeps per connection). */
  sequence: object;
  /** Called once the message has its place in the write order (the next one may be handed over). */
  queued(): void;
}

/** A message not written because an earlier message of its sequence was not stored. */
export class PredecessorFailedError extends Error {
  constructor() {
    super('an earlier message of this connection was not stored');
    this.name = 'PredecessorFailedError';
  }
}

export interface GatewayMetrics {
  received: Record<'status' | 'telemetry' | 'event' | 'ack', number>;
  /** Valid messages stored and acknowledged to the kiosk (QoS 1: PUBACK after the commit). */
  acknowledged: number;
  dropped: Record<RejectReason, number>;
  /** Logins refused (bad credentials) and publish/subscribe outside a kiosk's own topics. */
  refused: { connect: number; publish: number; subscribe: number };
  /** Handler failures (message not acknowledged, the kiosk re-sends it). */
  failed: number;
  /** Sessions closed because their kiosk's login stopped being valid (embedded broker). */
  revoked: number;
}
