/**
 * Series helpers of the demand model (docs/forecast.md): pure functions over arrays of daily units
 * (index 0 = the first day of a history, one entry per local day, zeros included; NaN marks a day left
 * out of every fit — a public holiday, or a day before the kiosk's first sale).
 */

export const SEASON = 7;

export const isValue = (y: number | undefined): y is number => y !== undefined && !Number.isNaN(y);

export const sum = (xs: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < xs.length; i += 1) s += xs[i] ?? 0;
  return s;
};
export const mean = (xs: ArrayLike<number>) => (xs.length ? sum(xs) / xs.length : 0);

/** The median (0 for none). */
export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** Seasonal naive: the last full week repeated (the baseline every forecast must beat). */
export function seasonalNaive(history: readonly number[], horizon: number, season = SEASON): number[] {
  const n = history.length;
  return Array.from({ length: horizon }, (_, t) => {
    if (n === 0) return 0;
    if (n < season) return mean(history);
    return history[n - season + (t % season)] ?? 0;
  });
}

/** The MASE scale: mean absolute difference of the history to itself one season earlier (in-sample). */
export function maseScale(history: readonly number[], season = SEASON): number {
  let total = 0;
  let count = 0;
  for (let i = season; i < history.length; i += 1) {
    total += Math.abs((history[i] ?? 0) - (history[i - season] ?? 0));
    count += 1;
  }
  return count ? total / count : 0;
}

/** Mean absolute error. */
export function mae(actual: readonly number[], forecast: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < actual.length; i += 1) total += Math.abs((actual[i] ?? 0) - (forecast[i] ?? 0));
  return actual.length ? total / actual.length : 0;
}

/** Mean absolute scaled error; NaN when the scale is 0 (a history that never changed week on week). */
export function mase(actual: readonly number[], forecast: readonly number[], scale: number): number {
  return scale > 0 ? mae(actual, forecast) / scale : Number.NaN;
}

/**
 * A weekday profile: for each of the 7 positions (relative to the history's first day), the ratio of that
 * weekday's units to the mean over the last `weeks` weeks, shrunk towards 1 by `prior` days' worth of
 * evidence, normalized to mean 1. Computed from a kiosk's total (all products), it is steady enough to
 * shape the forecasts of products that sell a few units a week.
 */
export function weekdayProfile(history: readonly number[], weeks = 16, prior = 3): number[] {
  const n = history.length;
  const start = Math.max(0, n - weeks * SEASON);
  const totals = new Array<number>(SEASON).fill(0);
  const counts = new Array<number>(SEASON).fill(0);
  for (let i = start; i < n; i += 1) {
    const v = history[i];
    if (!isValue(v)) continue;
    const d = i % SEASON;
    totals[d] = (totals[d] ?? 0) + v;
    counts[d] = (counts[d] ?? 0) + 1;
  }
  const overall = sum(totals) / Math.max(1, sum(counts));
  if (overall <= 0) return new Array<number>(SEASON).fill(1);
  const raw = totals.map((t, d) => (t + prior * overall) / ((counts[d] ?? 0) * overall + prior * overall));
  const m = mean(raw);
  return raw.map((r) => r / m);
}

/** A weekday profile computed on a history starting `shift` days earlier, re-indexed for a later start. */
export function shiftProfile(profile: readonly number[], shift: number): number[] {
  return Array.from({ length: SEASON }, (_, d) => profile[(((d + shift) % SEASON) + SEASON) % SEASON] ?? 1);
}

/** The mean of the last `days` values that are not NaN (looking back at most `days` × 2 days); null if none. */
export function recentMean(values: readonly number[], days: number): number | null {
  let total = 0;
  let count = 0;
  for (let i = values.length - 1; i >= 0 && i >= values.length - 2 * days && count < days; i -= 1) {
    const v = values[i];
    if (!isValue(v)) continue;
    total += v;
    count += 1;
  }
  return count ? total / count : null;
}
