import type { JobQueue } from '../../jobs/queue.ts';

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** How often the sweep looks for closed sessions without their sale or refill. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the sales sweep (sales.service `sweep`) once at start and then every minute, once across
 * instances (`queue.every`, ADR 0014): closed sessions whose derivation a stop or failure interrupted
 * get their sale or refill.
 */
export function registerSalesSweep(
  queue: Pick<JobQueue, 'every'>,
  {
    sweep,
    logger,
    intervalMs = SWEEP_INTERVAL_MS,
  }: { sweep: () => Promise<number>; logger: Logger; intervalMs?: number },
): Promise<void> {
  return queue.every(
    // The job's stored name from before the split out of kiosks (ADR 0019): the queue keeps it.
    'kiosks.sales-sweep',
    intervalMs,
    async () => {
      const derived = await sweep();
      if (derived) logger.info({ derived }, 'closed sessions derived by the sweep');
    },
    { runAtStart: true, onError: (error) => logger.error({ err: error }, 'sales sweep failed') },
  );
}
