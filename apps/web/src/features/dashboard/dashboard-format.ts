/** Pure helpers of the dashboard: bucket labels in the organization's local time, and the chart's rows. */
import type { Language } from '@kiosk/common/constants';
import type { SalesView } from '../../generated/graphql.ts';
import { localeFor } from '../../lib/format.ts';

const COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];

/**
 * A bucket's label as the server sent it — the organization's wall clock, "YYYY-MM-DD" or
 * "YYYY-MM-DDTHH:mm" — in the user's language. Read as UTC and shown in UTC, so the browser's own time
 * zone never shifts it.
 */
export function bucketLabel(label: string, view: SalesView, language: Language): string {
  const hourly = label.length > 10;
  const date = new Date(`${hourly ? label : `${label}T00:00`}:00Z`);
  if (Number.isNaN(date.getTime())) return label;
  return labelFormat(view, language).format(date);
}

/** One formatter per view and language: creating an Intl formatter costs far more than using one. */
const labelFormats = new Map<string, Intl.DateTimeFormat>();

function labelFormat(view: SalesView, language: Language): Intl.DateTimeFormat {
  const key = `${view}:${language}`;
  let format = labelFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      view === 'hourly'
        ? { hour: '2-digit', minute: '2-digit' }
        : view === 'last24Hours'
          ? { weekday: 'short', hour: '2-digit', minute: '2-digit' }
          : view === 'weekDays'
            ? { weekday: 'short', day: 'numeric', month: 'numeric' }
            : { day: 'numeric', month: 'numeric' };
    format = new Intl.DateTimeFormat(localeFor(language), { ...options, timeZone: 'UTC' });
    labelFormats.set(key, format);
  }
  return format;
}

export interface KioskSeries {
  kioskId?: string | null;
  kioskName?: string | null;
  revenue: string[];
}

/** Rows of a stacked bar chart (one per bucket, one numeric column per kiosk) and the series naming them. */
export function chartData(
  buckets: readonly { label: string }[],
  kiosks: readonly KioskSeries[],
  labelOf: (label: string) => string,
  noKioskName: string,
) {
  const series = kiosks.map((kiosk, index) => ({
    name: `k${index}`,
    label: kiosk.kioskName ?? (kiosk.kioskId ? kiosk.kioskId.slice(0, 8) : noKioskName),
    color: COLORS[index % COLORS.length] ?? 'blue.6',
  }));
  const rows = buckets.map((bucket, b) => {
    const row: Record<string, string | number> = { bucket: labelOf(bucket.label) };
    kiosks.forEach((kiosk, k) => {
      row[`k${k}`] = Number(kiosk.revenue[b] ?? 0);
    });
    return row;
  });
  return { rows, series };
}

/** Sum of decimal strings to the cent (the table's totals), without floating-point drift. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce((sum, value) => {
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const abs = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
    return sum + (value.startsWith('-') ? -abs : abs);
  }, 0n);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
