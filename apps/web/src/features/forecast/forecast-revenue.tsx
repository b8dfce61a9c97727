/**
 * Forecast against actual net sales per day (spec §2 Forecast), with the forecast's 80 % interval drawn as a
 * band behind the forecast line; as a table, with the day's units (point forecast and interval) and the
 * units sold.
 */
import { CompositeChart } from '@mantine/charts';
import { Badge, Group, Switch, Table, Text, useComputedColorScheme } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import type { MoneyFormatter } from '../../lib/format.ts';
import { dayLabel, State, type Read } from './forecast-sections.tsx';
import { unitFormatter } from './forecast-units.ts';

const known = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function ForecastRevenue({ read, money }: { read: Read; money: MoneyFormatter }) {
  const { t } = useTranslation('forecast');
  const [asTable, setAsTable] = useState(false);
  // On a dark background the band is kept faint, so the lines inside it keep their contrast.
  const dark = useComputedColorScheme('light') === 'dark';
  const units = unitFormatter();
  const items = read.data?.revenue ?? [];
  const holidays = items.filter((item) => item.holiday);
  const rows = items.map((item) => ({
    day: dayLabel(item.date),
    ...(known(item.forecastedSales) ? { forecast: Number(item.forecastedSales) } : {}),
    ...(known(item.forecastedSalesLower) && known(item.forecastedSalesUpper)
      ? { band: [Number(item.forecastedSalesLower), Number(item.forecastedSalesUpper)] }
      : {}),
    ...(known(item.actualSales) ? { actual: Number(item.actualSales) } : {}),
  }));
  // The band's value is a pair (recharts draws an area between them); every other series is one figure.
  const format = (value: number | number[]) =>
    Array.isArray(value) ? `${money.format(value[0] ?? 0)} – ${money.format(value[1] ?? 0)}` : money.format(value);
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
              minWidth={640}
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
                    <Table.Th>{t('forecast.revenue.interval')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.actual')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.units')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.actualUnits')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.profit')}</Table.Th>
                    <Table.Th>{t('forecast.revenue.holiday')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.date}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(item.date)}</Table.Td>
                      <Table.Td>{known(item.forecastedSales) ? money.format(item.forecastedSales) : '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {known(item.forecastedSalesLower) && known(item.forecastedSalesUpper)
                          ? `${money.format(item.forecastedSalesLower)} – ${money.format(item.forecastedSalesUpper)}`
                          : '–'}
                      </Table.Td>
                      <Table.Td>{known(item.actualSales) ? money.format(item.actualSales) : '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {known(item.pointUnits) && known(item.unitsLower) && known(item.unitsUpper)
                          ? `${units.whole(item.pointUnits)} (${units.interval(item.unitsLower, item.unitsUpper)})`
                          : '–'}
                      </Table.Td>
                      <Table.Td>{known(item.actualUnits) ? units.whole(item.actualUnits) : '–'}</Table.Td>
                      <Table.Td>{known(item.forecastedProfit) ? money.format(item.forecastedProfit) : '–'}</Table.Td>
                      <Table.Td>{item.holiday ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <div role="img" aria-label={t('forecast.revenue.chartLabel')} data-testid="forecast-revenue-chart">
              <CompositeChart
                h={300}
                data={rows}
                dataKey="day"
                series={[
                  { name: 'band', label: t('forecast.revenue.interval'), color: 'blue.3', type: 'area' },
                  { name: 'actual', label: t('forecast.revenue.actual'), color: 'teal.7', type: 'line' },
                  // Drawn last and dashed, so a forecast that meets the actual stays visible on it.
                  {
                    name: 'forecast',
                    label: t('forecast.revenue.forecast'),
                    color: 'blue.6',
                    type: 'line',
                    strokeDasharray: '6 4',
                  },
                ]}
                withLegend
                withDots={false}
                connectNulls={false}
                curveType="monotone"
                valueFormatter={format as (value: number) => string}
                areaProps={{ fillOpacity: dark ? 0.16 : 0.35, strokeOpacity: 0 }}
                composedChartProps={{ accessibilityLayer: false }}
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
