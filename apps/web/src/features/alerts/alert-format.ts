/** Formatting of the alerts grid: durations, and the details JSON as short labelled values. */

/** Whole minutes from start to end (or to now while open); never negative. */
export function alertMinutes(startDate: string, endDate: string | null | undefined, now: number): number {
  const end = endDate ? Date.parse(endDate) : now;
  return Math.max(0, Math.floor((end - Date.parse(startDate)) / 60_000));
}

/** "42 min" or "3 h 5 min", worded by the catalogue (`alerts.minutes` / `alerts.hours`). */
export function formatAlertDuration(
  minutes: number,
  words: { minutes: (count: number) => string; hours: (hours: number, minutes: number) => string },
): string {
  if (minutes < 60) return words.minutes(minutes);
  return words.hours(Math.floor(minutes / 60), minutes % 60);
}

/** The details JSON as [key, value] pairs in a stable order; unreadable JSON gives none. */
export function detailEntries(details: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]): [string, string] => [
      key,
      Array.isArray(value)
        ? value.map(String).join(', ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}
