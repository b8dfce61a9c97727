/**
 * Work asked for per key after something changed (e.g. a session's sale derived after its events
 * committed), run at most `concurrency` at a time, first come first served, and once per key at a time:
 * asked for again while it runs, it runs once more afterwards (reading the latest state then covers every
 * ask meanwhile), not beside itself; asked for again while it still waits for its turn, the run that
 * starts later covers the new ask too (a session's opening, closing and payment in a backlog: one run). So a burst of changes cannot hold more than `concurrency` database
 * connections, nor wait on its own locks. `stop()` (before the database closes) lets the runs in progress
 * end and drops the rest: work asked for then must be found again by whoever owns it (e.g. a sweep).
 */
export function createCoalescedWork(concurrency: number) {
  /** Per key: asked again since its run started (`again`), and whether that run has started. */
  const running = new Map<string, { again: boolean; started: boolean; done: Promise<void> }>();
  let active = 0;
  const waiting: (() => void)[] = [];
  let stopped = false;

  async function limited(work: () => Promise<void>): Promise<void> {
    if (stopped) return;
    if (active < concurrency) active += 1;
    else {
      await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing run hands its slot over
      if (stopped) return; // released by stop(), without a slot
    }
    try {
      await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  }

  return {
    /** Runs `work` for `key` (see above); resolves once a run that started after this ask has ended. Rejections are `work`'s to handle. */
    run(key: string, work: () => Promise<void>): Promise<void> {
      if (stopped) return Promise.resolve();
      const current = running.get(key);
      if (current) {
        // Still waiting for its turn: that run starts after this ask and reads what it changed.
        if (current.started) current.again = true;
        return current.done;
      }
      const entry = { again: false, started: false, done: Promise.resolve() };
      running.set(key, entry);
      entry.done = (async () => {
        try {
          do {
            entry.again = false;
            entry.started = false;
            await limited(() => {
              entry.started = true;
              return work();
            });
          } while (entry.again && !stopped);
        } finally {
          running.delete(key);
        }
      })();
      return entry.done;
    },

    /** Runs nothing more (waiting and later asks resolve without running); resolves once the runs in progress ended. */
    async stop(): Promise<void> {
      stopped = true;
      for (const release of waiting.splice(0)) release();
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}
