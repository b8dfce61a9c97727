import type { JobQueue } from '../../jobs/queue.ts';
import type { ReplenishersService } from './field.replenishers.service.ts';

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** How often old idempotency keys are deleted (they expire after FIELD_KEY_RETENTION_DAYS). */
export const FIELD_KEY_PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * The field operations' key pruning (ADR 0024), once across instances (`queue.every`, ADR 0014): at start
 * and every six hours, keys older than FIELD_KEY_RETENTION_DAYS are deleted.
 */
export async function registerFieldKeyPrune(
  queue: Pick<JobQueue, 'every'>,
  replenishers: Pick<ReplenishersService, 'pruneKeys'>,
  logger: Logger,
): Promise<void> {
  await queue.every(
    'kiosks.field-key-prune',
    FIELD_KEY_PRUNE_INTERVAL_MS,
    async () => {
      const deleted = await replenishers.pruneKeys();
      if (deleted > 0) logger.info({ deleted }, 'old field operation keys deleted');
    },
    { runAtStart: true, onError: (error) => logger.error({ err: error }, 'field operation key pruning failed') },
  );
}
