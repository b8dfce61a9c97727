import { describe, expect, it } from 'vitest';
import { resources } from './i18n/index.ts';
import { NAMED_PAYMENT_METHODS, paymentMethodName, paymentMethodOf } from './payments.ts';

describe('payment methods', () => {
  it('names a sale by its member card, else its card type, else its provider, else unknown', () => {
    expect(paymentMethodOf({ memberCardId: 'M-1', paymentCardType: 'visa' })).toBe('membercard');
    expect(paymentMethodOf({ paymentCardType: ' Visa ', cardType: 'mastercard' })).toBe('visa');
    expect(paymentMethodOf({ cardType: 'CASH', paymentProvider: 'import' })).toBe('cash');
    expect(paymentMethodOf({ paymentProvider: 'stripe' })).toBe('stripe');
    expect(paymentMethodOf({ paymentProvider: 'import' })).toBe('unknown');
    expect(paymentMethodOf({ memberCardId: ' ', paymentCardType: '' })).toBe('unknown');
  });

  it('has a name in every language for every named method; others stay as stored', () => {
    for (const language of ['en', 'de'] as const) {
      const names = resources[language].transactions.transactions.paymentMethods as Record<string, string>;
      for (const method of NAMED_PAYMENT_METHODS) expect(names[method], `${language} ${method}`).toBeTruthy();
    }
    const german = resources.de.transactions.transactions.paymentMethods as Record<string, string>;
    const name = (method: string) => paymentMethodName(method, (key) => german[key.split('.').at(-1) ?? ''] ?? key);
    expect(['card', 'cash', 'membercard', 'unknown', 'visa'].map(name)).toEqual([
      'Karte',
      'Bargeld',
      'Mitgliedskarte',
      'Unbekannt',
      'Visa',
    ]);
    expect(name('twint')).toBe('twint');
  });
});
