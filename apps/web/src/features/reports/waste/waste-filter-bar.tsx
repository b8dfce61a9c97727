/**
 * The waste report's filters: period preset, then organization (when several), dates, kiosks
 * (period-kiosk-filter-bar.tsx), products and reasons — behind one "Filters" button on a phone.
 */
import { WASTE_REASONS, type WasteReason } from '@kiosk/common/validation';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KioskSummary, OrganizationSummary } from '../../../lib/lookups.ts';
import { PeriodKioskFilterBar } from '../period-kiosk-filter-bar.tsx';
import { WASTE_PRESETS, wastePresetDays, type WasteFilters } from './waste-filters.ts';

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
  return (
    <PeriodKioskFilterBar
      testId="waste"
      label={t('reports.waste.filters.label')}
      filters={filters}
      onChange={onChange}
      presets={WASTE_PRESETS}
      presetDays={wastePresetDays}
      organizations={organizations}
      organization={{ kind: 'any', reset: { productIds: [] } }}
      kiosks={kiosks}
      active={(filters.productIds.length ? 1 : 0) + (filters.reasons.length ? 1 : 0)}
    >
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
    </PeriodKioskFilterBar>
  );
}
