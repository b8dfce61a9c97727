import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AutoETS, initSync } from '@bsull/augurs/ets';
import { SEASON, isValue, median, recentMean, weekdayProfile } from './forecast.model.ts';

/**
 * The kiosk's total daily units (all products), forecast for the days ahead (docs/forecast.md "The model").
 * The total is where the signal is: a kiosk sells many more units a day than any one product, so a change of
 * level (a new office upstairs, a competitor closing) shows there within days while each product's own
 * series is mostly noise. The total is divided by the kiosk's weekday profile, a level is forecast on that
 * seasonally adjusted series by each candidate, and the profile is put back:
 *
 * - `ets` — augurs' AutoETS (grafana/augurs, WASM; error, trend and damping chosen by AICc) on the last 16
 *   weeks: follows a shift as fast as the data say and carries a trend;
 * - `mean-4w` — the mean of the last 4 weeks: a robust level that has forgotten anything older;
 * - `ensemble` — the median of `ets`, the last 2 weeks' mean and `mean-4w` (a combination of simple models is
 *   usually better than any one of them, M4/M5 practice; the median is not pulled by one wild member, such as
 *   an ETS that has just chased a week of noise); a shift is in it in full after 2–4 weeks.
 *
 * Each candidate is scored on four windows of 28 days (origins 8, 6, 4 and 2 weeks before the end; the last
 * ones reach only to the end), so the choice rests on several windows rather than one; the best by absolute
 * error is used, the ensemble when the history is too short to validate. No candidate remembers more than
 * 4 weeks of level: an 8-week mean is what kept an earlier version 30 % below a kiosk whose level had risen.
 */

export const LEVEL_MODELS = ['ensemble', 'ets', 'mean-4w'] as const;
export type LevelModel = (typeof LEVEL_MODELS)[number];
/** Validation origins: these many days before the end of the history. */
/** Validation origins (days before the end of the history) and the days each window scores. */
export const VALIDATION_ORIGINS = [56, 42, 28, 14] as const;
export const VALIDATION_DAYS = 28;
/** A single model must beat the ensemble's validation error by this share to be chosen over it. */
export const PREFER_ENSEMBLE = 0.05;
/** The ETS fit sees at most this many recent days. */
export const ETS_WINDOW = 112;

let etsReady = false;
function ensureEts() {
  if (etsReady) return;
  // augurs ships its WASM next to the JS glue; Node has no fetch of file URLs, so it is read and
  // instantiated synchronously once per process.
  const glue = import.meta.resolve('@bsull/augurs/ets');
  initSync({ module: readFileSync(fileURLToPath(glue.replace(/ets\.js$/, 'ets_bg.wasm'))) });
  etsReady = true;
}

/**
 * Damping of a trend per day: an extrapolated trend adds at most DAMPING ÷ (1 − DAMPING) days of it (9 at
 * 0.9). A kiosk's level that rose for weeks keeps rising a little, not on and on; AutoETS of augurs cannot be
 * told to damp (its spec string offers no "Ad"), so its path is damped here.
 */
export const DAMPING = 0.9;

/** AutoETS on the recent seasonally adjusted values (gaps carried forward); null when augurs finds no model. */
export function etsLevel(adjusted: readonly number[], horizon: number): number[] | null {
  const window = adjusted.slice(-ETS_WINDOW);
  const first = window.findIndex(isValue);
  if (first < 0 || window.length - first < 2 * SEASON) return null;
  let last = window[first] ?? 0;
  const values = window.slice(first).map((y) => (isValue(y) ? (last = y) : last));
  ensureEts();
  const model = new AutoETS(SEASON, 'AZN');
  try {
    model.fit(values);
    const path = model.predict(Math.max(2, horizon)).point;
    const [first = 0, second = first] = path;
    if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
    // ETS forecasts level + h × trend; the level at the origin is the first day's forecast less one trend.
    const trend = second - first;
    let step = 0;
    return Array.from({ length: horizon }, (_, h) => {
      step += Math.pow(DAMPING, h + 1);
      return Math.max(0, first - trend + trend * step);
    });
  } catch {
    return null;
  } finally {
    model.free();
  }
}

/** Level paths of every candidate from a seasonally adjusted history. */
function levelPaths(adjusted: readonly number[], horizon: number): Map<LevelModel, number[]> {
  const flat = (level: number | null) => new Array<number>(horizon).fill(level ?? 0);
  const m2 = flat(recentMean(adjusted, 2 * SEASON));
  const m4 = flat(recentMean(adjusted, 4 * SEASON));
  const ets = etsLevel(adjusted, horizon) ?? m2;
  const ensemble = ets.map((e, t) => median([e, m2[t] ?? 0, m4[t] ?? 0]));
  return new Map<LevelModel, number[]>([
    ['ensemble', ensemble],
    ['ets', ets],
    ['mean-4w', m4],
  ]);
}

/** Every candidate's forecast of the `horizon` days after a history (level × weekday profile). */
export function candidateForecasts(history: readonly number[], horizon: number): Map<LevelModel, number[]> {
  const profile = weekdayProfile(history);
  const n = history.length;
  const adjusted = history.map((y, i) => (isValue(y) ? y / (profile[i % SEASON] ?? 1) : Number.NaN));
  const paths = levelPaths(adjusted, horizon);
  for (const [model, path] of paths)
    paths.set(
      model,
      path.map((level, t) => level * (profile[(n + t) % SEASON] ?? 1)),
    );
  return paths;
}

export interface TotalForecast {
  model: LevelModel;
  /** Expected units per future day. */
  mean: number[];
  /** The chosen model's forecasts at the validation origins: (origin index, forecast of the days from it). */
  validation: { origin: number; forecast: number[] }[];
}

/**
 * The kiosk total's forecast: candidates scored on the validation windows (absolute error over the days
 * from each origin to the end of the history), the best refitted on the whole history. A history too short
 * to validate (under 12 weeks) takes the ensemble.
 */
export function forecastTotal(history: readonly number[], horizon: number): TotalForecast {
  const n = history.length;
  const valid = history.filter(isValue).length;
  const errors = new Map<LevelModel, number>(LEVEL_MODELS.map((model) => [model, 0]));
  const windows: { origin: number; forecasts: Map<LevelModel, number[]> }[] = [];
  if (valid >= 8 * SEASON + Math.max(...VALIDATION_ORIGINS)) {
    for (const back of VALIDATION_ORIGINS) {
      const origin = n - back;
      const forecasts = candidateForecasts(history.slice(0, origin), Math.min(back, VALIDATION_DAYS));
      windows.push({ origin, forecasts });
      for (const [model, forecast] of forecasts) {
        let error = 0;
        forecast.forEach((f, t) => {
          const y = history[origin + t];
          if (isValue(y)) error += Math.abs(y - f);
        });
        errors.set(model, (errors.get(model) ?? 0) + error);
      }
    }
  }
  // The combination unless a single model is clearly better on the windows (a choice between near-equals
  // would follow the noise of these windows rather than the series).
  let model: LevelModel = 'ensemble';
  let best = (errors.get('ensemble') ?? Infinity) * (1 - PREFER_ENSEMBLE);
  if (windows.length)
    for (const candidate of LEVEL_MODELS) {
      const error = errors.get(candidate) ?? Infinity;
      if (candidate !== 'ensemble' && error < best) {
        model = candidate;
        best = error;
      }
    }
  const forecast = candidateForecasts(history, horizon).get(model) ?? new Array<number>(horizon).fill(0);
  return {
    model,
    mean: forecast,
    validation: windows.map((w) => ({ origin: w.origin, forecast: w.forecasts.get(model) ?? [] })),
  };
}
