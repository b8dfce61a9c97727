/**
 * /kiosks (spec §2, §4, §9): 25 per page, name ascending; search by name or serial number; filters
 * organization, network, service status, door and tag. Each row shows the kiosk's last reported
 * state: network, door, session, up to four temperatures in °C, in/out of service, and today's income
 * (sortable on the server; spec §3 dayIncome) in the working currency. All list state is in the URL.
 */
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KIOSK_DOOR_FILTERS, KIOSK_NETWORK_FILTERS, KIOSK_SERVICE_FILTERS } from '@kiosk/common/validation';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { KioskSortField } from '../../generated/graphql.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { localeFor } from '../../lib/format.ts';
import { useListState } from '../../lib/list-state.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { errorMessage } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useMoney } from '../../lib/session.ts';
import { useTimeZones } from '../../lib/time-zones.ts';
import { InventoryExportMenu } from './inventory/inventory-export-menu.tsx';
import { KIOSKS_LIST_DEFAULTS, kiosksGridInput, type KioskFilterKey } from './kiosks-grid-input.ts';
import { sessionLabelKey } from './kiosk-session.ts';
import { KioskScheduleBadge } from './settings/kiosk-schedule-badge.tsx';
import { useKioskTags, useKiosksGrid, type KioskRow } from './kiosks.queries.ts';
import { useKioskListChanges } from './use-kiosk-changes.ts';
import { useNow } from './use-now.ts';

/** A status badge keeps its whole word in a narrow column instead of an ellipsis. */
const BADGE_STYLES = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** At most four sensors are shown (spec §4). */
const MAX_SENSORS = 4;

function isDoorStatus(value: string): value is (typeof KIOSK_DOOR_FILTERS)[number] {
  return (KIOSK_DOOR_FILTERS as readonly string[]).includes(value);
}

export function KioskListPage() {
  const { t } = useTranslation('kiosks');
  const list = useListState<KioskSortField, KioskFilterKey>(KIOSKS_LIST_DEFAULTS);
  const { state } = list;
  const input = useMemo(() => kiosksGridInput(state), [state]);
  const grid = useKiosksGrid(input);
  const organizations = useAllOrganizations();
  const tags = useKioskTags();
  const now = useNow();
  const money = useMoney();
  const zones = useTimeZones();
  useKioskListChanges(state.filters.orgId);

  const orgNames = useMemo(
    () => new Map((organizations.data ?? []).map((org) => [org._id, org.name])),
    [organizations.data],
  );
  const temperature = new Intl.NumberFormat(localeFor(currentLanguage()), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  const columns: DataTableColumn<KioskRow>[] = [
    {
      accessor: 'name',
      title: t('kiosks.list.columns.name'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={paths.kiosks.detail(row._id)} fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { accessor: 'serialNumber', title: t('kiosks.list.columns.serialNumber'), sortable: true },
    {
      accessor: 'orgId',
      title: t('kiosks.list.columns.organization'),
      render: (row) => orgNames.get(row.orgId) ?? '',
    },
    {
      accessor: 'online',
      title: t('kiosks.list.columns.network'),
      noWrap: true,
      render: (row) => (
        <Badge color={row.online ? 'teal' : 'gray'} variant="light" styles={BADGE_STYLES}>
          {row.online ? t('kiosks.network.online') : t('kiosks.network.offline')}
        </Badge>
      ),
    },
    {
      accessor: 'doorStatus',
      title: t('kiosks.list.columns.door'),
      render: (row) => t(`kiosks.door.${isDoorStatus(row.doorStatus) ? row.doorStatus : 'unknown'}`),
    },
    {
      accessor: 'session',
      title: t('kiosks.list.columns.session'),
      render: (row) => t(`kiosks.session.${sessionLabelKey(row.session, now)}`),
    },
    {
      accessor: 'temperature',
      title: t('kiosks.list.columns.temperatures'),
      render: (row) => {
        const sensors = row.temperature.sensors
          .filter((value): value is number => typeof value === 'number')
          .slice(0, MAX_SENSORS);
        if (sensors.length === 0) {
          return (
            <Text size="sm" c="dimmed">
              {t('kiosks.noTemperature')}
            </Text>
          );
        }
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {sensors.map((value) => t('kiosks.temperature', { value: temperature.format(value) })).join(' · ')}
          </Text>
        );
      },
    },
    {
      accessor: 'dayIncome',
      title: t('kiosks.list.columns.dayIncome'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (row) => money.format(row.dayIncome),
    },
    {
      accessor: 'inService',
      title: t('kiosks.list.columns.service'),
      noWrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={row.inService ? 'blue' : 'red'} variant="light" styles={BADGE_STYLES}>
            {row.inService ? t('kiosks.service.inService') : t('kiosks.service.outOfService')}
          </Badge>
          <KioskScheduleBadge schedule={row.schedule} zone={zones.ofOrganization(row.orgId)} />
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('kiosks.list.title')}>
        <Group gap="sm">
          <InventoryExportMenu
            selection={{ orgId: state.filters.orgId, tag: state.filters.tag }}
            routeTags={tags.data ?? []}
          />
          <Button component={Link} to={paths.kiosks.create} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('kiosks.list.newKiosk')}
          </Button>
        </Group>
      </PageHeader>
      <ListToolbar
        list={list}
        searchLabel={t('kiosks.list.search')}
        filters={[
          {
            key: 'orgId',
            label: t('kiosks.list.filters.organization'),
            options: (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name })),
          },
          {
            key: 'network',
            label: t('kiosks.list.filters.network'),
            options: KIOSK_NETWORK_FILTERS.map((value) => ({ value, label: t(`kiosks.network.${value}`) })),
          },
          {
            key: 'service',
            label: t('kiosks.list.filters.service'),
            options: KIOSK_SERVICE_FILTERS.map((value) => ({ value, label: t(`kiosks.service.${value}`) })),
          },
          {
            key: 'door',
            label: t('kiosks.list.filters.door'),
            options: KIOSK_DOOR_FILTERS.map((value) => ({ value, label: t(`kiosks.door.${value}`) })),
          },
          {
            key: 'tag',
            label: t('kiosks.list.filters.tag'),
            options: (tags.data ?? []).map((tag) => ({ value: tag, label: tag })),
          },
        ]}
      />
      <DataTable
        aria-label={t('kiosks.list.title')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.isError ? errorMessage(grid.error, t) : null}
        rowHref={(row) => paths.kiosks.detail(row._id)}
        emptyText={t('kiosks.list.empty')}
      />
    </>
  );
}
