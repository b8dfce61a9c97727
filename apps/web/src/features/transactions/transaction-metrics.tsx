/** The metric widgets above the tabs: sales, refills and product figures of the chosen period. */
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransactionMetricsQuery } from '../../generated/graphql.ts';
import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { useMoney } from '../../lib/session.ts';

type Metrics = TransactionMetricsQuery['getTransactionMetrics'];
type MetricKey = Exclude<keyof Metrics, '__typename'>;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

export function TransactionMetrics({
  metrics,
  loading,
  error,
}: {
  metrics: Metrics | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation(['transactions', 'errors']);
  const money = useMoney();
  const percent = new Intl.NumberFormat(localeFor(currentLanguage()), { style: 'percent', maximumFractionDigits: 1 });
  if (error) {
    return (
      <Alert color="red" role="alert" mb="md">
        {t('transactions.metrics.error')} {errorMessage(error, t)}
      </Alert>
    );
  }
  if (loading || !metrics)
    return (
      <Skeleton height={180} mb="md" role="status" aria-busy="true" aria-label={t('transactions.metrics.label')} />
    );
  const product = (pick: Metrics['mostSold']) =>
    pick
      ? t('transactions.metrics.productCount', { name: pick.productLine.name, count: pick.count })
      : t('transactions.metrics.none');
  const groups: { title: string; figures: { key: MetricKey; value: string }[] }[] = [
    {
      title: t('transactions.metrics.sales'),
      figures: [
        { key: 'totalTransactions', value: String(metrics.totalTransactions) },
        { key: 'averagePurchaseValue', value: money.format(metrics.averagePurchaseValue) },
        { key: 'productsSold', value: String(metrics.productsSold) },
        { key: 'netIncome', value: money.format(metrics.netIncome) },
        { key: 'grossIncome', value: money.format(metrics.grossIncome) },
      ],
    },
    {
      title: t('transactions.metrics.refills'),
      figures: [
        { key: 'productsAdded', value: String(metrics.productsAdded) },
        { key: 'productsRemoved', value: String(metrics.productsRemoved) },
        {
          key: 'spoilageRate',
          value:
            metrics.spoilageRate === null || metrics.spoilageRate === undefined
              ? '–'
              : percent.format(metrics.spoilageRate),
        },
        { key: 'refillsDefaultCost', value: money.format(metrics.refillsDefaultCost) },
        { key: 'refillsSalesValue', value: money.format(metrics.refillsSalesValue) },
      ],
    },
    {
      title: t('transactions.metrics.products'),
      figures: [
        { key: 'mostSold', value: product(metrics.mostSold) },
        { key: 'leastSold', value: product(metrics.leastSold) },
        { key: 'mostRefilled', value: product(metrics.mostRefilled) },
        { key: 'mostRemoved', value: product(metrics.mostRemoved) },
      ],
    },
  ];
  return (
    <Stack gap="sm" mb="md" component="section" aria-label={t('transactions.metrics.label')}>
      {groups.map((group) => (
        <div key={group.title}>
          <Title order={2} size="h5" mb={4}>
            {group.title}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
            {group.figures.map((figure) => (
              <Figure
                key={figure.key}
                label={t(`transactions.metrics.${figure.key}`)}
                value={figure.value}
                testId={`metric-${figure.key}`}
              />
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
