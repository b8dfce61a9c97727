import { z } from 'zod';
import { LIMITS, MAX_TOPIC_LENGTH, PROTOCOL_VERSION, SHARED_SUBSCRIPTION_GROUP, TOPIC_ROOT } from './constants.ts';

/**
 * Topics of the device protocol (§1, §2, §3): `kiosk/v1/<serialNumber>/<channel>`. The serial number is
 * also the kiosk's MQTT username, so it must be a safe topic segment: letters, digits, `-` and `_`,
 * starting with a letter or digit, at most 64 characters (server's choice; the contract's examples are
 * like `SN-1001`). That excludes the MQTT wildcards `+` `#`, the separator `/`, `$`, `.`, spaces and
 * control characters.
 */
export const SERIAL_NUMBER_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${LIMITS.serialNumberMaxLength - 1}}$`);

export const serialNumber = z.string().regex(SERIAL_NUMBER_PATTERN);

export function isSerialNumber(value: unknown): value is string {
  return typeof value === 'string' && SERIAL_NUMBER_PATTERN.test(value);
}

/** What a kiosk publishes (§2). */
export const DEVICE_CHANNELS = ['status', 'telemetry', 'event', 'ack'] as const;
export type DeviceChannel = (typeof DEVICE_CHANNELS)[number];
/** What the server publishes (§3). */
export const COMMAND_CHANNEL = 'command';
export type CommandChannel = typeof COMMAND_CHANNEL;
export type Channel = DeviceChannel | CommandChannel;
export const CHANNELS: readonly Channel[] = [...DEVICE_CHANNELS, COMMAND_CHANNEL];

export interface ParsedTopic {
  serialNumber: string;
  channel: Channel;
}

const TOPIC_PREFIX = `${TOPIC_ROOT}/${PROTOCOL_VERSION}/`;

function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

/** `kiosk/v1/<serialNumber>/<channel>`. Throws for a serial number that is not a safe topic segment. */
export function kioskTopic(serial: string, channel: Channel): string {
  if (!isSerialNumber(serial)) throw new TypeError('Invalid kiosk serial number for an MQTT topic');
  return `${TOPIC_PREFIX}${serial}/${channel}`;
}

export const statusTopic = (serial: string): string => kioskTopic(serial, 'status');
export const telemetryTopic = (serial: string): string => kioskTopic(serial, 'telemetry');
export const eventTopic = (serial: string): string => kioskTopic(serial, 'event');
export const ackTopic = (serial: string): string => kioskTopic(serial, 'ack');
export const commandTopic = (serial: string): string => kioskTopic(serial, 'command');

/**
 * The serial number and channel of a topic, or undefined for anything that is not exactly one of the
 * contract's topics (wildcards, `$share/…`, empty or extra segments, other versions). Never throws.
 */
export function parseTopic(topic: unknown): ParsedTopic | undefined {
  if (typeof topic !== 'string' || topic.length > MAX_TOPIC_LENGTH || !topic.startsWith(TOPIC_PREFIX)) {
    return undefined;
  }
  const rest = topic.slice(TOPIC_PREFIX.length).split('/');
  if (rest.length !== 2) return undefined;
  const [serial, channel] = rest as [string, string];
  if (!isSerialNumber(serial) || !isChannel(channel)) return undefined;
  return { serialNumber: serial, channel };
}

/** A topic a kiosk publishes to, parsed; undefined for the command topic and everything else. */
export function parseDeviceTopic(topic: unknown): { serialNumber: string; channel: DeviceChannel } | undefined {
  const parsed = parseTopic(topic);
  if (!parsed || parsed.channel === COMMAND_CHANNEL) return undefined;
  return { serialNumber: parsed.serialNumber, channel: parsed.channel };
}

/** The filter the server subscribes to for one channel of every kiosk: `kiosk/v1/+/<channel>`. */
export function fleetFilter(channel: DeviceChannel): string {
  return `${TOPIC_PREFIX}+/${channel}`;
}

/** The same as an MQTT 5 shared subscription, so several server instances share the messages (§1). */
export function sharedFleetFilter(channel: DeviceChannel, group: string = SHARED_SUBSCRIPTION_GROUP): string {
  return `$share/${group}/${fleetFilter(channel)}`;
}

/**
 * §1 access control: a kiosk (authenticated as `serial`) may publish only to its own status,
 * telemetry, event and ack topics.
 */
export function kioskMayPublish(serial: string, topic: string): boolean {
  const parsed = parseTopic(topic);
  return parsed !== undefined && parsed.serialNumber === serial && parsed.channel !== COMMAND_CHANNEL;
}

/**
 * §1 access control: a kiosk may subscribe only to its own command topic, written out exactly (a filter
 * with wildcards could match other kiosks' topics and is refused).
 */
export function kioskMaySubscribe(serial: string, topicFilter: string): boolean {
  const parsed = parseTopic(topicFilter);
  return parsed !== undefined && parsed.serialNumber === serial && parsed.channel === COMMAND_CHANNEL;
}
