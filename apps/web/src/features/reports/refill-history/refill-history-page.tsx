/**
 * Reports → Refill history (/reports/refills; docs/field-operations.md "Refill history"): who refilled
 * what and when — every refill session with who opened the door, what its scales measured and what that
 * person recorded (differences shown, not hidden), and console entries without a session — filtered by
 * organization, kiosks and people over a period of at most 92 days (in the URL).
 */
import { Alert, Group, MultiSelect, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CollapsibleFilters } from '../../../components/collapsible-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../../lib/date-input.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAllKiosks, useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage } from '../../../lib/notify.ts';
import {
  HISTORY_PRESETS,
  historyPresetDays,
  historyVariables,
  parseHistoryFilters,
  withHistoryFilters,
  type HistoryFilters,
  type HistoryPreset,
} from './refill-history-filters.ts';
import { useRefillHistory } from './refill-history.queries.ts';
import { RefillVisitCard } from './refill-visit-card.tsx';

export function RefillHistoryPage() {
  const { t } = useTranslation(['reports', 'errors']);
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(params), [params]);
  const variables = useMemo(() => historyVariables(filters), [filters]);
  // The people to choose from: everyone with a visit in the period, whoever is chosen.
  const everyone = useMemo(() => historyVariables({ ...filters, userIds: [] }), [filters]);
  const history = useRefillHistory(variables);
  const all = useRefillHistory(everyone);
  const organizations = useAllOrganizations().data ?? [];
  const kiosks = useAllKiosks().data ?? [];
  const set = (next: HistoryFilters) => setParams(withHistoryFilters(params, next), { replace: true });

  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const visit of all.data?.entries ?? [])
      if (visit.userId) seen.set(visit.userId, visit.userName ?? visit.userId);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [all.data]);
  const kioskOptions = kiosks
    .filter((kiosk) => !filters.orgId || kiosk.orgId === filters.orgId)
    .map((kiosk) => ({ value: kiosk._id, label: kiosk.name }));
  const active =
    (filters.orgId ? 1 : 0) +
    (filters.preset === 'custom' ? 1 : 0) +
    (filters.kioskIds.length ? 1 : 0) +
    (filters.userIds.length ? 1 : 0);

  const data = history.data;
  let body;
  if (history.error) {
    body = (
      <Alert color="red" role="alert" data-testid="refill-history-error">
        {t('reports.refillHistory.error')} {errorMessage(history.error, t)}
      </Alert>
    );
  } else if (!data) {
    body = <Skeleton height={240} data-testid="refill-history-loading" />;
  } else if (data.entries.length === 0) {
    body = (
      <Alert color="gray" data-testid="refill-history-empty">
        {t('reports.refillHistory.empty')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="refill-history-visits">
        {data.truncated && (
          <Alert color="yellow" data-testid="refill-history-truncated">
            {t('reports.refillHistory.truncated')}
          </Alert>
        )}
        {data.entries.map((visit) => (
          <RefillVisitCard key={visit._id} visit={visit} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('reports.refillHistory.title')} />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reports.refillHistory.intro')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('reports.refillHistory.filters.label')}>
          <Select
            label={t('reports.filters.preset')}
            data={[
              ...HISTORY_PRESETS.map((value) => ({ value, label: t(`reports.filters.presets.${value}`) })),
              { value: 'custom', label: t('reports.filters.presets.custom'), disabled: true },
            ]}
            value={filters.preset}
            onChange={(value) => {
              if (!value || value === 'custom') return;
              set({ ...filters, preset: value as HistoryPreset, ...historyPresetDays(value as HistoryPreset) });
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 190 }}
            data-testid="refill-history-preset"
          />
          <CollapsibleFilters active={active}>
            {organizations.length > 1 && (
              <Select
                label={t('reports.page.organization')}
                data={organizations.map((org) => ({ value: org._id, label: org.name }))}
                value={filters.orgId}
                onChange={(orgId) => set({ ...filters, orgId, kioskIds: [] })}
                placeholder={t('reports.waste.filters.organizationsPlaceholder')}
                clearable
                searchable
                w={{ base: '100%', sm: 220 }}
              />
            )}
            <DatesProvider settings={{ locale: language }}>
              <DatePickerInput
                {...DATE_BOUNDS}
                type="range"
                label={t('reports.filters.period')}
                description={t('reports.refillHistory.filters.periodHint')}
                placeholder={t('reports.filters.periodPlaceholder')}
                valueFormat={dateInputFormat(language)}
                value={[filters.from, filters.to]}
                onChange={([from, to]) => {
                  if (from && to) set({ ...filters, preset: 'custom', from, to });
                }}
                allowSingleDateInRange
                w={{ base: '100%', sm: 250 }}
                data-testid="refill-history-period"
              />
            </DatesProvider>
            <MultiSelect
              label={t('reports.filters.kiosks')}
              placeholder={filters.kioskIds.length ? undefined : t('reports.filters.kiosksPlaceholder')}
              data={kioskOptions}
              value={filters.kioskIds}
              onChange={(kioskIds) => set({ ...filters, kioskIds })}
              searchable
              clearable
              miw={200}
              flex={{ base: '0 0 auto', sm: '1 1 200px' }}
              data-testid="refill-history-kiosks"
            />
            <MultiSelect
              label={t('reports.refillHistory.filters.people')}
              placeholder={filters.userIds.length ? undefined : t('reports.refillHistory.filters.peoplePlaceholder')}
              data={people}
              value={filters.userIds}
              onChange={(userIds) => set({ ...filters, userIds })}
              searchable
              clearable
              miw={200}
              flex={{ base: '0 0 auto', sm: '1 1 200px' }}
              data-testid="refill-history-people"
            />
          </CollapsibleFilters>
        </Group>
        {body}
      </Stack>
    </>
  );
}
