import { describe, expect, it } from 'vitest';
import { stockByDay } from './inventory-batches.ts';

describe('the inventory’s batches', () => {
  it('sums each product’s units per best-before day over its cells, first-expiring first, unknown days last', () => {
    const skyr = { _id: 'skyr' };
    const juice = { _id: 'juice' };
    const stock = stockByDay([
      {
        productLine: skyr,
        batches: [
          { quantity: 3, bestBefore: '2026-12-05' },
          { quantity: 4, bestBefore: null },
          { quantity: 2, bestBefore: '2026-11-28' },
        ],
      },
      {
        productLine: skyr,
        batches: [
          { quantity: 1, bestBefore: '2026-12-05' },
          { quantity: 0, bestBefore: '2026-11-01' },
        ],
      },
      { productLine: juice, batches: [{ quantity: 8, bestBefore: '2026-12-18' }] },
      { productLine: null, batches: [{ quantity: 5, bestBefore: '2026-11-20' }] },
      { productLine: { _id: 'empty' }, batches: [] },
    ]);
    expect(stock.get('skyr')).toEqual([
      { bestBefore: '2026-11-28', quantity: 2 },
      { bestBefore: '2026-12-05', quantity: 4 },
      { bestBefore: null, quantity: 4 },
    ]);
    expect(stock.get('juice')).toEqual([{ bestBefore: '2026-12-18', quantity: 8 }]);
    expect(stock.has('empty')).toBe(false);
    expect(stock.size).toBe(2);
  });
});
