import { Anchor, Button, Group } from '@mantine/core';
import { IconFiles, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ListToolbar, type ToolbarFilter } from '../../components/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { MyExportsPanel } from '../../components/my-exports-panel.tsx';
import { RootBadge } from './components/root-badge.tsx';
import { fullName } from './user-display.ts';
import { UserExportMenu } from './components/user-export-menu.tsx';
import { paths } from '../../lib/paths.ts';
import { UserRolesCell } from './components/user-roles-cell.tsx';
import { UserStatusBadge } from './components/user-status-badge.tsx';
import { USERS_EXPORT_KIND } from './users.export.ts';
import { USERS_LIST_DEFAULTS, usersGridInput, type UserFilterKey } from './users-grid-input.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { useUsersGrid, type UserRow } from './users.queries.ts';

/** /users: search by name or e-mail, filter by organization, role and status (spec §2, §9). */
export function UserListPage() {
  const { t } = useTranslation(['users', 'errors']);
  const list = useListState(USERS_LIST_DEFAULTS);
  const grid = useUsersGrid(usersGridInput(list.state));
  const organizations = useAllOrganizations();
  const [exportsShown, setExportsShown] = useState(false);

  const filters = useMemo<ToolbarFilter<UserFilterKey>[]>(
    () => [
      {
        key: 'organization',
        label: t('list.filters.organization'),
        options: (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name })),
      },
      {
        key: 'role',
        label: t('list.filters.role'),
        options: [
          { value: 'admin', label: t('values.role.admin') },
          { value: 'consumer', label: t('values.role.consumer') },
        ],
      },
      {
        key: 'status',
        label: t('list.filters.status'),
        options: [
          { value: 'ACTIVE', label: t('values.status.ACTIVE') },
          { value: 'inactive', label: t('values.status.inactive') },
        ],
      },
    ],
    [organizations.data, t],
  );

  const columns: DataTableColumn<UserRow>[] = [
    {
      accessor: 'firstName',
      title: t('list.columns.name'),
      sortable: true,
      render: (user) => (
        <Anchor component={Link} to={paths.users.detail(user._id)}>
          {fullName(user)}
        </Anchor>
      ),
    },
    { accessor: 'email', title: t('list.columns.email'), sortable: true },
    {
      accessor: 'rolesInOrganizations',
      title: t('list.columns.roles'),
      render: (user) => <UserRolesCell roles={user.rolesInOrganizations} />,
    },
    {
      accessor: 'status',
      title: t('list.columns.status'),
      sortable: true,
      render: (user) => <UserStatusBadge status={user.status} />,
    },
    { accessor: 'root', title: t('list.columns.root'), render: (user) => (user.root ? <RootBadge /> : null) },
  ];

  return (
    <>
      <PageHeader title={t('list.page.title')}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFiles size={16} aria-hidden />}
            onClick={() => setExportsShown((shown) => !shown)}
            aria-pressed={exportsShown}
          >
            {t('list.page.myExports')}
          </Button>
          <UserExportMenu onExported={() => setExportsShown(true)} />
          <Button component={Link} to={paths.users.create} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.page.newUser')}
          </Button>
        </Group>
      </PageHeader>
      {exportsShown ? <MyExportsPanel kind={USERS_EXPORT_KIND} onClose={() => setExportsShown(false)} /> : null}
      <ListToolbar list={list} searchLabel={t('list.page.search')} filters={filters} />
      <DataTable
        aria-label={t('list.page.tableLabel')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.isError ? errorMessage(grid.error, t) : null}
        rowHref={(user) => paths.users.detail(user._id)}
        emptyText={t('list.page.empty')}
      />
    </>
  );
}
