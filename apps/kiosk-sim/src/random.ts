/**
 * A small seeded random source (mulberry32), so a fleet started with the same seed behaves the same:
 * same cells, same purchases at the same simulated times. Ids (events, sessions) do not come from here:
 * they must be unique across runs, or the server would take a rerun's events for redeliveries.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index drawn with the given (non-negative, not all zero) weights. */
  weightedIndex(weights: readonly number[]): number;
  /** Exponentially distributed with the given mean. */
  exponential(mean: number): number;
  /** A new independent source derived from this one and a label. */
  fork(label: string): Random;
}

/** FNV-1a over a string: stable 32-bit seeds from labels such as serial numbers. */
export function hashSeed(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weightedIndex: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      if (!(total > 0)) throw new RangeError('weights must not all be zero');
      let target = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        target -= weights[i] ?? 0;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
    fork: (label) => createRandom(hashSeed(label, Math.floor(next() * 4_294_967_296))),
  };
  return random;
}
