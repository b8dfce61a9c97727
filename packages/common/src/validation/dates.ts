import { z } from 'zod';

/**
 * The one rule for dates the API accepts, wherever they come from (GraphQL's DateTime and Date scalars,
 * REST path bounds, query strings and bodies, imported files): a real calendar date of the years 2000 to
 * 2100 (UTC). A date outside it is a client's mistake — no sale, reading or report lies there — and
 * accepting one once let a single report walk millions of days (docs/api.md, "Dates and periods").
 */
export const DATE_INPUT_FIRST_DAY = '2000-01-01';
export const DATE_INPUT_LAST_DAY = '2100-12-31';
/** The first instant accepted (2000-01-01T00:00:00Z) and the first one after the range (2101-01-01T00:00:00Z). */
export const DATE_INPUT_MIN_MS = Date.UTC(2000, 0, 1);
export const DATE_INPUT_END_MS = Date.UTC(2101, 0, 1);

/** Why a date was refused, in words a client can act on. */
export const DATE_INPUT_RULE = `must be an ISO 8601 date from ${DATE_INPUT_FIRST_DAY} to ${DATE_INPUT_LAST_DAY}`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DD`, optionally `THH:mm[:ss[.fraction]]` with `Z` or an offset `±HH:mm` (a time needs one). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2}))?$/;

export const isInstantInRange = (ms: number) =>
  Number.isFinite(ms) && ms >= DATE_INPUT_MIN_MS && ms < DATE_INPUT_END_MS;

/** Year, month and day name a day that exists (2026-02-30 does not), hours and minutes a real time. */
function realDate(match: RegExpExecArray): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return (
    date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
  );
}

/** A calendar day `YYYY-MM-DD` that exists and lies in the range, else undefined. */
export function dayInRange(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value);
  if (!match || !realDate(match)) return undefined;
  return isInstantInRange(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

/**
 * The instant of a Date, of epoch milliseconds (a number) or of ISO 8601 text (a day is its UTC midnight; a
 * time needs `Z` or an offset), when it lies in the range; else undefined. No other text is a date: the
 * runtime's own parser also reads "1", "-1" or "2026-02-30" (as 2026-03-02).
 */
export function instantInRange(value: unknown): Date | undefined {
  let ms = Number.NaN;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = Number.isInteger(value) ? value : Number.NaN;
  else if (typeof value === 'string') {
    const match = INSTANT.exec(value);
    if (match && realDate(match)) ms = Date.parse(match[4] ? value : `${value}T00:00:00Z`);
  }
  return isInstantInRange(ms) ? new Date(ms) : undefined;
}

/** A required instant (Date, ISO 8601 text or epoch ms) in the range. */
export const instantInput = z.unknown().transform((value, context) => {
  const instant = instantInRange(value);
  if (!instant) {
    context.addIssue({ code: 'custom', message: 'BAD_USER_INPUT' });
    return z.NEVER;
  }
  return instant;
});

/** An optional instant: absent, null or '' is omitted (undefined). */
export const optionalInstant = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  instantInput.optional(),
);

/** An instant that may be cleared: null stays null (the field is emptied), undefined is omitted. */
export const nullableInstant = z.union([z.null(), z.undefined(), instantInput]);

/** A calendar date `YYYY-MM-DD` that exists and lies in the range. */
export const calendarDate = z
  .string()
  .trim()
  .refine((text) => dayInRange(text) !== undefined, 'BAD_USER_INPUT');

/** The text a client sends for an unset bound of a path or query string: empty, `undefined` or `null`. */
export const isMissingBound = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && ['', 'undefined', 'null'].includes(value.trim()));

/**
 * A bound of a date-range export (`/{from}/{to}`, a query string, a body): epoch milliseconds (digits) or
 * ISO 8601, in the range; missing when absent, empty or the text `undefined` / `null`.
 */
export const exportBound = z.preprocess((value) => {
  if (isMissingBound(value)) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : text;
}, instantInput.optional());

/** Whether a request value is acceptable as a date bound (see exportBound): missing, or a date in the range. */
export const isAcceptableBound = (value: unknown) => exportBound.safeParse(value).success;

/** The instant of a bound that is present and acceptable, else undefined. */
export const boundInstant = (value: unknown): Date | undefined => {
  const parsed = exportBound.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
