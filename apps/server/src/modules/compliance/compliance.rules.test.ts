import { describe, expect, it } from 'vitest';
import { dayFigures, excursions, localDays, outOfServicePeriods, type Reading } from './compliance.rules.ts';

const at = (iso: string) => new Date(iso);
const reading = (iso: string, ...sensors: (number | null)[]): Reading => ({ ts: at(iso), sensors });
const MIN = 60_000;

describe('compliance rules', () => {
  it('a local day in Europe/Berlin has 23 hours when the clocks go forward and 25 when they go back', () => {
    const [spring] = localDays('2026-03-29', '2026-03-29', 'Europe/Berlin');
    const [autumn] = localDays('2026-10-25', '2026-10-25', 'Europe/Berlin');
    expect(((spring?.end ?? 0) - (spring?.start ?? 0)) / 3_600_000).toBe(23);
    expect(((autumn?.end ?? 0) - (autumn?.start ?? 0)) / 3_600_000).toBe(25);
  });

  it('the warmest sensor decides above, the coldest below; a reading stands for at most 10 minutes', () => {
    const readings = [
      reading('2026-05-01T10:00:00Z', 800, 500), // warm on one sensor: above
      reading('2026-05-01T10:05:00Z', 150, 500), // cold on one sensor: below
      reading('2026-05-01T10:10:00Z', 400, 400),
      // 40 minutes without readings: only the first 10 count.
      reading('2026-05-01T10:50:00Z', 900, null),
    ];
    const days = localDays('2026-05-01', '2026-05-01', 'UTC');
    const [day] = dayFigures(readings, days, [], at('2026-05-02T00:00:00Z'));
    expect(day).toMatchObject({
      readings: 4,
      min: 1.5,
      max: 9,
      aboveMs: 15 * MIN,
      belowMs: 5 * MIN,
      coveredMs: 30 * MIN,
    });
    // The gap after 10:10 breaks nothing (inside the limits); the last reading's excursion has no end reading.
    expect(excursions(readings, days[0]?.start ?? 0, days[0]?.end ?? 0)).toEqual([
      {
        kind: 'high',
        start: at('2026-05-01T10:00:00Z'),
        end: at('2026-05-01T10:05:00Z'),
        durationMs: 5 * MIN,
        peak: 8,
        closed: true,
      },
      {
        kind: 'low',
        start: at('2026-05-01T10:05:00Z'),
        end: at('2026-05-01T10:10:00Z'),
        durationMs: 5 * MIN,
        peak: 1.5,
        closed: true,
      },
      {
        kind: 'high',
        start: at('2026-05-01T10:50:00Z'),
        end: at('2026-05-01T11:00:00Z'),
        durationMs: 10 * MIN,
        peak: 9,
        closed: false,
      },
    ]);
  });

  it('a gap over 10 minutes ends an excursion where the data stop; readings without values count nowhere', () => {
    const readings = [
      reading('2026-05-01T10:00:00Z', 800),
      reading('2026-05-01T10:30:00Z', 800),
      reading('2026-05-01T10:35:00Z', null),
      reading('2026-05-01T10:40:00Z', 500),
    ];
    const found = excursions(readings, 0, Date.parse('2026-05-02T00:00:00Z'));
    expect(found.map((e) => [e.start.toISOString(), e.durationMs / MIN, e.closed])).toEqual([
      ['2026-05-01T10:00:00.000Z', 10, false],
      ['2026-05-01T10:30:00.000Z', 5, false],
    ]);
  });

  it('out-of-service periods: from the rule taking the kiosk out to any command bringing it back; ineffective commands ignored', () => {
    const periods = outOfServicePeriods(
      [
        {
          createdAt: at('2026-05-01T08:00:00Z'),
          finishedAt: null,
          status: 'superseded',
          inService: false,
          reason: 'temperature',
        },
        {
          createdAt: at('2026-05-01T09:00:00Z'),
          finishedAt: at('2026-05-01T09:00:05Z'),
          status: 'applied',
          inService: false,
          reason: 'temperature',
        },
        {
          createdAt: at('2026-05-01T09:30:00Z'),
          finishedAt: null,
          status: 'expired',
          inService: true,
          reason: 'manual',
        },
        {
          createdAt: at('2026-05-01T10:00:00Z'),
          finishedAt: null,
          status: 'applied',
          inService: true,
          reason: 'manual',
        },
        // An operator taking it out is not automatic.
        {
          createdAt: at('2026-05-01T11:00:00Z'),
          finishedAt: null,
          status: 'applied',
          inService: false,
          reason: 'manual',
        },
        {
          createdAt: at('2026-05-01T12:00:00Z'),
          finishedAt: null,
          status: 'queued',
          inService: false,
          reason: 'temperature',
        },
      ],
      0,
      Date.parse('2026-05-02T00:00:00Z'),
    );
    expect(periods).toEqual([
      {
        start: at('2026-05-01T09:00:00Z'),
        appliedAt: at('2026-05-01T09:00:05Z'),
        end: at('2026-05-01T10:00:00Z'),
        endReason: 'manual',
      },
      { start: at('2026-05-01T12:00:00Z'), appliedAt: null, end: null, endReason: null },
    ]);
  });
});
