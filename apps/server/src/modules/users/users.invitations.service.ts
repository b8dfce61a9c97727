import { SET_PASSWORD_PATH } from '../../auth/oidc/set-password.routes.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@kiosk/common/constants';
import { newPassword } from '@kiosk/common/validation';
import { hashPassword } from '../../auth/passwords.ts';
import type { AuditActor } from '../../db/audit-trail.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { translator } from '../../mail/translate.ts';
import type { PasswordTokensRepository } from './users.password-tokens.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export const INVITATION_JOB = 'users.invitation';
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface InvitationJob {
  userId: string;
  lang: Language;
}

interface Deps {
  users: UsersRepository;
  tokens: PasswordTokensRepository;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Runs the password change as one audited unit of work in the name of the user it belongs to. */
  audited: <T>(actor: AuditActor, work: () => Promise<T>) => Promise<T>;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invitations for the embedded identity provider: a one-time link (token valid 7 days, only its sha256
 * stored) to the set-password page. The token is made by the job that sends the mail, so it is never
 * written anywhere in clear (not even in the job queue).
 */
export function createInvitationsService({ users, tokens, queue, mailer, publicUrl, logger, audited }: Deps) {
  /** The user a usable (unused, unexpired) link belongs to. */
  async function holderOf(token: string) {
    const row = token ? await tokens.findUsable(sha256(token)) : undefined;
    return row ? users.findById(row.userId) : undefined;
  }

  return {
    async invite(userId: string, lang: Language): Promise<void> {
      await queue.send<InvitationJob>(INVITATION_JOB, { userId, lang });
    },

    /** Job handler: makes a fresh token (older ones stop working) and mails the link. */
    async sendInvitation({ userId, lang }: InvitationJob): Promise<void> {
      const user = await users.findById(userId);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await tokens.revokeForUser(user.id);
      await tokens.insert({
        tokenHash: sha256(token),
        userId: user.id,
        purpose: 'invitation',
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
      const t = translator(lang, 'mail');
      const link = `${publicUrl}${SET_PASSWORD_PATH}?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: t('mail.invitation.subject'),
        text: [
          t('mail.invitation.greeting', { name: `${user.firstName} ${user.lastName}`.trim() }),
          '',
          t('mail.invitation.body'),
          link,
          '',
          t('mail.invitation.expiry'),
          t('mail.invitation.ignore'),
        ].join('\n'),
      });
      logger.info({ userId: user.id }, 'invitation sent');
    },

    /** The e-mail of the user the token belongs to, or undefined when the link is invalid, used or expired. */
    async checkToken(token: string): Promise<{ email: string } | undefined> {
      const user = await holderOf(token);
      return user ? { email: user.email } : undefined;
    },

    /**
     * Sets the password and uses up the token, in one transaction with its audit entry (the user is the
     * actor). A bad password leaves the token usable.
     */
    async setPassword(
      token: string,
      password: string,
      confirm: string,
    ): Promise<{ ok: true } | { ok: false; error: 'tooShort' | 'mismatch' | 'invalidLink' }> {
      const parsed = newPassword.safeParse(password);
      if (!parsed.success) return { ok: false, error: 'tooShort' };
      if (password !== confirm) return { ok: false, error: 'mismatch' };
      const passwordHash = await hashPassword(parsed.data);
      const user = await holderOf(token);
      if (!user) return { ok: false, error: 'invalidLink' };
      const actor: AuditActor = { type: 'user', userId: user.id, apiKeyId: null, email: user.email };
      const userId = await audited(actor, async () => {
        // Consumed here, not found above: of two submissions of one link, one wins.
        const consumedBy = await tokens.consume(sha256(token));
        if (consumedBy) await users.update(consumedBy, { passwordHash });
        return consumedBy;
      });
      if (!userId) return { ok: false, error: 'invalidLink' };
      logger.info({ userId }, 'password set through invitation link');
      return { ok: true };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
