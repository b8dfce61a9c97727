/** Sales by kiosk (spec §2): revenue per kiosk in the view's buckets, as a stacked bar chart or a table. */
import {
  Alert,
  ColorSwatch,
  getThemeColor,
  Group,
  Select,
  Skeleton,
  Switch,
  Table,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSalesByKioskQuery, SalesView } from '../../generated/graphql.ts';
import type { MoneyFormatter } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { bucketLabel, chartData, sumMoney } from './dashboard-format.ts';

type Sales = DashboardSalesByKioskQuery['salesByKiosk'];

// recharts is the largest library of the console: it loads once a chart is drawn (docs/performance.md).
const SalesBarChart = lazy(async () => ({ default: (await import('./sales-bar-chart.tsx')).SalesBarChart }));

export const SALES_VIEWS: SalesView[] = ['hourly', 'last24Hours', 'weekDays', 'last7Days', 'monthly', 'last30Days'];
export const DEFAULT_SALES_VIEW: SalesView = 'last24Hours';

/** The view named in the URL, or the default for anything else. */
export function parseSalesView(value: string | null): SalesView {
  return SALES_VIEWS.find((view) => view === value) ?? DEFAULT_SALES_VIEW;
}

export function SalesByKioskChart({
  sales,
  view,
  onView,
  asTable: asTableInUrl,
  onAsTable,
  money,
  loading,
  error,
}: {
  sales: Sales | undefined;
  view: SalesView;
  onView: (view: SalesView) => void;
  asTable: boolean;
  onAsTable: (asTable: boolean) => void;
  money: MoneyFormatter;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const language = currentLanguage();
  // Shown at once; the URL (the router's navigation, a transition) follows, and back/forward set it again.
  const [asTable, setAsTable] = useState(asTableInUrl);
  useEffect(() => setAsTable(asTableInUrl), [asTableInUrl]);
  const viewName = t(`dashboard.sales.views.${view}`);
  const labelOf = (label: string) => bucketLabel(label, view, language);

  let body;
  if (error) {
    body = (
      <Alert color="red" role="alert">
        {t('dashboard.sales.error')} {errorMessage(error, t)}
      </Alert>
    );
  } else if (!sales || (loading && sales.view !== view)) {
    body = <Skeleton height={260} />;
  } else if (sales.kiosks.length === 0) {
    body = <Text c="dimmed">{t('dashboard.sales.empty')}</Text>;
  } else if (asTable) {
    body = (
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder data-testid="sales-by-kiosk-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.sales.period')}</Table.Th>
              {sales.kiosks.map((kiosk) => (
                <Table.Th key={kiosk.kioskId ?? 'none'}>{kiosk.kioskName ?? t('dashboard.sales.noKiosk')}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.buckets.map((bucket, b) => (
              <Table.Tr key={bucket.start}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{labelOf(bucket.label)}</Table.Td>
                {sales.kiosks.map((kiosk) => (
                  <Table.Td key={kiosk.kioskId ?? 'none'}>{money.format(kiosk.revenue[b] ?? '0')}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t('dashboard.sales.total')}</Table.Th>
              {sales.kiosks.map((kiosk) => (
                <Table.Th key={kiosk.kioskId ?? 'none'}>{money.format(sumMoney(kiosk.revenue))}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    const { rows, series } = chartData(sales.buckets, sales.kiosks, labelOf, t('dashboard.sales.noKiosk'));
    body = (
      <>
        <SeriesLegend series={series} />
        <div role="img" aria-label={t('dashboard.sales.chartLabel', { view: viewName })}>
          <Suspense fallback={<Skeleton height={260} />}>
            <SalesBarChart rows={rows} series={series} format={(value) => money.format(value)} />
          </Suspense>
        </div>
      </>
    );
  }

  return (
    <SectionCard
      title={t('dashboard.sales.title')}
      actions={
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t('dashboard.sales.view')}
            data={SALES_VIEWS.map((value) => ({ value, label: t(`dashboard.sales.views.${value}`) }))}
            value={view}
            onChange={(value) => value && onView(value as SalesView)}
            allowDeselect={false}
            w={200}
            data-testid="sales-view"
          />
          <Switch
            label={t('dashboard.sales.asTable')}
            checked={asTable}
            onChange={(event) => {
              setAsTable(event.currentTarget.checked);
              onAsTable(event.currentTarget.checked);
            }}
          />
        </Group>
      }
    >
      {body}
    </SectionCard>
  );
}

/**
 * The chart's legend, drawn by the page rather than by recharts: recharts measures its legend and lays the
 * chart out again, which doubled the chart's first render (docs/performance.md). It shows before the
 * chart's chunk has loaded.
 */
function SeriesLegend({ series }: { series: readonly { name: string; label: string; color: string }[] }) {
  const theme = useMantineTheme();
  return (
    <Group gap="md" mb="xs" style={{ rowGap: 4 }} data-testid="sales-legend">
      {series.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap">
          <ColorSwatch color={getThemeColor(item.color, theme)} size={12} withShadow={false} />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
