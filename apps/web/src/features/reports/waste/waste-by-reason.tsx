/** Waste per reason: a bar chart of the cost (units in the tooltip), or a table with the exact figures. */
import { BarChart } from '@mantine/charts';
import { Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import type { MoneyFormatter } from '../../../lib/format.ts';
import { chartNumber } from '../reports-format.ts';
import type { WasteReport } from './waste.queries.ts';

export function WasteByReason({ report, money }: { report: WasteReport; money: MoneyFormatter }) {
  const { t } = useTranslation(['reports', 'inventory']);
  const [asTable, setAsTable] = useState(false);
  const reason = (value: string) =>
    t(`inventory:inventory.waste.reasons.${value}` as 'inventory:inventory.waste.reasons.other');
  const body = asTable ? (
    <ScrollTable label={t('reports.waste.chart.title')} minWidth={360}>
      <Table striped withTableBorder data-testid="waste-reason-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.waste.table.reason')}</Table.Th>
            <Table.Th ta="right">{t('reports.waste.chart.units')}</Table.Th>
            <Table.Th ta="right">{t('reports.waste.chart.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.byReason.map((total) => (
            <Table.Tr key={total.reason}>
              <Table.Td>{reason(total.reason)}</Table.Td>
              <Table.Td ta="right">{total.units}</Table.Td>
              <Table.Td ta="right">{money.format(total.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  ) : (
    <div
      role="img"
      aria-label={t('reports.waste.chart.label')}
      data-testid="waste-reason-chart"
      data-reasons={report.byReason.length}
    >
      <BarChart
        h={240}
        data={report.byReason.map((total) => ({
          reason: reason(total.reason),
          cost: chartNumber(total.cost),
          units: total.units,
        }))}
        dataKey="reason"
        series={[{ name: 'cost', label: t('reports.waste.chart.cost'), color: 'orange.7' }]}
        valueFormatter={(value) => money.format(value)}
        barChartProps={{ accessibilityLayer: false }}
        yAxisProps={{ width: 80 }}
      />
    </div>
  );
  return (
    <SectionCard
      title={t('reports.waste.chart.title')}
      actions={
        <Switch
          label={t('reports.waste.chart.asTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
          data-testid="waste-reason-as-table"
        />
      }
    >
      {body}
    </SectionCard>
  );
}
