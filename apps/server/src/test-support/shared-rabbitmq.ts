import http from 'node:http';
import { freeLocalPort } from './free-port.ts';
import { type PrivateRabbitmq, privateRabbitmqBinary, startPrivateRabbitmq } from './private-rabbitmq.ts';

/**
 * The test run's shared RabbitMQ node (private, on ports of its own; never the machine's 5672): the
 * integration global setup serves it from the main process, started on the first lease, and test files
 * that do not stop or restart the engine lease it instead of starting a node of their own — a node's first
 * start costs Erlang boot and the MQTT plugin's 3–6 s wait for cluster peers. One file holds it at a time;
 * the end of a lease deletes and recreates the default vhost, so the next file finds no queue, exchange,
 * connection or retained message of the last one. The node's HTTP auth backend asks this service, which
 * passes each request on to the lease holder's `authBaseUrl`.
 */

/** Where the workers find the service (set by the global setup, inherited by the test workers). */
export const SHARED_RABBITMQ_ENV = 'KIOSK_TEST_SHARED_RABBITMQ';

/** The node's URLs, as a lease hands them out. */
export type RabbitmqUrls = Pick<PrivateRabbitmq, 'amqpUrl' | 'mqttUrl' | 'managementUrl'>;

/** Serves the shared node (main process); `close()` stops the node if one was started. */
export async function serveSharedRabbitmq(): Promise<{ url: string; close(): Promise<void> }> {
  let node: Promise<PrivateRabbitmq> | undefined;
  let holder: string | undefined;
  const port = await freeLocalPort();
  const base = `http://127.0.0.1:${port}`;

  async function lease(authBaseUrl: string): Promise<{ status: number; body: string }> {
    if (holder) return { status: 409, body: 'leased' };
    const binary = await privateRabbitmqBinary('the shared RabbitMQ node');
    if (!binary) return { status: 404, body: 'no RabbitMQ server' };
    holder = authBaseUrl.replace(/\/$/, '');
    node ??= startPrivateRabbitmq(binary, { authBaseUrl: `${base}/auth` });
    try {
      const { amqpUrl, mqttUrl, managementUrl } = await node;
      return { status: 200, body: JSON.stringify({ amqpUrl, mqttUrl, managementUrl }) };
    } catch (error) {
      node = undefined;
      holder = undefined;
      return { status: 500, body: String(error) };
    }
  }

  async function release(): Promise<void> {
    holder = undefined;
    const started = await node?.catch(() => undefined);
    if (!started) return;
    try {
      await resetDefaultVhost(started.managementUrl);
    } catch {
      // A node that cannot be cleaned is not handed out again.
      node = undefined;
      await started.dispose();
    }
  }

  /** The engine's auth request, passed on to the lease holder (503 while nobody holds it). */
  async function passOn(path: string, contentType: string, body: Buffer): Promise<{ status: number; body: string }> {
    if (!holder) return { status: 503, body: '' };
    const answer = await fetch(`${holder}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: answer.status, body: await answer.text() };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = request.url ?? '/';
      const answer = url.startsWith('/auth/')
        ? passOn(
            url.slice('/auth'.length),
            request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
            body,
          )
        : url === '/lease'
          ? lease((JSON.parse(body.toString() || '{}') as { authBaseUrl?: string }).authBaseUrl ?? 'http://127.0.0.1:9')
          : url === '/release'
            ? release().then(() => ({ status: 204, body: '' }))
            : Promise.resolve({ status: 404, body: '' });
      answer.then(
        ({ status, body: text }) => response.writeHead(status, { 'content-type': 'text/plain' }).end(text),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: base,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      const started = await node?.catch(() => undefined);
      node = undefined;
      await started?.dispose();
    },
  };
}

/**
 * Leases the run's shared node (worker side); its auth requests go to `authBaseUrl`. Undefined when the
 * run serves none or another file holds it: then the caller starts a node of its own. The lease's
 * `stop`/`start` throw (the node is not the file's to stop); `dispose` ends the lease.
 */
export async function leaseSharedRabbitmq(authBaseUrl: string): Promise<PrivateRabbitmq | undefined> {
  const service = process.env[SHARED_RABBITMQ_ENV];
  if (!service) return undefined;
  const response = await fetch(`${service}/lease`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authBaseUrl }),
    signal: AbortSignal.timeout(180_000),
  });
  const text = await response.text();
  if (response.status === 409 || response.status === 404) return undefined;
  if (!response.ok) throw new Error(`the shared RabbitMQ node did not start: ${text}`);
  const urls = JSON.parse(text) as RabbitmqUrls;
  let released = false;
  const refuse = () =>
    Promise.reject(new Error('the shared RabbitMQ node is not stopped by a test: start a node of its own'));
  return {
    ...urls,
    stop: refuse,
    start: refuse,
    async dispose() {
      if (released) return;
      released = true;
      await fetch(`${service}/release`, { method: 'POST', signal: AbortSignal.timeout(60_000) });
    },
  };
}

/** Deletes the default vhost (closing its connections) and creates it again with the user's permissions. */
export async function resetDefaultVhost(managementUrl: string): Promise<void> {
  const url = new URL(managementUrl);
  const headers = {
    authorization: `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`,
    'content-type': 'application/json',
  };
  const call = async (method: string, resource: string, body?: unknown) => {
    const response = await fetch(`${url.protocol}//${url.host}/api/${resource}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`${method} /api/${resource}: ${response.status} ${await response.text()}`);
    }
  };
  await call('DELETE', 'vhosts/%2F');
  await call('PUT', 'vhosts/%2F');
  await call('PUT', `permissions/%2F/${encodeURIComponent(url.username)}`, {
    configure: '.*',
    write: '.*',
    read: '.*',
  });
}
