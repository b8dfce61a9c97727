/**
 * Load generator for the benchmarks, run as a child process so neither its event loop nor its CPU time
 * is the server's: `connections` keep-alive connections each send `body` to `url` back to back for
 * `durationMs`; the process then sends how many answered 200 and how many did not, and exits.
 */
import http from 'node:http';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  completed: number;
  failures: number;
  seconds: number;
}

const request = once(process, 'message');
process.send?.('ready');
const [message] = (await request) as [LoadRequest];
const { url, headers, body, connections, durationMs } = message;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const payload = Buffer.from(body);
const requestHeaders = { ...headers, 'content-length': String(payload.length) };

function send(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: requestHeaders,
        agent,
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode === 200));
      },
    );
    request.on('error', () => resolve(false));
    request.end(payload);
  });
}

let completed = 0;
let failures = 0;
const started = performance.now();
const deadline = started + durationMs;
async function connection(): Promise<void> {
  while (performance.now() < deadline) {
    if (await send()) completed++;
    else failures++;
  }
}
await Promise.all(Array.from({ length: connections }, connection));
const result: LoadResult = { completed, failures, seconds: (performance.now() - started) / 1000 };
agent.destroy();
process.send?.(result, () => process.disconnect());
