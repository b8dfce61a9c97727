import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { OIDC_MOUNT } from './provider.ts';
import { pickLanguage, setPasswordPage } from './pages.ts';

const query = z.object({ token: z.string().max(200).default(''), lang: z.string().max(10).optional() });
const form = z.object({ password: z.string().max(1000).default(''), confirm: z.string().max(1000).default('') });

/** Where invitation links point (the embedded identity provider's set-password page). */
export const SET_PASSWORD_PATH = `${OIDC_MOUNT}/set-password`;

/** What the page needs: the users module's invitations (a port). */
export interface PasswordSetting {
  checkToken(token: string): Promise<{ email: string } | undefined>;
  setPassword(
    token: string,
    password: string,
    confirm: string,
  ): Promise<{ ok: true } | { ok: false; error: 'tooShort' | 'mismatch' | 'invalidLink' }>;
}

/**
 * The page an invitation link opens (embedded identity provider only): GET shows the form for a usable
 * token, POST sets the password and uses the token up. Registered next to the provider's routes; the
 * static path wins over the provider's /oidc/* mount.
 */
export async function registerSetPasswordRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: PasswordSetting },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const loginUrl = '/';
    const action = (token: string) => `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

    scope.get(SET_PASSWORD_PATH, async (request, reply) => {
      const parsed = query.safeParse(request.query);
      const token = parsed.success ? parsed.data.token : '';
      const lang = pickLanguage(parsed.success ? parsed.data.lang : undefined, request.headers['accept-language']);
      const found = await invitations.checkToken(token);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!found) return reply.status(400).send(setPasswordPage({ lang, action: '', error: 'invalidLink', loginUrl }));
      return reply.send(setPasswordPage({ lang, action: action(token), email: found.email, loginUrl }));
    });

    scope.post(SET_PASSWORD_PATH, async (request, reply) => {
      const parsedQuery = query.safeParse(request.query);
      const token = parsedQuery.success ? parsedQuery.data.token : '';
      const lang = pickLanguage(
        parsedQuery.success ? parsedQuery.data.lang : undefined,
        request.headers['accept-language'],
      );
      const parsedForm = form.safeParse(request.body ?? {});
      const { password, confirm } = parsedForm.success ? parsedForm.data : { password: '', confirm: '' };
      reply.type('text/html').header('cache-control', 'no-store');
      const found = await invitations.checkToken(token);
      if (!found) return reply.status(400).send(setPasswordPage({ lang, action: '', error: 'invalidLink', loginUrl }));
      const result = await invitations.setPassword(token, password, confirm);
      if (result.ok) return reply.send(setPasswordPage({ lang, action: '', done: true, loginUrl }));
      const status = result.error === 'invalidLink' ? 400 : 422;
      return reply
        .status(status)
        .send(setPasswordPage({ lang, action: action(token), email: found.email, error: result.error, loginUrl }));
    });
  });
}
