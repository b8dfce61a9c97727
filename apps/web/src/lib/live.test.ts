import { describe, expect, it } from 'vitest';
import { backoffMs } from './live.ts';

describe('backoffMs', () => {
  it('doubles from one second and stops growing at thirty seconds', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffMs(attempt, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('adds at most a quarter of jitter', () => {
    expect(backoffMs(0, () => 0.999)).toBeLessThanOrEqual(1_250);
    expect(backoffMs(5, () => 1)).toBe(37_500);
  });
});
