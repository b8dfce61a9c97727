import { startIntervalJob } from '../../lib/interval-job.ts';
import type { SweepResult } from './commands.service.ts';

/** The sweep runs every 5 s by default (COMMAND_SWEEP_MS): well inside the contract's 60-s ack timeout. */
export const COMMAND_SWEEP_DEFAULT_MS = 5_000;

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Runs the command sweep (commands.service `sweep`) every `intervalMs`. A round that is still
 * running when the next is due is not overlapped. `stop()` clears the timer and waits for a round in
 * flight, so nothing touches the database after the app closed it.
 */
export function startCommandSweep({
  sweep,
  intervalMs,
  logger,
}: {
  sweep: () => Promise<SweepResult>;
  intervalMs: number;
  logger: Logger;
}): { stop(): Promise<void> } {
  return startIntervalJob({
    run: sweep,
    intervalMs,
    onResult: (result) => {
      if (result.expired || result.resent || result.timedOut || result.delivered) {
        logger.debug({ ...result }, 'command sweep');
      }
    },
    onError: (error) => logger.error({ err: error }, 'command sweep failed'),
  });
}
