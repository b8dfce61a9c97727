/**
 * The predictive distribution of a day's units (docs/forecast.md "Intervals"): a negative binomial with the
 * forecast's mean and a dispersion measured on the forecast's own errors at earlier origins (Var = μ + φμ²;
 * φ = 0 is Poisson). Units are whole, so its quantiles are whole: the point forecast is the median (what
 * minimizes the absolute error, the loss MASE measures), the 80 % interval runs from the 10 % to the 90 %
 * quantile.
 */

/** Above this mean the distribution is taken as normal (its shape is then close to it, and fast). */
const NORMAL_ABOVE = 150;

/** Cumulative probabilities F(0), F(1), … until F ≥ `upTo` (negative binomial, or Poisson when φ ≈ 0). */
function cumulative(mu: number, phi: number, upTo: number): number[] {
  const cdf: number[] = [];
  if (!(mu > 0)) return [1];
  let pmf: number;
  let next: (k: number) => number;
  if (phi < 1e-6) {
    pmf = Math.exp(-mu);
    next = (k) => mu / (k + 1);
  } else {
    const r = 1 / phi;
    const q = mu / (r + mu);
    pmf = Math.exp(r * Math.log(r / (r + mu)));
    next = (k) => ((k + r) / (k + 1)) * q;
  }
  let total = 0;
  for (let k = 0; k < 100_000; k += 1) {
    total += pmf;
    cdf.push(total);
    if (total >= upTo - 1e-12) break;
    pmf *= next(k);
  }
  return cdf;
}

/** Quantiles of the standard normal (Acklam's rational approximation is more than we need: three levels). */
const Z: Record<string, number> = { '0.1': -1.2815515655446004, '0.5': 0, '0.9': 1.2815515655446004 };
function normalQuantile(p: number): number {
  const known = Z[String(p)];
  if (known !== undefined) return known;
  // Inverse by bisection on the error function's complement; only used for levels other than the three.
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf.
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The smallest whole number of units k with P(units ≤ k) ≥ p. */
export function quantile(mu: number, phi: number, p: number): number {
  if (!(mu > 0)) return 0;
  if (mu > NORMAL_ABOVE) {
    const sd = Math.sqrt(mu + phi * mu * mu);
    return Math.max(0, Math.round(mu + normalQuantile(p) * sd));
  }
  const cdf = cumulative(mu, phi, p);
  const k = cdf.findIndex((f) => f >= p - 1e-12);
  return k < 0 ? cdf.length - 1 : k;
}

export interface DayDistribution {
  /** The median: the point forecast. */
  point: number;
  /** The 80 % interval (10 % and 90 % quantiles). */
  lower: number;
  upper: number;
}

export const INTERVAL_LEVEL = 0.8;

/**
 * Median and 80 % interval of a day's units with mean `mu` and dispersion `phi`. Units are whole, so an
 * interval of whole units rarely holds exactly 80 %: of the equal-tailed interval (10 % and 90 % quantiles)
 * and the ones a unit narrower at either end, the one whose probability lies nearest to 80 % is taken (a tie
 * takes the wider). Over many days the intervals then hold about 80 % of the actual units, where always
 * rounding outwards would hold 90 % and more of a product that sells a unit or two a day.
 */
export function dayDistribution(mu: number, phi: number): DayDistribution {
  const tail = (1 - INTERVAL_LEVEL) / 2;
  if (!(mu > 0)) return { point: 0, lower: 0, upper: 0 };
  if (mu > NORMAL_ABOVE)
    return { point: quantile(mu, phi, 0.5), lower: quantile(mu, phi, tail), upper: quantile(mu, phi, 1 - tail) };
  // One pass of the cumulative probabilities serves every quantile.
  const cdf = cumulative(mu, phi, 1 - tail);
  const at = (p: number) => {
    const k = cdf.findIndex((f) => f >= p - 1e-12);
    return k < 0 ? cdf.length - 1 : k;
  };
  const F = (k: number) => (k < 0 ? 0 : (cdf[Math.min(k, cdf.length - 1)] ?? 1));
  const a = at(tail);
  const b = at(1 - tail);
  let best = { lower: a, upper: b, miss: Math.abs(F(b) - F(a - 1) - INTERVAL_LEVEL) };
  for (const [lower, upper] of [
    [a + 1, b],
    [a, b - 1],
    [a + 1, b - 1],
  ] as const) {
    if (upper < lower) continue;
    const miss = Math.abs(F(upper) - F(lower - 1) - INTERVAL_LEVEL);
    if (miss < best.miss - 1e-12) best = { lower, upper, miss };
  }
  return { point: at(0.5), lower: best.lower, upper: best.upper };
}

/** Variance of a day's units. */
export const variance = (mu: number, phi: number) => mu + phi * mu * mu;

/**
 * The dispersion φ that makes Var = μ + φμ² fit forecast errors (method of moments over (actual, mean)
 * pairs: Σ((y − μ)² − μ) ÷ Σ μ²), shrunk towards `prior` by `priorWeight` (in units of Σ μ²); never below 0.
 */
export function dispersion(pairs: readonly { y: number; mu: number }[], prior = 0, priorWeight = 0): number {
  let excess = 0;
  let squares = 0;
  for (const { y, mu } of pairs) {
    excess += (y - mu) ** 2 - mu;
    squares += mu * mu;
  }
  const phi = (excess + prior * priorWeight) / (squares + priorWeight || 1);
  return Math.max(0, phi);
}
