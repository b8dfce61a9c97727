import { describe, expect, it } from 'vitest';
import { calendarDate, dayInRange, exportBound, instantInRange, instantInput, optionalInstant } from './dates.ts';

describe('the one date rule: real dates of the years 2000–2100', () => {
  it('reads ISO 8601 days and times with an offset, Dates and epoch milliseconds in the range', () => {
    expect(instantInRange('2026-03-01')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(instantInRange('2026-03-01T12:30:00+02:00')).toEqual(new Date('2026-03-01T10:30:00Z'));
    expect(instantInRange('2026-03-01T12:30:15.123456Z')).toEqual(new Date('2026-03-01T12:30:15.123Z'));
    expect(instantInRange(new Date('2000-01-01T00:00:00Z'))).toEqual(new Date('2000-01-01T00:00:00Z'));
    expect(instantInRange('2100-12-31T23:59:59.999Z')).toEqual(new Date('2100-12-31T23:59:59.999Z'));
    expect(instantInRange(1_767_225_600_000)).toEqual(new Date(1_767_225_600_000));
    expect(dayInRange('2024-02-29')).toBe('2024-02-29');
  });

  it.each([
    ['the far past JavaScript can hold', '-271821-04-20T00:00:00.000Z'],
    ['the year -100000', '-100000-01-01T00:00:00.000Z'],
    ['the far future JavaScript can hold', '+275760-09-13T00:00:00.000Z'],
    ['just before 2000', '1999-12-31T23:59:59.999Z'],
    ['just after 2100', '2101-01-01T00:00:00.000Z'],
    ['a word', 'x'],
    ['a negative number as text', '-1'],
    ['a number as text', '1'],
    ['month 13, day 45', '2026-13-45'],
    ['30 February (the runtime would read 2 March)', '2026-02-30T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00Z'],
    ['a time without offset (local to whom?)', '2026-01-01T10:00:00'],
    ['an English date', 'March 1, 2026'],
    ['empty text', ''],
  ])('refuses %s', (_, text) => {
    expect(instantInRange(text)).toBeUndefined();
    expect(dayInRange(text)).toBeUndefined();
  });

  it('refuses numbers outside the range, fractions, invalid Dates and other types', () => {
    for (const value of [
      8.64e15,
      -8.64e15,
      946_684_799_999,
      4_133_980_800_000,
      1.5,
      Number.NaN,
      new Date(Number.NaN),
      {},
      [],
    ]) {
      expect(instantInRange(value), String(value)).toBeUndefined();
    }
    expect(dayInRange('2026-03-01T00:00:00Z')).toBeUndefined();
  });

  it('gives the shared zod schemas the same rule', () => {
    expect(instantInput.safeParse('1999-12-31').success).toBe(false);
    expect(instantInput.safeParse(undefined).success).toBe(false);
    expect(optionalInstant.parse(null)).toBeUndefined();
    expect(optionalInstant.parse('')).toBeUndefined();
    expect(optionalInstant.safeParse('+275760-09-13T00:00:00.000Z').success).toBe(false);
    expect(calendarDate.safeParse('2101-01-01').success).toBe(false);
    expect(calendarDate.parse(' 2026-03-01 ')).toBe('2026-03-01');
  });

  it('reads export bounds: missing when empty, null or undefined; epoch ms as digits; the rule otherwise', () => {
    for (const missing of [undefined, null, '', ' ', 'null', 'undefined'])
      expect(exportBound.parse(missing)).toBeUndefined();
    expect(exportBound.parse('1767225600000')).toEqual(new Date(1_767_225_600_000));
    expect(exportBound.parse('2026-01-01')).toEqual(new Date('2026-01-01T00:00:00Z'));
    for (const refused of ['-1', '0', '8640000000000000', '-100000-01-01T00:00:00.000Z', 'yesterday']) {
      expect(exportBound.safeParse(refused).success, refused).toBe(false);
    }
  });
});
