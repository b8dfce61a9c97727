/**
 * At most one run per key per interval, leading and trailing: the first request for a key runs at
 * once; requests within the interval after it collapse into one more run when the interval ends.
 * Live updates use it so a burst of change notices refetches each query once, not once per notice.
 *
 *   const throttle = createKeyThrottle(500, (key) => queryClient.invalidateQueries({ queryKey: key }));
 *   throttle.request(['kiosks', 'detail', id]);
 *   throttle.dispose(); // on unmount: pending runs are dropped
 */
import type { QueryKey } from './query-keys.ts';

export interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface KeyThrottle {
  request: (key: QueryKey) => void;
  dispose: () => void;
}

export function createKeyThrottle(
  intervalMs: number,
  run: (key: QueryKey) => void,
  timers: Timers = realTimers,
): KeyThrottle {
  const lastRun = new Map<string, number>();
  const pending = new Map<string, unknown>();
  let disposed = false;

  const fire = (id: string, key: QueryKey) => {
    pending.delete(id);
    lastRun.set(id, timers.now());
    run(key);
  };

  return {
    request(key) {
      if (disposed) return;
      const id = JSON.stringify(key);
      if (pending.has(id)) return;
      const last = lastRun.get(id);
      const now = timers.now();
      if (last === undefined || now - last >= intervalMs) {
        fire(id, key);
        return;
      }
      pending.set(
        id,
        timers.setTimeout(() => fire(id, key), last + intervalMs - now),
      );
    },
    dispose() {
      disposed = true;
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
