/**
 * Simulated time. A kiosk never reads `Date.now()` or calls `setTimeout` for its behaviour: it asks
 * its clock, so tests drive it step by step ({@link createManualClock}) and the CLI runs it faster
 * than real time ({@link createRealClock}).
 */
export interface Timer {
  readonly at: number;
}

export interface Clock {
  /** Simulated time, ms since the epoch. */
  now(): number;
  /** Runs `task` at simulated time `at` (at once if that has passed). */
  schedule(at: number, task: () => unknown): Timer;
  cancel(timer: Timer | undefined): void;
  /** Simulated ms per real ms. */
  readonly speed: number;
}

/** Simulated time = start + real time elapsed × speed. */
export function createRealClock(options: { speed?: number; start?: number } = {}): Clock {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new RangeError('speed must be positive');
  const realStart = Date.now();
  const simStart = options.start ?? realStart;
  const handles = new Map<Timer, NodeJS.Timeout>();
  const now = (): number => simStart + (Date.now() - realStart) * speed;
  return {
    speed,
    now,
    schedule(at, task) {
      const timer: Timer = { at };
      // setTimeout takes at most 2^31-1 ms; nothing here waits that long in real time.
      const delay = Math.min(Math.max(0, (at - now()) / speed), 2_000_000_000);
      const handle = setTimeout(() => {
        handles.delete(timer);
        void task();
      }, delay);
      handle.unref?.();
      handles.set(timer, handle);
      return timer;
    },
    cancel(timer) {
      if (!timer) return;
      const handle = handles.get(timer);
      if (handle) clearTimeout(handle);
      handles.delete(timer);
    },
  };
}

export interface ManualClock extends Clock {
  /**
   * Moves simulated time forward by `ms`, running every task due on the way in time order and awaiting
   * each (a task that publishes has published when `advance` returns).
   */
  advance(ms: number): Promise<void>;
  /** Tasks scheduled and not run yet. */
  pending(): number;
}

/** A clock that moves only when told to: for deterministic tests. */
export function createManualClock(start: number): ManualClock {
  let current = start;
  let sequence = 0;
  const queue: { timer: Timer; task: () => unknown; order: number }[] = [];
  const take = (until: number) => {
    let best = -1;
    for (let i = 0; i < queue.length; i += 1) {
      const entry = queue[i]!;
      if (entry.timer.at > until) continue;
      const current = best >= 0 ? queue[best]! : undefined;
      if (
        !current ||
        entry.timer.at < current.timer.at ||
        (entry.timer.at === current.timer.at && entry.order < current.order)
      )
        best = i;
    }
    return best >= 0 ? queue.splice(best, 1)[0] : undefined;
  };
  return {
    speed: 1,
    now: () => current,
    schedule(at, task) {
      const timer: Timer = { at: Math.max(at, current) };
      queue.push({ timer, task, order: (sequence += 1) });
      return timer;
    },
    cancel(timer) {
      const index = queue.findIndex((entry) => entry.timer === timer);
      if (index >= 0) queue.splice(index, 1);
    },
    async advance(ms) {
      const until = current + ms;
      for (let entry = take(until); entry; entry = take(until)) {
        current = Math.max(current, entry.timer.at);
        await entry.task();
      }
      current = until;
    },
    pending: () => queue.length,
  };
}
