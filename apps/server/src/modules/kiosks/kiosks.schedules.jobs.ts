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
  let running: Promise<void> | undefined;
  let stopped = false;

  function round() {
    if (running || stopped) return;
    running = tick()
      .then((fired) => {
        if (fired) logger.debug({ fired }, 'out-of-service schedule');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'out-of-service schedule failed'))
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
