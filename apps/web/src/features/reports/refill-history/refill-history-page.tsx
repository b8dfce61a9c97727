/**
 * Reports → Refill history (/reports/refills; docs/field-operations.md "Refill history"): who refilled
 * what and when — every refill session with who opened the door, what its scales measured and what that
 * person recorded (differences shown, not hidden), and console entries without a session — filtered by
 * organization, kiosks and people over a period of at most 92 days (in the URL).
 */
import { Alert, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAllKiosks, useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { PeriodKioskFilterBar } from '../period-kiosk-filter-bar.tsx';
import {
  HISTORY_PRESETS,
  historyPresetDays,
  historyVariables,
  parseHistoryFilters,
  withHistoryFilters,
  type HistoryFilters,
} from './refill-history-filters.ts';
import { useRefillHistory } from './refill-history.queries.ts';
import { RefillVisitCard } from './refill-visit-card.tsx';

export function RefillHistoryPage() {
  const { t } = useTranslation(['reports', 'errors']);
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
        <PeriodKioskFilterBar
          testId="refill-history"
          label={t('reports.refillHistory.filters.label')}
          filters={filters}
          onChange={set}
          presets={HISTORY_PRESETS}
          presetDays={historyPresetDays}
          organizations={organizations}
          organization={{ kind: 'any' }}
          kiosks={kiosks}
          periodHint={t('reports.refillHistory.filters.periodHint')}
          active={filters.userIds.length ? 1 : 0}
        >
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
        </PeriodKioskFilterBar>
        {body}
      </Stack>
    </>
  );
}
