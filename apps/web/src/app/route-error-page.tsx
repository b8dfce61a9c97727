import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../components/centered-message.tsx';

/** Route error boundary: typically a lazy chunk that failed to load after a redeploy. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      title={t('app.routeError.title')}
      message={t('app.routeError.message')}
      action={<Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>}
    />
  );
}
