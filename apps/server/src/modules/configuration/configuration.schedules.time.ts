import type { KioskSignal } from '../../db/schema/configuration.ts';
import { instantOf, wallClock } from '../../lib/time-zone.ts';

/**
 * Time-zone math of out-of-service schedules, with the runtime's IANA data (Intl). A signal's
 * `msFromStartOfDay` is a wall-clock time of the organization's time zone (02:30 = 9,000,000 ms), so a
 * rule keeps its local times across DST changes. Local times that do not exist or exist twice follow
 * Temporal's "compatible" rule:
 * - spring forward (a 02:30 that is skipped): the instant is shifted forward by the gap (03:30 summer time);
 * - fall back (a 02:30 that happens twice): the earlier of the two instants (02:30 summer time).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export { instantOf, wallClock };

/** One instant of a rule's signal. */
export interface SignalInstant {
  at: number;
  signal: KioskSignal;
}

/**
 * The instants of a rule's signals on the local days from the day of `from` to the day of `to`
 * (inclusive), sorted by time. Weekly signals fire on their weekday, daily ones every day.
 */
export function signalInstants(
  rule: { repeating: 'daily' | 'weekly'; signals: readonly KioskSignal[] },
  timeZone: string,
  from: number,
  to: number,
): SignalInstant[] {
  const firstDay = Math.floor(wallClock(from, timeZone) / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(wallClock(to, timeZone) / DAY_MS) * DAY_MS;
  const instants: SignalInstant[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    for (const signal of rule.signals) {
      if (rule.repeating === 'weekly' && signal.dayNumber !== weekday) continue;
      instants.push({ at: instantOf(day + signal.msFromStartOfDay, timeZone), signal });
    }
  }
  return instants.sort((a, b) => a.at - b.at);
}

/** How far back a catch-up looks after downtime: a week covers every weekly signal. */
export const CATCH_UP_MS = 8 * DAY_MS;

/** The latest instant in (since, now]: after downtime only the latest state is applied. */
export function latestDue(
  rule: { repeating: 'daily' | 'weekly'; signals: readonly KioskSignal[] },
  timeZone: string,
  since: number,
  now: number,
): SignalInstant | undefined {
  const from = Math.max(since, now - CATCH_UP_MS);
  return signalInstants(rule, timeZone, from, now)
    .filter((instant) => instant.at > since && instant.at <= now)
    .at(-1);
}

/** The next instant after `now` (within a week), for the kiosk list. */
export function nextInstant(
  rule: { repeating: 'daily' | 'weekly'; signals: readonly KioskSignal[] },
  timeZone: string,
  now: number,
): SignalInstant | undefined {
  return signalInstants(rule, timeZone, now, now + CATCH_UP_MS).find((instant) => instant.at > now);
}
