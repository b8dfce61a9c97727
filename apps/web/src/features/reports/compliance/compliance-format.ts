/** How the compliance view writes durations, temperatures and times (the kiosk's organization's zone). */
import type { Language } from '@kiosk/common/constants';
import { formatDateTime, localeFor } from '../../../lib/format.ts';

/** `0 min`, `45 min`, `2 h 05 min` (whole minutes). */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A temperature in °C with two decimals in the language's notation; '–' when missing. */
export function formatCelsius(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(localeFor(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** Date and time of an instant in a time zone (the organization's), in the user's language (the console's one formatter). */
export function formatZonedDateTime(value: string | null | undefined, timeZone: string, language: Language): string {
  return formatDateTime(value, language, { timeZone });
}

/** A calendar day `YYYY-MM-DD` in the user's language (no time-zone shift: it is already local). */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
