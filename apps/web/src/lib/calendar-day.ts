import type { Language } from '@kiosk/common/constants';
import { localeFor } from './format.ts';

/** A calendar day `YYYY-MM-DD` (a best-before day) in the user's language; no time-zone shift. */
export function formatCalendarDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether a best-before day is over: its units count as expired from 00:00 UTC the day after. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < now.toISOString().slice(0, 10);
}
