import os from 'node:os';
import path from 'node:path';
import { MQTT_PORT_OFF, MQTT_WS_PATH } from '@kiosk/common/mqtt';

/** `kiosk-console-<hostname>`: the same after a restart on the same host, different per host or container. */
function defaultClientId(): string {
  const host = os
    .hostname()
    .replace(/[^A-Za-z0-9_.-]/g, '-')
    .slice(0, 100);
  return `kiosk-console-${host || 'server'}`;
}

/**
 * The device gateway (docs/device-protocol.md): the embedded broker (TCP on `port`, 0 = off; WebSocket at
 * `/mqtt` on the console's port) or, with MQTT_URL, an external broker. `publicUrl`/`wsPublicUrl` are what
 * kiosks are told with their credentials; '' = not offered.
 */
export function mqttConfig(
  env: {
    MQTT_PORT: number;
    MQTT_URL?: string | undefined;
    MQTT_PUBLIC_URL?: string | undefined;
    MQTT_WS_PUBLIC_URL?: string | undefined;
    MQTT_USERNAME?: string | undefined;
    MQTT_PASSWORD?: string | undefined;
    MQTT_CLIENT_ID?: string | undefined;
    MQTT_SESSION_EXPIRY: number;
    MQTT_GROUP: string;
    DEVICE_ENGINE: 'embedded' | 'rabbitmq';
    AMQP_URL?: string | undefined;
    RABBITMQ_MANAGEMENT_URL?: string | undefined;
    RABBITMQ_PARTITIONS: number;
    RABBITMQ_PREFETCH: number;
    MQTT_TLS_CERT_FILE?: string | undefined;
    MQTT_TLS_KEY_FILE?: string | undefined;
    MQTT_TLS_PORT: number;
  },
  publicUrl: string,
  startDir: string,
) {
  const site = new URL(publicUrl);
  const external = env.MQTT_URL;
  // RabbitMQ's MQTT listeners on the engine's host (plugin defaults), unless MQTT_PUBLIC_URL says otherwise.
  const engineHost = env.DEVICE_ENGINE === 'rabbitmq' && env.AMQP_URL ? new URL(env.AMQP_URL).hostname : undefined;
  const engine = engineHost ? { tcp: `mqtt://${engineHost}:1883`, ws: `ws://${engineHost}:15675/ws` } : undefined;
  const tls =
    env.MQTT_TLS_CERT_FILE && env.MQTT_TLS_KEY_FILE && env.MQTT_TLS_PORT !== MQTT_PORT_OFF
      ? {
          port: env.MQTT_TLS_PORT,
          certFile: path.resolve(startDir, env.MQTT_TLS_CERT_FILE),
          keyFile: path.resolve(startDir, env.MQTT_TLS_KEY_FILE),
        }
      : undefined;
  // With TLS, kiosks are told the TLS listener (their passwords cross networks); plain TCP stays for old ones.
  const tcp = tls
    ? `mqtts://${site.hostname}:${tls.port}`
    : env.MQTT_PORT === MQTT_PORT_OFF
      ? ''
      : `mqtt://${site.hostname}:${env.MQTT_PORT}`;
  const ws = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}${site.pathname.replace(/\/$/, '')}${MQTT_WS_PATH}`;
  return {
    engine: env.DEVICE_ENGINE,
    rabbitmq: {
      amqpUrl: env.AMQP_URL,
      managementUrl: env.RABBITMQ_MANAGEMENT_URL,
      partitions: env.RABBITMQ_PARTITIONS,
      prefetch: env.RABBITMQ_PREFETCH,
    },
    /** Embedded broker's TCP port; 0 = WebSocket only. */
    port: env.MQTT_PORT,
    /** Embedded broker: MQTT over TLS (MQTT_TLS_CERT_FILE / _KEY_FILE / _PORT); undefined = off. */
    tls,
    /** External broker (the server connects as a client); undefined = embedded broker. */
    externalUrl: external,
    username: env.MQTT_USERNAME,
    password: env.MQTT_PASSWORD,
    /** External broker: the instance's client id (default kiosk-console-<hostname>), its session's expiry, its group. */
    clientId: env.MQTT_CLIENT_ID ?? defaultClientId(),
    sessionExpirySeconds: env.MQTT_SESSION_EXPIRY,
    group: env.MQTT_GROUP,
    publicUrl: env.MQTT_PUBLIC_URL ?? external ?? engine?.tcp ?? tcp,
    wsPublicUrl: env.MQTT_WS_PUBLIC_URL ?? external ?? engine?.ws ?? ws,
  };
}
