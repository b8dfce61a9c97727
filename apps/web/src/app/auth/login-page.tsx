import { Button } from '@mantine/core';
import { DURATIONS } from '@kiosk/common/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '../../components/centered-message.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useAuth } from './auth-context.ts';
import { authStorage } from './auth-storage.ts';
import { isCallbackHash, safeReturnPath } from './callback.ts';

/**
 * The login handler at /login (spec §2): with a callback in the URL hash it completes sign-in and
 * returns to the stored page after 500 ms; without one it starts sign-in at the provider.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { user, completeSignIn, startSignIn } = useAuth();
  const navigate = useNavigate();
  const [isCallback] = useState(() => isCallbackHash(window.location.hash));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Runs once per visit (React's dev double-invoke must not redeem the code twice).
    if (started.current) return;
    started.current = true;
    const returnTo = () => {
      const target = safeReturnPath(authStorage.getReturnTo());
      authStorage.setReturnTo(null);
      return target;
    };
    const run = async () => {
      if (isCallback) {
        await completeSignIn();
        const target = returnTo();
        window.setTimeout(() => void navigate(target, { replace: true }), DURATIONS.loginRedirectMs);
      } else if (user) {
        void navigate(returnTo(), { replace: true });
      } else {
        await startSignIn();
      }
    };
    run().catch((error: unknown) => {
      const description =
        error &&
        typeof error === 'object' &&
        'error_description' in error &&
        typeof error.error_description === 'string'
          ? error.error_description
          : error instanceof Error
            ? error.message
            : '';
      setFailure(description);
    });
  }, [isCallback, user, completeSignIn, startSignIn, navigate]);

  if (failure !== null) {
    const retry = () => {
      window.history.replaceState(null, '', window.location.pathname);
      setFailure(null);
      void startSignIn();
    };
    return (
      <CenteredMessage
        title={t('auth.login.failed')}
        message={failure}
        action={<Button onClick={retry}>{t('auth.login.retry')}</Button>}
      />
    );
  }
  return <FullPageLoader label={isCallback ? t('auth.login.processing') : t('auth.login.redirecting')} />;
}
