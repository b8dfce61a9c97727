import { describe, expect, it } from 'vitest';
import { dateOrderShownBy, readTimestamp, type DateOrder } from './imports.dates.ts';

const iso = (text: string, zone = 'Europe/Berlin', order: DateOrder | null = null) => {
  const read = readTimestamp(text, zone, order);
  return read.ok ? read.instant.toISOString() : read.code;
};

describe('reading the timestamps of a sales export', () => {
  it('reads year-first dates with fractional seconds, a T, and offsets', () => {
    // The export that was refused line by line: fractional seconds, no offset → wall clock in the zone.
    expect(iso('2024-03-01 10:15:50.520')).toBe('2024-03-01T09:15:50.520Z');
    expect(iso('2024-03-01 10:15:50,5')).toBe('2024-03-01T09:15:50.500Z');
    expect(iso('2024-03-01 10:15:50.123456789')).toBe('2024-03-01T09:15:50.123Z');
    expect(iso('2024-03-01T10:15:50')).toBe('2024-03-01T09:15:50.000Z');
    expect(iso('2024-03-01T10:15')).toBe('2024-03-01T09:15:00.000Z');
    expect(iso('2024-03-01')).toBe('2024-02-29T23:00:00.000Z');
    expect(iso('2024/03/01 10:15')).toBe('2024-03-01T09:15:00.000Z');
    // An offset or Z makes the time an instant, whatever the zone chosen.
    expect(iso('2024-03-01T10:15:50.520Z')).toBe('2024-03-01T10:15:50.520Z');
    expect(iso('2024-03-01T10:15:50+02:00')).toBe('2024-03-01T08:15:50.000Z');
    expect(iso('2024-03-01T10:15:50-0500')).toBe('2024-03-01T15:15:50.000Z');
    expect(iso('2024-03-01 10:15:50.520 +01')).toBe('2024-03-01T09:15:50.520Z');
  });

  it('reads day-first and month-first dates in the chosen order, with AM/PM', () => {
    expect(iso('01.03.2024 10:15', 'UTC', 'DAY_FIRST')).toBe('2024-03-01T10:15:00.000Z');
    expect(iso('1/3/2024', 'UTC', 'DAY_FIRST')).toBe('2024-03-01T00:00:00.000Z');
    expect(iso('3/1/2024 10:15:50 PM', 'UTC', 'MONTH_FIRST')).toBe('2024-03-01T22:15:50.000Z');
    expect(iso('3/1/2024 12:05 am', 'UTC', 'MONTH_FIRST')).toBe('2024-03-01T00:05:00.000Z');
    expect(iso('12/31/2024', 'UTC', 'MONTH_FIRST')).toBe('2024-12-31T00:00:00.000Z');
    expect(iso('12/31/2024', 'UTC', 'DAY_FIRST')).toBe('NOT_A_DATE');
  });

  it('never guesses the order of an ambiguous date', () => {
    expect(iso('05/06/2024', 'UTC')).toBe('DATE_ORDER_NEEDED');
    expect(iso('31/01/2024', 'UTC')).toBe('DATE_ORDER_NEEDED');
    // The same number twice reads the same either way.
    expect(iso('05/05/2024', 'UTC')).toBe('2024-05-05T00:00:00.000Z');
    expect(dateOrderShownBy(['05/06/2024', '31/01/2024'])).toBe('DAY_FIRST');
    expect(dateOrderShownBy(['05/06/2024', '1/31/2024 10:00 AM'])).toBe('MONTH_FIRST');
    expect(dateOrderShownBy(['05/06/2024', '2024-01-31'])).toBeNull();
    expect(dateOrderShownBy(['31/01/2024', '1/31/2024'])).toBe('BOTH');
  });

  it('refuses what is not a date', () => {
    for (const text of [
      'yesterday',
      '',
      '2024-02-30',
      '2024-13-01',
      '2024-01-01 24:00',
      '2024-01-01 10:60',
      '1/1/24',
      '13:00 PM 1/1/2024',
      '2024-03-01 13:00 PM',
      '2024-03-01T10:15:50+25',
    ]) {
      expect(iso(text, 'UTC', 'DAY_FIRST')).toBe('NOT_A_DATE');
    }
  });

  it('refuses dates outside the years 2000–2100 (the one date rule of the API)', () => {
    for (const text of ['1999-12-31 23:59', '0001-01-01', '31.12.9999', '2101-01-01T00:00:00Z']) {
      expect(iso(text, 'UTC', 'DAY_FIRST')).toBe('DATE_OUT_OF_RANGE');
    }
    expect(iso('2000-01-01', 'UTC', 'DAY_FIRST')).toBe('2000-01-01T00:00:00.000Z');
  });

  it('converts wall-clock times DST-correctly: the earlier of an overlap, a gap moved forward', () => {
    // Berlin: 29 March 2026 02:00 → 03:00 (gap), 25 October 2026 03:00 → 02:00 (overlap).
    expect(iso('2026-03-29 02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-10-25 02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25 03:30')).toBe('2026-10-25T02:30:00.000Z');
    expect(iso('2022-11-06 01:30', 'America/New_York')).toBe('2022-11-06T05:30:00.000Z');
    expect(iso('7/1/2022', 'America/New_York', 'MONTH_FIRST')).toBe('2022-07-01T04:00:00.000Z');
    // Lord Howe moves by half an hour.
    expect(iso('2026-04-05 01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });
});
