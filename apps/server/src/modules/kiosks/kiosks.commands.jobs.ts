import type { SweepResult } from './kiosks.commands.service.ts';

/** The sweep runs every 5 s by default (COMMAND_SWEEP_MS): well inside the contract's 60-s ack timeout. */
export const COMMAND_SWEEP_DEFAULT_MS = 5_000;

interface Logger {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Runs the command sweep (kiosks.commands.service `sweep`) every `intervalMs`. A round that is still
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
  let running: Promise<void> | undefined;
  let stopped = false;

  function round() {
    if (running || stopped) return;
    running = sweep()
      .then((result) => {
        if (result.expired || result.resent || result.timedOut || result.delivered) {
          logger.debug({ ...result }, 'command sweep');
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'command sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
