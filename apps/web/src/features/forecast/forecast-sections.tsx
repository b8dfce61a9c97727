/** The forecast screen's sections: figures, forecast vs actual, comparison of kiosks, demand, top lists. */
import { BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastQuery } from '../../generated/graphql.ts';
import type { MoneyFormatter } from '../../lib/format.ts';
import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { SectionCard } from '../../components/section-card.tsx';

import { unitFormatter } from './forecast-units.ts';

type Forecast = ForecastQuery['getForecast'];
export interface Read {
  data: Forecast | undefined;
  error: unknown;
}

/** A local day YYYY-MM-DD as a short date in the user's language (the day is already local). */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat(localeFor(currentLanguage()), {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function State({ read, empty, children }: { read: Read; empty: boolean; children: () => ReactNode }) {
  const { t } = useTranslation(['forecast', 'errors']);
  if (read.error)
    return (
      <Alert color="red" role="alert">
        {t('forecast.page.error')} {errorMessage(read.error, t)}
      </Alert>
    );
  if (!read.data) return <Skeleton height={200} />;
  if (empty) return <Text c="dimmed">{t('forecast.revenue.empty')}</Text>;
  return <>{children()}</>;
}

const signed = (text: string) => (text.startsWith('-') ? text : `+${text}`);

function Figure({
  label,
  value,
  interval,
  change,
  testId,
}: {
  label: string;
  value: string;
  interval?: string;
  change?: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {interval && (
        <Text size="sm" c="dimmed" data-testid={`${testId}-interval`}>
          {interval}
        </Text>
      )}
      {change && (
        <Text size="sm" c="dimmed">
          {change}
        </Text>
      )}
    </Paper>
  );
}

export function ForecastStats({ read, money }: { read: Read; money: MoneyFormatter }) {
  const { t } = useTranslation('forecast');
  const language = currentLanguage();
  const number = new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 1 });
  const units = unitFormatter(language);
  const stats = read.data?.stats;
  const change = (value: string, percentage: number | null | undefined) =>
    !stats?.nextWeekCovered
      ? t('forecast.stats.noNextWeek')
      : percentage === null || percentage === undefined
        ? t('forecast.stats.noLastWeek')
        : t('forecast.stats.lastWeek', { value: `${signed(value)} (${signed(number.format(percentage))} %)` });
  return (
    <State read={read} empty={false}>
      {() =>
        stats && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-label={t('forecast.stats.label')}>
            <Figure
              label={t('forecast.stats.netSales')}
              value={money.format(stats.netSales)}
              change={change(
                money.format(stats.revenueLastWeekChange).replace(/^\+/, ''),
                stats.revenueLastWeekChangePercentage,
              )}
              testId="forecast-net-sales"
            />
            <Figure
              label={t('forecast.stats.productDemand')}
              value={units.expected(stats.productDemand)}
              interval={
                stats.productDemandLower != null && stats.productDemandUpper != null
                  ? t('forecast.stats.interval', {
                      lower: units.whole(stats.productDemandLower),
                      upper: units.whole(stats.productDemandUpper),
                    })
                  : undefined
              }
              change={change(units.expected(stats.demandLastWeekChange), stats.demandLastWeekChangePercentage)}
              testId="forecast-demand"
            />
            <Figure
              label={t('forecast.stats.numberOfCustomer')}
              value={number.format(stats.numberOfCustomer)}
              testId="forecast-customers"
            />
          </SimpleGrid>
        )
      }
    </State>
  );
}

const KIOSK_COLORS = [
  'blue.6',
  'teal.7',
  'orange.7',
  'grape.6',
  'red.7',
  'cyan.7',
  'lime.8',
  'pink.6',
  'indigo.6',
  'yellow.8',
];

export function ForecastComparison({ read, money }: { read: Read; money: MoneyFormatter }) {
  const { t } = useTranslation('forecast');
  const days = read.data?.comparison ?? [];
  const kiosks = days[0]?.list ?? [];
  const rows = days.map((day) => ({
    day: day.holiday ? `${dayLabel(day.date)} ★` : dayLabel(day.date),
    ...Object.fromEntries(day.list.map((entry) => [entry.id, Number(entry.value)])),
  }));
  return (
    <SectionCard title={t('forecast.comparison.title')}>
      <State read={read} empty={kiosks.length === 0}>
        {() => (
          <div role="img" aria-label={t('forecast.comparison.chartLabel')} data-testid="forecast-comparison">
            <BarChart
              h={280}
              data={rows}
              dataKey="day"
              series={kiosks.map((kiosk, i) => ({
                name: kiosk.id,
                label: kiosk.name,
                color: KIOSK_COLORS[i % KIOSK_COLORS.length] ?? 'blue.6',
              }))}
              withLegend
              valueFormatter={(value) => money.format(value)}
              barChartProps={{ accessibilityLayer: false }}
              xAxisProps={{ minTickGap: 12 }}
              yAxisProps={{ width: 70 }}
            />
          </div>
        )}
      </State>
    </SectionCard>
  );
}

export function ForecastDemand({ read }: { read: Read }) {
  const { t } = useTranslation('forecast');
  const units = unitFormatter();
  const rows = read.data?.productDemand ?? [];
  return (
    <SectionCard title={t('forecast.demand.title')}>
      <State read={read} empty={rows.length === 0}>
        {() => (
          <Table.ScrollContainer
            minWidth={360}
            mah={360}
            type="native"
            tabIndex={0}
            role="group"
            aria-label={t('forecast.demand.title')}
          >
            <Table striped withTableBorder data-testid="forecast-demand">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('forecast.demand.product')}</Table.Th>
                  <Table.Th>{t('forecast.demand.kiosk')}</Table.Th>
                  <Table.Th ta="right">{t('forecast.demand.forecastedUnits')}</Table.Th>
                  <Table.Th ta="right">{t('forecast.demand.interval')}</Table.Th>
                  <Table.Th ta="right">{t('forecast.demand.actualUnits')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.kioskId}-${row.productId}`}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.kioskName}</Table.Td>
                    <Table.Td ta="right">{units.expected(row.forecastedUnits)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {units.interval(row.unitsLower, row.unitsUpper)}
                    </Table.Td>
                    <Table.Td ta="right">{units.whole(row.actualUnits)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </State>
    </SectionCard>
  );
}

export function ForecastTop({ read, kind }: { read: Read; kind: 'kiosks' | 'products' }) {
  const { t } = useTranslation('forecast');
  const units = unitFormatter();
  const items = (kind === 'kiosks' ? read.data?.topSellingKiosks : read.data?.topSellingProducts) ?? [];
  return (
    <SectionCard title={t(`forecast.top.${kind}`)}>
      <State read={read} empty={items.length === 0}>
        {() => (
          <Table data-testid={`forecast-top-${kind}`}>
            <Table.Tbody>
              {items.map((item, i) => (
                <Table.Tr key={item.id}>
                  <Table.Td w={32}>{i + 1}.</Table.Td>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('forecast.top.units', { value: units.expected(item.quantitySold) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </State>
    </SectionCard>
  );
}
