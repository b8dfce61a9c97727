import { dayDistribution } from './forecast.distribution.ts';

/**
 * Distributions of sums of forecast units (docs/forecast.md "Intervals"): several products of a kiosk on a
 * day, or a product over several days. The means add up; the variance of a group whose parts' errors are
 * correlated ρ pairwise is Σσ² + ρ((Σσ)² − Σσ²) (ρ measured on the kiosk's forecast errors,
 * forecast.products.ts). The median and the 80 % interval come from a
 * negative binomial with that mean and variance.
 */
export interface Part {
  mu: number;
  variance: number;
}

/** Mean and variance of the sum of parts correlated `correlation` pairwise. */
export function sumOf(parts: readonly Part[], correlation: number): Part {
  let mu = 0;
  let squares = 0;
  let sds = 0;
  for (const part of parts) {
    mu += part.mu;
    squares += part.variance;
    sds += Math.sqrt(Math.max(0, part.variance));
  }
  return { mu, variance: squares + correlation * (sds * sds - squares) };
}

/** The median (point) and 80 % interval of whole units with this mean and variance. */
export function distributionOf({ mu, variance }: Part) {
  const phi = mu > 0 ? Math.max(0, (variance - mu) / (mu * mu)) : 0;
  const { point, lower, upper } = dayDistribution(mu, phi);
  return { expected: mu, variance, units: point, lower, upper };
}

/** The distribution of one group's sum. */
export const aggregate = (parts: readonly Part[], correlation: number) => distributionOf(sumOf(parts, correlation));
