import { describe, expect, it } from 'vitest';
import { instantOf, wallClock } from '../../lib/time-zone.ts';
import {
  MAX_REPORT_BUCKETS,
  groupingBuckets,
  isoWeek,
  localSlot,
  offsetSegments,
  reportPeriod,
} from './reports.periods.ts';

const ZONE = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('report periods in the organization’s time zone', () => {
  it('covers whole local days, from the epoch by default', () => {
    expect(
      reportPeriod(at('2026-10-24T22:30:00Z'), at('2026-10-25T12:00:00Z'), at('2026-11-01T00:00:00Z'), ZONE),
    ).toEqual({
      from: at('2026-10-24T22:00:00Z'),
      to: at('2026-10-25T23:00:00Z'),
    });
    expect(reportPeriod(undefined, undefined, at('2026-01-10T12:00:00Z'), ZONE).from).toEqual(
      at('2014-12-31T23:00:00Z'),
    );
  });

  it('makes the DST Sunday 25 hours long and cuts weeks and months to the period', () => {
    const days = groupingBuckets(at('2026-10-24T22:00:00Z'), at('2026-10-26T23:00:00Z'), 'daily', ZONE);
    expect(days.map((d) => [d.label, (d.end.getTime() - d.start.getTime()) / 3_600_000])).toEqual([
      ['2026-10-25', 25],
      ['2026-10-26', 24],
    ]);
    const weeks = groupingBuckets(at('2026-10-21T22:00:00Z'), at('2026-11-02T23:00:00Z'), 'weekly', ZONE);
    expect(weeks.map((w) => [w.label, w.start.toISOString()])).toEqual([
      ['2026-W43', '2026-10-21T22:00:00.000Z'],
      ['2026-W44', '2026-10-25T23:00:00.000Z'],
      ['2026-W45', '2026-11-01T23:00:00.000Z'],
    ]);
    expect(
      groupingBuckets(at('2026-10-15T22:00:00Z'), at('2026-11-30T23:00:00Z'), 'monthly', ZONE).map((m) => m.label),
    ).toEqual(['2026-10', '2026-11']);
    expect(isoWeek(Date.UTC(2027, 0, 1))).toEqual({ year: 2026, week: 53 });
  });

  it('finds where the offset changes, and turns UTC slots into local hours and weekdays', () => {
    const segments = offsetSegments(at('2026-10-01T00:00:00Z'), at('2026-11-01T00:00:00Z'), ZONE);
    expect(segments).toEqual([
      { start: at('2026-10-01T00:00:00Z').getTime(), offset: 2 * 3_600_000 },
      { start: at('2026-10-25T01:00:00Z').getTime(), offset: 3_600_000 },
    ]);
    // Saturday 22:30 UTC + 2 h = Sunday 00:30; Sunday 23:00 UTC + 1 h = Monday 00:00.
    expect(localSlot(6, 22, 30, 2 * 3_600_000)).toEqual({ weekday: 7, hour: 0 });
    expect(localSlot(7, 23, 0, 3_600_000)).toEqual({ weekday: 1, hour: 0 });
    expect(localSlot(1, 0, 15, -5 * 3_600_000 - 45 * 60_000)).toEqual({ weekday: 7, hour: 18 });
  });

  it('finds every local midnight exactly as Intl does, in zones with odd offsets and changes', () => {
    // Lord Howe changes by 30 minutes, Casablanca suspends its offset for Ramadan, Kathmandu is +05:45.
    for (const zone of [
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Africa/Casablanca',
      'America/St_Johns',
      'Asia/Kathmandu',
      'America/Sao_Paulo',
    ]) {
      const from = at('2023-12-31T00:00:00Z');
      const to = at('2027-01-02T00:00:00Z');
      const days = groupingBuckets(from, to, 'daily', zone);
      const first = Math.floor(wallClock(from.getTime(), zone) / 86_400_000) * 86_400_000;
      days.forEach((day, i) => {
        const wall = first + (i + 1) * 86_400_000;
        if (i < days.length - 1) expect(day.end.getTime(), `${zone} ${day.label}`).toBe(instantOf(wall, zone));
      });
      expect(days.length).toBeGreaterThan(1090);
    }
  });

  it(`refuses more than ${MAX_REPORT_BUCKETS} buckets at once, and answers just as many`, () => {
    const refused =
      /Invalid input: period — more than 10000 daily buckets; choose a shorter period or a coarser grouping/;
    expect(() => groupingBuckets(at('2000-01-01T00:00:00Z'), at('2101-01-01T00:00:00Z'), 'daily', ZONE)).toThrow(
      refused,
    );
    expect(() => groupingBuckets(at('2000-01-01T00:00:00Z'), at('2027-05-20T00:00:00Z'), 'daily', 'UTC')).toThrow(
      refused,
    );
    expect(groupingBuckets(at('2000-01-01T00:00:00Z'), at('2027-05-19T00:00:00Z'), 'daily', 'UTC')).toHaveLength(
      MAX_REPORT_BUCKETS,
    );
    expect(groupingBuckets(at('2000-01-01T00:00:00Z'), at('2101-01-01T00:00:00Z'), 'weekly', ZONE)).toHaveLength(5271);
    // The first sale sets where the series starts: a long period with recent sales is no problem.
    const recent = groupingBuckets(
      at('2000-01-01T00:00:00Z'),
      at('2101-01-01T00:00:00Z'),
      'daily',
      ZONE,
      at('2100-12-01T00:00:00Z'),
    );
    expect(recent).toHaveLength(32);
  });
});
