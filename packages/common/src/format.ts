/**
 * How the console, its exports and its e-mails show money and instants — one place, used by the web and
 * the server alike, so a figure reads the same on every screen and in every file.
 */
import { CURRENCIES, ROOT_CURRENCY, type Currency, type Language } from './constants.ts';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** The Intl locale of a UI language. */
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

/** One of a user's roles as the currency rule reads it (in the order the roles were granted). */
export interface CurrencyMembership {
  role: string;
  status: string;
  /** The organization's currency; null when the organization is unknown (it does not count). */
  currency: string | null | undefined;
}

/**
 * Spec §4, the one currency rule for money on every screen, export and e-mail: "First admin organization
 * sets the working currency. Root sees euro; others use their organization's currency." Root → euro;
 * anyone else → the currency of the first organization where they are an active admin (euro without one).
 * Amounts are never converted: the rule chooses how the caller's money is labelled, as the spec asks.
 */
export function workingCurrency(user: { root: boolean; memberships: readonly CurrencyMembership[] }): Currency {
  if (user.root) return ROOT_CURRENCY;
  const first = user.memberships.find(
    (m) => m.role === 'admin' && m.status.toUpperCase() === 'ACTIVE' && m.currency !== null && m.currency !== undefined,
  );
  return toCurrency(first?.currency);
}

export interface MoneyFormatter {
  currency: Currency;
  /**
   * Formats an amount. Pass money as a decimal string (as the API sends it) or as a number of
   * major units; strings are not summed here, so precision stays with the server. '–' when no number.
   */
  format: (amount: number | string) => string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in a currency for a UI language: `£9.28`, `9,28 £`, `CHF 9.28`. */
export function moneyFormatter(currency: Currency, language: Language): MoneyFormatter {
  const key = `${currency}:${language}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeFor(language), {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, formatter);
  }
  const format = formatter;
  return {
    currency,
    format: (amount) => {
      const value = typeof amount === 'string' ? (amount.trim() ? Number(amount) : NaN) : amount;
      return Number.isFinite(value) ? format.format(value) : '–';
    },
  };
}

/** The currency as a column header or field label shows it: `EUR`. */
export const currencyCode = (currency: Currency): string => currency.toUpperCase();

/** Whether a string names a time zone this runtime knows (IANA, e.g. `Europe/Kyiv`, or `UTC`). */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The canonical name of a zone (`Etc/UTC` → `UTC`, `Europe/Kiev` → the runtime's name), to compare two. */
export function canonicalTimeZone(value: string): string {
  return isTimeZone(value) ? new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone : value;
}

/** Whether two zones are the same (by canonical name: the wall clocks can never differ). */
export function sameTimeZone(a: string, b: string): boolean {
  return a === b || canonicalTimeZone(a) === canonicalTimeZone(b);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, timeZone: string | undefined, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${language}:${timeZone ?? ''}:${withSeconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), {
      dateStyle: 'medium',
      timeStyle: withSeconds ? 'medium' : 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

export interface DateTimeOptions {
  /** The zone the wall clock is shown in (an organization's or a kiosk's); default: the runtime's own. */
  timeZone?: string | null | undefined;
  /** Appends ` (Europe/Kyiv)`: for places where the zone can differ from the reader's and no header says it. */
  label?: boolean;
  /** Shows seconds (logs). */
  seconds?: boolean;
}

/**
 * Date and time of an instant in the UI language, in the given zone: `1 Mar 2024, 21:23`,
 * `01.03.2024, 21:23`, with the zone appended when asked (`… 21:23 (Europe/Kyiv)`). '–' when missing.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: Language,
  options: DateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  const zone = isTimeZone(options.timeZone) ? options.timeZone : undefined;
  const text = dateTimeFormat(language, zone, options.seconds ?? false).format(date);
  return options.label && zone ? `${text} (${zone})` : text;
}
