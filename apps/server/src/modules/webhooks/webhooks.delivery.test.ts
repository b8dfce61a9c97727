import { describe, expect, it } from 'vitest';
import { backoffMs } from './webhooks.delivery.ts';

describe('webhook retry backoff', () => {
  it('doubles from 30 s, adds up to 20 % jitter (never less), and stays at most 4 hours apart', () => {
    expect(backoffMs(1, 0)).toBe(30_000);
    expect(backoffMs(2, 0)).toBe(60_000);
    expect(backoffMs(3, 0.5)).toBe(132_000);
    expect(backoffMs(2, 0.999_999)).toBeLessThanOrEqual(72_000);
    expect(backoffMs(20, 0.9)).toBe(4 * 3_600_000);
    const spread = new Set(Array.from({ length: 50 }, () => backoffMs(4)));
    expect(spread.size).toBeGreaterThan(1);
    for (const pause of spread) {
      expect(pause).toBeGreaterThanOrEqual(240_000);
      expect(pause).toBeLessThanOrEqual(288_000);
    }
  });
});
