import type { BatchObserver } from './metrics.ts';

/**
 * Groups work items so many callers share one round of work (one database transaction). Items are
 * queued; a batch runs when `maxItems` are waiting or `maxWaitMs` after the first one arrived. Batches
 * run one after another, in arrival order, so items of one source keep their order. Each caller's
 * promise settles with its own item's result once its batch has finished: it resolves after `run`
 * resolved (the transaction committed) and rejects when `run` rejected (every item of that batch) or
 * when `run` answered that item with an Error (that item alone).
 */
export interface BatcherOptions<T, R> {
  /** Runs one batch; answers one result per item, in order (an Error = that item failed). */
  run(items: T[]): Promise<(R | Error)[]>;
  /** Largest batch. */
  maxItems: number;
  /** How long the first queued item waits for company. */
  maxWaitMs: number;
  /** Told each round's size and time, and asked for the backlog (metrics). */
  observer?: BatchObserver | undefined;
}

export interface Batcher<T, R> {
  add(item: T): Promise<R>;
  /** Runs what is queued now and waits until every batch in flight has finished. */
  drain(): Promise<void>;
  /** Items waiting for a batch. */
  readonly pending: number;
}

interface Entry<T, R> {
  item: T;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export function createBatcher<T, R>(options: BatcherOptions<T, R>): Batcher<T, R> {
  if (options.maxItems < 1) throw new Error('maxItems must be at least 1');
  let queue: Entry<T, R>[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The batch in flight (batches run one at a time). */
  let running: Promise<void> | undefined;

  options.observer?.backlog(() => queue.length);

  async function runBatch(entries: Entry<T, R>[]): Promise<void> {
    let results: (R | Error)[];
    const started = performance.now();
    const observe = (ok: boolean) => options.observer?.batch(entries.length, (performance.now() - started) / 1000, ok);
    try {
      results = await options.run(entries.map((entry) => entry.item));
      if (results.length !== entries.length) {
        throw new Error(`batch answered ${results.length} results for ${entries.length} items`);
      }
    } catch (error) {
      observe(false);
      for (const entry of entries) entry.reject(error);
      return;
    }
    observe(true);
    entries.forEach((entry, index) => {
      const result = results[index] as R | Error;
      if (result instanceof Error) entry.reject(result);
      else entry.resolve(result);
    });
  }

  /** Starts the next batch unless one is in flight; after it, goes on while items are waiting. */
  function pump(): void {
    if (running || queue.length === 0) return;
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    const entries = queue.slice(0, options.maxItems);
    queue = queue.slice(entries.length);
    running = runBatch(entries).finally(() => {
      running = undefined;
      // Items that arrived meanwhile: a full batch goes at once, a partial one waits its turn.
      if (queue.length >= options.maxItems) pump();
      else if (queue.length > 0) schedule();
    });
  }

  function schedule(): void {
    timer ??= setTimeout(() => {
      timer = undefined;
      pump();
    }, options.maxWaitMs);
  }

  return {
    add(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= options.maxItems) pump();
        else schedule();
      });
    },
    async drain() {
      while (running || queue.length > 0) {
        pump();
        await running;
      }
    },
    get pending() {
      return queue.length;
    },
  };
}
