import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { NotAvailable } from '../../components/not-available.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  const { self } = useSession();
  return (
    <>
      <PageHeader title={t('layout.nav.dashboard')} />
      <Text size="lg" mb="md">
        {t('dashboard.page.greeting', { name: self.firstName?.trim() || displayName(self) })}
      </Text>
      <NotAvailable message={t('dashboard.page.figuresNotAvailable')} />
    </>
  );
}
