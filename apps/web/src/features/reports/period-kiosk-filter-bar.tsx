/**
 * The period and kiosk filters the report screens share (Reports, Waste, Refill history): a period
 * preset, then — behind one "Filters" button on a phone — the organization (when the caller has several),
 * the dates, the kiosks and the screen's own fields (`children`); `below` adds rows under them (the
 * report's grouping). Each screen keeps its filters in the URL and its own test ids (`<testId>-preset`,
 * `-organization`, `-period`, `-kiosks`).
 */
import { Group, MultiSelect, Select, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleFilters } from '../../components/collapsible-filters.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../lib/date-input.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { KioskSummary, OrganizationSummary } from '../../lib/lookups.ts';
import type { ReportPreset } from './reports-filters.ts';

/** The fields the shared filters read and write; each screen's filters have these and more. */
export interface PeriodKioskFilters {
  preset: string;
  from: string | null;
  to: string | null;
  kioskIds: string[];
  orgId: string | null;
}

/**
 * The organization field. `one`: the screen shows one organization — the chosen one, else `shownOrgId` —
 * and there is no "all". `any`: optional, none = every organization the caller sees; `reset` names the
 * screen's own fields that belong to the organization (emptied with the kiosks when it changes).
 */
export type OrganizationChoice<F> =
  { kind: 'one'; shownOrgId: string | undefined } | { kind: 'any'; reset?: Partial<F> };

export function PeriodKioskFilterBar<F extends PeriodKioskFilters, P extends ReportPreset>({
  testId,
  label,
  filters,
  onChange,
  presets,
  presetDays,
  organizations,
  organization,
  kiosks,
  periodHint,
  fieldWidth = 200,
  active = 0,
  children,
  below,
}: {
  /** The prefix of the fields' test ids. */
  testId: string;
  /** The group's accessible name. */
  label: string;
  filters: F;
  onChange: (filters: F) => void;
  /** The screen's named periods (some of the report's) and the days each covers. */
  presets: readonly P[];
  presetDays: (preset: P) => Pick<F, 'from' | 'to'>;
  organizations: OrganizationSummary[];
  organization: OrganizationChoice<F>;
  kiosks: KioskSummary[];
  /** A line under the period's label (e.g. its longest length). */
  periodHint?: string;
  /** The kiosk field's (and the screen's fields') least width in px. */
  fieldWidth?: number;
  /** How many of the screen's own fields are set (the phone's "Filters (n)"). */
  active?: number;
  children?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const language = currentLanguage();
  // The organization whose kiosks are offered (none: every organization's), and whether one was chosen.
  const kioskOrgId = organization.kind === 'one' ? organization.shownOrgId : filters.orgId;
  const orgChosen = organization.kind === 'one' ? organizations.length > 1 && !!filters.orgId : !!filters.orgId;
  // Set beyond the defaults (they fold away on a phone): an organization, own dates, kiosks, the screen's.
  const activeCount =
    (orgChosen ? 1 : 0) + (filters.preset === 'custom' ? 1 : 0) + (filters.kioskIds.length ? 1 : 0) + active;
  const kioskOptions = kiosks
    .filter((kiosk) => !kioskOrgId || kiosk.orgId === kioskOrgId)
    .map((kiosk) => ({ value: kiosk._id, label: kiosk.name }));
  const named: readonly ReportPreset[] = presets;
  const organizationOptions = organizations.map((org) => ({ value: org._id, label: org.name }));
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.filters.preset')}
          data={[
            ...named.map((value) => ({ value, label: t(`reports.filters.presets.${value}`) })),
            { value: 'custom', label: t('reports.filters.presets.custom'), disabled: true },
          ]}
          value={filters.preset}
          onChange={(value) => {
            if (!value || value === 'custom') return;
            onChange({ ...filters, preset: value, ...presetDays(value as P) });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
          data-testid={`${testId}-preset`}
        />
        <CollapsibleFilters active={activeCount}>
          {organizations.length > 1 &&
            (organization.kind === 'one' ? (
              <Select
                label={t('reports.page.organization')}
                data={organizationOptions}
                value={filters.orgId ?? organization.shownOrgId ?? null}
                onChange={(orgId) => orgId && onChange({ ...filters, orgId, kioskIds: [] })}
                allowDeselect={false}
                searchable
                w={{ base: '100%', sm: 220 }}
                data-testid={`${testId}-organization`}
              />
            ) : (
              <Select
                label={t('reports.page.organization')}
                data={organizationOptions}
                value={filters.orgId}
                onChange={(orgId) => onChange({ ...filters, orgId, kioskIds: [], ...organization.reset })}
                placeholder={t('reports.waste.filters.organizationsPlaceholder')}
                clearable
                searchable
                w={{ base: '100%', sm: 220 }}
                data-testid={`${testId}-organization`}
              />
            ))}
          <DatesProvider settings={{ locale: language }}>
            <DatePickerInput
              {...DATE_BOUNDS}
              type="range"
              label={t('reports.filters.period')}
              description={periodHint}
              placeholder={t('reports.filters.periodPlaceholder')}
              valueFormat={dateInputFormat(language)}
              value={[filters.from, filters.to]}
              onChange={([from, to]) => {
                if (from && to) onChange({ ...filters, preset: 'custom', from, to });
              }}
              allowSingleDateInRange
              w={{ base: '100%', sm: 250 }}
              data-testid={`${testId}-period`}
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
            miw={fieldWidth}
            flex={{ base: '0 0 auto', sm: `1 1 ${fieldWidth}px` }}
            data-testid={`${testId}-kiosks`}
          />
          {children}
        </CollapsibleFilters>
      </Group>
      {below}
    </Stack>
  );
}
