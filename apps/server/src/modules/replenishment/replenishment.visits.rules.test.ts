import { describe, expect, it } from 'vitest';
import { forecastNeed, isoWeekday, localDay, visitWindow } from './replenishment.visits.rules.ts';

describe('visit window', () => {
  it('is today and the next scheduled day when today is a visit day', () => {
    // 2026-11-23 is a Monday; visits on Monday and Thursday.
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(visitWindow([1, 4], '2026-11-23')).toEqual({ visit: '2026-11-23', nextVisit: '2026-11-26' });
    expect(visitWindow([1, 4], '2026-11-26')).toEqual({ visit: '2026-11-26', nextVisit: '2026-11-30' });
  });

  it('is the next scheduled day when today is none, across the week and the year end', () => {
    expect(visitWindow([1, 4], '2026-11-24')).toEqual({ visit: '2026-11-26', nextVisit: '2026-11-30' });
    // Weekly on Fridays: from Thursday 2026-12-31 the visit is Friday 1 January, the next a week later.
    expect(visitWindow([5], '2026-12-31')).toEqual({ visit: '2027-01-01', nextVisit: '2027-01-08' });
    // Daily: tomorrow.
    expect(visitWindow([1, 2, 3, 4, 5, 6, 7], '2026-11-29')).toEqual({ visit: '2026-11-29', nextVisit: '2026-11-30' });
  });

  it('reads today in the organization’s time zone, across the DST change', () => {
    // 2026-03-29 01:30 UTC is 03:30 summer time in Berlin (the clocks jumped at 02:00), still the 29th.
    expect(localDay(Date.UTC(2026, 2, 29, 1, 30), 'Europe/Berlin')).toBe('2026-03-29');
    // 2026-03-28 23:30 UTC is already Sunday 00:30 in Berlin, but Saturday in New York.
    expect(localDay(Date.UTC(2026, 2, 28, 23, 30), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDay(Date.UTC(2026, 2, 28, 23, 30), 'America/New_York')).toBe('2026-03-28');
  });
});

describe('forecast need', () => {
  it('raises the demand by the margin, rounds up to a unit and subtracts the stock', () => {
    // 7.2 units × 1.2 = 8.64 → 9; 3 on the cells → 6.
    expect(forecastNeed({ demand: 7.2, safetyMarginPercent: 20, stock: 3, room: 17 })).toBe(6);
    // Exactly 10 × 1.5 = 15: no unit more for floating-point dust.
    expect(forecastNeed({ demand: 10, safetyMarginPercent: 50, stock: 0, room: 40 })).toBe(15);
  });

  it("brings at least the forecast's 90 % quantile of the demand, where the margin falls short of it", () => {
    // A product selling 2 a day for 3 days, very variable: 6 × 1.2 → 8, but 9 of 10 visits need up to 11.
    expect(forecastNeed({ demand: 6, quantile: 11, safetyMarginPercent: 20, stock: 2, room: 20 })).toBe(9);
    // A steady product: the margin already covers the quantile.
    expect(forecastNeed({ demand: 30, quantile: 34, safetyMarginPercent: 20, stock: 0, room: 50 })).toBe(36);
    // Still capped by the room the cells have.
    expect(forecastNeed({ demand: 6, quantile: 11, safetyMarginPercent: 20, stock: 0, room: 4 })).toBe(4);
  });

  it('brings nothing when the stock lasts, and never more than the cells hold', () => {
    expect(forecastNeed({ demand: 4, safetyMarginPercent: 20, stock: 8, room: 2 })).toBe(0);
    expect(forecastNeed({ demand: 30, safetyMarginPercent: 20, stock: 2, room: 10 })).toBe(10);
    expect(forecastNeed({ demand: 30, safetyMarginPercent: 0, stock: 12, room: 0 })).toBe(0);
    expect(forecastNeed({ demand: 0, safetyMarginPercent: 20, stock: 0, room: 12 })).toBe(0);
  });
});

describe('visit window across the DST change', () => {
  it('counts calendar days in the organization’s zone, not 24-hour steps', () => {
    // Berlin: summer time from Sunday 2026-03-29. Saturday 23:30 UTC is already Sunday 00:30 local;
    // a Monday route's visit is then the 30th and the next the 6 April, whatever the clock change did.
    const today = localDay(Date.UTC(2026, 2, 28, 23, 30), 'Europe/Berlin');
    expect(visitWindow([1], today)).toEqual({ visit: '2026-03-30', nextVisit: '2026-04-06' });
    // New York back to winter time on Sunday 2026-11-01: 03:30 UTC that day is still Saturday 23:30 local.
    const ny = localDay(Date.UTC(2026, 10, 1, 3, 30), 'America/New_York');
    expect(ny).toBe('2026-10-31');
    expect(visitWindow([6, 7], ny)).toEqual({ visit: '2026-10-31', nextVisit: '2026-11-01' });
    // Berlin on the night of the change back (03:00 summer → 02:00 winter): still the 25th, a Sunday.
    const back = localDay(Date.UTC(2026, 9, 25, 0, 30), 'Europe/Berlin');
    expect(visitWindow([3], back)).toEqual({ visit: '2026-10-28', nextVisit: '2026-11-04' });
  });
});
