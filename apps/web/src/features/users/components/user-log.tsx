import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/session.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import type { UserTransactionsSortField } from '../../../generated/graphql.ts';
import { useListState } from '../../../lib/list-state.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useDateTime, useTimeZones, withZone, zoneNote } from '../../../lib/time-zones.ts';
import { itemsSummary, kioskNames } from '../user-display.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { useUserTransactions, type UserTransaction } from '../users.queries.ts';

const LOG_SORT_FIELDS = ['created', 'total'] as const satisfies readonly UserTransactionsSortField[];

/** The user log: this user's purchases, newest first, totals in the working currency (spec §2, §4). */
export function UserLog({ userId }: { userId: string }) {
  const { t } = useTranslation(['users', 'errors']);
  const money = useMoney();
  const time = useDateTime();
  const zones = useTimeZones();
  const list = useListState<UserTransactionsSortField>({
    sort: { field: 'created', order: 'desc' },
    sortFields: LOG_SORT_FIELDS,
  });
  const { state } = list;
  const search = state.search.trim();
  const log = useUserTransactions({
    userId,
    skip: state.page * state.pageSize,
    limit: state.pageSize,
    ...(search ? { search } : {}),
    sort: { field: state.sort.field, order: state.sort.order },
  });

  // Each purchase at its organization's wall clock, the zone said where it differs from the reader's.
  const note = zoneNote((log.data?.data ?? []).map((sale) => zones.ofOrganization(sale.orgId)));
  const columns: DataTableColumn<UserTransaction>[] = [
    {
      accessor: 'created',
      title: withZone(t('detail.log.date'), note.header),
      sortable: true,
      render: (sale) => time.format(sale.created, { zone: zones.ofOrganization(sale.orgId), label: note.perCell }),
    },
    {
      accessor: 'total',
      title: t('detail.log.total'),
      sortable: true,
      textAlign: 'right',
      render: (sale) => money.format(sale.total),
    },
    {
      accessor: 'refundedTotal',
      title: t('detail.log.refunded'),
      textAlign: 'right',
      render: (sale) => (Number(sale.refundedTotal) > 0 ? `−${money.format(sale.refundedTotal)}` : '–'),
    },
    { accessor: 'itemsPurchased', title: t('detail.log.items'), render: (sale) => itemsSummary(sale.itemsPurchased) },
    { accessor: 'kiosk', title: t('detail.log.kiosk'), render: (sale) => kioskNames(sale.itemsPurchased) || '–' },
  ];

  return (
    <SectionCard title={t('detail.log.title')}>
      <ListToolbar list={list} searchLabel={t('detail.log.search')} />
      <DataTable
        aria-label={t('detail.log.tableLabel')}
        list={list}
        columns={columns}
        records={log.data?.data}
        totalRecords={log.data?.total}
        fetching={log.isFetching}
        error={log.isError ? errorMessage(log.error, t) : null}
        emptyText={t('detail.log.empty')}
      />
    </SectionCard>
  );
}
