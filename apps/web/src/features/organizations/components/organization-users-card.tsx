import { Anchor, Badge, EmptyState, Table } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { OrganizationDetail } from '../organizations.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationUsersCardProps {
  users: OrganizationDetail['users'];
}

/** Members of the organization with their role and status; each links to the user's page. */
export function OrganizationUsersCard({ users }: OrganizationUsersCardProps) {
  const { t } = useTranslation('organizations');
  const role = (value: string) =>
    value === 'admin' || value === 'consumer' ? t(`organizations.detail.users.roles.${value}`) : value;
  const status = (value: string) =>
    value === 'ACTIVE' || value === 'inactive' ? t(`organizations.detail.users.statuses.${value}`) : value;

  return (
    <SectionCard title={t('organizations.detail.users.title')}>
      {users.length === 0 ? (
        <EmptyState icon={<IconUsers aria-hidden />} description={t('organizations.detail.users.empty')} py="md" />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('organizations.detail.users.columns.name')}</Table.Th>
                <Table.Th>{t('organizations.detail.users.columns.email')}</Table.Th>
                <Table.Th>{t('organizations.detail.users.columns.role')}</Table.Th>
                <Table.Th>{t('organizations.detail.users.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.users.detail(user._id)}>
                      {`${user.firstName} ${user.lastName}`.trim() || user.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{role(user.role)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={user.status === 'ACTIVE' ? 'teal' : 'gray'}>
                      {status(user.status)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
