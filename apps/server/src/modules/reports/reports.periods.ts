import { AppError } from '../../lib/errors.ts';
import { instantOf, wallClock } from '../../lib/time-zone.ts';

/** The report's groupings (spec §2: daily, weekly, monthly). */
export const REPORT_GROUPINGS = ['daily', 'weekly', 'monthly'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** Default start of a report's period: the epoch of spec §9 (2015-01-01 UTC, 1420070400000 ms). */
export const REPORT_EPOCH = 1_420_070_400_000;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** One bucket: [start, end) and its local label (YYYY-MM-DD, YYYY-Www, YYYY-MM). */
export interface ReportBucket {
  start: Date;
  end: Date;
  label: string;
}

import { offsetSegments } from '../../lib/time-zone.ts';
export { offsetSegments, type OffsetSegment } from '../../lib/time-zone.ts';

const localMidnight = (instant: number, timeZone: string) => Math.floor(wallClock(instant, timeZone) / DAY_MS) * DAY_MS;

/**
 * The period a report covers: the whole local days `from` and `to` fall on — [start of from's day, start
 * of the day after to's day). Missing from: the epoch; missing to: now.
 */
export function reportPeriod(
  from: Date | undefined,
  to: Date | undefined,
  now: Date,
  timeZone: string,
): { from: Date; to: Date } {
  const first = localMidnight((from ?? new Date(REPORT_EPOCH)).getTime(), timeZone);
  const last = localMidnight((to ?? now).getTime(), timeZone);
  return { from: new Date(instantOf(first, timeZone)), to: new Date(instantOf(last + DAY_MS, timeZone)) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 week of a wall-clock date (ms as if UTC): year and week number. */
export function isoWeek(wall: number): { year: number; week: number } {
  const day = new Date(Math.floor(wall / DAY_MS) * DAY_MS);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS);
  return { year, week };
}

function label(wall: number, grouping: ReportGrouping): string {
  const d = new Date(wall);
  if (grouping === 'daily') return d.toISOString().slice(0, 10);
  if (grouping === 'monthly') return d.toISOString().slice(0, 7);
  const { year, week } = isoWeek(wall);
  return `${year}-W${pad(week)}`;
}

function nextWall(wall: number, grouping: ReportGrouping): number {
  if (grouping === 'daily') return wall + DAY_MS;
  if (grouping === 'weekly') return wall + WEEK_MS;
  const d = new Date(wall);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

function firstWall(wall: number, grouping: ReportGrouping): number {
  if (grouping === 'daily') return wall;
  const d = new Date(wall);
  if (grouping === 'monthly') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return wall - ((d.getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * The most buckets one report computes (27 years of days): a report beyond it is refused with
 * BAD_USER_INPUT naming the period — a shorter period or a coarser grouping answers. It bounds the work,
 * the memory and the answer of every report, however its period is shaped.
 */
export const MAX_REPORT_BUCKETS = 10_000;

/** The refusal of a period with more buckets than MAX_REPORT_BUCKETS. */
export function tooManyBuckets(grouping: ReportGrouping): AppError {
  return new AppError('BAD_USER_INPUT', {
    message: `Invalid input: period — more than ${MAX_REPORT_BUCKETS} ${grouping} buckets; choose a shorter period or a coarser grouping`,
    fields: { period: 'BAD_USER_INPUT' },
  });
}

/** The zone's offset at any instant of [from, to], from its offset segments (no Intl call per look-up). */
function offsetTable(from: number, to: number, timeZone: string): (instant: number) => number {
  const segments = offsetSegments(new Date(from), new Date(to), timeZone);
  return (instant) => {
    let lo = 0;
    let hi = segments.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if ((segments[mid]?.start ?? 0) <= instant) lo = mid;
      else hi = mid - 1;
    }
    return segments[lo]?.offset ?? 0;
  };
}

/**
 * The period's buckets of a grouping in the organization's time zone: local days (23 or 25 hours across
 * a DST change), ISO weeks from Monday, calendar months. The first and last are cut to the period. More
 * than MAX_REPORT_BUCKETS is refused before they are computed.
 */
export function groupingBuckets(
  from: Date,
  to: Date,
  grouping: ReportGrouping,
  timeZone: string,
  /** Leave out the buckets before the one holding this instant (e.g. the first sale). */
  startAt?: Date,
): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  const begin = startAt && startAt > from ? startAt : from;
  // A span longer than the cap's worth of the longest buckets surely has too many: refused at once.
  if (to.getTime() - begin.getTime() > MAX_REPORT_BUCKETS * LONGEST_BUCKET_MS[grouping]) throw tooManyBuckets(grouping);
  // Offsets over the span and two days around it (instantOf looks a day either side of each wall time).
  const offsets = offsetTable(begin.getTime() - 3 * DAY_MS, to.getTime() + 3 * DAY_MS, timeZone);
  const instant = (wall: number) => instantOf(wall, timeZone, offsets);
  let wall = firstWall(localMidnight(begin.getTime(), timeZone), grouping);
  while (true) {
    const start = Math.max(instant(wall), from.getTime());
    if (start >= to.getTime()) break;
    if (buckets.length >= MAX_REPORT_BUCKETS) throw tooManyBuckets(grouping);
    const next = nextWall(wall, grouping);
    const end = Math.min(instant(next), to.getTime());
    buckets.push({ start: new Date(start), end: new Date(end), label: label(wall, grouping) });
    wall = next;
  }
  return buckets;
}

/** The longest bucket of each grouping (a local day can have 25 hours). */
const LONGEST_BUCKET_MS: Record<ReportGrouping, number> = {
  daily: DAY_MS + HOUR_MS,
  weekly: WEEK_MS + HOUR_MS,
  monthly: 31 * DAY_MS + HOUR_MS,
};

/**
 * The local hour (0–23) and ISO weekday (1–7) of a UTC slot — its weekday (ISO, 1–7), hour and minute in
 * UTC — under an offset.
 */
export function localSlot(utcWeekday: number, utcHour: number, utcMinute: number, offset: number) {
  const minutesOfWeek = (utcWeekday - 1) * 1440 + utcHour * 60 + utcMinute + Math.round(offset / 60_000);
  const local = ((minutesOfWeek % 10_080) + 10_080) % 10_080;
  return { weekday: 1 + Math.floor(local / 1440), hour: Math.floor((local % 1440) / 60) };
}
