/**
 * The transactions screen's period and kiosks, kept in the URL (`from`, `to` as local days YYYY-MM-DD,
 * `kiosks` as comma-separated ids) and shared by the metric widgets and the three tabs. Default: the
 * last 30 days up to today. The days are those of the organizations' time zone when the sales shown
 * share one (as reports and the dashboard count them), else the reader's.
 */
import { dayIn, dayStart } from '@kiosk/common/time-zone';
import { dayToInstant, instantToDay } from '../../lib/date-input.ts';

export const DEFAULT_PERIOD_DAYS = 30;

export interface TransactionsPeriod {
  from: string;
  to: string;
  kioskIds: string[];
  /** The zone the days are days of (an organization's); none: the reader's. */
  timeZone?: string | null | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return instantToDay(new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) - days));
}

export function parsePeriod(
  params: URLSearchParams,
  today: Date = new Date(),
  timeZone?: string | null,
): TransactionsPeriod {
  const to = DAY.test(params.get('to') ?? '')
    ? (params.get('to') as string)
    : timeZone
      ? dayIn(today, timeZone)
      : instantToDay(today);
  const fromParam = params.get('from') ?? '';
  const from = DAY.test(fromParam) && fromParam <= to ? fromParam : daysBefore(to, DEFAULT_PERIOD_DAYS - 1);
  const kioskIds = (params.get('kiosks') ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  return timeZone ? { from, to, kioskIds, timeZone } : { from, to, kioskIds };
}

/** Writes the period into search params (other params stay; the page goes back to the first). */
export function withPeriod(params: URLSearchParams, period: TransactionsPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('from', period.from);
  next.set('to', period.to);
  if (period.kioskIds.length) next.set('kiosks', period.kioskIds.join(','));
  else next.delete('kiosks');
  next.delete('page');
  return next;
}

/** The API's bounds: from the midnight starting `from` to the last millisecond of `to`, in the period's zone. */
export function periodBounds(period: TransactionsPeriod): { from: string; to: string; kioskIds?: string[] } {
  const zone = period.timeZone;
  const start = (day: string) => (zone ? dayStart(day, zone).toISOString() : dayToInstant(day));
  const end = new Date(new Date(start(daysBefore(period.to, -1))).getTime() - 1).toISOString();
  return {
    from: start(period.from),
    to: end,
    ...(period.kioskIds.length ? { kioskIds: period.kioskIds } : {}),
  };
}
