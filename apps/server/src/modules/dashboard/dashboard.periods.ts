import { instantOf, wallClock } from '../../lib/time-zone.ts';

/** The views of the dashboard's sales-by-kiosk chart (spec §7 salesByKiosk buckets). */
export const SALES_VIEWS = ['hourly', 'last24Hours', 'weekDays', 'last7Days', 'monthly', 'last30Days'] as const;
export type SalesView = (typeof SALES_VIEWS)[number];

/** One bar of the chart: [start, end) and its local wall-clock label (YYYY-MM-DD or YYYY-MM-DDTHH:mm). */
export interface SalesBucket {
  start: Date;
  end: Date;
  label: string;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const dayLabel = (wall: number) => new Date(wall).toISOString().slice(0, 10);
const hourLabel = (wall: number) => new Date(wall).toISOString().slice(0, 16);
const startOfDayWall = (now: number, timeZone: string) => Math.floor(wallClock(now, timeZone) / DAY_MS) * DAY_MS;

/** Local days from the day whose wall-clock midnight is firstDay, each from midnight to midnight (23 or 25 h across DST). */
function days(firstDay: number, count: number, timeZone: string): SalesBucket[] {
  return Array.from({ length: count }, (_, i) => {
    const wall = firstDay + i * DAY_MS;
    return {
      start: new Date(instantOf(wall, timeZone)),
      end: new Date(instantOf(wall + DAY_MS, timeZone)),
      label: dayLabel(wall),
    };
  });
}

/** Hours of real time from start to end; a day with a DST change has 23 or 25 of them. */
function hours(start: number, end: number, timeZone: string): SalesBucket[] {
  const buckets: SalesBucket[] = [];
  for (let at = start; at < end; at += HOUR_MS) {
    buckets.push({
      start: new Date(at),
      end: new Date(Math.min(at + HOUR_MS, end)),
      label: hourLabel(wallClock(at, timeZone)),
    });
  }
  return buckets;
}

/** "Today" runs from the start of the local day to now; "monthly" from the first of the local month (spec §9). */
export function dashboardPeriods(now: Date, timeZone: string): { todayFrom: Date; monthFrom: Date } {
  const today = new Date(startOfDayWall(now.getTime(), timeZone));
  const firstOfMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  return {
    todayFrom: new Date(instantOf(today.getTime(), timeZone)),
    monthFrom: new Date(instantOf(firstOfMonth, timeZone)),
  };
}

/** The chart's buckets of a view at `now`, in the organization's time zone. */
export function viewBuckets(view: SalesView, now: Date, timeZone: string): SalesBucket[] {
  const at = now.getTime();
  const today = startOfDayWall(at, timeZone);
  switch (view) {
    case 'hourly':
      return hours(instantOf(today, timeZone), instantOf(today + DAY_MS, timeZone), timeZone);
    case 'last24Hours': {
      // The current local hour and the 23 before it (offsets of 30 or 45 minutes keep local hours apart from UTC's).
      const hourStart = at - (wallClock(at, timeZone) % HOUR_MS);
      return hours(hourStart - 23 * HOUR_MS, hourStart + HOUR_MS, timeZone);
    }
    case 'weekDays': {
      const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
      return days(today - sinceMonday * DAY_MS, 7, timeZone);
    }
    case 'last7Days':
      return days(today - 6 * DAY_MS, 7, timeZone);
    case 'monthly': {
      const day = new Date(today);
      const first = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1);
      const next = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1);
      return days(first, Math.round((next - first) / DAY_MS), timeZone);
    }
    case 'last30Days':
      return days(today - 29 * DAY_MS, 30, timeZone);
  }
}
