import { EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NotAvailableProps {
  message?: string;
}

/** The honest state of a screen that later work will build. */
export function NotAvailable({ message }: NotAvailableProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      icon={<IconTools aria-hidden />}
      withIndicatorBackground
      description={message ?? t('pages.placeholder.notAvailable')}
    />
  );
}
