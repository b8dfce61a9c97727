import { startIntervalJob } from '../../lib/interval-job.ts';

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Runs the out-of-service schedule round (kiosks.schedules.service `tick`) every `intervalMs`
 * (SCHEDULE_TICK_MS, default 30 s: a service change goes out at most that late). A round still running
 * is not overlapped; `stop()` clears the timer and waits for a round in flight.
 */
export function startScheduleJob({
  tick,
  intervalMs,
  logger,
}: {
  tick: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
}): { stop(): Promise<void> } {
  return startIntervalJob({
    run: tick,
    intervalMs,
    onResult: (fired) => {
      if (fired) logger.debug({ fired }, 'out-of-service schedule');
    },
    onError: (error) => logger.error({ err: error }, 'out-of-service schedule failed'),
  });
}
