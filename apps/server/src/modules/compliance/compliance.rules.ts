import { TEMPERATURE_COMPLIANCE } from '@kiosk/common/constants';
import { instantOf } from '../../lib/time-zone.ts';

/**
 * The temperature compliance report's arithmetic (docs/compliance.md), pure: readings in 1/100 °C → per
 * local day the minimum, maximum, time above 7 °C and below 2 °C, the excursions, and the automatic
 * out-of-service periods from the `service` commands the temperature rule queued.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Reading {
  ts: Date;
  /** Up to four sensors in 1/100 °C, null for a missing sensor. */
  sensors: readonly (number | null)[];
}

/** A local calendar day of the organization's time zone: [start, end) as instants (23 or 25 h at DST). */
export interface LocalDay {
  date: string;
  start: number;
  end: number;
}

export interface DayFigures {
  date: string;
  start: Date;
  end: Date;
  /** Readings with at least one sensor value taken this day. */
  readings: number;
  /** Coldest and warmest sensor value of the day in °C; null without readings. */
  min: number | null;
  max: number | null;
  /** Milliseconds the warmest sensor was above 7 °C / the coldest below 2 °C, and with any reading. */
  aboveMs: number;
  belowMs: number;
  coveredMs: number;
  /** Milliseconds of automatic out-of-service this day (an open period counts up to `now`). */
  outOfServiceMs: number;
}

export interface Excursion {
  kind: 'high' | 'low';
  start: Date;
  end: Date;
  durationMs: number;
  /** Warmest (high) or coldest (low) value during the excursion, °C. */
  peak: number;
  /** True when a reading inside the limits ended it; false when the readings stop (gap or end of data). */
  closed: boolean;
}

export interface ServiceCommand {
  createdAt: Date;
  finishedAt: Date | null;
  status: string;
  inService: boolean;
  reason: string | null;
}

export interface OutOfServicePeriod {
  /** When the temperature rule decided (the command was queued). */
  start: Date;
  /** When the kiosk applied it (acknowledged the command); null while pending or unknown. */
  appliedAt: Date | null;
  /** When the kiosk was brought back into service; null while still out. */
  end: Date | null;
  /** Who brought it back: temperature (the rule), manual (an operator), schedule. */
  endReason: string | null;
}

/** Commands that did not take effect (replaced, expired, refused, unanswered) change nothing. */
const INEFFECTIVE = new Set(['superseded', 'expired', 'failed', 'timeout']);

const celsius = (centi: number) => centi / 100;

/** The local days from `from` to `to` (YYYY-MM-DD, both included) in a time zone. */
export function localDays(from: string, to: string, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let wall = Date.parse(`${from}T00:00:00Z`); wall <= last; wall += DAY_MS) {
    days.push({
      date: new Date(wall).toISOString().slice(0, 10),
      start: instantOf(wall, timeZone),
      end: instantOf(wall + DAY_MS, timeZone),
    });
  }
  return days;
}

interface Span {
  start: number;
  end: number;
  warm: number;
  cold: number;
  /** The next reading starts where this span ends (no gap over the hold time). */
  joined: boolean;
}

/** Each reading with a value holds until the next reading, at most the hold time. */
function spans(readings: readonly Reading[]): Span[] {
  const out: Span[] = [];
  const valuesOf = (reading: Reading | undefined) =>
    reading?.sensors.filter((value): value is number => typeof value === 'number') ?? [];
  for (let i = 0; i < readings.length; i += 1) {
    const reading = readings[i] as Reading;
    const values = valuesOf(reading);
    if (values.length === 0) continue;
    const start = reading.ts.getTime();
    const next = readings[i + 1]?.ts.getTime();
    const limit = start + TEMPERATURE_COMPLIANCE.readingHoldMs;
    const end = next !== undefined && next <= limit ? next : limit;
    const joined = end === next && valuesOf(readings[i + 1]).length > 0;
    out.push({ start, end, warm: Math.max(...values), cold: Math.min(...values), joined });
  }
  return out;
}

const overlap = (a: number, b: number, start: number, end: number) =>
  Math.max(0, Math.min(b, end) - Math.max(a, start));

/** Excursions above 7 °C and below 2 °C that overlap [from, to). */
export function excursions(readings: readonly Reading[], from: number, to: number): Excursion[] {
  const all = spans(readings);
  const found: Excursion[] = [];
  for (const kind of ['high', 'low'] as const) {
    const outside = (span: Span) =>
      kind === 'high' ? span.warm > TEMPERATURE_COMPLIANCE.highAbove : span.cold < TEMPERATURE_COMPLIANCE.lowBelow;
    let run: { start: number; end: number; peak: number } | undefined;
    const finish = (closed: boolean) => {
      if (run && run.end > from && run.start < to) {
        found.push({
          kind,
          start: new Date(run.start),
          end: new Date(run.end),
          durationMs: run.end - run.start,
          peak: celsius(run.peak),
          closed,
        });
      }
      run = undefined;
    };
    for (const span of all) {
      if (outside(span)) {
        const value = kind === 'high' ? span.warm : span.cold;
        if (run) {
          run.end = span.end;
          run.peak = kind === 'high' ? Math.max(run.peak, value) : Math.min(run.peak, value);
        } else {
          run = { start: span.start, end: span.end, peak: value };
        }
        if (!span.joined) finish(false);
      } else {
        finish(true);
      }
    }
    finish(false);
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime() || a.kind.localeCompare(b.kind));
}

/**
 * Automatic out-of-service periods: from a `service` command `inService: false, reason: temperature` to
 * the next command bringing the kiosk back into service (by the rule, an operator or a schedule). Only
 * periods overlapping [from, to) are answered.
 */
export function outOfServicePeriods(
  commands: readonly ServiceCommand[],
  from: number,
  to: number,
): OutOfServicePeriod[] {
  const periods: OutOfServicePeriod[] = [];
  let open: OutOfServicePeriod | undefined;
  const sorted = [...commands].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const command of sorted) {
    if (INEFFECTIVE.has(command.status)) continue;
    if (!command.inService && command.reason === 'temperature' && !open) {
      open = {
        start: command.createdAt,
        appliedAt: command.status === 'applied' ? command.finishedAt : null,
        end: null,
        endReason: null,
      };
      periods.push(open);
    } else if (command.inService && open) {
      open.end = command.createdAt;
      open.endReason = command.reason;
      open = undefined;
    }
  }
  return periods.filter((period) => period.start.getTime() < to && (period.end?.getTime() ?? Infinity) > from);
}

/** Per local day: readings, minimum, maximum, time above / below the limits, coverage, out of service. */
export function dayFigures(
  readings: readonly Reading[],
  days: readonly LocalDay[],
  periods: readonly OutOfServicePeriod[],
  now: Date,
): DayFigures[] {
  const all = spans(readings);
  return days.map((day) => {
    const figures: DayFigures = {
      date: day.date,
      start: new Date(day.start),
      end: new Date(day.end),
      readings: 0,
      min: null,
      max: null,
      aboveMs: 0,
      belowMs: 0,
      coveredMs: 0,
      outOfServiceMs: 0,
    };
    let min = Infinity;
    let max = -Infinity;
    for (const span of all) {
      if (span.end <= day.start || span.start >= day.end) continue;
      const ms = overlap(span.start, span.end, day.start, day.end);
      figures.coveredMs += ms;
      if (span.warm > TEMPERATURE_COMPLIANCE.highAbove) figures.aboveMs += ms;
      if (span.cold < TEMPERATURE_COMPLIANCE.lowBelow) figures.belowMs += ms;
      if (span.start >= day.start) {
        figures.readings += 1;
        min = Math.min(min, span.cold);
        max = Math.max(max, span.warm);
      }
    }
    if (figures.readings > 0) {
      figures.min = celsius(min);
      figures.max = celsius(max);
    }
    for (const period of periods) {
      const end = period.end?.getTime() ?? now.getTime();
      figures.outOfServiceMs += overlap(period.start.getTime(), end, day.start, day.end);
    }
    return figures;
  });
}
