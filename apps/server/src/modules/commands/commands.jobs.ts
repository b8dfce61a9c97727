import type { JobQueue } from '../../jobs/queue.ts';
import type { SweepResult } from './commands.service.ts';

/** The sweep runs every 5 s by default (COMMAND_SWEEP_MS): well inside the contract's 60-s ack timeout. */
export const COMMAND_SWEEP_DEFAULT_MS = 5_000;

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Runs the command sweep (commands.service `sweep`) every `intervalMs`, once across instances
 * (`queue.every`, ADR 0014): a round still running when the next is due is not overlapped.
 */
export function registerCommandSweep(
  queue: Pick<JobQueue, 'every'>,
  { sweep, intervalMs, logger }: { sweep: () => Promise<SweepResult>; intervalMs: number; logger: Logger },
): Promise<void> {
  return queue.every(
    'kiosks.command-sweep',
    intervalMs,
    async () => {
      const result = await sweep();
      if (result.expired || result.resent || result.timedOut || result.delivered) {
        logger.debug({ ...result }, 'command sweep');
      }
    },
    { onError: (error) => logger.error({ err: error }, 'command sweep failed') },
  );
}
