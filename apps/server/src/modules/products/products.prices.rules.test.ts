import { describe, expect, it } from 'vitest';
import { resolvePrice, type PriceEntry } from './products.prices.rules.ts';

const K1 = '11111111-1111-4111-8111-111111111111';
const K2 = '22222222-2222-4222-8222-222222222222';
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
let n = 0;
const entry = (
  kioskId: string | null,
  price: string,
  from: string,
  to: string | null = null,
  created = n++,
): PriceEntry => ({
  id: `p${created}`,
  kioskId,
  price,
  validFrom: d(from),
  validTo: to ? d(to) : null,
  createdAt: new Date(Date.UTC(2020, 0, 1) + created * 1000),
});

describe('resolvePrice', () => {
  const history = [
    entry(null, '2.00', '2024-01-01'),
    entry(null, '2.20', '2024-06-01'),
    entry(null, '1.80', '2024-07-01', '2024-07-15'), // a summer promotion on top of 2.20
    entry(K1, '2.50', '2024-03-01', '2024-09-01'),
    entry(K1, '2.40', '2024-04-01', '2024-05-01'), // overlaps the 2.50 window: later validFrom wins
    entry(K2, '3.00', '2025-01-01'), // future-only
  ];
  const at = (kiosk: string | null, iso: string) => resolvePrice(history, kiosk, d(iso), '9.99');

  it('falls back to the product default before any history', () => {
    expect(at(K1, '2023-12-31')).toEqual({ price: '9.99', source: 'product', priceId: null });
  });

  it('takes the default price valid at the time, latest validFrom winning', () => {
    expect(at(null, '2024-02-01').price).toBe('2.00');
    expect(at(null, '2024-06-01').price).toBe('2.20');
    expect(at(null, '2024-07-10')).toMatchObject({ price: '1.80', source: 'default' });
    // validTo is exclusive: the promotion ends at the start of the 15th.
    expect(at(null, '2024-07-15').price).toBe('2.20');
  });

  it('prefers a kiosk-specific price over the default while it is valid', () => {
    expect(at(K1, '2024-03-15')).toMatchObject({ price: '2.50', source: 'kiosk' });
    expect(at(K1, '2024-04-15').price).toBe('2.40');
    expect(at(K1, '2024-05-01').price).toBe('2.50');
    expect(at(K1, '2024-07-10').price).toBe('2.50');
    expect(at(K1, '2024-09-01')).toMatchObject({ price: '2.20', source: 'default' });
  });

  it('ignores other kiosks and future prices', () => {
    expect(at(K2, '2024-04-15')).toMatchObject({ price: '2.00', source: 'default' });
    expect(at(K2, '2025-01-01')).toMatchObject({ price: '3.00', source: 'kiosk' });
    expect(at(null, '2025-02-01').price).toBe('2.20');
  });

  it('breaks a tie on validFrom by the entry created last', () => {
    const tie = [entry(K1, '1.00', '2024-01-01', null, 100), entry(K1, '1.10', '2024-01-01', null, 101)];
    expect(resolvePrice(tie, K1, d('2024-02-01'), '5.00').price).toBe('1.10');
    expect(resolvePrice([...tie].reverse(), K1, d('2024-02-01'), '5.00').price).toBe('1.10');
  });
});
