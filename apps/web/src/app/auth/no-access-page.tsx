import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../../components/centered-message.tsx';
import type { DenialReason } from '../../lib/access.ts';
import { useAuth } from './auth-context.ts';

interface NoAccessPageProps {
  reason: DenialReason;
}

/** Shown after the local session was removed because the account may not use the console. */
export function NoAccessPage({ reason }: NoAccessPageProps) {
  const { t } = useTranslation();
  const { userManager, denial } = useAuth();

  // Ends the provider session too, so the next sign-in can pick a different account.
  const switchAccount = () => {
    userManager.signoutRedirect({ id_token_hint: denial?.idTokenHint }).catch(() => {
      window.location.assign('/');
    });
  };

  return (
    <CenteredMessage
      title={t('auth.noAccess.title')}
      message={reason === 'USER_INACTIVE' ? t('auth.noAccess.userInactive') : t('auth.noAccess.noConsoleAccess')}
      action={<Button onClick={switchAccount}>{t('auth.noAccess.switchAccount')}</Button>}
    />
  );
}
