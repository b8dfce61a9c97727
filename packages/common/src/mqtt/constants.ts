/**
 * Numbers and names of the device protocol v1 (`../shared/spec/device-protocol.md`, documented in
 * docs/device-protocol.md). The contract's values first; the values it leaves to the server are
 * marked "server's choice".
 */

/** §2: topics are `kiosk/v1/<serial>/<channel>`. */
export const TOPIC_ROOT = 'kiosk';
export const PROTOCOL_VERSION = 'v1';

/** §1: embedded broker endpoints. */
export const MQTT_WS_PATH = '/mqtt';
export const DEFAULT_MQTT_PORT = 1883;
/** `MQTT_PORT=0` switches the embedded TCP listener off. */
export const MQTT_PORT_OFF = 0;
/** §1: the group of the server's MQTT 5 shared subscriptions (`$share/kiosk-console/...`). */
export const SHARED_SUBSCRIPTION_GROUP = 'kiosk-console';

/** §1: QoS 1 for everything except telemetry, which may be QoS 0 or 1. */
export const QOS = {
  status: 1,
  event: 1,
  ack: 1,
  command: 1,
  /** The lowest QoS a kiosk may use for telemetry; the server subscribes to it with 1. */
  telemetryMin: 0,
  telemetry: 1,
} as const;
export type Qos = 0 | 1 | 2;

/** §1, §2: `status` is retained; commands are not. */
export const RETAIN = { status: true, command: false } as const;

/**
 * §1: a kiosk logs in with username = its `serialNumber` and password = its device secret, which
 * `kioskDeviceCredentials(kioskId)` generates (invalidating the previous one) and returns once.
 */
export interface DeviceCredentials {
  username: string;
  password: string;
  mqttUrl: string;
  mqttWsUrl: string;
}
/** Server's choice: a device secret is this many random bytes, written base64url (43 characters). */
export const DEVICE_SECRET_BYTES = 32;

/** §1: the retained last will every kiosk connects with, on its `status` topic. */
export const LAST_WILL_PAYLOAD = '{"online":false}';

/** §2: a kiosk sends telemetry every 60 s. */
export const TELEMETRY_INTERVAL_MS = 60_000;
/** §2: up to four temperature sensors. */
export const MAX_TEMPERATURE_SENSORS = 4;
/** §2: sensors report integers in 1/100 °C (412 = 4.12 °C). */
export const TEMPERATURE_DIVISOR = 100;

/** §3: a command not acknowledged within 60 s of sending is re-sent… */
export const COMMAND_ACK_TIMEOUT_MS = 60_000;
/** …at most 3 times, then it is `timeout`. */
export const COMMAND_MAX_RESENDS = 3;
/** §3: default lifetime of a command (until `expiresAt`). */
export const COMMAND_DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** §3: lifetime of an `open_door` command. */
export const OPEN_DOOR_LIFETIME_MS = 2 * 60 * 1000;

/** §4 (spec §9): a kiosk with no message for 10 minutes is offline. */
export const OFFLINE_SILENCE_MS = 10 * 60 * 1000;

/** §3: the statuses of a command on the server, in lifecycle order. */
export const COMMAND_STATUSES = ['queued', 'sent', 'delivered', 'applied', 'failed', 'timeout', 'expired'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
/** Statuses after which nothing changes a command any more. */
export const FINAL_COMMAND_STATUSES = ['applied', 'failed', 'timeout', 'expired'] as const;

/**
 * Server's choice: the largest payload accepted from a kiosk (status, telemetry, event, ack). The
 * largest well-formed message (a `session.closed` with `LIMITS.maxCells` cells) is about 25 KiB.
 */
export const MAX_DEVICE_PAYLOAD_BYTES = 64 * 1024;
/** Server's choice: the largest command payload (a full planogram or playlist). */
export const MAX_COMMAND_PAYLOAD_BYTES = 256 * 1024;
/** Server's choice: longer topics are refused without looking at them. */
export const MAX_TOPIC_LENGTH = 128;

/** Server's choice: bounds of the values the contract leaves open. */
export const LIMITS = {
  /** Serial numbers (also the MQTT username and a topic segment). */
  serialNumberMaxLength: 64,
  /** Opaque ids chosen by the kiosk: `sessionId`, `cellId`, sensor names. */
  idMaxLength: 64,
  /** Free text: `detail`, `error`, `provider`, `firmware`. */
  textMaxLength: 1000,
  shortTextMaxLength: 64,
  /** Load cells in one `session.closed` or planogram. */
  maxCells: 200,
  /** Sensor readings outside ±100 °C (in 1/100 °C) are not a fridge's: the payload is refused. */
  temperatureMin: -10_000,
  temperatureMax: 10_000,
  /** Grams on one load cell; a tared cell may read slightly below zero. */
  weightMinGrams: -100_000,
  weightMaxGrams: 1_000_000,
  playlistMaxItems: 200,
} as const;
