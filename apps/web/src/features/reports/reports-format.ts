/** Labels of the Reports screen: buckets (local days, ISO weeks, months), hours, money sums for charts. */
import type { Language } from '@kiosk/common/constants';
import type { ReportGrouping } from '../../generated/graphql.ts';
import { localeFor } from '../../lib/format.ts';

/**
 * A bucket's label in the user's language: a day (YYYY-MM-DD) as a short date, a month (YYYY-MM) as month
 * and year, an ISO week (YYYY-Www) through `week` (the translated "Week 43, 2026").
 */
export function bucketLabel(
  label: string,
  grouping: ReportGrouping,
  language: Language,
  week: (values: { week: number; year: number }) => string,
): string {
  if (grouping === 'weekly') {
    const match = /^(\d{4})-W(\d{2})$/.exec(label);
    return match ? week({ year: Number(match[1]), week: Number(match[2]) }) : label;
  }
  const [year, month, day] = label.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    grouping === 'monthly'
      ? { timeZone: 'UTC', month: 'short', year: 'numeric' }
      : { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(localeFor(language), options).format(date);
}

/** An hour of the day as a clock time: 14 → "14:00", 24 → "24:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A decimal string as a number for a chart's axis (the tables show the exact strings). */
export const chartNumber = (amount: string) => Number(amount);
