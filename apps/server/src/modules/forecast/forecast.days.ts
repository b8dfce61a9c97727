import { dayInRange } from '@kiosk/common/validation';
import { instantOf, wallClock } from '../../lib/time-zone.ts';

/** Local days as YYYY-MM-DD strings, and their boundaries as instants in an organization's time zone. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day of the accepted years (the one date rule, @kiosk/common/validation). */
export const isDay = (value: string) => dayInRange(value) !== undefined;
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The local day of an instant in a time zone. */
export const localDay = (instant: number, timeZone: string) => dayOf(wallClock(instant, timeZone));

/** The instants of local midnight of `count` days from `first`, and of the midnight ending the last one. */
export function dayBounds(first: string, count: number, timeZone: string): Date[] {
  return Array.from({ length: count + 1 }, (_, i) => new Date(instantOf(dayMs(first) + i * DAY_MS, timeZone)));
}

/** The days from..to inclusive. */
export function dayRange(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

/** Monday = 0 … Sunday = 6 of a day. */
export const weekday = (day: string) => (new Date(dayMs(day)).getUTCDay() + 6) % 7;
