import { type Command, type DeviceMessage, kioskTopic, parseDeviceMessage } from '@kiosk/common/mqtt';
import type { DeviceGateway, DeviceHandlers, GatewayMetrics } from '../mqtt/gateway.ts';

/**
 * A gateway without a broker, for service-level integration tests: it records the commands the server
 * publishes and lets a test feed device messages through the same parser and handlers the real gateway
 * uses. End-to-end behaviour over MQTT is tested with the real gateway (mqtt/*.integration.test.ts).
 */
export function createRecordingGateway() {
  let handlers: DeviceHandlers | undefined;
  const published: { serialNumber: string; command: Command }[] = [];
  /** Serial numbers whose sessions the server asked to check (revokeLogins). */
  const revocations: string[] = [];
  let failPublish = false;
  let brokerUp = true;
  const metrics: GatewayMetrics = {
    received: { status: 0, telemetry: 0, event: 0, ack: 0 },
    acknowledged: 0,
    dropped: { topic: 0, too_large: 0, encoding: 0, json: 0, schema: 0, event_type: 0 },
    refused: { connect: 0, publish: 0, subscribe: 0 },
    failed: 0,
    revoked: 0,
  };
  const gateway: DeviceGateway & {
    published: typeof published;
    revocations: typeof revocations;
    /** Feeds a payload as the kiosk with this serial would publish it; resolves when handled. */
    send(serialNumber: string, channel: DeviceMessage['kind'], payload: unknown): Promise<void>;
    /** The kiosk subscribed to its command topic. */
    reachable(serialNumber: string): Promise<void>;
    /** Makes publishCommand reject (the broker is unreachable) until set back. */
    setPublishFailing(value: boolean): void;
    /** What connected() answers (readiness): false = the broker is down. */
    setConnected(value: boolean): void;
  } = {
    urls: { mqttUrl: 'mqtt://127.0.0.1:1883', mqttWsUrl: 'ws://127.0.0.1:3999/mqtt' },
    published,
    revocations,
    async revokeLogins(serialNumbers) {
      revocations.push(...serialNumbers);
    },
    async start(h) {
      handlers = h;
    },
    async publishCommand(serialNumber, command) {
      if (failPublish) throw new Error('broker unreachable');
      published.push({ serialNumber, command });
    },
    metrics: () => structuredClone(metrics),
    connected: () => brokerUp,
    async close() {
      handlers = undefined;
    },
    async send(serialNumber, channel, payload) {
      if (!handlers) throw new Error('gateway not started');
      const parsed = parseDeviceMessage(
        kioskTopic(serialNumber, channel),
        typeof payload === 'string' ? payload : JSON.stringify(payload),
      );
      if (!parsed.ok) {
        metrics.dropped[parsed.reason] += 1;
        return;
      }
      metrics.received[parsed.kind] += 1;
      await handlers.handle(parsed, new Date());
      metrics.acknowledged += 1;
    },
    async reachable(serialNumber) {
      if (!handlers) throw new Error('gateway not started');
      await handlers.commandsReachable(serialNumber);
    },
    setPublishFailing(value) {
      failPublish = value;
    },
    setConnected(value) {
      brokerUp = value;
    },
  };
  return gateway;
}

export type RecordingGateway = ReturnType<typeof createRecordingGateway>;
