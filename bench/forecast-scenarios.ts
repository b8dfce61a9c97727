/**
 * Generated kiosks with a known shape, for the forecast bench's robustness part (docs/forecast.md): each
 * scenario is a coffee machine with 8 products (shares like a real menu: a few drinks sell most) whose
 * daily total follows a level curve × a weekday pattern, with negative binomial noise. The level curves are
 * the failures a model must survive: a step up four weeks before the cut-off, a steady rise, a drop, a flat
 * level. Day 0 is the first day; the last `holdout` days are after the cut-off.
 */
import type { Row } from './forecast-evaluation.ts';

export const SCENARIO_DAYS = 365;
const SHARES = [0.28, 0.2, 0.15, 0.12, 0.09, 0.07, 0.05, 0.04];
const WEEKDAY = [1.1, 1.1, 1.05, 1.05, 1.1, 0.85, 0.75];

/** Level of the kiosk's total on day `i` of `n` (the last 28 are the held-out days). */
export const SCENARIOS: Record<string, (i: number, n: number) => number> = {
  // Another operator's data set's failure: a level of 10 a day, the last 4 weeks before the cut-off ~13.5,
  // then ~14.5 — also on a busier, steadier machine (× 3, little overdispersion: BUSY), where the level
  // matters more than the day's noise.
  'step up 4 weeks before the cut-off': (i, n) => (i < n - 56 ? 10 : i < n - 28 ? 13.5 : 14.5),
  'busy machine, step up 4 weeks before the cut-off': (i, n) => 3 * (i < n - 56 ? 10 : i < n - 28 ? 13.5 : 14.5),
  'steady rise (+60 % a year)': (i, n) => 8 * (1 + (0.6 * i) / n),
  'drop of 30 % three weeks before the cut-off': (i, n) => (i < n - 49 ? 12 : 8.4),
  'flat level': () => 10,
  'small kiosk, flat (3 a day)': () => 3,
};

/** Seeded random draws: uniform, Poisson, and negative binomial (mean, dispersion). */
export function generator(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state + 0.5) / 2_147_483_648;
  };
  const gamma = (shape: number): number => {
    // Marsaglia–Tsang (shape ≥ 1), boosted for shape < 1.
    if (shape < 1) return gamma(shape + 1) * Math.pow(random(), 1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        const u1 = random();
        const u2 = random();
        x = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      if (Math.log(random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const poisson = (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = 1;
    do {
      k += 1;
      p *= random();
    } while (p > limit);
    return k - 1;
  };
  /** Negative binomial with mean mu and dispersion phi (a gamma-mixed Poisson). */
  const negativeBinomial = (mu: number, phi: number) =>
    mu <= 0 ? 0 : poisson(phi > 0 ? gamma(1 / phi) * mu * phi : mu);
  return { random, poisson, negativeBinomial };
}

/** `copies` kiosks of one scenario (different random draws), ids prefixed by the scenario's index. */
/** Scenarios whose days vary little beyond Poisson noise (dispersion 0.01 instead of 0.1). */
const STEADY = new Set(['busy machine, step up 4 weeks before the cut-off']);

export function scenarioRows(index: number, level: (i: number, n: number) => number, copies: number, name = ''): Row[] {
  const dispersion = STEADY.has(name) ? 0.01 : 0.1;
  const rows: Row[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    const draw = generator(1000 * index + copy + 1).negativeBinomial;
    const kioskId = `00000000-0000-4000-8000-${String(index * 100 + copy).padStart(12, '0')}`;
    for (let day = 0; day < SCENARIO_DAYS; day += 1) {
      const total = level(day, SCENARIO_DAYS) * (WEEKDAY[day % 7] ?? 1);
      SHARES.forEach((share, p) => {
        const units = draw(total * share, dispersion);
        if (units > 0)
          rows.push({
            kioskId,
            productId: `10000000-0000-4000-8000-${String(p).padStart(12, '0')}`,
            day,
            units,
            revenue: (units * 2.5).toFixed(2),
            cost: (units * 0.8).toFixed(2),
          });
      });
    }
  }
  return rows;
}
