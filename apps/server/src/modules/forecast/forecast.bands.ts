import { distributionOf, sumOf, type Part } from './forecast.aggregate.ts';

/**
 * Intervals of what the screen and the pick lists sum (docs/forecast.md "Intervals"): stored points of a
 * selection, grouped by kiosk (kiosks are independent), within a kiosk by day (products correlated
 * `productCorrelation`) and across days (correlated `dayCorrelation`).
 */
export interface BandPoint {
  kioskId: string;
  productId: string;
  day: string;
  expected: number;
  variance: number;
}

export interface Correlations {
  productCorrelation: number;
  dayCorrelation: number;
}

const NONE: Correlations = { productCorrelation: 0, dayCorrelation: 0 };

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(item);
  }
  return groups;
}

/** The sum of a kiosk's points over its days: products per day, then the days. */
function kioskSum(points: readonly BandPoint[], correlations: Correlations): Part {
  const days = [...group(points, (p) => p.day).values()].map((dayPoints) =>
    sumOf(
      dayPoints.map((p) => ({ mu: p.expected, variance: p.variance })),
      correlations.productCorrelation,
    ),
  );
  return sumOf(days, correlations.dayCorrelation);
}

/**
 * Expected units, point forecast (median) and 80 % interval of the sum of the given points (any mix of
 * kiosks, products and days).
 */
export function band(points: readonly BandPoint[], correlations: ReadonlyMap<string, Correlations>) {
  let mu = 0;
  let variance = 0;
  for (const [kioskId, kioskPoints] of group(points, (p) => p.kioskId)) {
    const sum = kioskSum(kioskPoints, correlations.get(kioskId) ?? NONE);
    mu += sum.mu;
    variance += sum.variance;
  }
  return distributionOf({ mu, variance });
}
