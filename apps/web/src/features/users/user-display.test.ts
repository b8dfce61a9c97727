import { resources } from '@kiosk/common/i18n';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  fullName,
  itemsSummary,
  kioskNames,
  maskedLast4,
  rootToastKey,
  statusToastKey,
} from './user-display.ts';

const en = resources.en.users;

describe('user display rules', () => {
  it("says 'User activated' only when the toggle's result is ACTIVE (spec §4)", () => {
    expect(statusToastKey('ACTIVE')).toBe('detail.toasts.activated');
    expect(statusToastKey('inactive')).toBe('detail.toasts.deactivated');
    expect(statusToastKey('anything else')).toBe('detail.toasts.deactivated');
    expect(en.detail.toasts.activated).toBe('User activated');
    expect(en.detail.toasts.deactivated).toBe('User deactivated');
  });

  it('says granted or revoked from the root flag after the change (spec §8)', () => {
    expect(rootToastKey(true)).toBe('detail.toasts.rootGranted');
    expect(rootToastKey(false)).toBe('detail.toasts.rootRevoked');
    expect(en.detail.toasts.rootGranted).toBe('Root access successfully granted.');
    expect(en.detail.toasts.rootRevoked).toBe('Root access successfully revoked.');
  });

  it('shows at most the last four digits of a card', () => {
    expect(maskedLast4('4242')).toBe('4242');
    expect(maskedLast4('4111111111111111')).toBe('1111');
    expect(maskedLast4('42')).toBe('••42');
    expect(maskedLast4('ab-12 34')).toBe('1234');
  });

  it('summarises items, counting repeated products, and lists kiosks once', () => {
    const items = [
      { productLine: { name: 'Water' }, kiosk: { name: 'Lobby' } },
      { productLine: { name: 'Apple' }, kiosk: { name: 'Lobby' } },
      { productLine: { name: 'Water' }, kiosk: null },
    ];
    expect(itemsSummary(items)).toBe('Water ×2, Apple');
    expect(kioskNames(items)).toBe('Lobby');
    expect(itemsSummary([])).toBe('');
  });

  it('formats names, dates and addresses', () => {
    expect(fullName({ firstName: 'Nora', lastName: 'Nord' })).toBe('Nora Nord');
    expect(
      addressLines({
        name: null,
        line1: 'Hafenstraße 1',
        line2: '',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'DE',
      }),
    ).toEqual(['Hafenstraße 1', '20457 Hamburg', 'DE']);
    expect(addressLines(null)).toEqual([]);
  });
});
