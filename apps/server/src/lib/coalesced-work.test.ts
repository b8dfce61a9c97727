import { describe, expect, it } from 'vitest';
import { createCoalescedBatches, createCoalescedWork } from './coalesced-work.ts';

/** A piece of work that ends when told to. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

describe('coalesced work', () => {
  it('runs a key once more after its run when asked again meanwhile, never beside itself', async () => {
    const work = createCoalescedWork(4);
    const first = gate();
    const runs: string[] = [];
    let inside = 0;
    let most = 0;
    const job = (name: string, wait?: Promise<void>) => async () => {
      inside += 1;
      most = Math.max(most, inside);
      runs.push(name);
      await wait;
      inside -= 1;
    };
    const a = work.run('s', job('first', first.opened));
    const b = work.run('s', job('second'));
    const c = work.run('s', job('third'));
    await Promise.resolve();
    expect(runs).toEqual(['first']);
    first.open();
    await Promise.all([a, b, c]);
    // The asks made during the first run come to one more run of the first ask's work.
    expect(runs).toEqual(['first', 'first']);
    expect(most).toBe(1);
    await work.run('s', job('later'));
    expect(runs).toEqual(['first', 'first', 'later']);
  });

  it('covers asks made while a key still waits for its turn with the run that starts later', async () => {
    const work = createCoalescedWork(1);
    const first = gate();
    const runs: string[] = [];
    const a = work.run('a', async () => {
      runs.push('a');
      await first.opened;
    });
    const b1 = work.run('b', async () => void runs.push('b'));
    const b2 = work.run('b', async () => void runs.push('b again'));
    const b3 = work.run('b', async () => void runs.push('b once more'));
    await Promise.resolve();
    expect(runs).toEqual(['a']);
    first.open();
    await Promise.all([a, b1, b2, b3]);
    // 'b' had not started when asked again: its one run starts after every ask and covers them all.
    expect(runs).toEqual(['a', 'b']);
  });

  it('runs at most `concurrency` keys at once, the others in the order asked', async () => {
    const work = createCoalescedWork(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, n) =>
      work.run(`k${n}`, async () => {
        started.push(n);
        await g.opened;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    await done[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(done);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('keeps going after a run that failed', async () => {
    const work = createCoalescedWork(1);
    await expect(work.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let ran = false;
    await work.run('k', async () => void (ran = true));
    expect(ran).toBe(true);
  });

  it('stop lets the runs in progress end and drops the waiting and later asks', async () => {
    const work = createCoalescedWork(1);
    const first = gate();
    const runs: string[] = [];
    let firstEnded = false;
    const a = work.run('a', async () => {
      runs.push('a');
      await first.opened;
      firstEnded = true;
    });
    const again = work.run('a', async () => {
      runs.push('a again');
    });
    const b = work.run('b', async () => {
      runs.push('b');
    });
    await Promise.resolve();
    const stopped = work.stop();
    let stopDone = false;
    void stopped.then(() => (stopDone = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The run in progress is waited for; the waiting key and the repeat ask are not run.
    expect(stopDone).toBe(false);
    first.open();
    await stopped;
    expect(firstEnded).toBe(true);
    await Promise.all([a, again, b]);
    await work.run('c', async () => {
      runs.push('c');
    });
    expect(runs).toEqual(['a']);
  });
});

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
});
