import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatDateTime,
  moneyFormatter,
  sameTimeZone,
  toCurrency,
  workingCurrency,
  type CurrencyMembership,
} from './format.ts';

// Intl inserts narrow/no-break spaces; compare with ordinary spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

const admin = (currency: string | null, status = 'ACTIVE'): CurrencyMembership => ({ role: 'admin', status, currency });
const consumer = (currency: string): CurrencyMembership => ({ role: 'consumer', status: 'ACTIVE', currency });

describe('workingCurrency (spec §4)', () => {
  it('is euro for root, whatever their organizations use', () => {
    expect(workingCurrency({ root: true, memberships: [admin('gbp')] })).toBe('eur');
    expect(workingCurrency({ root: true, memberships: [] })).toBe('eur');
  });

  it("is the first admin organization's currency for everyone else", () => {
    expect(workingCurrency({ root: false, memberships: [admin('gbp'), admin('chf')] })).toBe('gbp');
    expect(workingCurrency({ root: false, memberships: [admin('chf'), admin('gbp')] })).toBe('chf');
  });

  it('skips roles that are not an active admin role, and organizations that are unknown', () => {
    expect(workingCurrency({ root: false, memberships: [consumer('gbp'), admin('chf')] })).toBe('chf');
    expect(workingCurrency({ root: false, memberships: [admin('gbp', 'inactive'), admin('chf')] })).toBe('chf');
    expect(workingCurrency({ root: false, memberships: [admin(null), admin('gbp')] })).toBe('gbp');
  });

  it('reads stored codes in any case and falls back to euro', () => {
    expect(workingCurrency({ root: false, memberships: [admin('GBP')] })).toBe('gbp');
    expect(workingCurrency({ root: false, memberships: [admin('usd')] })).toBe('eur');
    expect(workingCurrency({ root: false, memberships: [] })).toBe('eur');
  });
});

describe('moneyFormatter', () => {
  it('writes each currency in English and German', () => {
    expect(plain(moneyFormatter('eur', 'en').format('9.28'))).toBe('€9.28');
    expect(plain(moneyFormatter('eur', 'de').format('1234.5'))).toBe('1.234,50 €');
    expect(plain(moneyFormatter('gbp', 'en').format(9.28))).toBe('£9.28');
    expect(plain(moneyFormatter('gbp', 'de').format(9.28))).toBe('9,28 £');
    expect(plain(moneyFormatter('chf', 'en').format('9.9'))).toBe('CHF 9.90');
    expect(plain(moneyFormatter('chf', 'de').format('9.9'))).toBe('9,90 CHF');
  });

  it('shows a dash for what is no amount', () => {
    expect(moneyFormatter('eur', 'en').format('n/a')).toBe('–');
    expect(moneyFormatter('eur', 'en').format('')).toBe('–');
    expect(moneyFormatter('eur', 'en').format(Number.NaN)).toBe('–');
  });

  it('normalises currency codes', () => {
    expect(toCurrency('GBP')).toBe('gbp');
    expect(toCurrency(undefined)).toBe('eur');
  });
});

describe('formatDateTime', () => {
  // 2024-03-01 19:23 UTC is 21:23 in Kyiv (UTC+2 in winter).
  const sale = '2024-03-01T19:23:00Z';

  it("shows the wall clock of the zone given, not the runtime's", () => {
    expect(plain(formatDateTime(sale, 'en', { timeZone: 'Europe/Kyiv' }))).toBe('1 Mar 2024, 21:23');
    expect(plain(formatDateTime(sale, 'de', { timeZone: 'Europe/Kyiv' }))).toBe('01.03.2024, 21:23');
    expect(plain(formatDateTime(sale, 'en', { timeZone: 'UTC' }))).toBe('1 Mar 2024, 19:23');
  });

  it('labels the zone when asked', () => {
    expect(plain(formatDateTime(sale, 'en', { timeZone: 'Europe/Kyiv', label: true }))).toBe(
      '1 Mar 2024, 21:23 (Europe/Kyiv)',
    );
    expect(plain(formatDateTime(sale, 'de', { timeZone: 'Europe/Kyiv', label: true, seconds: true }))).toBe(
      '01.03.2024, 21:23:00 (Europe/Kyiv)',
    );
  });

  it('follows daylight saving time', () => {
    expect(plain(formatDateTime('2024-07-01T19:23:00Z', 'en', { timeZone: 'Europe/Kyiv' }))).toBe('1 Jul 2024, 22:23');
  });

  it('shows a dash for a missing or broken instant, and ignores an unknown zone', () => {
    expect(formatDateTime(null, 'en')).toBe('–');
    expect(formatDateTime('nonsense', 'en')).toBe('–');
    expect(plain(formatDateTime(sale, 'en', { timeZone: 'Mars/Olympus', label: true }))).toMatch(
      /^1 Mar 2024, \d\d:23$/,
    );
  });
});

describe('time zones compared', () => {
  it('treats aliases as the same zone and different zones as different', () => {
    expect(sameTimeZone('Europe/Kyiv', 'Europe/Kyiv')).toBe(true);
    expect(sameTimeZone('Etc/UTC', 'UTC')).toBe(true);
    expect(sameTimeZone('Europe/Kiev', 'Europe/Kyiv')).toBe(
      canonicalTimeZone('Europe/Kiev') === canonicalTimeZone('Europe/Kyiv'),
    );
    expect(sameTimeZone('Europe/Berlin', 'Europe/Kyiv')).toBe(false);
  });
});
