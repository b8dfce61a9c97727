import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCommandSweep } from './commands.jobs.ts';
import type { SweepResult } from './commands.service.ts';

const EMPTY: SweepResult = { expired: 0, resent: 0, timedOut: 0, delivered: 0 };
const logger = { error: vi.fn(), debug: vi.fn() };

describe('command sweep timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round every interval and never overlaps a round still running', async () => {
    let release: () => void = () => undefined;
    const sweep = vi.fn(() => new Promise<SweepResult>((resolve) => (release = () => resolve(EMPTY))));
    const job = startCommandSweep({ sweep, intervalMs: 5_000, logger });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    release();
    await job.stop();
  });

  it('keeps running after a failed round, logging it', async () => {
    const sweep = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(EMPTY);
    const job = startCommandSweep({ sweep, intervalMs: 1_000, logger });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'command sweep failed',
    );
    await job.stop();
  });

  it('stops: waits for the round in flight and starts no other', async () => {
    let finished = false;
    let release: () => void = () => undefined;
    const sweep = vi.fn(
      () =>
        new Promise<SweepResult>((resolve) => {
          release = () => {
            finished = true;
            resolve(EMPTY);
          };
        }),
    );
    const job = startCommandSweep({ sweep, intervalMs: 1_000, logger });
    await vi.advanceTimersByTimeAsync(1_000);
    const stopped = job.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    release();
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(1);
  });
});
