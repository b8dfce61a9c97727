import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedBatches } from './coalesced-work.ts';

/** A piece of work that ends when told to. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

describe('coalesced batches', () => {
  it('hands a burst of asks over in batches, a key asked again while waiting once, never beside itself', async () => {
    const batches: string[][] = [];
    const first = gate();
    let inside = 0;
    let most = 0;
    const work = createCoalescedBatches<string>(1, 3, async (items) => {
      inside += 1;
      most = Math.max(most, inside);
      batches.push(items);
      if (batches.length === 1) await first.opened;
      inside -= 1;
    });
    const asks = [work.run('a', 'a1'), work.run('b', 'b1'), work.run('a', 'a2'), work.run('c', 'c1')];
    asks.push(work.run('d', 'd1'));
    await new Promise((resolve) => setImmediate(resolve));
    // One run with the first three waiting keys; `a` asked twice before it started: one item, the latest.
    expect(batches).toEqual([['a2', 'b1', 'c1']]);
    // Asked again while running: a later run covers it, after the keys that waited before it.
    asks.push(work.run('b', 'b2'));
    first.open();
    await Promise.all(asks);
    expect(batches).toEqual([
      ['a2', 'b1', 'c1'],
      ['d1', 'b2'],
    ]);
    expect(most).toBe(1);
  });

  it('runs a key asked while it runs only after that run, even with free slots', async () => {
    const starts: string[] = [];
    const first = gate();
    const work = createCoalescedBatches<string>(4, 10, async (items) => {
      starts.push(...items);
      if (items.includes('s1')) await first.opened;
    });
    const one = work.run('s', 's1');
    await new Promise((resolve) => setImmediate(resolve));
    const two = work.run('s', 's2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(starts).toEqual(['s1']);
    first.open();
    await Promise.all([one, two]);
    expect(starts).toEqual(['s1', 's2']);
  });

  it('stop() lets the run in progress end and drops the waiting asks', async () => {
    const starts: string[] = [];
    const first = gate();
    const work = createCoalescedBatches<string>(1, 1, async (items) => {
      starts.push(...items);
      await first.opened;
    });
    const one = work.run('a', 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const two = work.run('b', 'b');
    const stopped = work.stop();
    first.open();
    await Promise.all([one, two, stopped]);
    expect(starts).toEqual(['a']);
    await work.run('c', 'c');
    expect(starts).toEqual(['a']);
  });

  describe('gathering', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs an ask only after gatherMs, with the asks for its key that came meanwhile', async () => {
      vi.useFakeTimers();
      const batches: string[][] = [];
      const work = createCoalescedBatches<string>(2, 10, async (items) => void batches.push(items), { gatherMs: 100 });
      const closed = work.run('s-1', 'closed');
      await vi.advanceTimersByTimeAsync(60);
      expect(batches).toEqual([]);
      // The payment of the same session, and another session, while the first ask gathers.
      const paid = work.run('s-1', 'paid');
      const other = work.run('s-2', 'opened');
      await vi.advanceTimersByTimeAsync(45);
      // The first ask is due: its run takes its latest item; the younger ask keeps gathering.
      expect(batches).toEqual([['paid']]);
      await vi.advanceTimersByTimeAsync(60);
      expect(batches).toEqual([['paid'], ['opened']]);
      await Promise.all([closed, paid, other]);
    });

    it('with restMs a slot rests after its run, and its next run takes every ask that came meanwhile', async () => {
      vi.useFakeTimers();
      const batches: string[][] = [];
      const work = createCoalescedBatches<string>(1, 10, async (items) => void batches.push(items), { restMs: 100 });
      const first = work.run('a', 'a');
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([['a']]);
      await first;
      // Asked one by one while the slot rests: one run for all of them once it has rested.
      const later = ['b', 'c', 'd'].map((key) => work.run(key, key));
      await vi.advanceTimersByTimeAsync(60);
      expect(batches).toEqual([['a']]);
      await vi.advanceTimersByTimeAsync(50);
      expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
      await Promise.all(later);
      await work.stop();
    });

    it('with restMs a slot whose run took a full batch (a backlog) goes on at once', async () => {
      vi.useFakeTimers();
      const batches: string[][] = [];
      const work = createCoalescedBatches<string>(1, 2, async (items) => void batches.push(items), { restMs: 100 });
      const asked = ['a', 'b', 'c', 'd', 'e'].map((key) => work.run(key, key));
      await vi.advanceTimersByTimeAsync(5);
      // Two full batches back to back; the last, not full, is followed by a rest.
      expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
      await Promise.all(asked);
      await work.stop();
    });

    it('stop() drops the asks still gathering without running them', async () => {
      vi.useFakeTimers();
      const batches: string[][] = [];
      const work = createCoalescedBatches<string>(1, 10, async (items) => void batches.push(items), { gatherMs: 100 });
      const asked = work.run('a', 'a');
      await work.stop();
      await asked;
      await vi.advanceTimersByTimeAsync(200);
      expect(batches).toEqual([]);
    });
  });
});
