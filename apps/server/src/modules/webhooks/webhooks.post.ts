import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { refuseAddresses } from './webhooks.delivery.ts';

/** Resolves a host name to all its addresses (node:dns by default; tests pass their own). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true });

/**
 * The `lookup` of the delivery's socket: it resolves the host and refuses the connection unless every
 * address qualifies, then connects to an address it checked. The check before a delivery alone would leave
 * a window between it and the connection's own resolution (DNS rebinding: a name that answers a public
 * address to the check and a private one to the connection).
 */
export function guardedLookup(
  protocol: string,
  allowLoopback: boolean,
  resolve: Resolve = systemResolve,
): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (entries) => {
        const refusal = refuseAddresses(
          entries.map((entry) => entry.address),
          protocol,
          allowLoopback,
        );
        if (refusal) {
          callback(Object.assign(new Error(`refused target: ${refusal}`), { code: 'EWEBHOOKTARGET' }), '', 4);
          return;
        }
        const wanted = options.family === 6 || options.family === 4 ? options.family : undefined;
        const usable = entries.filter((entry) => !wanted || entry.family === wanted);
        if (options.all) callback(null, usable as never);
        else {
          const first = usable[0] ?? entries[0];
          callback(null, first?.address ?? '', first?.family ?? 4);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/**
 * POSTs a webhook delivery and answers the response's status code (redirects are not followed: a 3xx is
 * a failed attempt). The socket connects only to addresses `guardedLookup` checked.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { allowLoopback: boolean; timeoutMs: number; resolve?: Resolve },
): Promise<number> {
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        // A connection of its own per attempt: every attempt resolves and checks its target again.
        agent: false,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(url.protocol, options.allowLoopback, options.resolve),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('error', () => undefined);
        resolvePromise(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
