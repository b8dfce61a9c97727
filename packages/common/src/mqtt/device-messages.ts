import { z } from 'zod';
import { MAX_TEMPERATURE_SENSORS } from './constants.ts';
import { centiCelsius, ipAddress, shortText, text, timestamp, uuid } from './primitives.ts';

/**
 * Kiosk → server payloads other than events (§2). Unknown fields are ignored (zod strips them), as the
 * contract says.
 */

/** `kiosk/v1/<serial>/status` on connect: `{"online": true, "ts", "ip", "firmware"}`. */
export const statusOnline = z.object({
  online: z.literal(true),
  ts: timestamp,
  ip: ipAddress,
  firmware: shortText,
});

/** `{"online": false}`: the retained last will, or a clean shutdown (which may add `ts`). */
export const statusOffline = z.object({
  online: z.literal(false),
  ts: timestamp.optional(),
});

export const statusMessage = z.discriminatedUnion('online', [statusOnline, statusOffline]);
export type StatusMessage = z.infer<typeof statusMessage>;
export type StatusOnline = z.infer<typeof statusOnline>;
export type StatusOffline = z.infer<typeof statusOffline>;

/**
 * `kiosk/v1/<serial>/telemetry`: `{"ts", "temperatures": [412, 398, null, null], "uptime": 86400}`.
 * Up to four sensors in 1/100 °C (`null` = missing sensor); `uptime` in seconds since the controller
 * started (the spec's heartbeat).
 */
export const telemetryMessage = z.object({
  ts: timestamp,
  temperatures: z.array(centiCelsius.nullable()).max(MAX_TEMPERATURE_SENSORS),
  uptime: z.int().min(0),
});
export type TelemetryMessage = z.infer<typeof telemetryMessage>;

export const ACK_STATUSES = ['delivered', 'applied', 'failed'] as const;
export type AckStatus = (typeof ACK_STATUSES)[number];

/**
 * `kiosk/v1/<serial>/ack`: `{"commandId", "status": "delivered" | "applied" | "failed", "ts", "error"}`.
 * `error` is the reason of a `failed` ack and required there; optional otherwise.
 */
export const ackMessage = z
  .object({
    commandId: uuid,
    status: z.enum(ACK_STATUSES),
    ts: timestamp,
    error: text.optional(),
  })
  .refine((ack) => ack.status !== 'failed' || (ack.error !== undefined && ack.error.length > 0), {
    message: 'A failed ack needs an error',
    path: ['error'],
  });
export type AckMessage = z.infer<typeof ackMessage>;
