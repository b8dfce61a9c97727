import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { DEVICE_CHANNELS, isSerialNumber } from '@kiosk/common/mqtt';
import { MQTT_EXCHANGE } from './rabbitmq-topology.ts';

/**
 * RabbitMQ's HTTP auth backend (`rabbitmq_auth_backend_http`) asks these routes about every login, vhost,
 * resource and topic of a user the broker's internal database does not know — the kiosks. The console's
 * own user is an internal one (it must log in before these routes listen). Answers are `allow` / `deny`.
 * A kiosk may publish only its own device channels and read only its own command topic; only the
 * console's connections may publish commands.
 */
export const RABBITMQ_AUTH_PATH = '/internal/rabbitmq/auth';

export interface KioskAuthority {
  /** The login is the kiosk's current secret; the kiosk's messages are routed before it may publish. */
  login(serialNumber: string, password: string): Promise<boolean>;
  /** The vhost kiosks use (the console's). */
  readonly vhost: string;
}

type Form = Record<string, string | undefined>;

/** Exchange and queue permissions: publish to amq.topic; its own MQTT subscription queue (client id = serial). */
export function resourceAllowed(form: Form): boolean {
  const serial = form.username ?? '';
  if (!isSerialNumber(serial)) return false;
  if (form.resource === 'exchange') {
    return form.name === MQTT_EXCHANGE && (form.permission === 'write' || form.permission === 'read');
  }
  if (form.resource === 'queue') {
    return form.name === `mqtt-subscription-${serial}qos0` || form.name === `mqtt-subscription-${serial}qos1`;
  }
  return false;
}

/** Topic permissions (routing keys, `/` as `.`): write its own device channels, read its own commands. */
export function topicAllowed(form: Form): boolean {
  const serial = form.username ?? '';
  if (!isSerialNumber(serial) || form.name !== MQTT_EXCHANGE) return false;
  const key = form.routing_key ?? '';
  if (form.permission === 'write') return DEVICE_CHANNELS.some((kind) => key === `kiosk.v1.${serial}.${kind}`);
  if (form.permission === 'read') return key === `kiosk.v1.${serial}.command`;
  return false;
}

export async function registerRabbitmqAuthRoutes(
  app: FastifyInstance,
  authority: () => KioskAuthority | undefined,
  refused: (kind: 'connect' | 'publish' | 'subscribe', detail: Record<string, unknown>) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const answer = (allowed: boolean) => (allowed ? 'allow' : 'deny');
    scope.post<{ Body: Form }>(`${RABBITMQ_AUTH_PATH}/user`, async (request, reply) => {
      const { username = '', password = '' } = request.body ?? {};
      const current = authority();
      const ok = Boolean(current) && isSerialNumber(username) && (await current?.login(username, password)) === true;
      if (!ok) refused('connect', { kiosk: username });
      return reply.type('text/plain').send(answer(ok));
    });
    scope.post<{ Body: Form }>(`${RABBITMQ_AUTH_PATH}/vhost`, async (request, reply) => {
      const body = request.body ?? {};
      const ok = isSerialNumber(body.username ?? '') && body.vhost === authority()?.vhost;
      return reply.type('text/plain').send(answer(ok));
    });
    scope.post<{ Body: Form }>(`${RABBITMQ_AUTH_PATH}/resource`, async (request, reply) => {
      const ok = resourceAllowed(request.body ?? {});
      if (!ok) refused('subscribe', { kiosk: request.body?.username, resource: request.body?.name });
      return reply.type('text/plain').send(answer(ok));
    });
    scope.post<{ Body: Form }>(`${RABBITMQ_AUTH_PATH}/topic`, async (request, reply) => {
      const body = request.body ?? {};
      const ok = topicAllowed(body);
      if (!ok) {
        refused(body.permission === 'read' ? 'subscribe' : 'publish', {
          kiosk: body.username,
          topic: body.routing_key,
        });
      }
      return reply.type('text/plain').send(answer(ok));
    });
  });
}
