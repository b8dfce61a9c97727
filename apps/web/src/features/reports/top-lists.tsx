/** Top products (by units sold) and top kiosks (by net sales): a bar chart above a table with exact figures. */
import { BarChart } from '@mantine/charts';
import { Grid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MoneyFormatter } from '../../lib/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import type { ReportsOverview } from './reports.queries.ts';
import { CostCells } from './cost-cells.tsx';
import { chartNumber } from './reports-format.ts';

interface Row {
  key: string;
  rank: number;
  name: string;
  amount?: number;
  netSales: string;
  netCost: string;
  profit: string;
  costKnown: boolean;
}

function TopList({
  title,
  chartLabel,
  nameHeader,
  amountHeader,
  rows,
  empty,
  money,
  testId,
  chartOf,
}: {
  title: string;
  chartLabel: string;
  nameHeader: string;
  amountHeader?: string;
  rows: Row[];
  empty: string;
  money: MoneyFormatter;
  testId: string;
  chartOf: { key: 'amount' | 'netSales'; label: string; format?: (value: number) => string };
}) {
  const { t } = useTranslation('reports');
  return (
    <SectionCard title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }} role="img" aria-label={chartLabel}>
            <BarChart
              h={Math.max(160, rows.length * 28)}
              data={rows.map((row) => ({
                name: row.name,
                value: chartOf.key === 'amount' ? (row.amount ?? 0) : chartNumber(row.netSales),
              }))}
              dataKey="name"
              orientation="vertical"
              series={[{ name: 'value', label: chartOf.label, color: 'blue.6' }]}
              valueFormatter={chartOf.format}
              barChartProps={{ accessibilityLayer: false }}
              yAxisProps={{ width: 130 }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ScrollTable label={title} minWidth={480}>
              <Table striped withTableBorder data-testid={testId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports.products.rank')}</Table.Th>
                    <Table.Th>{nameHeader}</Table.Th>
                    {amountHeader && <Table.Th ta="right">{amountHeader}</Table.Th>}
                    <Table.Th ta="right">{t('reports.products.netSales')}</Table.Th>
                    <Table.Th ta="right">{t('reports.products.netCost')}</Table.Th>
                    <Table.Th ta="right">{t('reports.products.profit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{row.rank}</Table.Td>
                      <Table.Td>{row.name}</Table.Td>
                      {amountHeader && <Table.Td ta="right">{row.amount}</Table.Td>}
                      <Table.Td ta="right">{money.format(row.netSales)}</Table.Td>
                      <CostCells costKnown={row.costKnown} netCost={row.netCost} profit={row.profit} money={money} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Grid.Col>
        </Grid>
      )}
    </SectionCard>
  );
}

export function TopProducts({ overview, money }: { overview: ReportsOverview; money: MoneyFormatter }) {
  const { t } = useTranslation('reports');
  return (
    <TopList
      title={t('reports.products.title')}
      chartLabel={t('reports.products.chartLabel')}
      nameHeader={t('reports.products.product')}
      amountHeader={t('reports.products.amount')}
      rows={overview.getTopSellingProducts.map((p) => ({
        key: `${p.rank}`,
        rank: p.rank,
        name: p.productLine,
        amount: p.amount,
        netSales: p.netSales,
        netCost: p.netCost,
        profit: p.profit,
        costKnown: p.costKnown,
      }))}
      empty={t('reports.products.empty')}
      money={money}
      testId="report-top-products"
      chartOf={{ key: 'amount', label: t('reports.products.amount') }}
    />
  );
}

export function TopKiosks({ overview, money }: { overview: ReportsOverview; money: MoneyFormatter }) {
  const { t } = useTranslation('reports');
  return (
    <TopList
      title={t('reports.kiosks.title')}
      chartLabel={t('reports.kiosks.chartLabel')}
      nameHeader={t('reports.kiosks.kiosk')}
      rows={overview.topSellingKiosks.map((k) => ({
        key: `${k.rank}`,
        rank: k.rank,
        name: k.kioskName ?? t('reports.kiosks.noKiosk'),
        netSales: k.netSales,
        netCost: k.netCost,
        profit: k.profit,
        costKnown: k.costKnown,
      }))}
      empty={t('reports.kiosks.empty')}
      money={money}
      testId="report-top-kiosks"
      chartOf={{ key: 'netSales', label: t('reports.kiosks.netSales'), format: (value) => money.format(value) }}
    />
  );
}
