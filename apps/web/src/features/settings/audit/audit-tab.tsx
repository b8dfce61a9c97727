/**
 * Settings → Audit (root and organization admins, for their scope): every change made in the console or
 * through the API and every command the server sent a kiosk — who, when, what, before → after.
 * Filters (user, object type, period, search) and the page live in the URL.
 */
import { Alert, Badge, Box, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconFileExport, IconFiles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ListToolbar, type ToolbarFilter } from '../../../components/list-toolbar.tsx';
import { MyExportsPanel } from '../../../components/my-exports-panel.tsx';
import { DATE_BOUNDS, dateInputFormat, dayToInstant } from '../../../lib/date-input.ts';
import { useDateTime, useTimeZones, withZone, zoneNote } from '../../../lib/time-zones.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ALL, useListState } from '../../../lib/list-state.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { AuditFilter } from '../../../generated/graphql.ts';
import { fieldChanges } from './audit-diff.ts';
import { AUDIT_EXPORT_KIND, useAuditEntries, useExportAudit, type AuditEntryRow } from './audit.queries.ts';

const LIST_DEFAULTS = {
  sort: { field: 'at' as const, order: 'desc' as const },
  sortFields: ['at'] as const,
  filters: { user: ALL, type: ALL, from: '', to: '' },
};
type FilterKey = keyof typeof LIST_DEFAULTS.filters;

/** The day after a 'YYYY-MM-DD' day (the end of a period is exclusive). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(state: { search: string; filters: Record<FilterKey, string> }): AuditFilter {
  const { user, type, from, to } = state.filters;
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(user !== ALL ? { userId: user } : {}),
    ...(type !== ALL ? { objectType: type } : {}),
    ...(DAY.test(from) ? { from: dayToInstant(from) } : {}),
    ...(DAY.test(to) ? { to: dayToInstant(nextDay(to)) } : {}),
  };
}

/** What an object type (a table's name) is called in the UI language; an unknown one keeps its name. */
function useObjectTypeName(): (type: string) => string {
  const { t } = useTranslation('audit');
  return (type) => t(`audit.objectTypes.${type}`, { defaultValue: type });
}

function EntryChanges({ entry }: { entry: AuditEntryRow }) {
  const { t } = useTranslation('audit');
  const typeName = useObjectTypeName();
  return (
    <Stack gap="sm" p="sm">
      {entry.changes.length === 0 ? <Text size="sm">{t('audit.details.noChanges')}</Text> : null}
      {entry.changeCount > entry.changes.length ? (
        <Text size="sm">{t('audit.details.truncated', { count: entry.changeCount })}</Text>
      ) : null}
      {entry.changes.map((change, index) => (
        <Box key={`${change.objectType}-${change.objectId ?? ''}-${index}`}>
          <Text size="sm" fw={600}>
            {typeName(change.objectType)} {change.objectId ?? ''} ·{' '}
            {t(`audit.action.${change.action as 'insert' | 'update' | 'delete'}`)}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table
              striped
              withTableBorder
              fz="sm"
              aria-label={`${typeName(change.objectType)} ${change.objectId ?? ''}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.details.field')}</Table.Th>
                  <Table.Th>{t('audit.details.before')}</Table.Th>
                  <Table.Th>{t('audit.details.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fieldChanges(change.before, change.after).map((field) => (
                  <Table.Tr key={field.field}>
                    <Table.Td>
                      <Code>{field.field}</Code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Text size="sm" lineClamp={4} title={field.before}>
                        {field.before}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Text size="sm" lineClamp={4} title={field.after}>
                        {field.after}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      ))}
      <Box>
        <Text size="sm" fw={600}>
          {t('audit.details.arguments')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {entry.args}
        </Code>
      </Box>
    </Stack>
  );
}

export function AuditTab() {
  const { t } = useTranslation(['audit', 'common', 'errors']);
  const language = currentLanguage();
  const time = useDateTime();
  const zones = useTimeZones();
  const typeName = useObjectTypeName();
  const list = useListState<'at', FilterKey>(LIST_DEFAULTS);
  const filter = useMemo(() => filterOf(list.state), [list.state]);
  const grid = useAuditEntries(filter, list.state.page, list.state.pageSize);
  const exportAudit = useExportAudit();
  const [exportsShown, setExportsShown] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);

  const filters: ToolbarFilter<FilterKey>[] = [
    {
      key: 'user',
      label: t('audit.filters.user'),
      allLabel: t('audit.filters.allUsers'),
      options: (grid.data?.actors ?? []).map((actor) => ({ value: actor.userId, label: actor.email ?? actor.userId })),
    },
    {
      key: 'type',
      label: t('audit.filters.objectType'),
      allLabel: t('audit.filters.allObjectTypes'),
      options: (grid.data?.objectTypes ?? [])
        .map((type) => ({ value: type, label: typeName(type) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    },
  ];

  const toggle = (id: string) =>
    setExpanded((open) => (open.includes(id) ? open.filter((each) => each !== id) : [...open, id]));

  const note = zoneNote((grid.data?.data ?? []).map((entry) => zones.ofOrganization(entry.orgId) ?? time.viewer));
  const columns: DataTableColumn<AuditEntryRow>[] = [
    {
      accessor: 'at',
      title: withZone(t('audit.columns.at'), note.header),
      noWrap: true,
      // An organization's change at its wall clock; one of no organization (a user's own) at the reader's.
      render: (entry) =>
        time.format(entry.at, { zone: zones.ofOrganization(entry.orgId) ?? null, label: note.perCell }),
    },
    {
      accessor: 'actorEmail',
      title: t('audit.columns.actor'),
      render: (entry) =>
        entry.actorType === 'system' ? (
          <Badge variant="light" color="gray">
            {t('audit.actor.system')}
          </Badge>
        ) : (
          <Stack gap={0}>
            <Text size="sm">{entry.actorEmail ?? entry.userId}</Text>
            {entry.apiKeyId ? (
              <Text size="xs" c="dimmed">
                {t('audit.actor.apiKey')}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    { accessor: 'operation', title: t('audit.columns.operation'), render: (entry) => <Code>{entry.operation}</Code> },
    {
      accessor: 'objectType',
      title: t('audit.columns.object'),
      render: (entry) =>
        entry.objectType ? (
          <Stack gap={0}>
            <Text size="sm">{typeName(entry.objectType)}</Text>
            {entry.objectId ? (
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {entry.objectId}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '—'
        ),
    },
    { accessor: 'orgName', title: t('audit.columns.organization'), render: (entry) => entry.orgName ?? '—' },
    {
      accessor: 'changeCount',
      title: t('audit.columns.changes'),
      render: (entry) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded.includes(entry._id)}
          aria-label={`${t('audit.changeCount', { count: entry.changeCount })}: ${
            expanded.includes(entry._id) ? t('audit.details.hide') : t('audit.details.show')
          } (${entry.operation})`}
          onClick={(event) => {
            event.stopPropagation();
            toggle(entry._id);
          }}
        >
          {t('audit.changeCount', { count: entry.changeCount })}
        </Button>
      ),
    },
  ];

  const startExport = () =>
    exportAudit.mutate(
      { filter, lng: language },
      {
        onSuccess: () => {
          notifySuccess(t('audit.exportQueued'));
          setExportsShown(true);
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );

  const { from, to } = list.state.filters;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('audit.description')}
      </Text>
      <ListToolbar
        list={list}
        searchLabel={t('audit.filters.search')}
        filters={filters}
        activeChildren={DAY.test(from) ? 1 : 0}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFiles size={16} aria-hidden />}
              onClick={() => setExportsShown((shown) => !shown)}
              aria-pressed={exportsShown}
            >
              {t('components.myExports.panel.title', { ns: 'common' })}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} aria-hidden />}
              loading={exportAudit.isPending}
              onClick={startExport}
            >
              {t('audit.exportCsv')}
            </Button>
          </Group>
        }
      >
        <DatesProvider settings={{ locale: language }}>
          <DatePickerInput
            {...DATE_BOUNDS}
            type="range"
            label={t('audit.filters.period')}
            valueFormat={dateInputFormat(language)}
            value={[DAY.test(from) ? from : null, DAY.test(to) ? to : null]}
            onChange={([start, end]) => {
              list.setFilter('from', start ?? '');
              list.setFilter('to', end ?? start ?? '');
            }}
            allowSingleDateInRange
            clearable
            miw={220}
            w={{ base: '100%', sm: 'auto' }}
          />
        </DatesProvider>
      </ListToolbar>
      {exportsShown ? <MyExportsPanel kind={AUDIT_EXPORT_KIND} onClose={() => setExportsShown(false)} /> : null}
      {grid.isError ? (
        <Alert color="red" title={t('audit.error')}>
          <Group justify="space-between">
            <Text size="sm">{errorMessage(grid.error, t)}</Text>
            <Button size="xs" variant="light" onClick={() => void grid.refetch()}>
              {t('audit.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <DataTable
        aria-label={t('audit.title')}
        list={list}
        columns={columns}
        records={grid.data?.data}
        totalRecords={grid.data?.total}
        fetching={grid.isFetching}
        emptyText={t('audit.empty')}
        rowExpansion={{
          allowMultiple: true,
          trigger: 'never',
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => <EntryChanges entry={record} />,
        }}
      />
    </Stack>
  );
}
