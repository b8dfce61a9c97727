import http from 'node:http';

/**
 * A watchdog over a server in another process: it asks `/healthz` again and again, each time with a
 * deadline, and records every time it got no answer in time — so a test notices when one request held
 * the server's event loop (a loop over millions of days) instead of hanging with it.
 */

/**
 * How long /healthz may take. The aim is far below it (a fraction of a second for any request); the
 * margin is for a loaded two-core CI machine. A server that stopped answering fails at any limit.
 */
export const HEALTH_TIMEOUT_MS = 3_000;
const PAUSE_MS = 100;

export function watchHealth(baseUrl: string, current: () => string) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const asked = current();
      try {
        const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (response.ok) answered += 1;
        else failures.push(`/healthz answered ${response.status} during ${asked}`);
      } catch (error) {
        failures.push(`/healthz gave no answer within ${HEALTH_TIMEOUT_MS} ms during ${asked}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  })();
  return {
    failures,
    answered: () => answered,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** How long any one request of the attack may take before it counts as hanging. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request with a deadline (node:http, which sends any method — fetch refuses TRACE); a request
 * that gets no answer in time answers status 0.
 */
export function request(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    // A connection of its own: a server may close one whose request body it answered without reading.
    const options = { method: init.method, headers: init.headers ?? {}, agent: false };
    const outgoing = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', (error) => resolve({ status: 0, body: `the answer broke off: ${String(error)}` }));
    });
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => {
      outgoing.destroy();
      resolve({ status: 0, body: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
    });
    outgoing.on('error', (error) => resolve({ status: 0, body: `the request failed: ${String(error)}` }));
    outgoing.end(init.body);
  });
}
