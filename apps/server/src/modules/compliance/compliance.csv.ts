import { stringify } from 'csv-stringify/sync';
import type { TFunction } from 'i18next';
import type { Language } from '@kiosk/common/constants';
import { celsius, localIso, minutes } from './compliance.format.ts';
import type { ComplianceReport } from './compliance.service.ts';

const COLUMNS = [
  'kiosk',
  'serialNumber',
  'timeZone',
  'record',
  'date',
  'start',
  'end',
  'readings',
  'min',
  'max',
  'minutesAbove',
  'minutesBelow',
  'minutesCovered',
  'minutesOutOfService',
  'kind',
  'durationMinutes',
  'peak',
  'acknowledgedAt',
  'acknowledgedBy',
  'note',
] as const;
type Row = Partial<Record<(typeof COLUMNS)[number], string | number>>;

/**
 * The compliance report as one CSV (UTF-8 with BOM): per kiosk a row per day, then its excursions,
 * out-of-service periods and temperature alerts, told apart by the `record` column. Times are ISO 8601 with
 * the organization's offset at that instant; durations in minutes; temperatures in °C.
 */
export function complianceCsv(t: TFunction, lng: Language, report: ComplianceReport): Buffer {
  const limits = { high: String(report.highLimit), low: String(report.lowLimit) };
  const rows: Row[] = [];
  const record = (key: string) => t(`compliance.csv.records.${key}`);
  for (const kiosk of report.kiosks) {
    const zone = kiosk.timeZone;
    const base = { kiosk: kiosk.kioskName, serialNumber: kiosk.serialNumber, timeZone: zone };
    const at = (date: Date | null) => (date ? localIso(date, zone) : '');
    for (const day of kiosk.days) {
      rows.push({
        ...base,
        record: record('day'),
        date: day.date,
        start: at(day.start),
        end: at(day.end),
        readings: day.readings,
        min: celsius(day.min, lng),
        max: celsius(day.max, lng),
        minutesAbove: minutes(day.aboveMs),
        minutesBelow: minutes(day.belowMs),
        minutesCovered: minutes(day.coveredMs),
        minutesOutOfService: minutes(day.outOfServiceMs),
      });
    }
    for (const excursion of kiosk.excursions) {
      rows.push({
        ...base,
        record: record('excursion'),
        date: localIso(excursion.start, zone).slice(0, 10),
        start: at(excursion.start),
        end: at(excursion.end),
        kind: t(`compliance.excursions.${excursion.kind}`, limits),
        durationMinutes: minutes(excursion.durationMs),
        peak: celsius(excursion.peak, lng),
      });
    }
    for (const period of kiosk.outOfService) {
      rows.push({
        ...base,
        record: record('outOfService'),
        date: localIso(period.start, zone).slice(0, 10),
        start: at(period.start),
        end: at(period.end),
        kind: period.endReason ? t(`compliance.outOfService.reasons.${period.endReason}`) : '',
      });
    }
    for (const alert of kiosk.alerts) {
      rows.push({
        ...base,
        record: record('alert'),
        date: localIso(alert.startDate, zone).slice(0, 10),
        start: at(alert.startDate),
        end: at(alert.endDate),
        kind: t(`compliance.alerts.${alert.type}`),
        acknowledgedAt: at(alert.acknowledgedAt),
        acknowledgedBy: alert.acknowledgedBy ?? '',
        note: alert.note ?? '',
      });
    }
  }
  const header = COLUMNS.map((key) => t(`compliance.csv.${key}`, limits));
  const body = stringify([header, ...rows.map((row) => COLUMNS.map((key) => row[key] ?? ''))]);
  return Buffer.from(`\uFEFF${body}`, 'utf8');
}
