import { LineChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconChartLine, IconDownload, IconTable } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReferenceArea } from 'recharts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../../lib/date-input.ts';
import { localeFor } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-zones.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { downloadFile } from '../../../lib/rest-client.ts';
import { useKioskTemperatures } from '../kiosk-detail.queries.ts';
import {
  chartRows,
  dayRange,
  presetRange,
  RANGE_PRESETS,
  sensorCount,
  sensorKey,
  summarize,
  temperatureCsvPath,
  toleranceBand,
  yDomain,
  type RangePreset,
  type TimeRange,
} from '../temperature-log.ts';

type Choice = RangePreset | 'custom';

function parseChoice(value: string | null): Choice {
  return value === 'custom' || (RANGE_PRESETS as readonly string[]).includes(value ?? '') ? (value as Choice) : '24h';
}
const SENSOR_COLORS = ['blue.7', 'grape.7', 'orange.8', 'teal.8'] as const;
/** Dashes tell the lines apart without colour. */
const SENSOR_DASHES = [undefined, '6 3', '2 3', '10 3 2 3'] as const;
const TABLE_ROWS = 200;

/**
 * Temperature log (spec §9): the sensors over 24 h, 7 or 30 days or chosen days, the ±2 °C band
 * around the thermostat, a summary for screen readers, a table view and the CSV export of the range.
 */
export function KioskTemperatureLog({ kioskId, thermostat }: { kioskId: string; thermostat: number }) {
  const { t } = useTranslation('kiosks');
  const language = currentLanguage();
  const locale = localeFor(language);
  // Times at the kiosk's organization's wall clock (the page's zone, noted under its title).
  const dateTime = useDateTime();
  // Range, chosen days and table view live in the URL (?temperature=7d, ?temperatureFrom=…&temperatureTo=…,
  // ?temperatureTable=1): a kiosk's log can be shared as seen and survives a reload.
  const [params, setParams] = useSearchParams();
  const choice = parseChoice(params.get('temperature'));
  const days: [string | null, string | null] = [params.get('temperatureFrom'), params.get('temperatureTo')];
  const asTable = params.get('temperatureTable') === '1';
  // A preset's range ends now, taken when it is chosen (or the page opened with it).
  const presetAt = useMemo<TimeRange>(() => presetRange(choice === 'custom' ? '24h' : choice, new Date()), [choice]);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setDays = ([from, to]: [string | null, string | null]) => update({ temperatureFrom: from, temperatureTo: to });
  const setAsTable = (value: boolean) => update({ temperatureTable: value ? '1' : null });
  const [exporting, setExporting] = useState(false);

  const range = choice === 'custom' ? dayRange(days[0], days[1]) : presetAt;
  const readings = useKioskTemperatures(kioskId, range);
  const data = readings.data;

  const band = toleranceBand(thermostat);
  const view = useMemo(() => {
    const list = data ?? [];
    const summaries = summarize(list);
    return {
      rows: chartRows(list),
      // The table lists the readings themselves, newest first; only the chart is thinned.
      tableRows: chartRows(list.slice(-TABLE_ROWS), Number.POSITIVE_INFINITY).reverse(),
      count: sensorCount(list),
      summaries,
      domain: yDomain(summaries, toleranceBand(thermostat)),
    };
  }, [data, thermostat]);

  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const degrees = (value: number) => t('kiosks.temperature', { value: number.format(value) });
  const time = new Intl.DateTimeFormat(locale, {
    ...(choice === '24h' ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }),
    ...(dateTime.zone ? { timeZone: dateTime.zone } : {}),
  });
  const sensorLabel = (index: number) => t('kiosks.page.temperature.sensor', { sensor: index + 1 });

  const choose = (value: string) => {
    const next = value as Choice;
    update({
      temperature: next === '24h' ? null : next,
      ...(next === 'custom' ? {} : { temperatureFrom: null, temperatureTo: null }),
    });
  };

  const exportCsv = async () => {
    if (!range) return;
    setExporting(true);
    try {
      await downloadFile(temperatureCsvPath(kioskId, range), 'temperature.csv');
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const series = Array.from({ length: view.count }, (_, index) => ({
    name: sensorKey(index),
    label: sensorLabel(index),
    color: SENSOR_COLORS[index] ?? 'gray.7',
    strokeDasharray: SENSOR_DASHES[index],
  }));

  let body: React.ReactNode;
  if (!range) {
    body = (
      <Text size="sm" c="dimmed">
        {t('kiosks.page.temperature.pickDays')}
      </Text>
    );
  } else if (readings.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={t('kiosks.page.temperature.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (readings.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(readings.error, t)}
      </Alert>
    );
  } else if (view.count === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('kiosks.page.temperature.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        <VisuallyHidden>
          <p>
            {t('kiosks.page.temperature.summaryIntro', {
              low: degrees(band.low),
              high: degrees(band.high),
              readings: data?.length ?? 0,
            })}
          </p>
          <ul>
            {view.summaries.map((summary) => (
              <li key={summary.sensor}>
                {t('kiosks.page.temperature.summaryLine', {
                  sensor: sensorLabel(summary.sensor - 1),
                  min: degrees(summary.min),
                  max: degrees(summary.max),
                  last: degrees(summary.last),
                })}
              </li>
            ))}
          </ul>
        </VisuallyHidden>
        {asTable ? (
          <Table.ScrollContainer
            minWidth={420}
            mah={420}
            type="native"
            tabIndex={0}
            role="group"
            aria-label={t('kiosks.page.temperature.tableLabel')}
          >
            <Table striped stickyHeader verticalSpacing={4} aria-label={t('kiosks.page.temperature.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('kiosks.page.temperature.time')}</Table.Th>
                  {series.map((entry) => (
                    <Table.Th key={entry.name}>{entry.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.tableRows.map((row) => (
                  <Table.Tr key={row.ts}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime.format(row.ts)}</Table.Td>
                    {series.map((entry) => {
                      const value = row[entry.name];
                      return <Table.Td key={entry.name}>{value === undefined ? '–' : degrees(value)}</Table.Td>;
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <div role="img" aria-label={t('kiosks.page.temperature.chartLabel')}>
            <LineChart
              h={300}
              data={view.rows}
              dataKey="ts"
              series={series}
              withDots={false}
              lineChartProps={{ accessibilityLayer: false }}
              withLegend
              curveType="linear"
              connectNulls={false}
              strokeWidth={2}
              valueFormatter={degrees}
              xAxisProps={{
                type: 'number',
                scale: 'time',
                domain: ['dataMin', 'dataMax'],
                tickFormatter: (value: number) => time.format(new Date(value)),
                minTickGap: 24,
              }}
              yAxisProps={{ domain: view.domain, width: 40, tickFormatter: (value: number) => number.format(value) }}
              yAxisLabel="°C"
              tooltipProps={{ labelFormatter: (value) => dateTime.format(Number(value)) }}
              referenceLines={[
                { y: thermostat, label: t('kiosks.page.temperature.thermostat'), color: 'var(--mantine-color-dimmed)' },
              ]}
            >
              <ReferenceArea
                y1={band.low}
                y2={band.high}
                fill="var(--mantine-color-teal-2)"
                fillOpacity={0.35}
                ifOverflow="extendDomain"
              />
            </LineChart>
          </div>
        )}
        <Text size="xs" c="dimmed">
          {t('kiosks.page.temperature.bandNote', { low: degrees(band.low), high: degrees(band.high) })}
          {asTable && (data?.length ?? 0) > TABLE_ROWS
            ? ` ${t('kiosks.page.temperature.tableLimit', { rows: TABLE_ROWS })}`
            : ''}
        </Text>
      </Stack>
    );
  }

  return (
    <SectionCard
      title={t('kiosks.page.temperature.title')}
      actions={
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!range}
        >
          {t('kiosks.page.temperature.export')}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          size="xs"
          maw="100%"
          value={choice}
          onChange={choose}
          aria-label={t('kiosks.page.temperature.range')}
          data={[
            ...RANGE_PRESETS.map((value) => ({ value, label: t(`kiosks.page.ranges.${value}`) })),
            { value: 'custom', label: t('kiosks.page.ranges.custom') },
          ]}
        />
        {choice === 'custom' ? (
          <DatesProvider settings={{ locale: language }}>
            <DatePickerInput
              {...DATE_BOUNDS}
              type="range"
              label={t('kiosks.page.temperature.days')}
              placeholder={t('kiosks.page.temperature.pickDays')}
              valueFormat={dateInputFormat(language)}
              value={days}
              onChange={(value) => setDays([value[0] ?? null, value[1] ?? null])}
              maxDate={new Date()}
              allowSingleDateInRange
              miw={240}
            />
          </DatesProvider>
        ) : null}
        <Button
          variant={asTable ? 'filled' : 'default'}
          size="xs"
          leftSection={asTable ? <IconChartLine size={14} aria-hidden /> : <IconTable size={14} aria-hidden />}
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('kiosks.page.temperature.showTable')}
        </Button>
      </Group>
      {body}
    </SectionCard>
  );
}
