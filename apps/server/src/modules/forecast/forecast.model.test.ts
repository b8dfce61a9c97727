import { describe, expect, it } from 'vitest';
import { aggregate } from './forecast.aggregate.ts';
import { computeForecast, HISTORY_DAYS, type DailyRow } from './forecast.compute.ts';
import { dayDistribution, dispersion, quantile } from './forecast.distribution.ts';
import { forecastTotal } from './forecast.level.ts';
import { mase, maseScale, seasonalNaive, weekdayProfile } from './forecast.model.ts';
import { productShares } from './forecast.products.ts';

const weeks = (pattern: number[], n: number) => Array.from({ length: n }, () => pattern).flat();
const WEEKDAY = [1.1, 1.1, 1.05, 1.05, 1.1, 0.85, 0.75];

/** Seeded Poisson draws, so a test sees the same noise every run. */
function poissonDraws(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state + 0.5) / 2_147_483_648;
  };
  return (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = 1;
    do {
      k += 1;
      p *= random();
    } while (p > limit);
    return k - 1;
  };
}

/** A kiosk of 8 products whose daily total follows `level(day)` × a weekday pattern, as computeForecast rows. */
function kioskRows(level: (day: number) => number, seed = 1): DailyRow[] {
  const draw = poissonDraws(seed);
  const shares = [0.28, 0.2, 0.15, 0.12, 0.09, 0.07, 0.05, 0.04];
  const rows: DailyRow[] = [];
  for (let day = 0; day < HISTORY_DAYS; day += 1)
    shares.forEach((share, p) => {
      const units = draw(level(day) * (WEEKDAY[day % 7] ?? 1) * share);
      if (units > 0) rows.push({ kioskId: 'k', productId: `p${p}`, day, units, revenue: `${units * 2}`, cost: '0' });
    });
  return rows;
}
const closedDay = '2025-12-31';

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

  it('a weekday profile finds the quiet weekend and is normalized to mean 1', () => {
    const profile = weekdayProfile(weeks([10, 10, 10, 10, 10, 2, 2], 12));
    expect(profile.reduce((a, b) => a + b, 0) / 7).toBeCloseTo(1, 9);
    expect(profile[5]).toBeLessThan(0.5);
    expect(profile[0]).toBeGreaterThan(1.1);
  });
});

describe('the distribution of a day', () => {
  it('has the Poisson quantiles when not overdispersed, and whole units', () => {
    // Poisson(2): F(0)=0.135, F(1)=0.406, F(2)=0.677, F(3)=0.857, F(4)=0.947.
    expect(quantile(2, 0, 0.5)).toBe(2);
    expect(quantile(2, 0, 0.9)).toBe(4);
    expect(quantile(2, 0, 0.1)).toBe(0);
    // Of [0, 4] (94.7 %), [1, 4] (81.2 %), [0, 3] (85.7 %) and [1, 3] (72.2 %), [1, 4] is nearest to 80 %.
    expect(dayDistribution(2, 0)).toEqual({ point: 2, lower: 1, upper: 4 });
  });

  it('widens with overdispersion and is 0–0 for a product that rarely sells', () => {
    const poisson = dayDistribution(10, 0);
    const wide = dayDistribution(10, 0.3);
    expect(wide.upper - wide.lower).toBeGreaterThan(poisson.upper - poisson.lower);
    expect(dayDistribution(0.05, 0)).toEqual({ point: 0, lower: 0, upper: 0 });
    expect(dayDistribution(0, 0.5)).toEqual({ point: 0, lower: 0, upper: 0 });
  });

  it('takes the normal shape for large means and stays ordered', () => {
    const big = dayDistribution(400, 0.01);
    expect(big.lower).toBeLessThan(big.point);
    expect(big.point).toBeLessThan(big.upper);
    expect(big.point).toBeGreaterThanOrEqual(395);
    expect(big.point).toBeLessThanOrEqual(405);
  });

  it('measures the dispersion of errors: 0 when they are Poisson-sized, more when they are wider', () => {
    expect(dispersion([{ y: 5, mu: 5 }])).toBe(0);
    const wide = [
      { y: 0, mu: 5 },
      { y: 10, mu: 5 },
    ];
    expect(dispersion(wide)).toBeCloseTo((25 + 25 - 10) / 50, 9);
  });

  it('a sum of correlated parts is wider than of independent ones, and their means add up', () => {
    const parts = Array.from({ length: 8 }, () => ({ mu: 2, variance: 3 }));
    const independent = aggregate(parts, 0);
    const correlated = aggregate(parts, 0.5);
    expect(independent.expected).toBe(16);
    expect(correlated.variance).toBeGreaterThan(independent.variance);
    expect(correlated.upper - correlated.lower).toBeGreaterThan(independent.upper - independent.lower);
  });
});

describe('following a level (the kiosk total)', () => {
  const stepped = (step: number, seed: number | null) => {
    const draw = seed === null ? (lambda: number) => lambda : poissonDraws(seed);
    return Array.from({ length: HISTORY_DAYS }, (_, day) =>
      draw((day < HISTORY_DAYS - 28 ? 10 : 10 * step) * (WEEKDAY[day % 7] ?? 1)),
    );
  };
  const level = (mean: readonly number[]) => mean.reduce((a, b) => a + b, 0) / mean.length;
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

  it('follows a level that stepped up 40 % four weeks before the cut-off (within 10 % of the new level)', () => {
    expect(level(forecastTotal(stepped(1.4, null), 28).mean)).toBeGreaterThan(14 * 0.9);
    expect(level(forecastTotal(stepped(1.4, null), 28).mean)).toBeLessThan(14 * 1.1);
    // With Poisson noise each kiosk's 4 weeks are a sample; on average over kiosks the level is followed.
    const noisy = level(seeds.map((seed) => level(forecastTotal(stepped(1.4, seed), 28).mean)));
    expect(noisy).toBeGreaterThan(14 * 0.9);
    expect(noisy).toBeLessThan(14 * 1.1);
  });

  it('follows a drop as well', () => {
    const noisy = level(seeds.map((seed) => level(forecastTotal(stepped(0.6, seed), 28).mean)));
    expect(noisy).toBeGreaterThan(6 * 0.9);
    expect(noisy).toBeLessThan(6 * 1.1);
  });

  it('keeps the weekday pattern', () => {
    const result = forecastTotal(stepped(1, null), 14);
    // The weekday of history index i is i % 7 in WEEKDAY's order: Sunday-like position 6 is the quietest.
    const at = (position: number) => result.mean.filter((_, t) => (HISTORY_DAYS + t) % 7 === position);
    expect(Math.max(...at(6))).toBeLessThan(Math.min(...at(0)));
    expect(at(0)[0]).toBeCloseTo(11, 0);
  });

  it('is validated on several windows, not one', () => {
    expect(forecastTotal(stepped(1, 1), 28).validation).toHaveLength(4);
  });
});

describe('products of a kiosk', () => {
  it("shares follow a product's recent sales and add up to 1", () => {
    const old: number[] = Array.from({ length: 100 }, (_, day) => (day < 60 ? 2 : 0.5));
    const fresh: number[] = Array.from({ length: 100 }, (_, day) => (day < 60 ? 0 : 1.5));
    const total = old.map((y, day) => y + (fresh[day] ?? 0));
    const shares = productShares(
      new Map([
        ['old', old],
        ['fresh', fresh],
      ]),
      total,
      100,
    );
    expect((shares.get('old') ?? 0) + (shares.get('fresh') ?? 0)).toBeCloseTo(1, 9);
    // Fresh sells 3 × what old sells now; old's earlier weeks still count a little (half-life 4 weeks).
    expect(shares.get('fresh')).toBeGreaterThan(0.55);
    expect(shares.get('fresh')).toBeLessThan(0.75);
  });

  it('a product not sold for 4 weeks gets no share', () => {
    const stopped: number[] = Array.from({ length: 100 }, (_, day) => (day < 70 ? 3 : 0));
    const selling = new Array<number>(100).fill(1);
    const shares = productShares(
      new Map([
        ['stopped', stopped],
        ['selling', selling],
      ]),
      selling.map((y, day) => y + (stopped[day] ?? 0)),
      100,
    );
    expect(shares.has('stopped')).toBe(false);
    expect(shares.get('selling')).toBe(1);
  });

  it('the products add up to the kiosk total on every day, and follow a 40 % step up four weeks before the cut-off', () => {
    const rows = kioskRows((day) => (day < HISTORY_DAYS - 28 ? 10 : 14), 2);
    const result = computeForecast({ closedDay, kiosks: [{ id: 'k', location: null }], rows });
    expect(result.series).toBe(8);
    for (const total of result.totals) {
      const sum = result.points.filter((p) => p.day === total.day).reduce((a, p) => a + p.expected, 0);
      expect(sum).toBeCloseTo(total.expected, 9);
      expect(total.lower).toBeLessThanOrEqual(total.units);
      expect(total.units).toBeLessThanOrEqual(total.upper);
    }
    const level = result.totals.slice(0, 28).reduce((a, t) => a + t.expected, 0) / 28;
    expect(level).toBeGreaterThan(14 * 0.9);
    expect(level).toBeLessThan(14 * 1.1);
    for (const point of result.points) {
      expect(Number.isInteger(point.units) && Number.isInteger(point.lower) && Number.isInteger(point.upper)).toBe(
        true,
      );
      expect(point.lower).toBeLessThanOrEqual(point.upper);
    }
  });

  it('on a steadily rising kiosk the next 7 days are not forecast far below the last 7', () => {
    const rows = kioskRows((day) => 8 * (1 + (0.6 * day) / HISTORY_DAYS), 3);
    const result = computeForecast({ closedDay, kiosks: [{ id: 'k', location: null }], rows });
    const next = result.totals.slice(0, 7).reduce((a, t) => a + t.expected, 0);
    const last = rows.filter((row) => row.day >= HISTORY_DAYS - 7).reduce((a, row) => a + row.units, 0);
    // The level of the last week is 8 × 1.6 ≈ 12.8 a day; the forecast may lag a rise a little, not drop.
    expect(next / last).toBeGreaterThan(0.9);
    expect(next / 7).toBeGreaterThan(12.8 * 0.9);
  });

  it('a kiosk with too few days with sales is reported, not forecast', () => {
    const rows = kioskRows((day) => (day > HISTORY_DAYS - 20 ? 10 : 0));
    const result = computeForecast({ closedDay, kiosks: [{ id: 'k', location: null }], rows });
    expect(result.kiosks[0]).toMatchObject({ kioskId: 'k', dataSufficient: false });
    expect(result.points).toHaveLength(0);
  });
});
