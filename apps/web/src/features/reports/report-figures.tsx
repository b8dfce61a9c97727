/** The figure cards of the period: net sales, profit, average daily net revenue, peak sales hour. */
import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MoneyFormatter } from '../../lib/format.ts';
import { errorMessage } from '../../lib/notify.ts';
import type { ReportsOverview, ReportsSummary } from './reports.queries.ts';
import { hourLabel } from './reports-format.ts';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export function ReportFigures({
  summary,
  overview,
  money,
  error,
}: {
  summary: ReportsSummary | undefined;
  overview: ReportsOverview | undefined;
  money: MoneyFormatter;
  error: unknown;
}) {
  const { t } = useTranslation(['reports', 'errors']);
  if (error) {
    return (
      <Alert color="red" role="alert">
        {t('reports.figures.error')} {errorMessage(error, t)}
      </Alert>
    );
  }
  if (!summary || !overview) return <Skeleton height={100} role="status" aria-label={t('reports.figures.label')} />;
  const average = overview.getAverageDailyNetRevenue;
  const peak = overview.getPeakSalesHour;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" aria-label={t('reports.figures.label')} role="group">
      <Figure
        label={t('reports.figures.netSales')}
        value={money.format(summary.netSales)}
        hint={t('reports.figures.netSalesHint', { count: summary.transactions, items: summary.items })}
        testId="report-netSales"
      />
      <Figure
        label={t('reports.figures.profit')}
        value={summary.costKnown ? money.format(summary.profit) : t('reports.figures.noCostData')}
        hint={
          !summary.costKnown
            ? t('reports.figures.noCostDataHint')
            : summary.itemsWithoutCost > 0
              ? t('reports.figures.partialCostHint', {
                  cost: money.format(summary.netCost),
                  count: summary.itemsWithoutCost,
                  items: summary.items,
                })
              : t('reports.figures.profitHint', { cost: money.format(summary.netCost) })
        }
        testId="report-profit"
      />
      <Figure
        label={t('reports.figures.averageDaily')}
        value={money.format(average.average)}
        hint={t('reports.figures.averageDailyHint', { count: average.days })}
        testId="report-averageDaily"
      />
      <Figure
        label={t('reports.figures.peakHour')}
        value={
          peak
            ? t('reports.figures.peakHourValue', { start: hourLabel(peak.start), end: hourLabel(peak.end) })
            : t('reports.figures.none')
        }
        hint={peak ? t('reports.figures.peakHourSum', { sum: money.format(peak.sum) }) : undefined}
        testId="report-peakHour"
      />
    </SimpleGrid>
  );
}
