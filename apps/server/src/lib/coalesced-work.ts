/**
 * Work asked for per key after something changed (e.g. a session's sale derived after its events
 * committed): every ask is followed by a run that starts after it (reading the latest state then covers
 * every ask meanwhile), a key never runs beside itself, and at most `concurrency` runs go at once — so a
 * burst of changes cannot hold more than `concurrency` database connections, nor wait on its own locks.
 * The keys waiting for their turn go together: a run hands up to `maxBatch`
 * waiting keys (oldest first, none that is running) to `work` at once, so a burst of asks costs a few
 * runs rather than one per key (e.g. a backlog's closed sessions derived in one transaction each batch).
 * Asks are gathered until the current turn of the event loop ends. A key asked again while it waits keeps
 * its place (its item becomes the latest); asked again while it runs, it waits for a later run. With
 * `gatherMs`, an ask waits that long before a run takes it, so the asks for a key that come together (a
 * session's closing and its payment in a kiosk's burst) cost one run. With `restMs`, a run's slot rests
 * that long after it ended before it takes another batch: a steady stream of asks then costs at most
 * `concurrency` runs per `restMs` (plus their own time), each taking what came meanwhile, instead of one
 * small run after another. A run of a full batch (`maxBatch`: a backlog) does not rest. `work` handles its own failures (a rejection ends the run like a success).
 */
export function createCoalescedBatches<T>(
  concurrency: number,
  maxBatch: number,
  work: (items: T[]) => Promise<void>,
  { gatherMs = 0, restMs = 0 }: { gatherMs?: number; restMs?: number } = {},
) {
  interface Ask {
    item: T;
    /** When it was first asked (ms). */
    since: number;
    done: Promise<void>;
    resolve: () => void;
  }
  const waiting = new Map<string, Ask>();
  const running = new Set<string>();
  const runs = new Set<Promise<void>>();
  let active = 0;
  let scheduled = false;
  let stopped = false;
  /** Wakes the pump when the oldest ask still gathering is due. */
  let gathering: NodeJS.Timeout | undefined;

  function schedule() {
    if (scheduled || stopped) return;
    scheduled = true;
    setImmediate(pump);
  }

  function pump() {
    scheduled = false;
    while (!stopped && active < concurrency) {
      const batch: [string, Ask][] = [];
      const due = Date.now() - gatherMs;
      let young: Ask | undefined;
      for (const entry of waiting) {
        if (running.has(entry[0])) continue;
        // Oldest first: the asks after a young one are younger still.
        if (entry[1].since > due) {
          young = entry[1];
          break;
        }
        batch.push(entry);
        if (batch.length >= maxBatch) break;
      }
      if (young && !gathering && batch.length < maxBatch) {
        gathering = setTimeout(
          () => {
            gathering = undefined;
            schedule();
          },
          Math.max(1, young.since - due),
        );
        gathering.unref();
      }
      if (!batch.length) return;
      active += 1;
      for (const [key] of batch) {
        waiting.delete(key);
        running.add(key);
      }
      const run = work(batch.map(([, ask]) => ask.item))
        .catch(() => undefined)
        .finally(() => {
          runs.delete(run);
          for (const [key, ask] of batch) {
            running.delete(key);
            ask.resolve();
          }
          const free = () => {
            active -= 1;
            schedule();
          };
          // A full batch means asks are piling up (a backlog): its slot goes on at once.
          if (restMs > 0 && !stopped && batch.length < maxBatch) setTimeout(free, restMs).unref();
          else free();
        });
      runs.add(run);
    }
  }

  return {
    /** Asks for `item`'s run under `key`; resolves once a run that started after this ask has ended. */
    run(key: string, item: T): Promise<void> {
      if (stopped) return Promise.resolve();
      const waitingAsk = waiting.get(key);
      if (waitingAsk) {
        waitingAsk.item = item;
        return waitingAsk.done;
      }
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((settle) => (resolve = settle));
      waiting.set(key, { item, since: Date.now(), done, resolve });
      schedule();
      return done;
    },

    /**
     * Runs nothing more (waiting and later asks resolve without running); resolves once the runs in progress
     * ended. Work asked for then must be found again by whoever owns it (e.g. a sweep).
     */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(gathering);
      for (const ask of waiting.values()) ask.resolve();
      waiting.clear();
      await Promise.all([...runs]);
    },
  };
}
