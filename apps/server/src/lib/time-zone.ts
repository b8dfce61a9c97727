/**
 * Time-zone arithmetic with the runtime's IANA data (Intl): the wall clock of an instant in a zone, and
 * the instant of a wall-clock time. Local times that do not exist or exist twice follow Temporal's
 * "compatible" rule: a skipped time moves forward by the gap, a repeated one is the earlier instant.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
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

/** The zone's UTC offset (ms) at an instant: local wall clock = instant + offset. */
export const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - instant;

/**
 * The instant of a wall-clock time (ms, as if UTC) in a time zone; gaps and overlaps as described above.
 * `offsets` answers the zone's offset at an instant (default: Intl, three or four look-ups a call); a caller
 * converting many times passes a table of the offsets over its span instead (reports.periods.ts).
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
