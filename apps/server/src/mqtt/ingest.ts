import type { FastifyBaseLogger } from 'fastify';
import { type DeviceMessage, REJECT_REASONS, type RejectReason, parseDeviceMessage } from '@kiosk/common/mqtt';
import type { GatewayMetrics } from './gateway.ts';

/** What both gateways share: the counters and reading a message off the broker (never throws). */

export function emptyMetrics(): GatewayMetrics {
  return {
    received: { status: 0, telemetry: 0, event: 0, ack: 0 },
    acknowledged: 0,
    dropped: Object.fromEntries(REJECT_REASONS.map((reason) => [reason, 0])) as Record<RejectReason, number>,
    refused: { connect: 0, publish: 0, subscribe: 0 },
    failed: 0,
    revoked: 0,
  };
}

/** At most one warning per reason and interval; the rest are counted and summed up in the next one. */
const DROP_LOG_INTERVAL_MS = 10_000;

export interface Ingest {
  readonly metrics: GatewayMetrics;
  /** The valid message, counted as received; undefined when it was dropped (counted and logged). */
  read(topic: string, payload: Uint8Array | string): DeviceMessage | undefined;
  /** Logs a refusal at most once per interval and kind (a misconfigured kiosk retries in a loop). */
  refused(kind: keyof GatewayMetrics['refused'], detail: Record<string, unknown>): void;
  /** A warning logged at most once per interval and key (a database outage hits every kiosk at once). */
  warn(key: string, detail: Record<string, unknown>, message: string): void;
}

export function createIngest(logger: FastifyBaseLogger): Ingest {
  const metrics = emptyMetrics();
  const lastLogged = new Map<string, { at: number; suppressed: number }>();

  function limited(key: string, log: (suppressed: number) => void): void {
    const now = Date.now();
    const entry = lastLogged.get(key);
    if (entry && now - entry.at < DROP_LOG_INTERVAL_MS) {
      entry.suppressed += 1;
      return;
    }
    log(entry?.suppressed ?? 0);
    lastLogged.set(key, { at: now, suppressed: 0 });
  }

  return {
    metrics,
    read(topic, payload) {
      const result = parseDeviceMessage(topic, payload);
      if (result.ok) {
        metrics.received[result.kind] += 1;
        return result;
      }
      metrics.dropped[result.reason] += 1;
      limited(`dropped:${result.reason}`, (suppressed) =>
        logger.warn(
          { kiosk: result.kiosk, channel: result.kind, reason: result.reason, detail: result.detail, suppressed },
          'device message dropped',
        ),
      );
      return undefined;
    },
    refused(kind, detail) {
      metrics.refused[kind] += 1;
      limited(`refused:${kind}`, (suppressed) => logger.warn({ ...detail, suppressed }, `device ${kind} refused`));
    },
    warn(key, detail, message) {
      limited(`warn:${key}`, (suppressed) => logger.warn({ ...detail, suppressed }, message));
    },
  };
}
