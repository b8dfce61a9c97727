/**
 * The Alerts screen (spec §2 Alerts, §7 gridAlerts): every alert of the caller's kiosks, startDate
 * descending, 25 per page, filtered by kiosk, type, severity and status (all in the URL); acknowledge with
 * a note; the kiosk filter shows that kiosk's snooze. Kept current by the `alertChanged` live feed.
 */
import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { ALERT_SEVERITIES, ALERT_STATUSES, ALERT_TYPE_NAMES, DEFAULT_SORTS } from '@kiosk/common/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBellCog } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { AlertSeverity, AlertStatus, AlertType } from '../../generated/graphql.ts';
import { CollapsibleFilters } from '../../components/collapsible-filters.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ALL, useListState } from '../../lib/list-state.ts';
import { useAllKiosks } from '../../lib/lookups.ts';
import { errorMessage } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDateTime, useTimeZones, withZone, zoneNote } from '../../lib/time-zones.ts';
import { alertMinutes, detailEntries, formatAlertDuration } from './alert-format.ts';
import { AcknowledgeDialog, KioskSnoozeControl } from './alert-dialogs.tsx';
import { useAlertChanges, useAlertsGrid, type AlertRow } from './alerts.queries.ts';

const SEVERITY_COLOR: Record<string, string> = { high: 'red', mid: 'orange', low: 'gray' };
const STATUS_COLOR: Record<string, string> = { open: 'red', acknowledged: 'yellow', resolved: 'green' };

const pick = <T extends string>(value: string, allowed: readonly string[]): T | null =>
  allowed.includes(value) ? (value as T) : null;

/** The current time, moved on every minute (open alerts' durations). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function AlertsPage() {
  const { t } = useTranslation(['alerts', 'errors']);
  const time = useDateTime();
  const zones = useTimeZones();
  const now = useMinuteClock();
  const kiosks = useAllKiosks();
  const location = useLocation();
  const { hasOrganization } = useSession();
  const list = useListState<'startDate', 'kiosk' | 'type' | 'severity' | 'status'>({
    sort: DEFAULT_SORTS.alerts,
    filters: { kiosk: ALL, type: ALL, severity: ALL, status: ALL },
  });
  const { filters } = list.state;
  const type = pick<AlertType>(filters.type, ALERT_TYPE_NAMES);
  const severity = pick<AlertSeverity>(filters.severity, ALERT_SEVERITIES);
  const status = pick<AlertStatus>(filters.status, ALERT_STATUSES);
  const kioskId = filters.kiosk !== ALL ? filters.kiosk : null;
  const grid = useAlertsGrid({
    page: list.state.page,
    pageSize: list.state.pageSize,
    ...(kioskId ? { kioskIds: [kioskId] } : {}),
    ...(type ? { types: [type] } : {}),
    ...(severity ? { severities: [severity] } : {}),
    ...(status ? { statuses: [status] } : {}),
  });
  useAlertChanges();
  const [acknowledging, setAcknowledging] = useState<AlertRow | null>(null);

  // Each alert at its organization's wall clock, the zone said where it differs from the reader's.
  const note = zoneNote((grid.data?.data ?? []).map((row) => zones.ofOrganization(row.orgId)));
  const at = (row: AlertRow, value: string | null | undefined) =>
    time.format(value, { zone: zones.ofOrganization(row.orgId), label: note.perCell });
  const durationWords = {
    minutes: (count: number) => t('alerts.minutes', { count }),
    hours: (hours: number, minutes: number) => t('alerts.hours', { hours, minutes }),
  };
  const typeLabel = (row: AlertRow) =>
    t(`alerts.types.${row.type}`) + (row.scaleDirection ? ` (${t(`alerts.direction.${row.scaleDirection}`)})` : '');
  const columns: DataTableColumn<AlertRow>[] = [
    {
      accessor: 'severity',
      title: t('alerts.columns.severity'),
      render: (row) => (
        <Badge color={SEVERITY_COLOR[row.severity]} variant="filled" autoContrast data-testid="alert-severity">
          {t(`alerts.severity.${row.severity}`)}
        </Badge>
      ),
    },
    { accessor: 'type', title: t('alerts.columns.type'), render: typeLabel, card: 'title' },
    {
      accessor: 'kiosk',
      title: t('alerts.columns.kiosk'),
      render: (row) => (
        <Anchor component={Link} to={paths.kiosks.detail(row.kiosk._id)} size="sm">
          {row.kiosk.name}
        </Anchor>
      ),
    },
    {
      accessor: 'status',
      title: t('alerts.columns.status'),
      render: (row) => (
        <Badge color={STATUS_COLOR[row.status]} variant="light" autoContrast data-testid="alert-status">
          {t(`alerts.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'startDate',
      title: withZone(t('alerts.columns.start'), note.header),
      render: (row) => at(row, row.startDate),
    },
    {
      accessor: 'endDate',
      title: withZone(t('alerts.columns.end'), note.header),
      render: (row) => (row.endDate ? at(row, row.endDate) : t('alerts.ongoing')),
    },
    {
      accessor: 'duration',
      title: t('alerts.columns.duration'),
      render: (row) => formatAlertDuration(alertMinutes(row.startDate, row.endDate, now), durationWords),
    },
    {
      accessor: 'details',
      title: t('alerts.columns.details'),
      render: (row) => (
        <Stack gap={2}>
          {detailEntries(row.details).map(([key, value]) => (
            <Text key={key} size="xs">
              {t(`alerts.detailKeys.${key}`, { defaultValue: key })}: {value}
            </Text>
          ))}
          {row.acknowledged ? (
            <Text size="xs" c="dimmed">
              {t('alerts.acknowledgedBy', {
                at: time.format(row.acknowledged.at, { zone: zones.ofOrganization(row.orgId), label: true }),
              })}
              {row.acknowledged.note ? ` — ${row.acknowledged.note}` : ''}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: t('alerts.columns.actions'),
      render: (row) =>
        row.acknowledged ? null : (
          <Button
            size="xs"
            variant="default"
            onClick={() => setAcknowledging(row)}
            aria-label={t('alerts.acknowledge.buttonFor', { type: typeLabel(row), kiosk: row.kiosk.name })}
          >
            {t('alerts.acknowledge.button')}
          </Button>
        ),
    },
  ];

  const options = <V extends string>(values: readonly V[], label: (value: V) => string, all: string) => [
    { value: ALL, label: all },
    ...values.map((value) => ({ value, label: label(value) })),
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('alerts.title')}>
        <Group gap="sm" wrap="wrap">
          {kioskId ? <KioskSnoozeControl kioskId={kioskId} /> : null}
          {/* Spec §2 "manage notifications": the settings return here, filters and page kept. */}
          {hasOrganization ? (
            <Button
              component={Link}
              to={paths.notificationSettings(`${location.pathname}${location.search}`)}
              variant="light"
              leftSection={<IconBellCog size={16} aria-hidden />}
              data-testid="alerts-manage-notifications"
            >
              {t('alerts.manageNotifications')}
            </Button>
          ) : null}
        </Group>
      </PageHeader>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CollapsibleFilters active={[kioskId, type, severity, status].filter(Boolean).length}>
          <Select
            label={t('alerts.filters.kiosk')}
            value={kioskId ?? ALL}
            onChange={(value) => list.setFilter('kiosk', value ?? ALL)}
            data={[
              { value: ALL, label: t('alerts.filters.allKiosks') },
              ...(kiosks.data ?? []).map((kiosk) => ({ value: kiosk._id, label: kiosk.name })),
            ]}
            searchable
            allowDeselect={false}
            miw={200}
            w={{ base: '100%', sm: 'auto' }}
          />
          <Select
            label={t('alerts.filters.type')}
            value={type ?? ALL}
            onChange={(value) => list.setFilter('type', value ?? ALL)}
            data={options(ALERT_TYPE_NAMES, (value) => t(`alerts.types.${value}`), t('alerts.filters.allTypes'))}
            allowDeselect={false}
            miw={200}
            w={{ base: '100%', sm: 'auto' }}
          />
          <Select
            label={t('alerts.filters.severity')}
            value={severity ?? ALL}
            onChange={(value) => list.setFilter('severity', value ?? ALL)}
            data={options(
              ALERT_SEVERITIES,
              (value) => t(`alerts.severity.${value}`),
              t('alerts.filters.allSeverities'),
            )}
            allowDeselect={false}
            miw={160}
            w={{ base: '100%', sm: 'auto' }}
          />
          <Select
            label={t('alerts.filters.status')}
            value={status ?? ALL}
            onChange={(value) => list.setFilter('status', value ?? ALL)}
            data={options(ALERT_STATUSES, (value) => t(`alerts.status.${value}`), t('alerts.filters.allStatuses'))}
            allowDeselect={false}
            miw={160}
            w={{ base: '100%', sm: 'auto' }}
          />
        </CollapsibleFilters>
      </Group>
      <DataTable
        aria-label={t('alerts.tableLabel')}
        list={list}
        focusableScroll
        idAccessor="_id"
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        error={grid.error ? errorMessage(grid.error, t) : null}
        emptyText={t('alerts.empty')}
      />
      <AcknowledgeDialog alert={acknowledging} onClose={() => setAcknowledging(null)} />
    </Stack>
  );
}
