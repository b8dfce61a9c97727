import fs from 'node:fs';
import { z } from 'zod';
import { deriveProfile } from './profile-derive.ts';

/**
 * How the virtual kiosks behave: the aggregate shapes derived from two real public data sets — a year of
 * sales of five vending machines (weekday shape, product popularity, prices, basket sizes, sales per
 * machine and day) and a day of a household fridge's temperature (replayed as drift). The repository
 * ships them as `derived/profile.json` (provenance in `derived/README.md`), so the simulator and the demo behave
 * the same wherever the repository is; `src/derive-profile.ts` regenerates the file from the data sets.
 * The sales file carries dates without a time of day, so the hour-of-day curve is the built-in one.
 */
export interface ProductProfile {
  name: string;
  category: string;
  /** Share of units sold; the weights of a profile's products sum to 1. */
  weight: number;
  /** Median unit price in the data, as a decimal string. */
  price: string;
  /** Gross weight of one unit in grams (from the category: the data has no weights). */
  unitWeightGrams: number;
}

export interface TemperaturePoint {
  /** Ms since the start of the series. */
  offsetMs: number;
  celsius: number;
}

export interface SalesProfile {
  /** Relative purchase rate per hour of the day (0–23), mean 1. */
  hourWeights: number[];
  /** Relative purchase rate per weekday (0 = Sunday … 6 = Saturday), mean 1. */
  weekdayWeights: number[];
  products: ProductProfile[];
  /** Probability of a basket of 1, 2, 3 … units (index 0 = one unit); sums to 1. */
  basketSizes: number[];
  /** Purchases per kiosk and day (at weight 1 of hour and weekday). */
  purchasesPerDay: number;
  /** One cycle of the fridge's temperature, normalised to a mean of 4 °C. */
  temperature: TemperaturePoint[];
  /** Length of that cycle in ms. */
  temperaturePeriodMs: number;
}

/** The shipped profile: `derived/profile.json` of this package. */
export const SHIPPED_PROFILE = new URL('../derived/profile.json', import.meta.url);

const weights = (length: number) => z.array(z.number().nonnegative()).length(length);
/** The shipped file's shape: the profile plus where it came from. */
export const shippedProfileSchema = z.object({
  source: z.object({
    derivedBy: z.string(),
    files: z.array(z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  }),
  hourWeights: weights(24),
  weekdayWeights: weights(7),
  products: z
    .array(
      z.object({
        name: z.string().min(1).max(64),
        category: z.string(),
        weight: z.number().positive(),
        price: z.string().regex(/^\d+\.\d{2}$/),
        unitWeightGrams: z.number().positive(),
      }),
    )
    .min(1),
  basketSizes: z.array(z.number().nonnegative()).min(1),
  purchasesPerDay: z.number().positive(),
  temperature: z.array(z.object({ offsetMs: z.number().nonnegative(), celsius: z.number() })).min(2),
  temperaturePeriodMs: z.number().positive(),
});
export type ShippedProfile = z.infer<typeof shippedProfileSchema>;

export interface LoadProfileOptions {
  /**
   * Derive the profile from the data sets in this folder instead of the shipped file (what
   * `src/derive-profile.ts` writes); a missing or unreadable file throws.
   */
  datasetsDir?: string;
}

let shipped: SalesProfile | undefined;

/** The shipped profile (`derived/profile.json`, read once), the same wherever the repository is; or the one derived from `datasetsDir`. */
export function loadProfile(options: LoadProfileOptions = {}): SalesProfile {
  if (options.datasetsDir) return deriveProfile(options.datasetsDir);
  if (!shipped) {
    const { source: _source, ...profile } = shippedProfileSchema.parse(
      JSON.parse(fs.readFileSync(SHIPPED_PROFILE, 'utf8')),
    );
    shipped = profile;
  }
  return shipped;
}

/** The fridge's temperature at a moment of its replayed cycle (linear between readings). */
export function temperatureAt(
  profile: Pick<SalesProfile, 'temperature' | 'temperaturePeriodMs'>,
  offsetMs: number,
): number {
  const points = profile.temperature;
  const period = profile.temperaturePeriodMs;
  const t = ((offsetMs % period) + period) % period;
  let low = 0;
  let high = points.length - 1;
  if (t >= points[high]!.offsetMs) {
    const last = points[high]!;
    const first = points[0]!;
    const span = period - last.offsetMs;
    return last.celsius + ((first.celsius - last.celsius) * (t - last.offsetMs)) / span;
  }
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.offsetMs <= t) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  return a.celsius + ((b.celsius - a.celsius) * (t - a.offsetMs)) / Math.max(1, b.offsetMs - a.offsetMs);
}
