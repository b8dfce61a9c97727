import { currentLanguage } from '../../lib/i18n.ts';

/** A calendar day (YYYY-MM-DD) as the UI language writes it, without a time-zone shift. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
