import { describe, expect, it } from 'vitest';
import { groupBy } from './group.ts';

describe('groupBy', () => {
  it('groups rows by key, keeping their order within and across groups', () => {
    const rows = [
      { k: 'b', n: 1 },
      { k: 'a', n: 2 },
      { k: 'b', n: 3 },
    ];
    const groups = groupBy(rows, (row) => row.k);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((row) => row.n)).toEqual([1, 3]);
    expect(groups.get('a')?.map((row) => row.n)).toEqual([2]);
    expect(groupBy([], (row: { k: string }) => row.k).size).toBe(0);
  });
});
