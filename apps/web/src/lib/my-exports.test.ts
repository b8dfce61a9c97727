import { describe, expect, it } from 'vitest';
import { hasUnfinishedExport, selectExports } from './my-exports.ts';

describe('my exports', () => {
  it('keeps polling only while an export waits or is being built', () => {
    expect(hasUnfinishedExport(undefined)).toBe(false);
    expect(hasUnfinishedExport([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(hasUnfinishedExport([{ status: 'done' }, { status: 'pending' }])).toBe(true);
    expect(hasUnfinishedExport([{ status: 'running' }])).toBe(true);
  });

  it('shows the newest exports of one kind, at most the limit', () => {
    const entries = [
      { _id: '1', kind: 'users' },
      { _id: '2', kind: 'productList' },
      { _id: '3', kind: 'users' },
      { _id: '4', kind: 'users' },
    ];
    expect(selectExports(entries, 'users', 2).map((e) => e._id)).toEqual(['1', '3']);
    expect(selectExports(entries).map((e) => e._id)).toEqual(['1', '2', '3', '4']);
    expect(selectExports(entries, 'kiosks')).toEqual([]);
  });
});
