/** Sell and refill patterns by local hour of the day and by weekday: bar charts and a table. */
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormatter } from '../../lib/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import type { ReportsOverview } from './reports.queries.ts';
import { hourLabel } from './reports-format.ts';

type By = 'hour' | 'weekday';

export function SellPatterns({ overview, money }: { overview: ReportsOverview; money: MoneyFormatter }) {
  const { t } = useTranslation('reports');
  const [by, setBy] = useState<By>('hour');
  const sells = by === 'hour' ? overview.getTopSellHours : overview.getTopSellWeek;
  const refills = by === 'hour' ? (overview.getTopRefillsHour[0]?.hours ?? []) : overview.getTopRefillsWeek;
  const slotName = (slot: number) =>
    by === 'hour'
      ? hourLabel(slot)
      : t(`reports.patterns.weekdays.${String(slot) as '1' | '2' | '3' | '4' | '5' | '6' | '7'}`);
  const rows = sells.map((sell) => {
    const refill = refills.find((r) => r.slot === sell.slot);
    return {
      slot: slotName(sell.slot),
      key: sell.slot,
      transactions: sell.transactions,
      netSales: sell.netSales,
      refills: refill?.refills ?? 0,
      added: refill?.added ?? 0,
      removed: refill?.removed ?? 0,
    };
  });
  return (
    <SectionCard
      title={t('reports.patterns.title')}
      actions={
        <SegmentedControl
          value={by}
          onChange={(value) => setBy(value as By)}
          data={[
            { value: 'hour', label: t('reports.patterns.byHour') },
            { value: 'weekday', label: t('reports.patterns.byWeekday') },
          ]}
          aria-label={t('reports.patterns.title')}
          data-testid="report-patterns-by"
        />
      }
    >
      <div
        role="img"
        aria-label={t(by === 'hour' ? 'reports.patterns.chartLabelHour' : 'reports.patterns.chartLabelWeekday')}
      >
        <BarChart
          h={240}
          data={rows}
          dataKey="slot"
          series={[
            { name: 'transactions', label: t('reports.patterns.transactions'), color: 'blue.6' },
            { name: 'refills', label: t('reports.patterns.refills'), color: 'orange.6' },
          ]}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
          xAxisProps={{ minTickGap: 8 }}
        />
      </div>
      <ScrollTable label={t('reports.patterns.title')} minWidth={560}>
        <Table striped withTableBorder data-testid="report-patterns-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(by === 'hour' ? 'reports.patterns.hour' : 'reports.patterns.weekday')}</Table.Th>
              <Table.Th ta="right">{t('reports.patterns.transactions')}</Table.Th>
              <Table.Th ta="right">{t('reports.patterns.netSales')}</Table.Th>
              <Table.Th ta="right">{t('reports.patterns.refills')}</Table.Th>
              <Table.Th ta="right">{t('reports.patterns.added')}</Table.Th>
              <Table.Th ta="right">{t('reports.patterns.removed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows
              .filter((row) => row.transactions || row.refills)
              .map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.slot}</Table.Td>
                  <Table.Td ta="right">{row.transactions}</Table.Td>
                  <Table.Td ta="right">{money.format(row.netSales)}</Table.Td>
                  <Table.Td ta="right">{row.refills}</Table.Td>
                  <Table.Td ta="right">{row.added}</Table.Td>
                  <Table.Td ta="right">{row.removed}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SectionCard>
  );
}
