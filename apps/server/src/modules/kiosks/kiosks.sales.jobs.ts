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
  let running: Promise<void> | undefined;
  let stopped = false;

  function round() {
    if (running || stopped) return;
    running = sweep()
      .then((derived) => {
        if (derived) logger.info({ derived }, 'closed sessions derived by the sweep');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'sales sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }

  round();
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
