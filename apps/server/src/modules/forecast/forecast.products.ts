import { dispersion, variance } from './forecast.distribution.ts';
import { isValue, mean } from './forecast.model.ts';

/**
 * Products within a kiosk (docs/forecast.md "The model"): each product on sale gets a share of the kiosk's
 * total forecast, and the errors of that split measured at the validation origins give every product its
 * dispersion and the kiosk the correlations that intervals of sums need.
 */

/** Half-life, in days, of the weights of a product's share: recent weeks count most. */
export const SHARE_HALF_LIFE = 28;
/** A product without a sale in this many days before the end is taken to be off the kiosk. */
export const ON_SALE_DAYS = 28;

/**
 * The products on sale at `end` (index of the first day after the history) and their shares of the kiosk's
 * units, normalized to add up to 1: Σ w·units ÷ Σ w·kiosk units over the days since the product's first
 * sale, with weights halving every SHARE_HALF_LIFE days back. A product's share thus moves with its recent
 * sales, and a new product's is not diluted by the days before it existed.
 */
export function productShares(
  units: ReadonlyMap<string, readonly number[]>,
  total: readonly number[],
  end: number,
): Map<string, number> {
  const decay = Math.pow(0.5, 1 / SHARE_HALF_LIFE);
  const raw = new Map<string, number>();
  for (const [productId, ys] of units) {
    let start = -1;
    let last = -1;
    for (let i = 0; i < end; i += 1) {
      if ((ys[i] ?? 0) > 0) {
        if (start < 0) start = i;
        last = i;
      }
    }
    if (start < 0 || last < end - ON_SALE_DAYS) continue;
    let own = 0;
    let all = 0;
    let weight = 1;
    for (let i = end - 1; i >= start; i -= 1) {
      const kiosk = total[i];
      if (isValue(kiosk)) {
        own += weight * (ys[i] ?? 0);
        all += weight * kiosk;
      }
      weight *= decay;
    }
    if (own > 0 && all > 0) raw.set(productId, own / all);
  }
  const sum = [...raw.values()].reduce((a, b) => a + b, 0);
  return new Map([...raw].map(([id, share]) => [id, share / sum]));
}

export interface ResidualStructure {
  /** Dispersion φ of each product's daily units around its forecast (Var = μ + φμ²). */
  dispersion: Map<string, number>;
  pooledDispersion: number;
  /** Pairwise correlation of forecast errors: between products on the same day, of a product across days. */
  productCorrelation: number;
  dayCorrelation: number;
}

/** Days of evidence the kiosk's pooled dispersion counts for in each product's (shrinkage). */
const PRIOR_DAYS = 28;
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * A correlation by the method of moments over groups of errors: the realized cross terms (Σ eᵢeⱼ, i ≠ j)
 * against what they would be if the errors were perfectly correlated (Σ σᵢσⱼ); within 0–1.
 */
class Cross {
  private cross = 0;
  private scale = 0;
  add(group: readonly ({ e: number; sd: number } | null | undefined)[]) {
    let e = 0;
    let e2 = 0;
    let sd = 0;
    let sd2 = 0;
    for (const point of group) {
      if (!point) continue;
      e += point.e;
      e2 += point.e * point.e;
      sd += point.sd;
      sd2 += point.sd * point.sd;
    }
    this.cross += e * e - e2;
    this.scale += sd * sd - sd2;
  }
  get correlation() {
    return this.scale > 0 ? clamp01(this.cross / this.scale) : 0;
  }
}

/**
 * The errors of the products' forecasts in validation windows (the kiosk total's forecast from the window's
 * origin × the shares known then), against what each product sold: per product a dispersion (method of
 * moments, shrunk towards the kiosk's pooled one by PRIOR_DAYS days), and the two correlations.
 */
export function residualStructure(
  units: ReadonlyMap<string, readonly number[]>,
  total: readonly number[],
  validation: readonly { origin: number; forecast: readonly number[] }[],
): ResidualStructure {
  const windows = validation.map(({ origin, forecast }) => ({
    origin,
    forecast,
    shares: productShares(units, total, origin),
  }));
  const pairs = new Map<string, { y: number; mu: number }[]>();
  for (const { origin, forecast, shares } of windows) {
    for (const [productId, share] of shares) {
      const ys = units.get(productId) ?? [];
      let list = pairs.get(productId);
      if (!list) pairs.set(productId, (list = []));
      forecast.forEach((kiosk, t) => {
        if (isValue(total[origin + t])) list.push({ y: ys[origin + t] ?? 0, mu: kiosk * share });
      });
    }
  }
  const pooledDispersion = dispersion([...pairs.values()].flat());
  const perProduct = new Map<string, number>();
  for (const [productId, list] of pairs) {
    const level = mean(list.map((pair) => pair.mu));
    perProduct.set(productId, dispersion(list, pooledDispersion, PRIOR_DAYS * level * level));
  }
  const products = new Cross();
  const days = new Cross();
  for (const { origin, forecast, shares } of windows) {
    const errors = [...shares].map(([productId, share]) => {
      const ys = units.get(productId) ?? [];
      const phi = perProduct.get(productId) ?? pooledDispersion;
      return forecast.map((kiosk, t) => {
        const mu = kiosk * share;
        const y = ys[origin + t] ?? 0;
        return isValue(total[origin + t]) ? { e: y - mu, sd: Math.sqrt(variance(mu, phi)) } : null;
      });
    });
    // Between products: the errors of one day; across days: a product's errors of one week.
    forecast.forEach((_, t) => products.add(errors.map((series) => series[t])));
    for (const series of errors)
      for (let week = 0; week + 7 <= series.length; week += 7) days.add(series.slice(week, week + 7));
  }
  return {
    dispersion: perProduct,
    pooledDispersion,
    productCorrelation: products.correlation,
    dayCorrelation: days.correlation,
  };
}
