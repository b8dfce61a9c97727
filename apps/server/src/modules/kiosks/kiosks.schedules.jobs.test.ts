import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduleJob } from './kiosks.schedules.jobs.ts';

const logger = { error: vi.fn(), debug: vi.fn() };

describe('out-of-service schedule timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round every interval, never overlapping one still running, and survives a failed round', async () => {
    let release: () => void = () => undefined;
    const tick = vi
      .fn<() => Promise<number>>()
      .mockImplementationOnce(() => new Promise<number>((resolve) => (release = () => resolve(1))))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(0);
    const job = startScheduleJob({ tick, intervalMs: 30_000, logger });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'out-of-service schedule failed',
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});
