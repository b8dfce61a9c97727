/**
 * /transactions/{sales|refills|products} (spec §2 Transactions): metric widgets for the chosen period
 * (date range, default the last 30 days; kiosk multi-select) above the three tabs. The tab, the period,
 * the kiosks and each tab's filters live in the URL so a view can be shared.
 */
import { Box, Button, Group, MultiSelect, Tabs, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CollapsibleFilters } from '../../components/collapsible-filters.tsx';
import { FiltersScope } from '../../components/filters-scope.tsx';
import { MyExportsPanel } from '../../components/my-exports-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../lib/date-input.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useAllKiosks, useAllOrganizations } from '../../lib/lookups.ts';
import { useTimeZones, zoneNote } from '../../lib/time-zones.ts';
import { ProductsTab } from './products-tab.tsx';
import { RefillsTab } from './refills-tab.tsx';
import { SalesImportDialog } from './sales-import-dialog.tsx';
import { SalesTab } from './sales-tab.tsx';
import { TRANSACTION_TABS, isTransactionTab } from './transaction-tabs.ts';
import { useTransactionsChanges } from './transactions-changes.ts';
import { TransactionMetrics } from './transaction-metrics.tsx';
import { parsePeriod, periodBounds, withPeriod } from './transactions-period.ts';
import { useTransactionMetrics } from './transactions.queries.ts';
import { EXPORT_KIND_OF_TAB } from './transactions.export.ts';
import { TransactionsExportMenu } from './transactions-export-menu.tsx';

export function TransactionsPage() {
  const { t } = useTranslation(['transactions', 'common']);
  const { tab } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const language = currentLanguage();
  const kiosks = useAllKiosks();
  const organizations = useAllOrganizations();
  const zones = useTimeZones();
  // The days are those of the organizations shown (the chosen kiosks', else all of the caller's) when they
  // share a zone other than the reader's — as reports and the dashboard count them; else the reader's.
  const chosenKiosks = params.get('kiosks');
  const zone = useMemo(() => {
    const ids = (chosenKiosks ?? '').split(',').filter(Boolean);
    const candidates = ids.length
      ? ids.map((id) => zones.ofKiosk(id))
      : (organizations.data ?? []).map((org) => org.timeZone);
    return zoneNote(candidates).header;
  }, [chosenKiosks, zones, organizations.data]);
  const period = useMemo(() => parsePeriod(params, new Date(), zone), [params, zone]);
  useTransactionsChanges(period.kioskIds);
  // The sales tab's member-card filter narrows the figures too (spec §7 metrics: optional member cards).
  const card = tab === 'sales' ? params.get('card') : null;
  const [importing, setImporting] = useState(false);
  const metrics = useTransactionMetrics({ ...periodBounds(period), ...(card ? { membercardIds: [card] } : {}) });
  if (!isTransactionTab(tab))
    return <Navigate to={{ pathname: '/transactions/sales', search: params.toString() }} replace />;

  const periodOnly = () => {
    const next = new URLSearchParams();
    for (const key of ['from', 'to', 'kiosks']) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    return next.toString();
  };

  return (
    <FiltersScope>
      <PageHeader title={t('common:layout.nav.transactions')}>
        <Button variant="light" onClick={() => setImporting(true)}>
          {t('transactions.import.button')}
        </Button>
      </PageHeader>
      <SalesImportDialog opened={importing} onClose={() => setImporting(false)} />
      <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
        <DatesProvider settings={{ locale: language }}>
          <DatePickerInput
            {...DATE_BOUNDS}
            type="range"
            label={t('transactions.period.label')}
            placeholder={t('transactions.period.placeholder')}
            valueFormat={dateInputFormat(language)}
            value={[period.from, period.to]}
            onChange={([from, to]) => {
              if (from && to) setParams(withPeriod(params, { ...period, from, to }));
            }}
            allowSingleDateInRange
            miw={240}
            data-testid="transactions-period"
          />
        </DatesProvider>
        <CollapsibleFilters active={period.kioskIds.length ? 1 : 0}>
          <MultiSelect
            label={t('transactions.period.kiosks')}
            placeholder={period.kioskIds.length ? undefined : t('transactions.period.kiosksPlaceholder')}
            data={(kiosks.data ?? []).map((kiosk) => ({ value: kiosk._id, label: kiosk.name }))}
            value={period.kioskIds}
            onChange={(kioskIds) => setParams(withPeriod(params, { ...period, kioskIds }))}
            searchable
            clearable
            miw={240}
            flex={{ base: '0 0 auto', sm: '1 1 240px' }}
          />
        </CollapsibleFilters>
        <TransactionsExportMenu tab={tab} period={period} />
      </Group>
      {zone ? (
        <Text size="sm" c="dimmed" mt={-8} mb="md" data-testid="transactions-time-zone">
          {t('common:time.zoneNote', { zone })}
        </Text>
      ) : null}
      <TransactionMetrics metrics={metrics.data} loading={metrics.isPending} error={metrics.error} />
      <Tabs
        value={tab}
        onChange={(next) => next && void navigate({ pathname: `/transactions/${next}`, search: periodOnly() })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('common:transactions.tabs.label')} mb="md">
          {TRANSACTION_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`common:transactions.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sales">
          <SalesTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="refills">
          <RefillsTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          <ProductsTab period={period} />
        </Tabs.Panel>
      </Tabs>
      <Box mt="lg">
        <MyExportsPanel kind={EXPORT_KIND_OF_TAB[tab]} />
      </Box>
    </FiltersScope>
  );
}
