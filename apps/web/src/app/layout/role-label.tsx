import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';

/** Spec §1: 'Super Admin' for root users, otherwise 'Admin'. */
export function RoleLabel() {
  const { t } = useTranslation();
  const { self } = useSession();
  return (
    <Badge variant="light" tt="none" color={self.root ? 'grape' : 'teal'} data-testid="role-label">
      {self.root ? t('layout.user.rootRole') : t('layout.user.adminRole')}
    </Badge>
  );
}
