import { wallClock } from '../../lib/time-zone.ts';

/**
 * Visit schedules and the forecast pick list (docs/pick-lists.md), as pure rules: which day the route
 * visits a kiosk next, which visit follows it, and how many units that visit brings of a product.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The local day (YYYY-MM-DD) of an instant in a time zone. */
export const localDay = (instant: number, timeZone: string) => dayOf(wallClock(instant, timeZone));

/** The ISO weekday of a local day. */
export const isoWeekday = (day: string) => ((new Date(dayMs(day)).getUTCDay() + 6) % 7) + 1;

/** The first day on or after `from` that falls on one of the weekdays. */
function firstOnOrAfter(from: string, weekdays: readonly number[]): string {
  for (let i = 0; i < 7; i += 1) {
    const day = addDays(from, i);
    if (weekdays.includes(isoWeekday(day))) return day;
  }
  throw new Error('a visit schedule needs at least one weekday');
}

/**
 * The visit a pick list made `today` is for — today when today is a visit day, else the next one — and the
 * planned visit after it, which the stock brought must last until.
 */
export function visitWindow(weekdays: readonly number[], today: string): { visit: string; nextVisit: string } {
  const visit = firstOnOrAfter(today, weekdays);
  return { visit, nextVisit: firstOnOrAfter(addDays(visit, 1), weekdays) };
}

/**
 * The service level of a pick list to the next visit: the forecast's 90 % quantile of the demand until then
 * is the least a visit stocks, so a product runs out before the next visit on about one visit in ten at most
 * (docs/pick-lists.md).
 */
export const PICK_LIST_SERVICE_LEVEL = 0.9;

/**
 * Units a visit brings of one product of a kiosk: the forecast demand from today until the next visit
 * (days today … nextVisit − 1), raised by the safety margin and rounded up to a whole unit — at least the
 * demand's PICK_LIST_SERVICE_LEVEL quantile where the forecast has one —, less the units on its cells now;
 * never below 0 and never more than `room`, what its cells take until full.
 */
export function forecastNeed(input: {
  demand: number;
  /** The forecast's quantile of the demand (whole units), or null/undefined without one. */
  quantile?: number | null;
  safetyMarginPercent: number;
  stock: number;
  room: number;
}): number {
  const margin = Math.ceil(Math.max(0, input.demand) * (1 + input.safetyMarginPercent / 100) - 1e-9);
  const target = Math.max(margin, input.quantile ?? 0);
  return Math.min(Math.max(0, input.room), Math.max(0, target - input.stock));
}
