import { ORGANIZATION_TYPES } from '@kiosk/common/constants';
import { Anchor, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ListToolbar, type ToolbarFilter } from '../../components/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { OrganizationThumbnail } from './components/organization-thumbnail.tsx';
import { paths } from '../../lib/paths.ts';
import {
  facetOptions,
  ORGANIZATIONS_LIST_DEFAULTS,
  organizationsGridInput,
  type FilterKey,
  type SortField,
} from './organizations-grid-input.ts';
import { useOrganizationsGrid, type OrganizationRow } from './organizations.queries.ts';

/** /organizations: the paged, sortable, searchable list with the grid's facets as filters (spec §2, §9). */
export function OrganizationListPage() {
  const { t } = useTranslation('organizations');
  const list = useListState<SortField, FilterKey>(ORGANIZATIONS_LIST_DEFAULTS);
  const input = useMemo(() => organizationsGridInput(list.state), [list.state]);
  const grid = useOrganizationsGrid(input);
  const facets = grid.data;
  const { filters } = list.state;

  const toolbarFilters: ToolbarFilter<FilterKey>[] = [
    {
      key: 'country',
      label: t('organizations.list.filters.country'),
      options: facetOptions(facets?.countries ?? [], filters.country),
    },
    {
      key: 'city',
      label: t('organizations.list.filters.city'),
      options: facetOptions(facets?.cities ?? [], filters.city),
    },
    {
      key: 'zipcode',
      label: t('organizations.list.filters.zipcode'),
      options: facetOptions(facets?.zipcodes ?? [], filters.zipcode),
    },
    {
      key: 'type',
      label: t('organizations.list.filters.type'),
      options: ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`organizations.types.${type}`) })),
    },
    {
      key: 'parent',
      label: t('organizations.list.filters.parent'),
      options: (facets?.parentOrg ?? []).map((org) => ({ value: org._id, label: org.name })),
    },
  ];

  const columns: DataTableColumn<OrganizationRow>[] = [
    {
      accessor: 'imageUrl',
      title: t('organizations.list.columns.image'),
      card: 'media',
      width: 72,
      render: (org) => (
        <OrganizationThumbnail
          imageUrl={org.imageUrl}
          alt={org.imageUrl ? org.name : t('organizations.list.noImage')}
        />
      ),
    },
    {
      accessor: 'name',
      title: t('organizations.list.columns.name'),
      sortable: true,
      render: (org) => (
        <Anchor component={Link} to={paths.organizations.detail(org._id)} fw={500}>
          {org.name}
        </Anchor>
      ),
    },
    {
      accessor: 'type',
      title: t('organizations.list.columns.type'),
      sortable: true,
      render: (org) => t(`organizations.types.${org.type}`),
    },
    {
      accessor: 'city',
      title: t('organizations.list.columns.city'),
      sortable: true,
      render: (org) => org.address.city ?? '',
    },
    {
      accessor: 'country',
      title: t('organizations.list.columns.country'),
      sortable: true,
      render: (org) => org.address.country ?? '',
    },
    {
      accessor: 'parentOrg',
      title: t('organizations.list.columns.parent'),
      render: (org) =>
        org.parentOrg ? (
          org.parentOrg.name
        ) : (
          <Text span c="dimmed" size="sm">
            {t('organizations.list.topLevel')}
          </Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('organizations.list.title')}>
        <Button component={Link} to={paths.organizations.create} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('organizations.list.new')}
        </Button>
      </PageHeader>
      <ListToolbar list={list} searchLabel={t('organizations.list.search')} filters={toolbarFilters} />
      <DataTable
        aria-label={t('organizations.list.tableLabel')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.error ? errorMessage(grid.error, t) : null}
        emptyText={t('organizations.list.empty')}
        rowHref={(org) => paths.organizations.detail(org._id)}
      />
    </>
  );
}
