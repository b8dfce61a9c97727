import type { z } from 'zod';
import { type Command, commandMessage } from './commands.ts';
import { MAX_COMMAND_PAYLOAD_BYTES, MAX_DEVICE_PAYLOAD_BYTES } from './constants.ts';
import { DEVICE_EVENT_TYPES, type DeviceEvent, deviceEvent } from './device-events.ts';
import {
  type AckMessage,
  type StatusMessage,
  type TelemetryMessage,
  ackMessage,
  statusMessage,
  telemetryMessage,
} from './device-messages.ts';
import { uuid } from './primitives.ts';
import { type DeviceChannel, parseTopic } from './topics.ts';

/**
 * Reading messages off the broker. Device input is untrusted (invariant 9): these functions never
 * throw; a message that does not match is answered with a reason the gateway counts and logs.
 */

export interface DeviceMessages {
  status: StatusMessage;
  telemetry: TelemetryMessage;
  event: DeviceEvent;
  ack: AckMessage;
}

/** A valid message, discriminated by `kind` (the topic's channel). */
export type DeviceMessage = {
  [K in DeviceChannel]: { ok: true; kiosk: string; kind: K; message: DeviceMessages[K] };
}[DeviceChannel];

/** Why a message was dropped; one metric label each. */
export const REJECT_REASONS = ['topic', 'too_large', 'encoding', 'json', 'schema', 'event_type'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export interface Rejected {
  ok: false;
  reason: RejectReason;
  /** The kiosk and channel, once the topic was understood. */
  kiosk?: string;
  kind?: DeviceChannel | 'command';
  /** A short description for the log (never the payload itself). */
  detail?: string;
  /** For a command that does not match: its `id`, when it has a valid one, so the kiosk can ack `failed`. */
  commandId?: string;
}

export type DeviceMessageResult = DeviceMessage | Rejected;

const SCHEMAS: { [K in DeviceChannel]: z.ZodType<DeviceMessages[K]> } = {
  status: statusMessage,
  telemetry: telemetryMessage,
  event: deviceEvent,
  ack: ackMessage,
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

type Decoded = { ok: true; value: unknown } | { ok: false; reason: RejectReason; detail: string };

/** Size check, strict UTF-8, JSON. */
function decode(payload: Uint8Array | string, maxBytes: number): Decoded {
  // Every UTF-16 unit is at least one UTF-8 byte: a longer string is too large without encoding it.
  if (typeof payload === 'string' && payload.length > maxBytes) {
    return { ok: false, reason: 'too_large', detail: `more than ${maxBytes} bytes` };
  }
  const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload;
  if (!(bytes instanceof Uint8Array)) return { ok: false, reason: 'encoding', detail: 'payload is not bytes' };
  if (bytes.byteLength > maxBytes) {
    return { ok: false, reason: 'too_large', detail: `${bytes.byteLength} bytes > ${maxBytes}` };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, reason: 'encoding', detail: 'payload is not UTF-8' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'json', detail: 'payload is not JSON' };
  }
}

/** The first few issues of a failed validation, as `path: message`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
    .slice(0, 500);
}

function isUnknownEventType(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value;
  return typeof type !== 'string' || !(DEVICE_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * Validates a message a kiosk published: the topic names the kiosk and the channel; the payload must be
 * at most {@link MAX_DEVICE_PAYLOAD_BYTES} of UTF-8 JSON matching that channel's schema.
 */
export function parseDeviceMessage(topic: string, payload: Uint8Array | string): DeviceMessageResult {
  try {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.channel === 'command') return { ok: false, reason: 'topic', detail: 'not a device topic' };
    const { serialNumber: kiosk, channel: kind } = parsed;
    const decoded = decode(payload, MAX_DEVICE_PAYLOAD_BYTES);
    if (!decoded.ok) return { ok: false, reason: decoded.reason, kiosk, kind, detail: decoded.detail };
    const result = SCHEMAS[kind].safeParse(decoded.value);
    if (!result.success) {
      const reason = kind === 'event' && isUnknownEventType(decoded.value) ? 'event_type' : 'schema';
      return { ok: false, reason, kiosk, kind, detail: describeIssues(result.error) };
    }
    // `kind` and the schema it picked agree; TypeScript cannot follow the lookup.
    return { ok: true, kiosk, kind, message: result.data } as DeviceMessage;
  } catch {
    // Unreachable by design; kept so that no input can ever throw into the gateway.
    return { ok: false, reason: 'schema', detail: 'unexpected validation failure' };
  }
}

export type CommandResult = { ok: true; kiosk: string; command: Command } | Rejected;

/** The kiosk's side: validates a command received on `kiosk/v1/<serial>/command`. Never throws. */
export function parseCommandMessage(topic: string, payload: Uint8Array | string): CommandResult {
  try {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.channel !== 'command') return { ok: false, reason: 'topic', detail: 'not a command topic' };
    const kiosk = parsed.serialNumber;
    const decoded = decode(payload, MAX_COMMAND_PAYLOAD_BYTES);
    if (!decoded.ok) return { ok: false, reason: decoded.reason, kiosk, kind: 'command', detail: decoded.detail };
    const result = commandMessage.safeParse(decoded.value);
    if (!result.success) {
      const rejected: Rejected = {
        ok: false,
        reason: 'schema',
        kiosk,
        kind: 'command',
        detail: describeIssues(result.error),
      };
      const id = uuid.safeParse(
        typeof decoded.value === 'object' && decoded.value !== null && 'id' in decoded.value
          ? decoded.value.id
          : undefined,
      );
      return id.success ? { ...rejected, commandId: id.data } : rejected;
    }
    return { ok: true, kiosk, command: result.data };
  } catch {
    return { ok: false, reason: 'schema', detail: 'unexpected validation failure' };
  }
}

/** The payload to publish for a message: JSON (MQTT clients send a string as UTF-8, §1). */
export function encodeMessage(message: StatusMessage | TelemetryMessage | DeviceEvent | AckMessage | Command): string {
  return JSON.stringify(message);
}
