import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createEmbeddedGateway } from './embedded.ts';
import { createExternalGateway } from './external.ts';
import type { DeviceGateway } from './gateway.ts';
import { createRabbitmqGateway } from './rabbitmq.ts';

/** The embedded broker, RabbitMQ (DEVICE_ENGINE=rabbitmq) or the external-broker client (MQTT_URL). */
export function createDeviceGateway(options: {
  config: Config;
  logger: FastifyBaseLogger;
  server: Server;
}): DeviceGateway {
  const { config, logger, server } = options;
  const { mqtt } = config;
  const urls = { mqttUrl: mqtt.publicUrl, mqttWsUrl: mqtt.wsPublicUrl };
  if (mqtt.engine === 'rabbitmq') {
    return createRabbitmqGateway({
      logger,
      amqpUrl: mqtt.rabbitmq.amqpUrl as string,
      managementUrl: mqtt.rabbitmq.managementUrl,
      partitions: mqtt.rabbitmq.partitions,
      prefetch: mqtt.rabbitmq.prefetch,
      urls,
    });
  }
  if (mqtt.externalUrl) {
    return createExternalGateway({
      logger,
      url: mqtt.externalUrl,
      username: mqtt.username,
      password: mqtt.password,
      clientId: mqtt.clientId,
      sessionExpirySeconds: mqtt.sessionExpirySeconds,
      group: mqtt.group,
      urls,
    });
  }
  return createEmbeddedGateway({
    logger,
    server,
    host: config.host,
    port: mqtt.port,
    urls,
    ...(mqtt.tls ? { tls: mqtt.tls } : {}),
  });
}
