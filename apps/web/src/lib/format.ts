import { CURRENCIES, ROOT_CURRENCY, type Currency, type Language } from '@kiosk/common/constants';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function localeFor(language: Language): string {
  return LOCALES[language];
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Lower-case currency code as stored ('EUR' → 'eur'); anything unknown falls back to euro. */
export function toCurrency(value: string | null | undefined): Currency {
  const lower = value?.toLowerCase();
  return isCurrency(lower) ? lower : ROOT_CURRENCY;
}

export interface MoneyFormatter {
  currency: Currency;
  /**
   * Formats an amount. Pass money as a decimal string (as the API sends it) or as a number of
   * major units; strings are not summed here, so precision stays with the server.
   */
  format: (amount: number | string) => string;
}

export function createMoneyFormatter(currency: Currency, language: Language): MoneyFormatter {
  const formatter = new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    currency,
    format: (amount) => {
      const value = typeof amount === 'string' ? Number(amount) : amount;
      return Number.isFinite(value) ? formatter.format(value) : '–';
    },
  };
}

/** Date and time of an instant in the user's language and the browser's time zone ('–' when missing). */
export function formatDateTime(value: string | Date | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '–';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
