/** The sales tab: created descending, 25 per page; payment status and search filters; rows open to their evidence. */
import { ActionIcon, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORTS } from '@kiosk/common/constants';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { FilterSlot } from '../../components/filter-slot.tsx';
import type { SalePaymentStatus } from '../../generated/graphql.ts';
import { ALL, useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { usePaymentMethodName } from '../../lib/payment-method.ts';
import { useMoney } from '../../lib/session.ts';
import { useDateTime, useTimeZones, withZone, zoneNote } from '../../lib/time-zones.ts';
import { MemberCardFilter } from './member-card-filter.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { SaleDetails } from './sale-details.tsx';
import { periodBounds, type TransactionsPeriod } from './transactions-period.ts';
import { useSalesGrid, type SaleRow } from './transactions.queries.ts';

const STATUSES: SalePaymentStatus[] = ['paid', 'pending', 'not_paid'];

export function SalesTab({ period }: { period: TransactionsPeriod }) {
  const { t } = useTranslation(['transactions', 'errors']);
  const money = useMoney();
  const time = useDateTime();
  const zones = useTimeZones();
  const methodName = usePaymentMethodName();
  const list = useListState<'created', 'status' | 'card'>({
    sort: DEFAULT_SORTS.sales,
    filters: { status: ALL, card: ALL },
  });
  const { state } = list;
  const status = STATUSES.find((s) => s === state.filters.status);
  const filter = {
    ...periodBounds(period),
    pageSize: state.pageSize,
    ...(status ? { paymentStatus: [status] } : {}),
    ...(state.filters.card !== ALL ? { membercardIds: [state.filters.card] } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
  };
  // Where each page after a visited one starts: the next page is read by keyset (as fast deep in a large
  // history as on page 1); a page jumped to directly, or after a reload, by offset.
  const cursors = useRef<{ key: string; next: Map<number, string> }>({ key: '', next: new Map() });
  const filterKey = JSON.stringify(filter);
  if (cursors.current.key !== filterKey) cursors.current = { key: filterKey, next: new Map() };
  const after = cursors.current.next.get(state.page - 1);
  const grid = useSalesGrid({ ...filter, page: state.page, ...(after ? { after } : {}) });
  const nextCursor = grid.data?.nextCursor;
  if (nextCursor && !grid.isPlaceholderData) cursors.current.next.set(state.page, nextCursor);
  const [expanded, setExpanded] = useState<string[]>([]);

  // Each sale at its organization's wall clock (as reports bucket it), the zone said where it differs.
  const note = zoneNote((grid.data?.data ?? []).map((row) => zones.ofOrganization(row.orgId)));

  const toggle = (id: string) =>
    setExpanded((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const columns: DataTableColumn<SaleRow>[] = [
    {
      accessor: 'expand',
      title: '',
      width: 48,
      render: (row) => {
        const open = expanded.includes(row._id);
        return (
          <ActionIcon
            variant="subtle"
            aria-label={t('transactions.sales.expand')}
            aria-expanded={open}
            onClick={() => toggle(row._id)}
            data-testid="sale-expand"
          >
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        );
      },
    },
    {
      accessor: 'created',
      title: withZone(t('transactions.sales.columns.created'), note.header),
      noWrap: true,
      render: (row) => time.format(row.created, { zone: zones.ofOrganization(row.orgId), label: note.perCell }),
    },
    { accessor: 'kiosk', title: t('transactions.sales.columns.kiosk'), render: (row) => row.kiosk?.name ?? '–' },
    {
      accessor: 'items',
      title: t('transactions.sales.columns.items'),
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.itemsPurchased.map((item) => item.productLine.name).join(', ') ||
            t('transactions.sales.itemCount', { count: 0 })}
        </Text>
      ),
    },
    {
      accessor: 'total',
      title: t('transactions.sales.columns.total'),
      textAlign: 'right',
      render: (row) => (
        <>
          {money.format(row.total)}
          {row.refunds.length > 0 && (
            <Text size="xs" c="red">
              {t('transactions.refunds.saleRefunded', { amount: money.format(row.refundedTotal) })}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'payment',
      title: t('transactions.sales.columns.payment'),
      render: (row) =>
        row.paymentMethod.membercardId
          ? t('transactions.sales.memberCard', { card: row.paymentMethod.membercardId })
          : methodName(row.paymentMethod.method),
    },
    {
      accessor: 'paymentStatus',
      title: t('transactions.sales.columns.status'),
      render: (row) => <PaymentStatusBadge status={row.paymentStatus} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('transactions.sales.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          miw={220}
          style={{ flex: '1 1 220px' }}
        />
        <FilterSlot active={(status ? 1 : 0) + (state.filters.card !== ALL ? 1 : 0)}>
          <Select
            label={t('transactions.sales.paymentStatus')}
            value={status ?? ALL}
            onChange={(value) => list.setFilter('status', value ?? ALL)}
            data={[
              { value: ALL, label: t('transactions.sales.allStatuses') },
              ...STATUSES.map((s) => ({ value: s, label: t(`transactions.paymentStatus.${s}`) })),
            ]}
            allowDeselect={false}
            miw={200}
          />
          <MemberCardFilter
            value={state.filters.card}
            onChange={(value) => list.setFilter('card', value)}
            period={periodBounds(period)}
          />
        </FilterSlot>
      </Group>
      <DataTable
        aria-label={t('transactions.sales.tableLabel')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.error ? errorMessage(grid.error, t) : null}
        emptyText={t('transactions.sales.empty')}
        rowExpansion={{
          allowMultiple: true,
          trigger: 'never',
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => <SaleDetails sale={record} />,
        }}
      />
    </Stack>
  );
}
