/**
 * Temperature compliance (Reports → Temperature compliance, /reports/compliance; docs/compliance.md): per
 * kiosk and local day of its organization the minimum, maximum, time above 7 °C and below 2 °C, the
 * excursions, the automatic out-of-service periods and the temperature alerts with who acknowledged them;
 * the PDF for the audit file and the CSV. Kiosks and period live in the URL (?kiosk=…&from=…&to=…).
 */
import { Alert, Anchor, Badge, Button, Group, Loader, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import 'dayjs/locale/de';
import { TEMPERATURE_COMPLIANCE, type Language } from '@kiosk/common/constants';
import { daysBetween } from '@kiosk/common/validation';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { DATE_BOUNDS, dateInputFormat, instantToDay, parseDateText } from '../../../lib/date-input.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAllKiosks } from '../../../lib/lookups.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { formatCelsius, formatDay, formatDuration, formatZonedDateTime } from './compliance-format.ts';
import {
  downloadCompliance,
  useTemperatureCompliance,
  type ComplianceSelection,
  type KioskCompliance,
} from './compliance.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type EndReason = 'temperature' | 'manual' | 'schedule';
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** The selection in the URL; the period defaults to the last seven days. */
function useSelection(): [ComplianceSelection, (next: Partial<ComplianceSelection>) => void] {
  const [params, setParams] = useSearchParams();
  const today = instantToDay(new Date());
  const from = params.get('from');
  const to = params.get('to');
  const selection: ComplianceSelection = {
    kioskIds: params.getAll('kiosk'),
    from: isDay(from) ? from : instantToDay(new Date(Date.now() - 6 * DAY_MS)),
    to: isDay(to) ? to : today,
  };
  const update = (next: Partial<ComplianceSelection>) => {
    const merged = { ...selection, ...next };
    const search = new URLSearchParams();
    for (const id of merged.kioskIds) search.append('kiosk', id);
    search.set('from', merged.from);
    search.set('to', merged.to);
    setParams(search, { replace: true });
  };
  return [selection, update];
}

function DataTableBlock({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // Scrolls sideways on a phone; the scrolling region is focusable for keyboard users.
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="group" aria-label={label}>
      <Table striped withTableBorder verticalSpacing={4} aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, i) => (
                <Table.Td key={i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function KioskReport({
  kiosk,
  limits,
  language,
}: {
  kiosk: KioskCompliance;
  limits: { high: string; low: string };
  language: Language;
}) {
  const { t } = useTranslation('compliance');
  const at = (value: string | null | undefined) => formatZonedDateTime(value, kiosk.timeZone, language);
  const heading = t('compliance.kiosk.heading', { name: kiosk.kioskName, serialNumber: kiosk.serialNumber });
  return (
    <SectionCard
      title={heading}
      description={
        <Text size="sm" c="dimmed">
          {t('compliance.kiosk.organization', { name: kiosk.orgName })} ·{' '}
          {t('compliance.kiosk.timeZone', { timeZone: kiosk.timeZone })}
        </Text>
      }
    >
      <Stack gap="md">
        <DataTableBlock
          label={`${t('compliance.days.title')}: ${heading}`}
          head={[
            t('compliance.days.date'),
            t('compliance.days.readings'),
            t('compliance.days.min'),
            t('compliance.days.max'),
            t('compliance.days.above', limits),
            t('compliance.days.below', limits),
            t('compliance.days.covered'),
            t('compliance.days.outOfService'),
          ]}
          rows={kiosk.days.map((day) => [
            formatDay(day.date, language),
            day.readings,
            day.readings ? formatCelsius(day.min, language) : t('compliance.days.noReadings'),
            formatCelsius(day.max, language),
            <Text
              key="above"
              span
              size="sm"
              c={day.secondsAbove > 0 ? 'red' : undefined}
              fw={day.secondsAbove ? 600 : 400}
            >
              {formatDuration(day.secondsAbove)}
            </Text>,
            <Text
              key="below"
              span
              size="sm"
              c={day.secondsBelow > 0 ? 'blue' : undefined}
              fw={day.secondsBelow ? 600 : 400}
            >
              {formatDuration(day.secondsBelow)}
            </Text>,
            formatDuration(day.secondsCovered),
            formatDuration(day.secondsOutOfService),
          ])}
        />

        <Stack gap={4}>
          <Text fw={600} component="h3" size="md" m={0}>
            {t('compliance.excursions.title')}
          </Text>
          {kiosk.excursions.length === 0 ? (
            <Text size="sm">{t('compliance.excursions.none')}</Text>
          ) : (
            <DataTableBlock
              label={`${t('compliance.excursions.title')}: ${heading}`}
              head={[
                t('compliance.excursions.kind'),
                t('compliance.excursions.start'),
                t('compliance.excursions.end'),
                t('compliance.excursions.duration'),
                t('compliance.excursions.peak'),
              ]}
              rows={kiosk.excursions.map((excursion) => [
                <Badge key="kind" color={excursion.kind === 'high' ? 'red' : 'blue'} variant="light">
                  {t(`compliance.excursions.${excursion.kind}`, limits)}
                </Badge>,
                at(excursion.start),
                excursion.closed ? at(excursion.end) : `${at(excursion.end)} (${t('compliance.excursions.ongoing')})`,
                formatDuration(excursion.durationSeconds),
                formatCelsius(excursion.peak, language),
              ])}
            />
          )}
        </Stack>

        <Stack gap={4}>
          <Text fw={600} component="h3" size="md" m={0}>
            {t('compliance.outOfService.title')}
          </Text>
          {kiosk.outOfService.length === 0 ? (
            <Text size="sm">{t('compliance.outOfService.none')}</Text>
          ) : (
            <DataTableBlock
              label={`${t('compliance.outOfService.title')}: ${heading}`}
              head={[
                t('compliance.outOfService.start'),
                t('compliance.outOfService.applied'),
                t('compliance.outOfService.end'),
                t('compliance.outOfService.endReason'),
              ]}
              rows={kiosk.outOfService.map((period) => [
                at(period.start),
                period.appliedAt ? at(period.appliedAt) : t('compliance.outOfService.pending'),
                period.end ? at(period.end) : t('compliance.outOfService.stillOut'),
                period.endReason ? t(`compliance.outOfService.reasons.${period.endReason as EndReason}`) : '–',
              ])}
            />
          )}
        </Stack>

        <Stack gap={4}>
          <Text fw={600} component="h3" size="md" m={0}>
            {t('compliance.alerts.title')}
          </Text>
          {kiosk.alerts.length === 0 ? (
            <Text size="sm">{t('compliance.alerts.none')}</Text>
          ) : (
            <DataTableBlock
              label={`${t('compliance.alerts.title')}: ${heading}`}
              head={[
                t('compliance.alerts.type'),
                t('compliance.alerts.start'),
                t('compliance.alerts.end'),
                t('compliance.alerts.acknowledgedAt'),
                t('compliance.alerts.acknowledgedBy'),
                t('compliance.alerts.note'),
              ]}
              rows={kiosk.alerts.map((alert) => [
                t(`compliance.alerts.${alert.type as 'highTemperature' | 'lowTemperature'}`),
                at(alert.startDate),
                alert.endDate ? at(alert.endDate) : t('compliance.alerts.open'),
                alert.acknowledgedAt ? at(alert.acknowledgedAt) : t('compliance.alerts.notAcknowledged'),
                alert.acknowledgedBy ?? '–',
                alert.note ?? '–',
              ])}
            />
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

export function CompliancePage() {
  const { t } = useTranslation(['compliance', 'errors']);
  const language = currentLanguage();
  const kiosks = useAllKiosks();
  const [selection, setSelection] = useSelection();
  const days = daysBetween(selection.from, selection.to);
  const periodValid = days >= 1 && days <= TEMPERATURE_COMPLIANCE.maxDays;
  const ready = selection.kioskIds.length > 0 && periodValid;
  const report = useTemperatureCompliance(selection, ready);
  const [downloading, setDownloading] = useState<'pdf' | 'csv' | null>(null);
  const limits = { high: '7', low: '2' };

  const download = async (format: 'pdf' | 'csv') => {
    setDownloading(format);
    try {
      await downloadCompliance(format, language, selection);
    } catch (error) {
      notifyError(`${t('compliance.download.failed')} ${errorMessage(error, t)}`);
    } finally {
      setDownloading(null);
    }
  };

  const dateProps = {
    valueFormat: dateInputFormat(language),
    dateParser: (text: string) => parseDateText(text, language),
    placeholder: dateInputFormat(language),
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/reports" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('compliance.backToReports')}
        </Group>
      </Anchor>
      <PageHeader title={t('compliance.title')}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!ready}
            loading={downloading === 'pdf'}
            onClick={() => void download('pdf')}
          >
            {t('compliance.download.pdf')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!ready}
            loading={downloading === 'csv'}
            onClick={() => void download('csv')}
          >
            {t('compliance.download.csv')}
          </Button>
        </Group>
      </PageHeader>
      <Text size="sm" c="dimmed">
        {t('compliance.subtitle', limits)}
      </Text>

      <DatesProvider settings={{ locale: language }}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            label={t('compliance.filters.kiosks')}
            placeholder={selection.kioskIds.length ? undefined : t('compliance.filters.kiosksPlaceholder')}
            data={(kiosks.data ?? []).map((kiosk) => ({ value: kiosk._id, label: kiosk.name }))}
            value={selection.kioskIds}
            onChange={(kioskIds) => setSelection({ kioskIds })}
            searchable
            clearable
            maxValues={TEMPERATURE_COMPLIANCE.maxKiosks}
            w={{ base: '100%', sm: 360 }}
            data-testid="compliance-kiosks"
          />
          <DateInput
            {...DATE_BOUNDS}
            label={t('compliance.filters.from')}
            {...dateProps}
            value={selection.from}
            onChange={(value) => value && setSelection({ from: value })}
            maxDate={selection.to}
            w={{ base: '100%', xs: 160 }}
          />
          <DateInput
            {...DATE_BOUNDS}
            label={t('compliance.filters.to')}
            {...dateProps}
            value={selection.to}
            onChange={(value) => value && setSelection({ to: value })}
            minDate={selection.from}
            w={{ base: '100%', xs: 160 }}
          />
        </Group>
      </DatesProvider>
      <Text size="xs" c={periodValid ? 'dimmed' : 'red'}>
        {t('compliance.filters.limits', {
          kiosks: TEMPERATURE_COMPLIANCE.maxKiosks,
          days: TEMPERATURE_COMPLIANCE.maxDays,
        })}
      </Text>

      {kiosks.data && kiosks.data.length === 0 ? (
        <Alert variant="light">{t('compliance.empty')}</Alert>
      ) : !ready ? (
        <Alert variant="light">{t('compliance.chooseKiosks')}</Alert>
      ) : report.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('compliance.error')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(report.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void report.refetch()}>
              {t('compliance.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !report.data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('compliance.title')} />
        </Group>
      ) : (
        <Stack gap="md" data-testid="compliance-report" aria-busy={report.isFetching}>
          {report.data.kiosks.map((kiosk) => (
            <KioskReport key={kiosk.kioskId} kiosk={kiosk} limits={limits} language={language} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
