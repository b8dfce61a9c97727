import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2: a user with no organization cannot use this page. */
export function NoOrganizationNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconLock aria-hidden />} role="alert">
      {t('pages.noOrganization.message')}
    </Alert>
  );
}
