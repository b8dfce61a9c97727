import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../role-label.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import type { UserDetail } from '../users.queries.ts';

/** The user's roles in the organizations the caller may see. */
export function UserRolesCard({ roles }: { roles: UserDetail['rolesInOrganizations'] }) {
  const { t } = useTranslation(['users', 'errors']);
  return (
    <SectionCard title={t('detail.roles.title')}>
      {roles.length === 0 ? (
        <Text c="dimmed">{t('detail.roles.empty')}</Text>
      ) : (
        <Table aria-label={t('detail.roles.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.roles.organization')}</Table.Th>
              <Table.Th>{t('detail.roles.role')}</Table.Th>
              <Table.Th>{t('detail.roles.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((entry) => (
              <Table.Tr key={entry.organizationId._id}>
                <Table.Td>{entry.organizationId.name}</Table.Td>
                <Table.Td>{t(roleLabelKey(entry.role))}</Table.Td>
                <Table.Td>
                  <UserStatusBadge status={entry.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
