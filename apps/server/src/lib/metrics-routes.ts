import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';

export interface MetricsExposure {
  /** Bearer token Prometheus sends (METRICS_TOKEN); when set, /metrics on the console's port answers with it. */
  token: string | undefined;
  /** A port of its own for /metrics (METRICS_PORT), e.g. reachable only inside the cluster. */
  port: number | undefined;
  host: string;
}

/** Compares in constant time (a token must not be guessable by timing). */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authorized(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && sameToken(match[1].trim(), token);
}

/**
 * Times every HTTP request (by route pattern, so ids in paths do not multiply series) and serves
 * `/metrics` in Prometheus' text format: on the console's port when METRICS_TOKEN is set (bearer token),
 * and on METRICS_PORT when that is set (with the token too, if one is set). Neither: no /metrics.
 * Answers the port /metrics listens on of its own, if any.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  exposure: MetricsExposure,
): Promise<number | undefined> {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? (reply.statusCode === 404 ? 'not_found' : 'unknown'),
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
  const { token } = exposure;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      if (!authorized(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  }
  if (exposure.port === undefined) return undefined;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!authorized(request.headers.authorization, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'collecting metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(exposure.port, exposure.host, () => resolve());
  });
  app.log.info({ address: server.address() }, 'metrics served on their own port');
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  // The port bound (METRICS_PORT=0 picks a free one; tests use that).
  const address = server.address();
  return typeof address === 'object' && address ? address.port : exposure.port;
}
