/** The RabbitMQ management API as the console uses it (ADR 0016): revocation, partition sharing. */
import type { FastifyBaseLogger } from 'fastify';

/** A URL with its password hidden (for logs). */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface ManagementClient {
  request(method: string, path: string, headers?: Record<string, string>): Promise<Response>;
}

/** The management API, with the credentials of its URL as basic authentication. */
export function managementClient(url: string): ManagementClient {
  const parsed = new URL(url);
  const auth = `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`;
  parsed.username = '';
  parsed.password = '';
  const base = parsed.toString().replace(/\/$/, '');
  return {
    request: (method, path, headers = {}) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...headers },
        signal: AbortSignal.timeout(10_000),
      }),
  };
}

/**
 * Closes every connection of these kiosks at the engine (a revoked secret: they log in again with whatever
 * they hold). Answers how many were closed or already gone; a failure is logged, not thrown.
 */
export async function closeKioskConnections(
  management: ManagementClient,
  serialNumbers: readonly string[],
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const closed = await Promise.all(
    serialNumbers.map(async (serial) => {
      try {
        const response = await management.request('DELETE', `/api/connections/username/${encodeURIComponent(serial)}`, {
          'x-reason': 'kiosk login no longer valid',
        });
        if (response.ok || response.status === 404) return true;
        logger.warn({ kiosk: serial, status: response.status }, 'closing a kiosk connection at RabbitMQ failed');
      } catch (error) {
        logger.warn({ err: error, kiosk: serial }, 'closing a kiosk connection at RabbitMQ failed');
      }
      return false;
    }),
  );
  return closed.filter(Boolean).length;
}
