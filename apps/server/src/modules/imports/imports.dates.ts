import { DateTime, FixedOffsetZone, type Zone } from 'luxon';
import { isInstantInRange } from '@kiosk/common/validation';

/** How a date with day and month before the year is read: 31/12/2024 (day first) or 12/31/2024 (month first). */
export type DateOrder = 'DAY_FIRST' | 'MONTH_FIRST';

/**
 * The date and time forms an export writes, all read whole (nothing after the time but an offset):
 * - year first: `2024-03-01`, `2024/03/01`, ISO 8601 `2024-03-01T10:15:50.520+01:00`, SQL `2024-03-01 10:15:50.520`;
 * - day or month first: `01.03.2024`, `1/3/2024 10:15`, `3/1/2024 10:15:50 AM`, `01-03-2024 10:15`;
 * - a time `H:mm`, `H:mm:ss` or `H:mm:ss.fraction` (`.` or `,`; up to 9 digits, read to the millisecond),
 *   optionally `AM`/`PM`, then optionally `Z` or an offset (`+01:00`, `+0100`, `+01`): with an offset the
 *   time is that instant, without one it is a wall-clock time in the chosen zone.
 */
const DATE_TIME = new RegExp(
  [
    '^(?:(?<y1>\\d{4})(?<s1>[-/.])(?<m1>\\d{1,2})\\k<s1>(?<d1>\\d{1,2})',
    '|(?<a>\\d{1,2})(?<s2>[-/.])(?<b>\\d{1,2})\\k<s2>(?<y2>\\d{4}))',
    '(?:(?:T|\\s+)(?<h>\\d{1,2}):(?<mi>\\d{2})(?::(?<s>\\d{2})(?:[.,](?<f>\\d{1,9}))?)?(?:\\s*(?<ampm>[AaPp][Mm]))?',
    '(?:\\s*(?<z>Z|[+-]\\d{2}(?::?\\d{2})?))?)?$',
  ].join(''),
);

export type DateReading =
  | { ok: true; instant: Date }
  | { ok: false; code: 'NOT_A_DATE' }
  /** A date outside the years 2000–2100 (the API's one date rule). */
  | { ok: false; code: 'DATE_OUT_OF_RANGE' }
  /** Day and month before the year, and no order chosen or shown by the file. */
  | { ok: false; code: 'DATE_ORDER_NEEDED' };

interface Parts {
  year: number;
  /** Day and month when the year comes first; else the two numbers before the year, in file order. */
  first: number;
  second: number;
  yearFirst: boolean;
  hour: number;
  minute: number;
  second_: number;
  millisecond: number;
  ampm: string | undefined;
  offset: string | undefined;
}

function split(text: string): Parts | null {
  const g = DATE_TIME.exec(text.trim())?.groups;
  if (!g) return null;
  const yearFirst = g.y1 !== undefined;
  return {
    year: Number(yearFirst ? g.y1 : g.y2),
    first: Number(yearFirst ? g.m1 : g.a),
    second: Number(yearFirst ? g.d1 : g.b),
    yearFirst,
    hour: Number(g.h ?? 0),
    minute: Number(g.mi ?? 0),
    second_: Number(g.s ?? 0),
    millisecond: g.f ? Number(g.f.slice(0, 3).padEnd(3, '0')) : 0,
    ampm: g.ampm?.toUpperCase(),
    offset: g.z,
  };
}

/** `Z`, `+01:00`, `+0100` or `+01` as a fixed zone; null beyond ±14:00 (no zone on earth). */
function offsetZone(offset: string): Zone | null {
  if (offset === 'Z') return FixedOffsetZone.utcInstance;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || 0);
  if (hours > 14 || minutes > 59) return null;
  return FixedOffsetZone.instance(sign * (hours * 60 + minutes));
}

/**
 * A wall-clock time in a zone as an instant. In the spring gap the time is moved forward by the gap (Luxon's
 * rule); in the autumn overlap Luxon takes the later instant, and the import keeps the earlier one, the first
 * time that wall clock was shown.
 */
function instantOf(
  parts: Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'millisecond', number>,
  zone: string | Zone,
): DateTime | null {
  const at = DateTime.fromObject(parts, { zone });
  if (!at.isValid) return null;
  const before = at.minus({ hours: 3 });
  if (before.offset > at.offset) {
    const earlier = at.minus({ minutes: before.offset - at.offset });
    const same = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).every(
      (unit) => earlier[unit] === at[unit],
    );
    if (same) return earlier;
  }
  return at;
}

/** The order the file's day-and-month dates show (a number above 12 can only be a day), if they show one. */
export function dateOrderShownBy(texts: Iterable<string>): DateOrder | 'BOTH' | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    const parts = split(text);
    if (!parts || parts.yearFirst) continue;
    if (parts.first > 12 && parts.second <= 12) dayFirst = true;
    if (parts.second > 12 && parts.first <= 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'BOTH';
  return dayFirst ? 'DAY_FIRST' : monthFirst ? 'MONTH_FIRST' : null;
}

/** Reads one timestamp cell; `order` is the order of day-and-month dates (null: none chosen or shown). */
export function readTimestamp(text: string, timeZone: string, order: DateOrder | null): DateReading {
  const parts = split(text);
  if (!parts) return { ok: false, code: 'NOT_A_DATE' };
  let month = parts.first;
  let day = parts.second;
  if (!parts.yearFirst) {
    if (!order) {
      // 05/06/2024 is 5 June or 6 May: without an order (chosen, or shown by the whole file) it is not read.
      if (parts.first !== parts.second) return { ok: false, code: 'DATE_ORDER_NEEDED' };
    } else if (order === 'DAY_FIRST') [day, month] = [parts.first, parts.second];
    else [month, day] = [parts.first, parts.second];
  }
  let hour = parts.hour;
  if (parts.ampm) {
    if (hour < 1 || hour > 12) return { ok: false, code: 'NOT_A_DATE' };
    hour = (hour % 12) + (parts.ampm === 'PM' ? 12 : 0);
  }
  if (hour > 23 || parts.minute > 59 || parts.second_ > 59) return { ok: false, code: 'NOT_A_DATE' };
  const zone = parts.offset ? offsetZone(parts.offset) : timeZone;
  if (!zone) return { ok: false, code: 'NOT_A_DATE' };
  const at = instantOf(
    { year: parts.year, month, day, hour, minute: parts.minute, second: parts.second_, millisecond: parts.millisecond },
    zone,
  );
  if (!at) return { ok: false, code: 'NOT_A_DATE' };
  // The one date rule of the API (@kiosk/common/validation): the years 2000–2100.
  if (!isInstantInRange(at.toMillis())) return { ok: false, code: 'DATE_OUT_OF_RANGE' };
  return { ok: true, instant: at.toJSDate() };
}
