/**
 * The waste report's filters: period preset, then organization (when several), dates, kiosks, products and
 * reasons — behind one "Filters" button on a phone.
 */
import { WASTE_REASONS, type WasteReason } from '@kiosk/common/validation';
import { Group, MultiSelect, Select, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { CollapsibleFilters } from '../../../components/collapsible-filters.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../../lib/date-input.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { KioskSummary, OrganizationSummary } from '../../../lib/lookups.ts';
import { WASTE_PRESETS, wastePresetDays, type WasteFilters, type WastePreset } from './waste-filters.ts';

export function WasteFilterBar({
  filters,
  onChange,
  organizations,
  kiosks,
  products,
}: {
  filters: WasteFilters;
  onChange: (filters: WasteFilters) => void;
  organizations: OrganizationSummary[];
  kiosks: KioskSummary[];
  /** The products to choose from (those with waste in the period). */
  products: { value: string; label: string }[];
}) {
  const { t } = useTranslation(['reports', 'inventory']);
  const language = currentLanguage();
  const active =
    (filters.orgId ? 1 : 0) +
    (filters.preset === 'custom' ? 1 : 0) +
    (filters.kioskIds.length ? 1 : 0) +
    (filters.productIds.length ? 1 : 0) +
    (filters.reasons.length ? 1 : 0);
  const kioskOptions = kiosks
    .filter((kiosk) => !filters.orgId || kiosk.orgId === filters.orgId)
    .map((kiosk) => ({ value: kiosk._id, label: kiosk.name }));
  return (
    <Stack gap="xs" role="group" aria-label={t('reports.waste.filters.label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.filters.preset')}
          data={[
            ...WASTE_PRESETS.map((value) => ({ value, label: t(`reports.filters.presets.${value}`) })),
            { value: 'custom', label: t('reports.filters.presets.custom'), disabled: true },
          ]}
          value={filters.preset}
          onChange={(value) => {
            if (!value || value === 'custom') return;
            onChange({ ...filters, preset: value as WastePreset, ...wastePresetDays(value as WastePreset) });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
          data-testid="waste-preset"
        />
        <CollapsibleFilters active={active}>
          {organizations.length > 1 && (
            <Select
              label={t('reports.page.organization')}
              data={organizations.map((org) => ({ value: org._id, label: org.name }))}
              value={filters.orgId}
              onChange={(orgId) => onChange({ ...filters, orgId, kioskIds: [], productIds: [] })}
              placeholder={t('reports.waste.filters.organizationsPlaceholder')}
              clearable
              searchable
              w={{ base: '100%', sm: 220 }}
              data-testid="waste-organization"
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
              data-testid="waste-period"
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
            miw={200}
            flex={{ base: '0 0 auto', sm: '1 1 200px' }}
            data-testid="waste-kiosks"
          />
          <MultiSelect
            label={t('reports.waste.filters.products')}
            placeholder={filters.productIds.length ? undefined : t('reports.waste.filters.productsPlaceholder')}
            data={products}
            value={filters.productIds}
            onChange={(productIds) => onChange({ ...filters, productIds })}
            searchable
            clearable
            miw={200}
            flex={{ base: '0 0 auto', sm: '1 1 200px' }}
            data-testid="waste-products"
          />
          <MultiSelect
            label={t('reports.waste.filters.reasons')}
            placeholder={filters.reasons.length ? undefined : t('reports.waste.filters.reasonsPlaceholder')}
            data={WASTE_REASONS.map((value) => ({ value, label: t(`inventory:inventory.waste.reasons.${value}`) }))}
            value={filters.reasons}
            onChange={(reasons) => onChange({ ...filters, reasons: reasons as WasteReason[] })}
            clearable
            miw={200}
            flex={{ base: '0 0 auto', sm: '1 1 200px' }}
            data-testid="waste-reasons"
          />
        </CollapsibleFilters>
      </Group>
    </Stack>
  );
}
