/**
 * The report's filters: period preset, then organization (when several), dates and kiosks — behind one
 * "Filters" button on a phone (period-kiosk-filter-bar.tsx) — and the grouping.
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KioskSummary, OrganizationSummary } from '../../lib/lookups.ts';
import type { ReportGrouping } from '../../generated/graphql.ts';
import { PeriodKioskFilterBar } from './period-kiosk-filter-bar.tsx';
import { REPORT_GROUPINGS, REPORT_PRESETS, presetDays, type ReportFilters } from './reports-filters.ts';

export function ReportsFilterBar({
  filters,
  onChange,
  organizations,
  kiosks,
  shownOrgId,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  organizations: OrganizationSummary[];
  kiosks: KioskSummary[];
  /** The organization the report shows (the chosen one, or the caller's first). */
  shownOrgId: string | undefined;
}) {
  const { t } = useTranslation('reports');
  return (
    <PeriodKioskFilterBar
      testId="report"
      label={t('reports.filters.label')}
      filters={filters}
      onChange={onChange}
      presets={REPORT_PRESETS}
      presetDays={presetDays}
      organizations={organizations}
      organization={{ kind: 'one', shownOrgId }}
      kiosks={kiosks}
      fieldWidth={220}
      below={
        <Group gap="sm" align="center" wrap="wrap">
          <Text size="sm" fw={500} id="report-grouping-label">
            {t('reports.filters.grouping')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-grouping-label"
            value={filters.grouping}
            onChange={(grouping) => onChange({ ...filters, grouping: grouping as ReportGrouping })}
            data={REPORT_GROUPINGS.map((value) => ({ value, label: t(`reports.filters.groupings.${value}`) }))}
            data-testid="report-grouping"
          />
        </Group>
      }
    />
  );
}
