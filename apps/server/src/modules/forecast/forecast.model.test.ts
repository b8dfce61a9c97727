import { describe, expect, it } from 'vitest';
import { forecastSeries, mase, maseScale, seasonalNaive, tsbRate, weekdayProfile } from './forecast.model.ts';

const weeks = (pattern: number[], n: number) => Array.from({ length: n }, () => pattern).flat();

describe('forecast model pieces', () => {
  it('seasonal naive repeats the last week', () => {
    const history = [9, 9, 9, 1, 2, 3, 4, 5, 6, 7];
    expect(seasonalNaive(history, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2]);
  });

  it('MASE scales the error by the in-sample week-on-week change', () => {
    const history = [...weeks([1, 1, 1, 1, 1, 1, 1], 1), ...weeks([3, 3, 3, 3, 3, 3, 3], 1)];
    expect(maseScale(history)).toBe(2);
    expect(mase([4, 4], [3, 3], maseScale(history))).toBe(0.5);
    expect(Number.isNaN(mase([1], [0], maseScale(weeks([2, 2, 2, 2, 2, 2, 2], 2))))).toBe(true);
  });

  it('TSB decays after a run of days without sales, where a plain mean would not', () => {
    const selling = [...weeks([2, 0, 2, 0, 2, 0, 2], 8)];
    const stopped = [...selling, ...new Array<number>(28).fill(0)];
    expect(tsbRate(selling)).toBeGreaterThan(0.8);
    expect(tsbRate(stopped)).toBeLessThan(tsbRate(selling) / 3);
  });

  it('a weekday profile finds the quiet weekend and is normalized to mean 1', () => {
    const profile = weekdayProfile(weeks([10, 10, 10, 10, 10, 2, 2], 12));
    expect(profile.reduce((a, b) => a + b, 0) / 7).toBeCloseTo(1, 9);
    expect(profile[5]).toBeLessThan(0.5);
    expect(profile[0]).toBeGreaterThan(1.1);
  });

  it('a steady weekly pattern is forecast close to itself, beating nothing-sold', () => {
    const history = weeks([5, 6, 5, 6, 8, 2, 1], 12);
    const result = forecastSeries({ history, horizon: 7, profile: weekdayProfile(history) });
    expect(result.values.map(Math.round)).toEqual([5, 6, 5, 6, 8, 2, 1]);
    expect(result.expected.reduce((a, b) => a + b, 0)).toBeCloseTo(33, 0);
  });

  it('an intermittent series gets a small expected rate and no negative values; holidays scale the day', () => {
    const history = weeks([0, 1, 0, 0, 2, 0, 0], 10);
    const result = forecastSeries({
      history,
      horizon: 14,
      profile: new Array<number>(7).fill(1),
      dayFactors: [0, ...new Array<number>(13).fill(1)],
    });
    expect(result.values.every((v) => v >= 0)).toBe(true);
    const total = result.expected.slice(0, 14).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(4);
    expect(total).toBeLessThan(8);
    expect(result.expected[0]).toBe(0);
  });

  it('a history without sales forecasts zero', () => {
    expect(forecastSeries({ history: new Array(60).fill(0), horizon: 3, profile: [] })).toMatchObject({
      model: 'none',
      values: [0, 0, 0],
    });
  });
});

describe('dense series', () => {
  it('a public holiday in the last 8 weeks does not make a daily seller sparse (MSTL stays a candidate)', async () => {
    const { isDense } = await import('./forecast.model.ts');
    const history = weeks([5, 6, 5, 6, 8, 3, 3], 10);
    expect(isDense(history)).toBe(true);
    history[history.length - 10] = Number.NaN;
    expect(isDense(history)).toBe(true);
    expect(isDense(weeks([0, 1, 0, 0, 2, 0, 0], 10))).toBe(false);
  });
});
