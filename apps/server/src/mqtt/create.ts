import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DeviceGateway } from './gateway.ts';

/** The embedded broker or the external-broker client, as configured (MQTT_URL). */
export function createDeviceGateway(_options: {
  config: Config;
  logger: FastifyBaseLogger;
  server: Server;
}): DeviceGateway {
  throw new Error('the device gateway is being built (helper H1 replaces this file)');
}
