import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../role-label.ts';
import type { UserRow } from '../users.queries.ts';

/** "Admin · Nord GmbH" per role the caller may see. */
export function UserRolesCell({ roles }: { roles: UserRow['rolesInOrganizations'] }) {
  const { t } = useTranslation(['users', 'errors']);
  if (roles.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((entry, index) => (
        <Text key={entry.organizationId._id} size="sm" component="span">
          {t(roleLabelKey(entry.role))} · {entry.organizationId.name}
          {index < roles.length - 1 ? ';' : ''}
        </Text>
      ))}
    </Group>
  );
}
