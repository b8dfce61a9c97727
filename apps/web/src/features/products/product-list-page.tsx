/**
 * /products (spec §2, §9): 25 per page, name ascending; search by name, article number or EAN;
 * filters category, manufacturer and family; archived products hidden unless asked for; export of
 * the filtered list. All list state is in the URL.
 */
import { Anchor, Avatar, Badge, Box, Button, Group, Switch, Text } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../lib/session.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { ProductLineSortField } from '../../generated/graphql.ts';
import { useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { MyExportsPanel } from '../../components/my-exports-panel.tsx';
import { ProductExportMenu } from './components/product-export-menu.tsx';
import { PRODUCTS_LIST_DEFAULTS, productsGridInput, type ProductFilterKey } from './products-grid-input.ts';
import { PRODUCT_LIST_EXPORT_KIND } from './products.export.ts';
import { useProductFilterOptions, useProductGrid, type ProductRow } from './products.queries.ts';
import { paths } from '../../lib/paths.ts';

export function ProductListPage() {
  const { t } = useTranslation('products');
  const money = useMoney();
  const list = useListState<ProductLineSortField, ProductFilterKey>(PRODUCTS_LIST_DEFAULTS);
  const { state } = list;
  const options = useProductFilterOptions();

  const input = useMemo(() => productsGridInput(state), [state]);
  const grid = useProductGrid(input);

  const families = useMemo(() => options.data?.getProductFamilies ?? [], [options.data]);
  const categories = useMemo(
    () => [...new Set(families.flatMap((family) => family.category))].sort((a, b) => a.localeCompare(b)),
    [families],
  );

  const columns: DataTableColumn<ProductRow>[] = [
    {
      accessor: 'thumbnail',
      title: t('products.list.columns.image'),
      card: 'media',
      width: 64,
      render: (row) => (
        <Avatar src={row.thumbnail} alt={t('products.list.thumbnailAlt', { name: row.name })} radius="sm" size={40}>
          <IconPackage size={20} aria-hidden />
        </Avatar>
      ),
    },
    {
      accessor: 'name',
      title: t('products.list.columns.name'),
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.products.detail(row._id)} fw={500}>
            {row.name}
          </Anchor>
          {row.archived ? (
            <Badge color="gray" variant="light" size="sm">
              {t('products.list.archivedBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'articleNumber', title: t('products.list.columns.articleNumber'), sortable: true },
    {
      accessor: 'ean',
      title: t('products.list.columns.ean'),
      render: (row) => row.packagingOptions[0]?.ean ?? '',
    },
    { accessor: 'category', title: t('products.list.columns.category'), sortable: true },
    { accessor: 'manufacturer', title: t('products.list.columns.manufacturer'), sortable: true },
    {
      accessor: 'defaultPrice',
      title: t('products.list.columns.price'),
      sortable: true,
      textAlign: 'right',
      render: (row) => <Text size="sm">{money.format(row.defaultPrice)}</Text>,
    },
  ];

  return (
    <>
      <PageHeader title={t('products.list.title')}>
        <Group gap="sm">
          <ProductExportMenu filters={input} />
          <Button component={Link} to={paths.products.create} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('products.list.newProduct')}
          </Button>
        </Group>
      </PageHeader>
      <ListToolbar
        list={list}
        searchLabel={t('products.list.search')}
        filters={[
          {
            key: 'category',
            label: t('products.list.filters.category'),
            options: categories.map((category) => ({ value: category, label: category })),
          },
          {
            key: 'manufacturer',
            label: t('products.list.filters.manufacturer'),
            options: (options.data?.getManufacturers ?? []).map((name) => ({ value: name, label: name })),
          },
          {
            key: 'familyId',
            label: t('products.list.filters.family'),
            options: families.map((family) => ({ value: family._id, label: family.name })),
          },
        ]}
        activeChildren={input.includeArchived === true ? 1 : 0}
      >
        <Switch
          label={t('products.list.showArchived')}
          checked={input.includeArchived === true}
          onChange={(event) => list.setFilter('archived', event.currentTarget.checked ? 'show' : 'hide')}
          mb={8}
        />
      </ListToolbar>
      <DataTable
        aria-label={t('products.list.title')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.isError ? errorMessage(grid.error, t) : null}
        rowHref={(row) => paths.products.detail(row._id)}
        emptyText={t('products.list.empty')}
      />
      <Box mt="lg">
        <MyExportsPanel kind={PRODUCT_LIST_EXPORT_KIND} />
      </Box>
    </>
  );
}
