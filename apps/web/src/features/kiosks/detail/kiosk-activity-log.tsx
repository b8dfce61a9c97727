import { Badge, Group, Select, Text } from '@mantine/core';
import {
  IconAccessPoint,
  IconAlertTriangle,
  IconCreditCard,
  IconDoor,
  IconPlugConnected,
  IconScale,
  IconSend,
  IconShieldLock,
  IconShoppingCart,
  IconTemperature,
} from '@tabler/icons-react';
import { PAGE_SIZE } from '@kiosk/common/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDateTime } from '../../../lib/time-zones.ts';
import { ALL, useListState } from '../../../lib/list-state.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useKioskActivities, type KioskActivity } from '../kiosk-detail.queries.ts';
import { activityDetails, activityTypeKey, isActivityCategory, type ActivityCategory } from '../kiosk-detail-format.ts';
import { presetRange, RANGE_PRESETS, type RangePreset } from '../temperature-log.ts';

const CATEGORY_ICONS: Record<ActivityCategory, typeof IconDoor> = {
  session: IconShoppingCart,
  door: IconDoor,
  payment: IconCreditCard,
  scale: IconScale,
  terminal: IconPlugConnected,
  network: IconAccessPoint,
  access: IconShieldLock,
  sensor: IconTemperature,
  command: IconSend,
};

const ACTIVITY_DEFAULTS = {
  sort: { field: 'ts' as const, order: 'desc' as const },
  sortFields: ['ts'] as const,
  pageSize: PAGE_SIZE,
  filters: { period: ALL },
};

function isPreset(value: string): value is RangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value);
}

/**
 * The kiosk's activity log (spec §2): device events, network changes and commands, 25 a page,
 * newest first, optionally within the last 24 hours, 7 or 30 days. Paging and period are in the URL.
 */
export function KioskActivityLog({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('kiosks');
  // Times at the kiosk's organization's wall clock (the page's zone, noted under its title).
  const time = useDateTime();
  const list = useListState<'ts', 'period'>(ACTIVITY_DEFAULTS);
  const { state } = list;
  const periodValue = state.filters.period;
  // The period starts when it is chosen (or the page opens), so the query key stays put meanwhile.
  const period = useMemo(() => (isPreset(periodValue) ? presetRange(periodValue, new Date()) : null), [periodValue]);
  const activities = useKioskActivities(kioskId, {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort.order,
    period,
  });

  const typeLabel = (type: string) => {
    const key = `kiosks.page.activity.types.${activityTypeKey(type)}`;
    return t(key as 'kiosks.page.activity.types.door', { defaultValue: type });
  };

  const columns: DataTableColumn<KioskActivity>[] = [
    {
      accessor: 'ts',
      title: t('kiosks.page.activity.columns.time'),
      sortable: true,
      noWrap: true,
      render: (row) => time.format(row.ts),
    },
    {
      accessor: 'category',
      title: t('kiosks.page.activity.columns.category'),
      noWrap: true,
      render: (row) => {
        const known = isActivityCategory(row.category);
        const Icon = known ? CATEGORY_ICONS[row.category as ActivityCategory] : IconAlertTriangle;
        return (
          <Badge variant="light" color="gray" leftSection={<Icon size={12} aria-hidden />}>
            {known ? t(`kiosks.page.activity.categories.${row.category as ActivityCategory}`) : row.category}
          </Badge>
        );
      },
    },
    { accessor: 'type', title: t('kiosks.page.activity.columns.type'), render: (row) => typeLabel(row.type) },
    {
      accessor: 'details',
      title: t('kiosks.page.activity.columns.details'),
      render: (row) => {
        const pairs = activityDetails(row.details, row.type);
        if (pairs.length === 0) return '';
        return (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {pairs.map(([key, value]) => (key ? `${key}: ${value}` : value)).join(' · ')}
          </Text>
        );
      },
    },
  ];

  return (
    <SectionCard
      title={t('kiosks.page.activity.title')}
      actions={
        <Group gap="xs">
          <Select
            size="xs"
            label={t('kiosks.page.activity.period')}
            data={[
              { value: ALL, label: t('kiosks.page.ranges.all') },
              ...RANGE_PRESETS.map((value) => ({ value, label: t(`kiosks.page.ranges.${value}`) })),
            ]}
            value={periodValue}
            onChange={(value) => list.setFilter('period', value ?? ALL)}
            allowDeselect={false}
            w={170}
          />
        </Group>
      }
    >
      <DataTable
        aria-label={t('kiosks.page.activity.title')}
        list={list}
        columns={columns}
        records={activities.data?.data}
        totalRecords={activities.data?.total}
        fetching={activities.isFetching}
        error={activities.isError ? errorMessage(activities.error, t) : null}
        emptyText={t('kiosks.page.activity.empty')}
      />
    </SectionCard>
  );
}
