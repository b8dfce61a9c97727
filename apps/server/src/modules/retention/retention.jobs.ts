import type { JobQueue } from '../../jobs/queue.ts';
import type { RetentionService } from './retention.service.ts';

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** How often the hourly roll-ups take the queued hours (the temperature log never waits for them). */
export const ROLLUP_INTERVAL_MS = 60_000;
/** How often the retention round runs (partitions ahead, old data out). */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * The device data's periodic work, once across instances (`queue.every`, ADR 0014 and 0022): the
 * temperature roll-ups every minute, the retention round at start and every hour. The jobs keep the names
 * they had in the kiosks module (the job queue stores them).
 */
export async function registerRetentionJobs(
  queue: Pick<JobQueue, 'every'>,
  retention: Pick<RetentionService, 'prune' | 'rollUp'>,
  logger: Logger,
): Promise<void> {
  await queue.every('kiosks.temperature-rollups', ROLLUP_INTERVAL_MS, () => retention.rollUp(), {
    runAtStart: true,
    onError: (error) => logger.error({ err: error }, 'temperature roll-ups failed'),
  });
  await queue.every(
    'kiosks.device-retention',
    RETENTION_INTERVAL_MS,
    async () => {
      const result = await retention.prune();
      const removed =
        result.droppedMonths.length + result.deletedReadings + result.deletedActivities + result.deletedRollups;
      if (removed > 0 || result.createdMonths > 0) logger.info(result, 'device data retention');
    },
    { runAtStart: true, onError: (error) => logger.error({ err: error }, 'device data retention failed') },
  );
}
