import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'sha256-abc='"],
      connectSrc: ["'self'", 'https://id.example.com'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Response headers of GET /, without the ones that differ per response. */
async function headersOf(register: (app: FastifyInstance) => void): Promise<Record<string, unknown>> {
  const app = Fastify();
  register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  it('are the headers helmet sets when run on every request', async () => {
    const perRequest = await headersOf((app) =>
      app.addHook('onRequest', (request, reply, done) => helmet(OPTIONS)(request.raw, reply.raw, () => done())),
    );
    const once = await headersOf((app) => registerSecurityHeaders(app, OPTIONS));
    expect(once).toEqual(perRequest);
    expect(once['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data:;object-src 'none';script-src 'self' 'sha256-abc=';script-src-attr 'none';" +
        "style-src 'self' https: 'unsafe-inline';connect-src 'self' https://id.example.com",
    );
    expect(once['x-frame-options']).toBe('SAMEORIGIN');
    expect(once['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses options helmet refuses, at start-up', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'; script-src *"] } } }),
    ).toThrow();
  });
});
