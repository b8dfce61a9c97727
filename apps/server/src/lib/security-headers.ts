import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaders {
  set: readonly (readonly [name: string, value: string])[];
  removed: readonly string[];
}

/**
 * The headers helmet gives every response with these options. Helmet's middleware (and
 * @fastify/helmet, which builds it anew per request) computes the same values each time, the
 * Content-Security-Policy string included; computed once here, they cost one setHeader each.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/** Sets helmet's headers on every response, including those of routes that answer on the raw response. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
