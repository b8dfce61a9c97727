import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initSync, MSTL } from '@bsull/augurs/mstl';

/**
 * The demand model (docs/forecast.md): daily units of one kiosk × product, forecast for `horizon` days.
 * Pure functions over arrays of daily units (index 0 = the first day of the history, one entry per local
 * day, zeros included). Candidates — the seasonal MSTL decomposition with an AutoETS trend of augurs
 * (grafana/augurs, WASM) for series that sell most days, a TSB rate (Teunter–Syntetos–Babai, for
 * intermittent demand) times the kiosk's weekday profile, and the per-weekday mean of recent weeks —
 * are compared on the last 28 days of the history (in-sample validation); the best is refitted on
 * the whole history. Public holidays of the past are left out of the fit and get a factor in the future.
 */

export const SEASON = 7;
/** Days at the end of the history used to choose the model (never the days being forecast). */
export const VALIDATION_DAYS = 28;
/** MSTL sees at most this many recent days (12 weeks): enough for the weekly pattern, fast to fit. */
export const MSTL_WINDOW = 84;

let mstlReady = false;
function ensureMstl() {
  if (mstlReady) return;
  // augurs ships its WASM next to the JS glue; Node has no fetch of file URLs, so it is read and
  // instantiated synchronously once per process.
  const glue = import.meta.resolve('@bsull/augurs/mstl');
  initSync({ module: readFileSync(fileURLToPath(glue.replace(/mstl\.js$/, 'mstl_bg.wasm'))) });
  mstlReady = true;
}

const sum = (xs: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < xs.length; i += 1) s += xs[i] ?? 0;
  return s;
};
const mean = (xs: ArrayLike<number>) => (xs.length ? sum(xs) / xs.length : 0);

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
 * TSB (Teunter, Syntetos & Babai 2011): exponential smoothing of the probability that a day sells and of
 * the size of a day's demand when it does; the forecast is their product, for every future day. It decays
 * towards zero after a run of days without sales, where Croston's method would stay put.
 */
export function tsbRate(history: readonly number[], alpha = 0.1, beta = 0.05): number {
  const firstSale = history.findIndex((y) => y > 0);
  if (firstSale < 0) return 0;
  let size = history[firstSale] ?? 0;
  // Start the probability at the share of selling days, so a short history is not biased.
  const after = history.slice(firstSale);
  let probability = after.filter((y) => y > 0).length / after.length;
  for (let i = firstSale + 1; i < history.length; i += 1) {
    const y = history[i] ?? 0;
    if (y > 0) {
      probability += beta * (1 - probability);
      size += alpha * (y - size);
    } else probability -= beta * probability;
  }
  return probability * size;
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
    if (v === undefined || Number.isNaN(v)) continue;
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

/** The per-weekday mean of the last `weeks` weeks (the history's missing days, NaN, left out). */
export function seasonalMean(history: readonly number[], horizon: number, weeks = 8): number[] {
  const n = history.length;
  const start = Math.max(0, n - weeks * SEASON);
  const totals = new Array<number>(SEASON).fill(0);
  const counts = new Array<number>(SEASON).fill(0);
  for (let i = start; i < n; i += 1) {
    const v = history[i];
    if (v === undefined || Number.isNaN(v)) continue;
    const d = i % SEASON;
    totals[d] = (totals[d] ?? 0) + v;
    counts[d] = (counts[d] ?? 0) + 1;
  }
  const fallback = sum(totals) / Math.max(1, sum(counts));
  return Array.from({ length: horizon }, (_, t) => {
    const d = (n + t) % SEASON;
    return counts[d] ? (totals[d] ?? 0) / (counts[d] ?? 1) : fallback;
  });
}

/** The per-weekday median of the last `weeks` weeks: what minimizes the absolute error of sparse sales. */
export function seasonalMedian(history: readonly number[], horizon: number, weeks = 8): number[] {
  const n = history.length;
  const start = Math.max(0, n - weeks * SEASON);
  const byDay: number[][] = Array.from({ length: SEASON }, () => []);
  for (let i = start; i < n; i += 1) {
    const v = history[i];
    if (v !== undefined && !Number.isNaN(v)) byDay[i % SEASON]?.push(v);
  }
  return Array.from({ length: horizon }, (_, t) => median(byDay[(n + t) % SEASON] ?? []));
}

/** The median (0 for none). */
export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** TSB rate × weekday profile (profile positions relative to the history's first day). */
export function tsbWeekday(history: readonly number[], horizon: number, profile: readonly number[]): number[] {
  const rate = tsbRate(history.map((y) => (Number.isNaN(y) ? 0 : y)));
  const n = history.length;
  return Array.from({ length: horizon }, (_, t) => rate * (profile[(n + t) % SEASON] ?? 1));
}

/**
 * augurs' MSTL (weekly season, AutoETS trend) on the recent window; never below 0. Missing days (NaN,
 * holidays) are filled with the mean of the same weekday in the window first. Answers null when augurs
 * finds no model (the candidate is then left out).
 */
export function mstlForecast(history: readonly number[], horizon: number): number[] | null {
  ensureMstl();
  const window = history.slice(-MSTL_WINDOW);
  // MSTL wants whole seasons; drop the oldest days so the window ends where the history does and the
  // weekday positions stay aligned.
  const usable = window.slice(window.length % SEASON);
  const fill = seasonalMean(usable, SEASON, usable.length / SEASON);
  const values = usable.map((y, i) => (Number.isNaN(y) ? (fill[i % SEASON] ?? 0) : y));
  const model = MSTL.ets([SEASON]);
  try {
    model.fit(values);
    return model.predict(horizon).point.map((v) => (Number.isFinite(v) ? Math.max(0, v) : 0));
  } catch {
    return null;
  } finally {
    model.free();
  }
}

export type ModelName = 'mstl' | 'tsb' | 'seasonal-mean' | 'seasonal-median' | 'none';

export interface SeriesForecast {
  /** The model of the daily point forecast (chosen by absolute error) and of the expected units (squared error). */
  model: ModelName;
  expectedModel: ModelName;
  /** Point forecast per future day: what the day most likely sells (scored by MASE). */
  values: number[];
  /** Expected units per future day (the mean: sums of these are the demand and revenue figures). */
  expected: number[];
}

export interface SeriesInput {
  /** Daily units, oldest first; NaN marks a day left out of the fit (a public holiday). */
  history: readonly number[];
  horizon: number;
  /** The kiosk's weekday profile, positions relative to the same first day as `history`. */
  profile: readonly number[];
  /** Factor per future day (1 = ordinary day; a holiday's factor otherwise). */
  dayFactors?: readonly number[];
}

/**
 * Whether MSTL is worth fitting: the series sells on at least 80 % of the last 8 weeks' days and at least 3
 * units a day on average. Below that a weekly decomposition fits noise (and costs ~5–10 ms a fit); the
 * seasonal and TSB candidates cover those series.
 */
export function isDense(history: readonly number[]): boolean {
  if (history.length < 8 * SEASON) return false;
  // Holidays (NaN) are left out; a few of them in 8 weeks do not make a series sparse.
  const recent = history.slice(-8 * SEASON).filter((y) => !Number.isNaN(y));
  if (recent.length < 6 * SEASON) return false;
  const selling = recent.filter((y) => y > 0).length;
  return selling / recent.length >= 0.8 && mean(recent) >= 3;
}

function candidate(
  model: ModelName,
  history: readonly number[],
  horizon: number,
  profile: readonly number[],
): number[] | null {
  if (model === 'mstl') return mstlForecast(history, horizon);
  if (model === 'seasonal-mean') return seasonalMean(history, horizon);
  if (model === 'seasonal-median') return seasonalMedian(history, horizon);
  if (model === 'none') return new Array<number>(horizon).fill(0);
  return tsbWeekday(history, horizon, profile);
}

const squaredError = (actual: readonly number[], forecast: readonly number[]) =>
  actual.reduce((total, y, i) => total + (y - (forecast[i] ?? 0)) ** 2, 0) / Math.max(1, actual.length);

/**
 * Forecast one series. The candidates are fitted on the history without its last VALIDATION_DAYS and
 * scored on those days: the point forecast takes the best by absolute error (what MASE measures — for
 * sparse sales that is a median-like forecast), the expected units the best of the mean-type models by
 * squared error. Both winners are refitted on the whole history. A history without any sale forecasts 0.
 */
export function forecastSeries({ history, horizon, profile, dayFactors }: SeriesInput): SeriesForecast {
  const zero = new Array<number>(horizon).fill(0);
  if (!history.some((y) => y > 0)) return { model: 'none', expectedModel: 'none', values: zero, expected: zero };
  const meanModels: ModelName[] = ['tsb', 'seasonal-mean'];
  if (isDense(history)) meanModels.push('mstl');
  const pointModels: ModelName[] = [...meanModels, 'seasonal-median'];
  let point: ModelName = 'seasonal-median';
  let expectedModel: ModelName = 'tsb';
  const fits = new Map<ModelName, number[]>();
  if (history.length >= VALIDATION_DAYS + 4 * SEASON) {
    const fit = history.slice(0, -VALIDATION_DAYS);
    const check = history.slice(-VALIDATION_DAYS);
    const keep = check.map((y) => !Number.isNaN(y));
    const actual = check.filter((_, i) => keep[i]);
    let bestAbsolute = Number.POSITIVE_INFINITY;
    let bestSquared = Number.POSITIVE_INFINITY;
    for (const model of pointModels) {
      const fitted = candidate(model, fit, VALIDATION_DAYS, profile);
      if (!fitted) continue;
      const predicted = fitted.filter((_, i) => keep[i]);
      const absolute = mae(actual, predicted);
      if (absolute < bestAbsolute - 1e-9) {
        bestAbsolute = absolute;
        point = model;
      }
      if (!meanModels.includes(model)) continue;
      const squared = squaredError(actual, predicted);
      if (squared < bestSquared - 1e-9) {
        bestSquared = squared;
        expectedModel = model;
      }
    }
  }
  const refit = (model: ModelName) => {
    let values = fits.get(model);
    if (!values) {
      // A model that fitted the shorter history but not the whole one falls back to the TSB candidate.
      const fitted = candidate(model, history, horizon, profile) ?? tsbWeekday(history, horizon, profile);
      values = fitted.map((v, t) => v * (dayFactors?.[t] ?? 1));
      fits.set(model, values);
    }
    return values;
  };
  return { model: point, expectedModel, values: refit(point), expected: refit(expectedModel) };
}

/** A weekday profile computed on a history starting `shift` days earlier, re-indexed for a later start. */
export function shiftProfile(profile: readonly number[], shift: number): number[] {
  return Array.from({ length: SEASON }, (_, d) => profile[(((d + shift) % SEASON) + SEASON) % SEASON] ?? 1);
}
