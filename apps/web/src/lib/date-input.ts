/**
 * Dates typed into @mantine/dates' DateInput, in the way each language writes them:
 *
 *   <DateInput valueFormat={dateInputFormat(lang)} dateParser={(text) => parseDateText(text, lang)} … />
 *
 * DateInput values are 'YYYY-MM-DD' strings (local calendar days). parseDateText() accepts the
 * language's format (en-GB 31/12/2025, de 31.12.2025) and ISO 2025-12-31; dayToInstant() turns a
 * day into the ISO instant of its local midnight for the API; instantToDay() goes back.
 */
import type { Language } from '@kiosk/common/constants';
import { DATE_INPUT_FIRST_DAY, DATE_INPUT_LAST_DAY, dayInRange } from '@kiosk/common/validation';

const FORMATS: Record<Language, { pattern: string; separator: string }> = {
  en: { pattern: 'DD/MM/YYYY', separator: '/' },
  de: { pattern: 'DD.MM.YYYY', separator: '.' },
};

export function dateInputFormat(language: Language): string {
  return FORMATS[language].pattern;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function validDay(year: number, month: number, day: number): string | null {
  // A real day of the years the API accepts (2000–2100): the server refuses any other.
  return dayInRange(`${pad(year, 4)}-${pad(month)}-${pad(day)}`) ?? null;
}

/** 'YYYY-MM-DD' for a typed date, or null when it is not a real day of the years 2000–2100. */
export function parseDateText(text: string, language: Language): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const separator = FORMATS[language].separator.replace('.', '\\.');
  const local = new RegExp(`^(\\d{1,2})${separator}(\\d{1,2})${separator}(\\d{4})$`).exec(value);
  if (local) return validDay(Number(local[3]), Number(local[2]), Number(local[1]));
  return null;
}

/** The ISO instant of the local midnight starting a 'YYYY-MM-DD' day. */
export function dayToInstant(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toISOString();
}

/** The local 'YYYY-MM-DD' day of an instant. */
export function instantToDay(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a date picker offers: the years the API accepts (2000–2100). Spread first; a picker may narrow it. */
export const DATE_BOUNDS = { minDate: DATE_INPUT_FIRST_DAY, maxDate: DATE_INPUT_LAST_DAY } as const;
