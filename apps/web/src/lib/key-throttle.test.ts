import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyThrottle } from './key-throttle.ts';

describe('createKeyThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first request at once and folds a burst into one trailing run', () => {
    const runs: string[] = [];
    const throttle = createKeyThrottle(500, (key) => runs.push(String(key[1])));
    throttle.request(['kiosks', 'a']);
    expect(runs).toEqual(['a']);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(20);
      throttle.request(['kiosks', 'a']);
    }
    expect(runs).toEqual(['a']);
    vi.advanceTimersByTime(299);
    expect(runs).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['a', 'a']);
    vi.advanceTimersByTime(5_000);
    expect(runs).toEqual(['a', 'a']);
  });

  it('throttles each key on its own', () => {
    const runs: string[] = [];
    const throttle = createKeyThrottle(500, (key) => runs.push(String(key[1])));
    throttle.request(['kiosks', 'a']);
    throttle.request(['kiosks', 'b']);
    throttle.request(['kiosks', 'a']);
    expect(runs).toEqual(['a', 'b']);
    vi.advanceTimersByTime(500);
    expect(runs).toEqual(['a', 'b', 'a']);
  });

  it('runs again at once after a quiet interval', () => {
    const runs: number[] = [];
    const throttle = createKeyThrottle(500, () => runs.push(Date.now()));
    throttle.request(['k']);
    vi.advanceTimersByTime(800);
    throttle.request(['k']);
    expect(runs).toHaveLength(2);
  });

  it('drops pending runs once disposed', () => {
    const runs: string[] = [];
    const throttle = createKeyThrottle(500, (key) => runs.push(String(key[0])));
    throttle.request(['k']);
    throttle.request(['k']);
    throttle.dispose();
    vi.advanceTimersByTime(1_000);
    throttle.request(['k']);
    expect(runs).toEqual(['k']);
  });
});
