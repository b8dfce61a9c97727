import { startIntervalJob } from '../../lib/interval-job.ts';

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** How often the sweep looks for closed sessions without their sale or refill. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the sales sweep (kiosks.sales.service `sweep`) once at start and then every minute: closed sessions
 * whose derivation a stop or failure interrupted get their sale or refill. A round still running is not
 * overlapped; `stop()` clears the timer and waits for a round in flight.
 */
export function startSalesSweep({
  sweep,
  logger,
  intervalMs = SWEEP_INTERVAL_MS,
}: {
  sweep: () => Promise<number>;
  logger: Logger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startIntervalJob({
    run: sweep,
    intervalMs,
    runAtStart: true,
    onResult: (derived) => {
      if (derived) logger.info({ derived }, 'closed sessions derived by the sweep');
    },
    onError: (error) => logger.error({ err: error }, 'sales sweep failed'),
  });
}
