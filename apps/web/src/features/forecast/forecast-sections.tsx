/** The forecast screen's sections: figures, forecast vs actual, comparison of kiosks, demand, top lists. */
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Switch, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastQuery } from '../../generated/graphql.ts';
import type { MoneyFormatter } from '../../lib/format.ts';
import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { SectionCard } from '../../components/section-card.tsx';

type Forecast = ForecastQuery['getForecast'];
interface Read {
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

function State({ read, empty, children }: { read: Read; empty: boolean; children: () => ReactNode }) {
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

function Figure({ label, value, change, testId }: { label: string; value: string; change?: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
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
  const stats = read.data?.stats;
  const change = (value: string, percentage: number | null | undefined) =>
    percentage === null || percentage === undefined
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
              value={number.format(stats.productDemand)}
              change={change(number.format(stats.demandLastWeekChange), stats.demandLastWeekChangePercentage)}
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

export function ForecastRevenue({ read, money }: { read: Read; money: MoneyFormatter }) {
  const { t } = useTranslation('forecast');
  const [asTable, setAsTable] = useState(false);
  const items = read.data?.revenue ?? [];
  const holidays = items.filter((item) => item.holiday);
  const rows = items.map((item) => ({
    day: dayLabel(item.date),
    ...(item.forecastedSales !== null && item.forecastedSales !== undefined
      ? { forecast: Number(item.forecastedSales) }
      : {}),
    ...(item.actualSales !== null && item.actualSales !== undefined ? { actual: Number(item.actualSales) } : {}),
  }));
  return (
    <SectionCard
      title={t('forecast.revenue.title')}
      actions={
        <Switch
          label={t('forecast.revenue.asTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
        />
      }
      description={
        holidays.length > 0 && (
          <Group gap="xs" data-testid="forecast-holidays">
            <Text size="sm" c="dimmed">
              {t('forecast.revenue.holiday')}:
            </Text>
            {holidays.map((item) => (
              <Badge key={item.date} color="grape" variant="light">
                {dayLabel(item.date)} {item.holiday}
              </Badge>
            ))}
          </Group>
        )
      }
    >
      <State read={read} empty={items.length === 0}>
        {() =>
          asTable ? (
            <Table.ScrollContainer
              minWidth={420}
              type="native"
              tabIndex={0}
              role="group"
              aria-label={t('forecast.revenue.title')}
            >
              <Table striped withTableBorder data-testid="forecast-revenue-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('forecast.revenue.date')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.forecast')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.actual')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.profit')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.holiday')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.date}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(item.date)}</Table.Td>
                      <Table.Td>{item.forecastedSales == null ? '–' : money.format(item.forecastedSales)}</Table.Td>
                      <Table.Td>{item.actualSales === null ? '–' : money.format(item.actualSales ?? '0')}</Table.Td>
                      <Table.Td>{item.forecastedProfit == null ? '–' : money.format(item.forecastedProfit)}</Table.Td>
                      <Table.Td>{item.holiday ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <div role="img" aria-label={t('forecast.revenue.chartLabel')} data-testid="forecast-revenue-chart">
              <LineChart
                h={300}
                data={rows}
                dataKey="day"
                series={[
                  { name: 'actual', label: t('forecast.revenue.actual'), color: 'teal.7' },
                  // Drawn last and dashed, so a forecast that meets the actual stays visible on it.
                  { name: 'forecast', label: t('forecast.revenue.forecast'), color: 'blue.6', strokeDasharray: '6 4' },
                ]}
                withLegend
                connectNulls={false}
                curveType="monotone"
                valueFormatter={(value) => money.format(value)}
                lineChartProps={{ accessibilityLayer: false }}
                xAxisProps={{ minTickGap: 12 }}
                yAxisProps={{ width: 70 }}
                referenceLines={holidays.map((item) => ({
                  x: dayLabel(item.date),
                  label: item.holiday ?? t('forecast.revenue.holiday'),
                  color: 'grape.7',
                }))}
              />
            </div>
          )
        }
      </State>
    </SectionCard>
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
  const number = new Intl.NumberFormat(localeFor(currentLanguage()), { maximumFractionDigits: 1 });
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
                  <Table.Th ta="right">{t('forecast.demand.actualUnits')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.kioskId}-${row.productId}`}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.kioskName}</Table.Td>
                    <Table.Td ta="right">{number.format(row.forecastedUnits)}</Table.Td>
                    <Table.Td ta="right">{row.actualUnits}</Table.Td>
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
  const number = new Intl.NumberFormat(localeFor(currentLanguage()), { maximumFractionDigits: 1 });
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
                    {t('forecast.top.units', { value: number.format(item.quantitySold) })}
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
