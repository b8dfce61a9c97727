import type { JobQueue } from '../../jobs/queue.ts';

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Runs the out-of-service schedule round (configuration.schedules.service `tick`) every `intervalMs`
 * (SCHEDULE_TICK_MS, default 30 s: a service change goes out at most that late), once across instances
 * (`queue.every`, ADR 0014).
 */
export function registerScheduleJob(
  queue: Pick<JobQueue, 'every'>,
  { tick, intervalMs, logger }: { tick: () => Promise<number>; intervalMs: number; logger: Logger },
): Promise<void> {
  return queue.every(
    'kiosks.out-of-service-schedule',
    intervalMs,
    async () => {
      const fired = await tick();
      if (fired) logger.debug({ fired }, 'out-of-service schedule');
    },
    { onError: (error) => logger.error({ err: error }, 'out-of-service schedule failed') },
  );
}
