import { describe, expect, it } from 'vitest';
import { demoHistoryStart } from './demo.history.ts';

describe('the demo history window', () => {
  it('starts at the same UTC midnight for every start on the same day, at least the given days back', () => {
    const morning = new Date('2026-11-28T00:00:01Z');
    const evening = new Date('2026-11-28T23:59:59Z');
    expect(demoHistoryStart(morning, 90)).toEqual(new Date('2026-08-30T00:00:00Z'));
    expect(demoHistoryStart(evening, 90)).toEqual(demoHistoryStart(morning, 90));
    expect(demoHistoryStart(new Date('2026-11-29T00:00:00Z'), 90)).toEqual(new Date('2026-08-31T00:00:00Z'));
  });
});
