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
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@kiosk/common/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleFilters } from '../../../components/collapsible-filters.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDateTime } from '../../../lib/time-zones.ts';
import { ALL, useListState } from '../../../lib/list-state.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { usePaymentMethodName } from '../../../lib/payment-method.ts';
import { useMoney } from '../../../lib/session.ts';
import { activityDetailParts } from '../activity-details.ts';
import { useKioskActivities, type KioskActivity } from '../kiosk-detail.queries.ts';
import {
  activityTypeKey,
  commandStatusColor,
  isActivityCategory,
  isCommandStatus,
  isCommandType,
} from '../kiosk-detail-format.ts';
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

/** A badge keeps its whole word in a narrow column instead of an ellipsis ("COMMA…"). */
const BADGE_STYLES = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

const ACTIVITY_DEFAULTS = {
  sort: { field: 'ts' as const, order: 'desc' as const },
  sortFields: ['ts'] as const,
  pageSize: PAGE_SIZE,
  filters: { period: ALL, category: ALL },
};

function isPreset(value: string): value is RangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value);
}

/** The command an entry is about (its type and status), read from the entry's details. */
function commandOf(row: KioskActivity): { type: string; status: string } | null {
  if (row.category !== 'command') return null;
  try {
    const details = JSON.parse(row.details) as { type?: unknown; status?: unknown };
    return {
      type: typeof details.type === 'string' ? details.type : '',
      status: typeof details.status === 'string' ? details.status : row.type.replace(/^command\./, ''),
    };
  } catch {
    return null;
  }
}

/**
 * The kiosk's activity log (spec §2): device events, network changes and commands — each command once,
 * with its status now — 25 a page, newest first, optionally of one category and within the last 24 hours,
 * 7 or 30 days. Details read as phrases in the UI language. Paging, period and category are in the URL.
 */
export function KioskActivityLog({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('kiosks');
  // Times at the kiosk's organization's wall clock (the page's zone, noted under its title).
  const time = useDateTime();
  const money = useMoney();
  const methodName = usePaymentMethodName();
  const list = useListState<'ts', 'period' | 'category'>(ACTIVITY_DEFAULTS);
  const { state } = list;
  const periodValue = state.filters.period;
  const category = ACTIVITY_CATEGORIES.find((value) => value === state.filters.category);
  // The period starts when it is chosen (or the page opens), so the query key stays put meanwhile.
  const period = useMemo(() => (isPreset(periodValue) ? presetRange(periodValue, new Date()) : null), [periodValue]);
  const activities = useKioskActivities(kioskId, {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort.order,
    period,
    ...(category ? { categories: [category] } : {}),
  });

  const typeLabel = (type: string) => {
    const key = `kiosks.page.activity.types.${activityTypeKey(type)}`;
    return t(key as 'kiosks.page.activity.types.door', { defaultValue: type });
  };
  const text = {
    t: (key: string, options?: Record<string, unknown>) => t(key as 'kiosks.page.activity.title', options ?? {}),
    time: (iso: string) => time.format(iso),
    money: (amount: string) => money.format(amount),
    method: methodName,
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
          <Badge variant="light" color="gray" leftSection={<Icon size={12} aria-hidden />} styles={BADGE_STYLES}>
            {known ? t(`kiosks.page.activity.categories.${row.category as ActivityCategory}`) : row.category}
          </Badge>
        );
      },
    },
    {
      accessor: 'type',
      title: t('kiosks.page.activity.columns.type'),
      render: (row) => {
        const command = commandOf(row);
        if (!command) return typeLabel(row.type);
        return (
          <Group gap={6} wrap="wrap">
            <Text size="sm">
              {isCommandType(command.type) ? t(`kiosks.page.commandTypes.${command.type}`) : command.type}
            </Text>
            <Badge color={commandStatusColor(command.status)} variant="light" styles={BADGE_STYLES}>
              {isCommandStatus(command.status) ? t(`kiosks.page.commandStatus.${command.status}`) : command.status}
            </Badge>
          </Group>
        );
      },
    },
    {
      accessor: 'details',
      title: t('kiosks.page.activity.columns.details'),
      render: (row) => {
        const parts = activityDetailParts(row.type, row.details, text);
        if (parts.length === 0) return '';
        return (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {parts.join(' · ')}
          </Text>
        );
      },
    },
  ];

  return (
    <SectionCard
      title={t('kiosks.page.activity.title')}
      actions={
        <CollapsibleFilters active={(category ? 1 : 0) + (periodValue !== ALL ? 1 : 0)}>
          <Select
            size="xs"
            label={t('kiosks.page.activity.category')}
            data={[
              { value: ALL, label: t('kiosks.page.activity.allCategories') },
              ...ACTIVITY_CATEGORIES.map((value) => ({ value, label: t(`kiosks.page.activity.categories.${value}`) })),
            ]}
            value={category ?? ALL}
            onChange={(value) => list.setFilter('category', value ?? ALL)}
            allowDeselect={false}
            // All ten choices at once: a list that scrolls has nothing focusable to scroll it by keyboard.
            maxDropdownHeight={400}
            w={{ base: '100%', sm: 170 }}
            data-testid="activity-category"
          />
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
            w={{ base: '100%', sm: 170 }}
          />
        </CollapsibleFilters>
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
