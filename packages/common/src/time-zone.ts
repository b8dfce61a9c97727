/**
 * Time-zone arithmetic with the runtime's IANA data (Intl), shared by the server and the console: the wall
 * clock of an instant in a zone, and the instant of a wall-clock time. Local times that do not exist or
 * exist twice follow Temporal's "compatible" rule: a skipped time moves forward by the gap, a repeated one
 * is the earlier instant.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const ms = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second) + ms
  );
}

/** The zone's UTC offset (ms) at an instant: wall clock − instant. */
export const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - instant;

/**
 * The instant of a wall-clock time (ms, as if UTC) in a time zone; gaps and overlaps as described above.
 * `offsets` answers the zone's offset at an instant (default: Intl, three or four look-ups a call); a caller
 * converting many times passes a table of the offsets over its span instead (the server's reports.periods.ts).
 */
export function instantOf(
  wall: number,
  timeZone: string,
  offsets: (instant: number) => number = (instant) => offsetAt(instant, timeZone),
): number {
  const before = wall - offsets(wall - DAY_MS);
  const after = wall - offsets(wall + DAY_MS);
  const valid = [before, after].filter((candidate) => candidate + offsets(candidate) === wall);
  if (valid.length) return Math.min(...valid);
  // In a gap: the offset before the change moves the time forward by the gap's length.
  return before;
}

/** A stretch of time with one UTC offset: from `start` (ms) on, local wall clock = instant + offset. */
export interface OffsetSegment {
  start: number;
  offset: number;
}

/**
 * The UTC offsets in force over [from, to): one segment per offset, each starting where the offset
 * changes. The changes are found once per zone and year and kept (a report asks again and again).
 */
export function offsetSegments(from: Date, to: Date, timeZone: string): OffsetSegment[] {
  const start = from.getTime();
  const end = to.getTime();
  const segments: OffsetSegment[] = [{ start, offset: offsetAt(start, timeZone) }];
  const first = new Date(start).getUTCFullYear();
  const last = new Date(Math.max(start, end)).getUTCFullYear();
  for (let year = first; year <= last; year += 1) {
    for (const change of changesOf(year, timeZone)) {
      if (change.start > start && change.start <= end && change.offset !== segments.at(-1)?.offset) {
        segments.push(change);
      }
    }
  }
  return segments;
}

/** Offset changes per `zone|year`: a few hundred bytes a zone and year; dropped all at once when full. */
const changesByYear = new Map<string, OffsetSegment[]>();
const MAX_CACHED_YEARS = 10_000;

/**
 * The offset changes in (1 January, next 1 January] UTC of a year, found to the minute (zones change at
 * most a few times a year, never twice within a week).
 */
function changesOf(year: number, timeZone: string): OffsetSegment[] {
  const key = `${timeZone}|${year}`;
  const cached = changesByYear.get(key);
  if (cached) return cached;
  const changes: OffsetSegment[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let at = Date.UTC(year, 0, 1);
  let offset = offsetAt(at, timeZone);
  while (at < end) {
    const next = Math.min(at + WEEK_MS, end);
    const nextOffset = offsetAt(next, timeZone);
    if (nextOffset !== offset) {
      // The change lies in (at, next]: the first minute with the new offset.
      let lo = at;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      offset = offsetAt(hi, timeZone);
      changes.push({ start: hi, offset });
      at = hi;
    } else {
      at = next;
    }
  }
  if (changesByYear.size >= MAX_CACHED_YEARS) changesByYear.clear();
  changesByYear.set(key, changes);
  return changes;
}

/** An offset (ms) as ISO 8601 writes it: `+02:00`, `-03:30`, `+00:00`. */
export function offsetText(offset: number): string {
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * An instant as the local wall clock of a zone in ISO 8601 with its offset, to the millisecond:
 * `2024-03-01T21:23:00.520+02:00` (exports: the organization's time, unambiguous in any zone).
 */
export function localIsoString(instant: Date, timeZone: string): string {
  const offset = offsetAt(instant.getTime(), timeZone);
  return new Date(instant.getTime() + offset).toISOString().slice(0, 23) + offsetText(offset);
}

/** The local calendar day `YYYY-MM-DD` of an instant in a zone. */
export function dayIn(instant: Date | number, timeZone: string): string {
  return new Date(wallClock(typeof instant === 'number' ? instant : instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10);
}

/** The instant a local calendar day `YYYY-MM-DD` starts in a zone (its midnight, or the first minute after a gap). */
export function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(instantOf(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1), timeZone));
}
