/** The RabbitMQ management API as the console uses it (ADR 0016): revocation, partition sharing. */

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
