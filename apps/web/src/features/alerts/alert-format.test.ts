import { describe, expect, it } from 'vitest';
import { alertMinutes, detailEntries, formatAlertDuration } from './alert-format.ts';

const words = { minutes: (count: number) => `${count} min`, hours: (h: number, m: number) => `${h} h ${m} min` };

describe('alert formatting', () => {
  it('measures whole minutes to the end, or to now while open', () => {
    expect(alertMinutes('2026-03-02T10:00:00Z', '2026-03-02T10:10:59Z', 0)).toBe(10);
    expect(alertMinutes('2026-03-02T10:00:00Z', null, Date.parse('2026-03-02T12:05:00Z'))).toBe(125);
    expect(alertMinutes('2026-03-02T10:00:00Z', '2026-03-02T09:00:00Z', 0)).toBe(0);
  });
  it('formats minutes below an hour, hours and minutes above', () => {
    expect(formatAlertDuration(42, words)).toBe('42 min');
    expect(formatAlertDuration(59, words)).toBe('59 min');
    expect(formatAlertDuration(125, words)).toBe('2 h 5 min');
  });
  it('reads details as sorted pairs, lists joined, empty values and bad JSON left out', () => {
    expect(detailEntries('{"peakC":8.4,"thresholdC":7,"cells":["A1","A2"],"detail":""}')).toEqual([
      ['cells', 'A1, A2'],
      ['peakC', '8.4'],
      ['thresholdC', '7'],
    ]);
    expect(detailEntries('not json')).toEqual([]);
    expect(detailEntries('[1]')).toEqual([]);
  });
});
