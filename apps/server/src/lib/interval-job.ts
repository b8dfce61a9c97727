/**
 * A round of work every `intervalMs` (the kiosks' command sweep, out-of-service schedule, sales sweep): a
 * round still running when the next is due is not overlapped, a failed round is logged and the next one
 * runs, and `stop()` clears the timer and waits for a round in flight — so nothing touches the database
 * after the app closed it. The timer does not keep the process alive.
 */
export function startIntervalJob<T>({
  run,
  intervalMs,
  runAtStart = false,
  onResult,
  onError,
}: {
  run: () => Promise<T>;
  intervalMs: number;
  /** Runs one round at once instead of waiting for the first interval. */
  runAtStart?: boolean;
  onResult: (result: T) => void;
  onError: (error: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;

  function round() {
    if (running || stopped) return;
    running = run()
      .then(onResult)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }

  if (runAtStart) round();
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
