/** The refills tab: created descending, 25 per page, filter by mode; Added lines green, Removed red. */
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORTS } from '@kiosk/common/constants';
import { FilterSlot } from '../../components/filter-slot.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ALL, useListState } from '../../lib/list-state.ts';
import { errorMessage } from '../../lib/notify.ts';
import { useMoney } from '../../lib/session.ts';
import { useDateTime, useTimeZones, withZone, zoneNote } from '../../lib/time-zones.ts';
import { periodBounds, type TransactionsPeriod } from './transactions-period.ts';
import { useRefillsGrid, type RefillRow } from './transactions.queries.ts';

const TYPES = ['AUTOMATIC', 'MISSION_CONTROL', 'TABLET', 'PRODUCTS_RETURNED'] as const;
type RefillType = (typeof TYPES)[number];
const isType = (value: string): value is RefillType => (TYPES as readonly string[]).includes(value);

/** Adds decimal strings exactly (cents as integers). */
function sumMoney(amounts: string[]): string {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  return (cents / 100).toFixed(2);
}

export function RefillsTab({ period }: { period: TransactionsPeriod }) {
  const { t } = useTranslation(['transactions', 'errors']);
  const money = useMoney();
  const time = useDateTime();
  const zones = useTimeZones();
  const list = useListState<'created', 'mode'>({ sort: DEFAULT_SORTS.refills, filters: { mode: ALL } });
  const { state } = list;
  const mode = isType(state.filters.mode) ? state.filters.mode : null;
  const grid = useRefillsGrid({
    ...periodBounds(period),
    page: state.page,
    pageSize: state.pageSize,
    ...(mode ? { type: [mode] } : {}),
  });

  // Each refill at its organization's wall clock, the zone said where it differs from the reader's.
  const note = zoneNote((grid.data?.data ?? []).map((row) => zones.ofOrganization(row.orgId)));
  const at = (row: RefillRow, value: string | null | undefined) =>
    time.format(value, { zone: zones.ofOrganization(row.orgId), label: note.perCell });
  const typeLabel = (type: string) => (isType(type) ? t(`transactions.refills.types.${type}`) : type);
  const columns: DataTableColumn<RefillRow>[] = [
    {
      accessor: 'created',
      title: withZone(t('transactions.refills.columns.created'), note.header),
      render: (row) => at(row, row.created),
    },
    { accessor: 'kiosk', title: t('transactions.refills.columns.kiosk'), render: (row) => row.kiosk.name ?? '–' },
    { accessor: 'type', title: t('transactions.refills.columns.type'), render: (row) => typeLabel(row.type) },
    {
      accessor: 'closed',
      title: withZone(t('transactions.refills.columns.closed'), note.header),
      render: (row) => at(row, row.details.sessionClosedAt),
    },
    {
      accessor: 'scale',
      title: t('transactions.refills.columns.entries'),
      render: (row) => (
        <Stack gap={4}>
          {row.scale.map((entry, index) => {
            const added = entry.status === 'Added';
            return (
              <Group key={`${entry.cellId}-${index}`} gap={6} wrap="nowrap" data-testid="refill-entry">
                <Badge color={added ? 'green' : 'red'} variant="light" autoContrast size="sm">
                  {added ? t('transactions.refills.added') : t('transactions.refills.removed')}
                </Badge>
                <Text size="sm">
                  {`${Math.abs(entry.count)} × ${entry.productLine.name} (${entry.cellId}), ${money.format(entry.refillCost)}`}
                </Text>
              </Group>
            );
          })}
        </Stack>
      ),
    },
    {
      accessor: 'cost',
      title: t('transactions.refills.columns.cost'),
      textAlign: 'right',
      render: (row) => money.format(sumMoney(row.scale.map((entry) => entry.refillCost))),
    },
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <FilterSlot active={mode ? 1 : 0}>
          <Select
            label={t('transactions.refills.type')}
            value={mode ?? ALL}
            onChange={(value) => list.setFilter('mode', value ?? ALL)}
            data={[
              { value: ALL, label: t('transactions.refills.allTypes') },
              ...TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
            ]}
            allowDeselect={false}
            miw={220}
          />
        </FilterSlot>
      </Group>
      <DataTable
        aria-label={t('transactions.refills.tableLabel')}
        list={list}
        focusableScroll
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.error ? errorMessage(grid.error, t) : null}
        emptyText={t('transactions.refills.empty')}
      />
    </Stack>
  );
}
