/**
 * The report's filters: period preset, then organization (when several), dates and kiosks — behind one
 * "Filters" button on a phone — and the grouping.
 */
import { Group, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { CollapsibleFilters } from '../../components/collapsible-filters.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../lib/date-input.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { KioskSummary, OrganizationSummary } from '../../lib/lookups.ts';
import type { ReportGrouping } from '../../generated/graphql.ts';
import {
  REPORT_GROUPINGS,
  REPORT_PRESETS,
  presetDays,
  type ReportFilters,
  type ReportPreset,
} from './reports-filters.ts';

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
  const language = currentLanguage();
  // Set beyond the defaults: an organization chosen, own dates, kiosks (they fold away on a phone).
  const active =
    (organizations.length > 1 && filters.orgId ? 1 : 0) +
    (filters.preset === 'custom' ? 1 : 0) +
    (filters.kioskIds.length ? 1 : 0);
  const kioskOptions = kiosks
    .filter((kiosk) => !shownOrgId || kiosk.orgId === shownOrgId)
    .map((kiosk) => ({ value: kiosk._id, label: kiosk.name }));
  return (
    <Stack gap="xs" role="group" aria-label={t('reports.filters.label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.filters.preset')}
          data={[
            ...REPORT_PRESETS.map((value) => ({ value, label: t(`reports.filters.presets.${value}`) })),
            { value: 'custom', label: t('reports.filters.presets.custom'), disabled: true },
          ]}
          value={filters.preset}
          onChange={(value) => {
            if (!value || value === 'custom') return;
            onChange({ ...filters, preset: value as ReportPreset, ...presetDays(value as ReportPreset) });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
          data-testid="report-preset"
        />
        <CollapsibleFilters active={active}>
          {organizations.length > 1 && (
            <Select
              label={t('reports.page.organization')}
              data={organizations.map((org) => ({ value: org._id, label: org.name }))}
              value={filters.orgId ?? shownOrgId ?? null}
              onChange={(orgId) => orgId && onChange({ ...filters, orgId, kioskIds: [] })}
              allowDeselect={false}
              searchable
              w={{ base: '100%', sm: 220 }}
              data-testid="report-organization"
            />
          )}
          <DatesProvider settings={{ locale: language }}>
            <DatePickerInput
              {...DATE_BOUNDS}
              type="range"
              label={t('reports.filters.period')}
              placeholder={t('reports.filters.periodPlaceholder')}
              valueFormat={dateInputFormat(language)}
              value={[filters.from, filters.to]}
              onChange={([from, to]) => {
                if (from && to) onChange({ ...filters, preset: 'custom', from, to });
              }}
              allowSingleDateInRange
              w={{ base: '100%', sm: 250 }}
              data-testid="report-period"
            />
          </DatesProvider>
          <MultiSelect
            label={t('reports.filters.kiosks')}
            placeholder={filters.kioskIds.length ? undefined : t('reports.filters.kiosksPlaceholder')}
            data={kioskOptions}
            value={filters.kioskIds}
            onChange={(kioskIds) => onChange({ ...filters, kioskIds })}
            searchable
            clearable
            miw={220}
            flex={{ base: '0 0 auto', sm: '1 1 220px' }}
            data-testid="report-kiosks"
          />
        </CollapsibleFilters>
      </Group>
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
    </Stack>
  );
}
