/** Net sales and profit over time in the chosen grouping: a bar chart, or a table with the exact figures. */
import { BarChart } from '@mantine/charts';
import { Alert, Skeleton, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormatter } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { CostCells } from './cost-cells.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import type { ReportsSummary } from './reports.queries.ts';
import { bucketLabel, chartNumber } from './reports-format.ts';

export function NetSalesChart({
  summary,
  money,
  error,
}: {
  summary: ReportsSummary | undefined;
  money: MoneyFormatter;
  error: unknown;
}) {
  const { t } = useTranslation(['reports', 'errors']);
  const language = currentLanguage();
  const [asTable, setAsTable] = useState(false);
  let body;
  if (error) {
    body = (
      <Alert color="red" role="alert">
        {t('reports.summary.error')} {errorMessage(error, t)}
      </Alert>
    );
  } else if (!summary) {
    body = <Skeleton height={280} />;
  } else {
    const label = (l: string) =>
      bucketLabel(l, summary.grouping, language, (values) => t('reports.summary.week', values));
    if (asTable) {
      body = (
        <ScrollTable label={t('reports.summary.title')} minWidth={520}>
          <Table striped withTableBorder data-testid="report-summary-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.summary.period')}</Table.Th>
                <Table.Th ta="right">{t('reports.summary.transactions')}</Table.Th>
                <Table.Th ta="right">{t('reports.summary.netSales')}</Table.Th>
                <Table.Th ta="right">{t('reports.summary.netCost')}</Table.Th>
                <Table.Th ta="right">{t('reports.summary.profit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.series.map((point) => (
                <Table.Tr key={point.start}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{label(point.label)}</Table.Td>
                  <Table.Td ta="right">{point.transactions}</Table.Td>
                  <Table.Td ta="right">{money.format(point.netSales)}</Table.Td>
                  <CostCells costKnown={point.costKnown} netCost={point.netCost} profit={point.profit} money={money} />
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('reports.summary.total')}</Table.Th>
                <Table.Th ta="right">{summary.transactions}</Table.Th>
                <Table.Th ta="right" data-testid="report-summary-total">
                  {money.format(summary.netSales)}
                </Table.Th>
                <CostCells
                  costKnown={summary.costKnown}
                  netCost={summary.netCost}
                  profit={summary.profit}
                  money={money}
                  header
                />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollTable>
      );
    } else {
      const rows = summary.series.map((point) => ({
        bucket: label(point.label),
        netSales: chartNumber(point.netSales),
        // No profit bar where the sales carry no cost (it would only repeat the net sales).
        profit: point.costKnown ? chartNumber(point.profit) : null,
      }));
      body = (
        <div
          role="img"
          aria-label={t('reports.summary.chartLabel', { grouping: t(`reports.filters.groupings.${summary.grouping}`) })}
          data-testid="report-summary-chart"
          data-buckets={rows.length}
        >
          <BarChart
            h={280}
            data={rows}
            dataKey="bucket"
            series={[
              { name: 'netSales', label: t('reports.summary.netSales'), color: 'blue.6' },
              { name: 'profit', label: t('reports.summary.profit'), color: 'teal.6' },
            ]}
            withLegend
            valueFormatter={(value) => money.format(value)}
            barChartProps={{ accessibilityLayer: false }}
            xAxisProps={{ minTickGap: 12 }}
            yAxisProps={{ width: 80 }}
          />
        </div>
      );
    }
  }
  return (
    <SectionCard
      title={t('reports.summary.title')}
      actions={
        <Switch
          label={t('reports.summary.asTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
          data-testid="report-summary-as-table"
        />
      }
    >
      {body}
    </SectionCard>
  );
}
