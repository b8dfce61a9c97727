import { distributionOf, sumOf, type Part } from './forecast.aggregate.ts';

/**
 * Intervals of what the screen and the pick lists sum (docs/forecast.md "Intervals"): stored points of a
 * selection, grouped by kiosk (kiosks are independent), within a kiosk by day (products correlated
 * `productCorrelation`) and across days (correlated `dayCorrelation`).
 *
 * The points arrive summed in SQL (forecast.repository.ts `pointSums`), so a request never holds one row per
 * kiosk, product and day: a row is a kiosk's products on one day (`day` set), or one product of a kiosk over
 * the days of the range (`day` empty). Each row carries Σμ, Σσ² and Σσ of the stored points in it, which is
 * all the correlated sums below need.
 */
export interface BandPoint {
  kioskId: string;
  /** The day of a row of a kiosk's products; '' for a row of one product over several days. */
  day: string;
  /** Σ of the points' expected units. */
  expected: number;
  /** Σ of the points' variances. */
  variance: number;
  /** Σ of the points' standard deviations. */
  sd: number;
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

/**
 * Rows whose parts are correlated ρ pairwise, as one part: Σσ² + ρ((Σσ)² − Σσ²) (forecast.aggregate.ts), from
 * the rows' sums.
 */
function correlated(rows: readonly BandPoint[], correlation: number): Part {
  let mu = 0;
  let squares = 0;
  let sds = 0;
  for (const row of rows) {
    mu += row.expected;
    squares += row.variance;
    sds += row.sd;
  }
  return { mu, variance: squares + correlation * (sds * sds - squares) };
}

/** The sum of a kiosk's rows: products per day, then the days; a product's days at once. */
function kioskSum(points: readonly BandPoint[], correlations: Correlations): Part {
  const parts: Part[] = [];
  for (const [day, rows] of group(points, (p) => p.day)) {
    if (day) parts.push(correlated(rows, correlations.productCorrelation));
    else for (const row of rows) parts.push(correlated([row], correlations.dayCorrelation));
  }
  return sumOf(parts, correlations.dayCorrelation);
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
