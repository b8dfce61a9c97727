import { describe, expect, it } from 'vitest';
import { dayToInstant, instantToDay, parseDateText } from './date-input.ts';
import { normalizeDecimalInput, toDecimalInput } from './decimal-input.ts';

describe('parseDateText', () => {
  it('reads the language’s own format and ISO', () => {
    expect(parseDateText('01.07.2026', 'de')).toBe('2026-07-01');
    expect(parseDateText('1/7/2026', 'en')).toBe('2026-07-01');
    expect(parseDateText('2026-07-01', 'de')).toBe('2026-07-01');
  });

  it('refuses impossible days and the other language’s separator', () => {
    expect(parseDateText('31.02.2026', 'de')).toBeNull();
    expect(parseDateText('01/07/2026', 'de')).toBeNull();
    expect(parseDateText('next month', 'en')).toBeNull();
    // Only the years the API accepts: 2000–2100.
    expect(parseDateText('31.12.1999', 'de')).toBeNull();
    expect(parseDateText('0001-01-01', 'de')).toBeNull();
    expect(parseDateText('1/1/2101', 'en')).toBeNull();
    expect(parseDateText('31/12/2100', 'en')).toBe('2100-12-31');
  });
});

describe('dayToInstant / instantToDay', () => {
  it('round-trips a local day through its midnight instant', () => {
    const instant = dayToInstant('2026-03-29');
    expect(new Date(instant).getHours()).toBe(0);
    expect(instantToDay(instant)).toBe('2026-03-29');
  });
});

describe('decimal inputs', () => {
  it('accepts a German comma and keeps amounts as text', () => {
    expect(normalizeDecimalInput(' 2,49 ')).toBe('2.49');
    expect(normalizeDecimalInput('1 000')).toBe('1000');
    expect(normalizeDecimalInput('abc')).toBe('abc');
    expect(toDecimalInput('2.49', 'de')).toBe('2,49');
    expect(toDecimalInput('2.49', 'en')).toBe('2.49');
  });
});
