/** The products tab: per product line sold, refilled, removed and money of the period, sold descending. */
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORTS } from '@kiosk/common/constants';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { useMoney } from '../../lib/session.ts';
import { periodBounds, type TransactionsPeriod } from './transactions-period.ts';
import { useProductLinesStatistics, type ProductStatisticsRow } from './transactions.queries.ts';

export function ProductsTab({ period }: { period: TransactionsPeriod }) {
  const { t } = useTranslation(['transactions', 'errors']);
  const money = useMoney();
  const list = useListState<'sold'>({ sort: DEFAULT_SORTS.productSales });
  const { state } = list;
  const grid = useProductLinesStatistics({ ...periodBounds(period), page: state.page, pageSize: state.pageSize });
  const amount = (value: string | null | undefined) => (value ? money.format(value) : '–');
  const columns: DataTableColumn<ProductStatisticsRow>[] = [
    { accessor: 'productLine.name', title: t('transactions.products.columns.product') },
    { accessor: 'sold', title: t('transactions.products.columns.sold'), textAlign: 'right' },
    { accessor: 'refilled', title: t('transactions.products.columns.refilled'), textAlign: 'right' },
    { accessor: 'removed', title: t('transactions.products.columns.removed'), textAlign: 'right' },
    {
      accessor: 'totalGrossSales',
      title: t('transactions.products.columns.totalGrossSales'),
      textAlign: 'right',
      render: (row) => amount(row.totalGrossSales),
    },
    {
      accessor: 'totalCost',
      title: t('transactions.products.columns.totalCost'),
      textAlign: 'right',
      render: (row) => amount(row.totalCost),
    },
    {
      accessor: 'totalRemovedCost',
      title: t('transactions.products.columns.totalRemovedCost'),
      textAlign: 'right',
      render: (row) => amount(row.totalRemovedCost),
    },
    {
      accessor: 'defaultPrice',
      title: t('transactions.products.columns.defaultPrice'),
      textAlign: 'right',
      render: (row) => amount(row.productLine.defaultPrice),
    },
    {
      accessor: 'defaultCost',
      title: t('transactions.products.columns.defaultCost'),
      textAlign: 'right',
      render: (row) => amount(row.productLine.defaultCost),
    },
  ];
  return (
    <DataTable
      aria-label={t('transactions.products.tableLabel')}
      list={list}
      focusableScroll
      columns={columns}
      records={grid.data?.data.map((row, index) => ({
        ...row,
        _id: row.productLine._id ?? `name-${row.productLine.name}-${index}`,
      }))}
      totalRecords={grid.data?.total}
      fetching={grid.isFetching}
      error={grid.error ? errorMessage(grid.error, t) : null}
      emptyText={t('transactions.products.empty')}
    />
  );
}
