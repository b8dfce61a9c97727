import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { verifyPassword } from '../passwords.ts';
import { OIDC_MOUNT, type Accounts } from './provider.ts';
import { loginPage, pickLanguage } from './pages.ts';

export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW = '5 minutes';

const loginForm = z.object({ email: z.string().trim().max(320), password: z.string().max(1000) });

/**
 * Mounts the embedded provider under /oidc and serves its interaction (login) pages. The provider is a
 * Koa app; Fastify hands it the raw request untouched (no body parsing) with the mount path stripped.
 */
export async function registerEmbeddedProviderRoutes(
  app: FastifyInstance,
  { provider, accounts }: { provider: Provider; accounts: Accounts },
): Promise<void> {
  const callback = provider.callback();
  // The provider builds its URLs and secure cookies from X-Forwarded-*; every request that reaches it
  // carries those headers as Fastify concluded them under TRUST_PROXY, so a client cannot spoof them.
  provider.proxy = true;
  const forwardAsConcluded = (request: FastifyRequest) => {
    request.raw.headers['x-forwarded-proto'] = request.protocol;
    request.raw.headers['x-forwarded-host'] = request.host;
    request.raw.headers['x-forwarded-for'] = request.ip;
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      forwardAsConcluded(request);
      const rest = (raw.url ?? '/').slice(OIDC_MOUNT.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`; // `/oidc?x` must reach the provider as `/?x`
      void callback(raw, reply.raw);
    };
    scope.all(OIDC_MOUNT, handler);
    scope.all(`${OIDC_MOUNT}/*`, handler);
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => forwardAsConcluded(request));
    await scope.register(formbody);
    // Password guessing: at most LOGIN_ATTEMPTS tries per address and e-mail in LOGIN_WINDOW (per
    // instance; behind several instances the proxy's limit or a shared store applies — ADR 0003).
    await scope.register(rateLimit, { global: false });
    scope.setErrorHandler(async (error, request, reply) => {
      if ((error as { statusCode?: number }).statusCode !== 429) throw error;
      const uid = (request.params as { uid?: string }).uid ?? '';
      const lang = pickLanguage(request.headers['accept-language']);
      return reply
        .status(429)
        .type('text/html')
        .send(loginPage({ lang, action: `${OIDC_MOUNT}/interaction/${uid}/login`, error: 'tooMany' }));
    });

    scope.get<{ Params: { uid: string } }>(`${OIDC_MOUNT}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = pickLanguage(String(details.params.ui_locales ?? ''), request.headers['accept-language']);
      if (details.prompt.name === 'login') {
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(loginPage({ lang, action: `${OIDC_MOUNT}/interaction/${details.uid}/login` }));
      }
      // Any other prompt (consent for our first-party console) is granted without a screen.
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
      return reply;
    });

    const loginRateLimit = {
      max: LOGIN_ATTEMPTS,
      timeWindow: LOGIN_WINDOW,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
    };

    scope.post<{ Params: { uid: string } }>(
      `${OIDC_MOUNT}/interaction/:uid/login`,
      { config: { rateLimit: loginRateLimit } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const lang = pickLanguage(String(details.params.ui_locales ?? ''), request.headers['accept-language']);
        const parsed = loginForm.safeParse(request.body);
        const email = parsed.success ? parsed.data.email : '';
        const user = parsed.success ? await accounts.accountByEmail(email) : undefined;
        const valid = parsed.success && user ? await verifyPassword(parsed.data.password, user.passwordHash) : false;
        if (!user || !valid) {
          request.log.info({ email }, 'login refused: invalid credentials');
          return reply
            .status(401)
            .type('text/html')
            .send(
              loginPage({ lang, action: `${OIDC_MOUNT}/interaction/${details.uid}/login`, email, error: 'invalid' }),
            );
        }
        if (user.status !== 'ACTIVE') {
          return reply
            .status(403)
            .type('text/html')
            .send(
              loginPage({ lang, action: `${OIDC_MOUNT}/interaction/${details.uid}/login`, email, error: 'inactive' }),
            );
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
        return reply;
      },
    );
  });
}
