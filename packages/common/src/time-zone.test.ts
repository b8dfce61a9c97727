import { describe, expect, it } from 'vitest';
import { dayIn, dayStart, localIsoString, offsetSegments, offsetText } from './time-zone.ts';

describe('localIsoString', () => {
  it("writes an instant as the zone's wall clock with its offset", () => {
    expect(localIsoString(new Date('2024-03-01T19:23:00.520Z'), 'Europe/Kyiv')).toBe('2024-03-01T21:23:00.520+02:00');
    expect(localIsoString(new Date('2024-07-01T19:23:00Z'), 'Europe/Kyiv')).toBe('2024-07-01T22:23:00.000+03:00');
    expect(localIsoString(new Date('2024-03-01T19:23:00Z'), 'UTC')).toBe('2024-03-01T19:23:00.000+00:00');
    expect(localIsoString(new Date('2024-03-01T19:23:00Z'), 'America/St_Johns')).toBe('2024-03-01T15:53:00.000-03:30');
  });

  it('keeps the two instants of a repeated hour apart by their offsets', () => {
    // Berlin's clocks go back at 03:00 CEST on 2024-10-27: 02:30 happens twice.
    expect(localIsoString(new Date('2024-10-27T00:30:00Z'), 'Europe/Berlin')).toBe('2024-10-27T02:30:00.000+02:00');
    expect(localIsoString(new Date('2024-10-27T01:30:00Z'), 'Europe/Berlin')).toBe('2024-10-27T02:30:00.000+01:00');
  });
});

describe('offsetSegments', () => {
  it('finds each change of offset to the minute', () => {
    const segments = offsetSegments(new Date('2024-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'), 'Europe/Kyiv');
    expect(segments.map((s) => [new Date(s.start).toISOString(), offsetText(s.offset)])).toEqual([
      ['2024-01-01T00:00:00.000Z', '+02:00'],
      ['2024-03-31T01:00:00.000Z', '+03:00'],
      ['2024-10-27T01:00:00.000Z', '+02:00'],
    ]);
  });
});

describe('local days', () => {
  it('names the day an instant falls on in a zone, and the instant a day starts', () => {
    // 22:30 UTC on 1 March is already 2 March in Kyiv.
    expect(dayIn(new Date('2024-03-01T22:30:00Z'), 'Europe/Kyiv')).toBe('2024-03-02');
    expect(dayIn(new Date('2024-03-01T22:30:00Z'), 'UTC')).toBe('2024-03-01');
    expect(dayStart('2024-03-02', 'Europe/Kyiv').toISOString()).toBe('2024-03-01T22:00:00.000Z');
    expect(dayStart('2024-07-02', 'Europe/Kyiv').toISOString()).toBe('2024-07-01T21:00:00.000Z');
  });
});
