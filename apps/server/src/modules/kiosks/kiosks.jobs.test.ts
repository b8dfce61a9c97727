import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startKioskJobs } from './kiosks.jobs.ts';

const logger = pino({ level: 'silent' });

/** Polls until the condition holds (generous timeout for a loaded machine). */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('startKioskJobs', () => {
  it('runs the silence sweep periodically, never two at once, and stops', async () => {
    let calls = 0;
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const device = {
      sweepSilent: async () => {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        // The first sweep is slow: ticks meanwhile must not start another.
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        inFlight -= 1;
        return 0;
      },
    };
    const stop = startKioskJobs(device, logger, 2);
    await until(() => calls === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
    release();
    await until(() => calls >= 3);
    await stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(after);
    expect(most).toBe(1);
  });

  it('keeps going after a failed sweep', async () => {
    let calls = 0;
    const stop = startKioskJobs(
      {
        sweepSilent: async () => {
          calls += 1;
          if (calls === 1) throw new Error('database unavailable');
          return 1;
        },
      },
      logger,
      2,
    );
    await until(() => calls >= 2);
    await stop();
  });
});
