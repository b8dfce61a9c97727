import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A run that records its batches and answers each item doubled. */
function recorder(options: { fail?: (items: number[]) => boolean; itemError?: number } = {}) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setImmediate(resolve));
    if (options.fail?.(items)) throw new Error('transaction failed');
    return items.map((item) => (item === options.itemError ? new Error(`item ${item} refused`) : item * 2));
  };
  return { batches, run };
}

describe('createBatcher', () => {
  it('puts items queued together into one batch and answers each caller its own result', async () => {
    const { batches, run } = recorder();
    const batcher = createBatcher({ run, maxItems: 100, maxWaitMs: 5 });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs a full batch at once and keeps the arrival order across batches', async () => {
    const { batches, run } = recorder();
    // A long wait: only the size limit (or the end of the previous batch) may start these batches.
    const batcher = createBatcher({ run, maxItems: 2, maxWaitMs: 60_000 });
    const results = await Promise.all([1, 2, 3, 4].map((n) => batcher.add(n)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('runs a partial batch after the wait', async () => {
    const { batches, run } = recorder();
    const batcher = createBatcher({ run, maxItems: 100, maxWaitMs: 10 });
    await expect(batcher.add(7)).resolves.toBe(14);
    expect(batches).toEqual([[7]]);
  });

  it('never runs two batches at the same time', async () => {
    let inFlight = 0;
    let most = 0;
    const batcher = createBatcher({
      maxItems: 3,
      maxWaitMs: 1,
      run: async (items: number[]) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return items;
      },
    });
    const all = Array.from({ length: 20 }, (_, n) => batcher.add(n));
    expect(await Promise.all(all)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBe(1);
  });

  it('rejects every caller of a failed batch and goes on with the next one', async () => {
    const { run } = recorder({ fail: (items) => items.includes(2) });
    const batcher = createBatcher({ run, maxItems: 2, maxWaitMs: 60_000 });
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => batcher.add(n));
    await expect(a).rejects.toThrow('transaction failed');
    await expect(b).rejects.toThrow('transaction failed');
    await expect(c).resolves.toBe(6);
    await expect(d).resolves.toBe(8);
  });

  it('rejects only the item the batch answered with an error', async () => {
    const { run } = recorder({ itemError: 2 });
    const batcher = createBatcher({ run, maxItems: 10, maxWaitMs: 1 });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('item 2 refused'));
  });

  it('rejects every caller when the batch answers the wrong number of results', async () => {
    const batcher = createBatcher<number, number>({ maxItems: 10, maxWaitMs: 1, run: async () => [1] });
    const settled = await Promise.allSettled([1, 2].map((n) => batcher.add(n)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('drain runs what is queued without waiting for the timer', async () => {
    const { batches, run } = recorder();
    const batcher = createBatcher({ run, maxItems: 100, maxWaitMs: 60_000 });
    const pending = batcher.add(5);
    expect(batcher.pending).toBe(1);
    await batcher.drain();
    await expect(pending).resolves.toBe(10);
    expect(batches).toEqual([[5]]);
    expect(batcher.pending).toBe(0);
  });
});
