import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../components/centered-message.tsx';

/** Shown when GET /api/v1/config fails: without it the console cannot sign anyone in. */
export function BootErrorPage() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      title={t('app.boot.title')}
      message={t('app.boot.message')}
      action={<Button onClick={() => window.location.reload()}>{t('app.boot.reload')}</Button>}
    />
  );
}
