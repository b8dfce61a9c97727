import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a root user, labelled Super Admin (spec §6). */
export function RootBadge() {
  const { t } = useTranslation(['users', 'errors']);
  return (
    <Badge variant="light" tt="none" color="grape">
      {t('values.root.label')}
    </Badge>
  );
}
