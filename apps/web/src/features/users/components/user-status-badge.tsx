import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isActive } from '../user-display.ts';

/** ACTIVE or inactive (spec §3, §4). */
export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(['users', 'errors']);
  const active = isActive(status);
  return (
    <Badge variant="light" tt="none" color={active ? 'teal' : 'gray'}>
      {active ? t('values.status.ACTIVE') : t('values.status.inactive')}
    </Badge>
  );
}
