import { Button } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../../components/centered-message.tsx';
import { hasOrganization, workingCurrency } from '../../lib/access.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { applyLanguage, isLanguage } from '../../lib/i18n.ts';
import type { Self, SessionContextValue } from '../../lib/session.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * What the console's and the field app's session gates share: the signed-in user's language applied,
 * and the session value (working currency, whether they belong to an organization) once getSelf answered.
 */
export function useSessionValue(self: Self | undefined): SessionContextValue | null {
  const language = self?.language;
  useEffect(() => {
    if (isLanguage(language)) applyLanguage(language);
  }, [language]);
  return useMemo<SessionContextValue | null>(
    () => (self ? { self, currency: workingCurrency(self), hasOrganization: hasOrganization(self) } : null),
    [self],
  );
}

/** getSelf failed: sign in again when the session is gone, else retry. */
export function SessionLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const unauthenticated = error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED';
  return (
    <CenteredMessage
      title={t('auth.session.loadFailedTitle')}
      message={t('auth.session.loadFailedMessage')}
      action={
        unauthenticated ? (
          <Button onClick={() => void signOut()}>{t('auth.session.signInAgain')}</Button>
        ) : (
          <Button onClick={onRetry}>{t('auth.session.retry')}</Button>
        )
      }
    />
  );
}
