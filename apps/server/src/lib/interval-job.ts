/** A lease on the work (jobs/lease.ts): only the instance holding it runs a round. */
export interface RoundLease {
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A round of work every `intervalMs` (the kiosks' command sweep, out-of-service schedule, sales sweep): a
 * round still running when the next is due is not overlapped, a failed round is logged and the next one
 * runs, and `stop()` clears the timer and waits for a round in flight — so nothing touches the database
 * after the app closed it. The timer does not keep the process alive. With a `lease`, a round runs only in
 * the instance that holds it (work done once for all instances); a clean stop gives the lease up.
 */
export function startIntervalJob<T>({
  run,
  intervalMs,
  runAtStart = false,
  onResult,
  onError,
  lease,
}: {
  run: () => Promise<T>;
  lease?: RoundLease;
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
    const work = lease
      ? lease.acquire().then((held) => (held ? run().then(onResult) : undefined))
      : run().then(onResult);
    running = work.catch(onError).finally(() => {
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
      await lease?.release().catch(onError);
    },
  };
}
