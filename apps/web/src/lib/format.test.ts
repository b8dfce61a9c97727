import { describe, expect, it } from 'vitest';
import { createMoneyFormatter, formatDateTime, toCurrency } from './format.ts';

// Intl inserts narrow/no-break spaces; compare with ordinary spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createMoneyFormatter', () => {
  it('formats euro in English and German', () => {
    expect(plain(createMoneyFormatter('eur', 'en').format(1234.5))).toBe('€1,234.50');
    expect(plain(createMoneyFormatter('eur', 'de').format(1234.5))).toBe('1.234,50 €');
  });

  it('formats pounds in English and German', () => {
    expect(plain(createMoneyFormatter('gbp', 'en').format(12))).toBe('£12.00');
    expect(plain(createMoneyFormatter('gbp', 'de').format(12))).toBe('12,00 £');
  });

  it('formats Swiss francs in English and German', () => {
    expect(plain(createMoneyFormatter('chf', 'en').format('9.9'))).toBe('CHF 9.90');
    expect(plain(createMoneyFormatter('chf', 'de').format('9.9'))).toBe('9,90 CHF');
  });

  it('accepts decimal strings as the API sends them and rejects garbage', () => {
    expect(plain(createMoneyFormatter('eur', 'en').format('0.10'))).toBe('€0.10');
    expect(createMoneyFormatter('eur', 'en').format('n/a')).toBe('–');
  });
});

describe('toCurrency', () => {
  it('normalises known codes and falls back to euro', () => {
    expect(toCurrency('GBP')).toBe('gbp');
    expect(toCurrency('chf')).toBe('chf');
    expect(toCurrency('usd')).toBe('eur');
    expect(toCurrency(null)).toBe('eur');
  });
});

describe('formatDateTime', () => {
  it('formats an instant in the UI language; a missing or broken one shows a dash', () => {
    expect(formatDateTime('2025-03-04T12:00:00Z', 'de')).toMatch(/04\.03\.2025/);
    expect(formatDateTime('2025-03-04T12:00:00Z', 'en')).toMatch(/4 Mar 2025/);
    expect(formatDateTime('2026-03-03T14:05:00Z', 'de')).toMatch(/^03\.03\.2026/);
    expect(formatDateTime('nonsense', 'en')).toBe('–');
    expect(formatDateTime(null, 'en')).toBe('–');
  });
});
