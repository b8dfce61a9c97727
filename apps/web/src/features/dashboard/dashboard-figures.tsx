/** The four figure cards: customers, products sold and revenue today, revenue since the first of the month. */
import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardFiguresQuery } from '../../generated/graphql.ts';
import type { MoneyFormatter } from '../../lib/format.ts';
import { errorMessage } from '../../lib/notify.ts';

type Figures = DashboardFiguresQuery['getDashboardFigures'];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

export function DashboardFigures({
  figures,
  money,
  error,
}: {
  figures: Figures | undefined;
  money: MoneyFormatter;
  error: unknown;
}) {
  const { t } = useTranslation(['dashboard', 'errors']);
  if (error) {
    return (
      <Alert color="red" role="alert">
        {t('dashboard.figures.error')} {errorMessage(error, t)}
      </Alert>
    );
  }
  if (!figures)
    return <Skeleton height={90} role="status" aria-busy="true" aria-label={t('dashboard.figures.label')} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('dashboard.figures.label')} role="group">
      <Figure
        label={t('dashboard.figures.customersToday')}
        value={String(figures.customersToday)}
        testId="figure-customersToday"
      />
      <Figure
        label={t('dashboard.figures.productsSoldToday')}
        value={String(figures.productsSoldToday)}
        testId="figure-productsSoldToday"
      />
      <Figure
        label={t('dashboard.figures.revenueToday')}
        value={money.format(figures.revenueToday)}
        testId="figure-revenueToday"
      />
      <Figure
        label={t('dashboard.figures.monthlyRevenue')}
        value={money.format(figures.monthlyRevenue)}
        testId="figure-monthlyRevenue"
      />
    </SimpleGrid>
  );
}
