/** Sales per payment method: a donut chart beside a table with counts and shares. */
import { DonutChart } from '@mantine/charts';
import { SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { usePaymentMethodName } from '../../lib/payment-method.ts';
import { SectionCard } from '../../components/section-card.tsx';
import type { ReportsOverview } from './reports.queries.ts';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.7', 'pink.6', 'lime.7', 'indigo.6'];

export function PaymentMethods({ overview }: { overview: ReportsOverview }) {
  const { t } = useTranslation('reports');
  const language = currentLanguage();
  const methods = overview.getPaymentsMethodsStats;
  const total = methods.reduce((sum, m) => sum + m.cnt, 0);
  const percent = new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 1 });
  const name = usePaymentMethodName();
  return (
    <SectionCard title={t('reports.payments.title')}>
      {methods.length === 0 ? (
        <Text c="dimmed">{t('reports.payments.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div role="img" aria-label={t('reports.payments.chartLabel')}>
            <DonutChart
              mx="auto"
              data={methods.map((m, i) => ({
                name: name(m._id),
                value: m.cnt,
                color: COLORS[i % COLORS.length] ?? 'gray.6',
              }))}
              withTooltip
              tooltipDataSource="segment"
              pieProps={{ isAnimationActive: false }}
            />
          </div>
          <Table striped withTableBorder data-testid="report-payment-methods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.payments.method')}</Table.Th>
                <Table.Th ta="right">{t('reports.payments.count')}</Table.Th>
                <Table.Th ta="right">{t('reports.payments.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.map((m) => (
                <Table.Tr key={m._id}>
                  <Table.Td>{name(m._id)}</Table.Td>
                  <Table.Td ta="right">{m.cnt}</Table.Td>
                  <Table.Td ta="right">{percent.format(total ? m.cnt / total : 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
