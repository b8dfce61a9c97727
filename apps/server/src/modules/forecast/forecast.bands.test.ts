import { describe, expect, it } from 'vitest';
import { band, type BandPoint, type Correlations } from './forecast.bands.ts';
import { aggregate, sumOf } from './forecast.aggregate.ts';

/** Stored points of one kiosk: products × days, each with its own mean and variance. */
const stored = [
  { day: '2026-12-01', product: 'a', mu: 4, variance: 6 },
  { day: '2026-12-01', product: 'b', mu: 2, variance: 3 },
  { day: '2026-12-02', product: 'a', mu: 5, variance: 8 },
  { day: '2026-12-02', product: 'b', mu: 1, variance: 1.5 },
];
const correlations = new Map<string, Correlations>([['k1', { productCorrelation: 0.3, dayCorrelation: 0.2 }]]);
const row = (day: string, points: typeof stored): BandPoint => ({
  kioskId: 'k1',
  day,
  expected: points.reduce((a, p) => a + p.mu, 0),
  variance: points.reduce((a, p) => a + p.variance, 0),
  sd: points.reduce((a, p) => a + Math.sqrt(p.variance), 0),
});

describe('intervals from points summed in SQL', () => {
  it('a kiosk per day gives the interval of the products per day, then the days', () => {
    const days = ['2026-12-01', '2026-12-02'].map((day) =>
      sumOf(
        stored.filter((p) => p.day === day),
        0.3,
      ),
    );
    const expected = aggregate(days, 0.2);
    const perDay = ['2026-12-01', '2026-12-02'].map((day) =>
      row(
        day,
        stored.filter((p) => p.day === day),
      ),
    );
    const got = band(perDay, correlations);
    expect(got.expected).toBeCloseTo(expected.expected, 9);
    expect(got.variance).toBeCloseTo(expected.variance, 9);
    expect([got.units, got.lower, got.upper]).toEqual([expected.units, expected.lower, expected.upper]);
  });

  it('a product over the days gives the interval of its days correlated', () => {
    const a = stored.filter((p) => p.product === 'a');
    const expected = aggregate(a, 0.2);
    const got = band([row('', a)], correlations);
    expect(got.variance).toBeCloseTo(expected.variance, 9);
    expect([got.units, got.lower, got.upper]).toEqual([expected.units, expected.lower, expected.upper]);
  });

  it('kiosks are independent: their variances add up', () => {
    const one = row('2026-12-01', stored.slice(0, 2));
    const both = band([one, { ...one, kioskId: 'k2' }], correlations);
    const single = band([one], correlations);
    expect(both.variance).toBeCloseTo(single.variance + band([{ ...one, kioskId: 'k2' }], correlations).variance, 9);
  });
});
