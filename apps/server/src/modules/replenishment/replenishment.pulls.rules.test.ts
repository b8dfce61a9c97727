import { describe, expect, it } from 'vitest';
import { afterPull, pulledByProduct, pullsBefore } from './replenishment.pulls.rules.ts';

describe('units to pull at a visit', () => {
  const units = [
    { cellId: 'B1', productId: 'milk', bestBefore: '2026-11-20', quantity: 1 },
    { cellId: 'A1', productId: 'milk', bestBefore: '2026-11-29', quantity: 2 },
    { cellId: 'A1', productId: 'milk', bestBefore: '2026-11-27', quantity: 3 },
    { cellId: 'A1', productId: 'milk', bestBefore: '2026-11-30', quantity: 4 },
    { cellId: 'A2', productId: 'tea', bestBefore: '2027-01-01', quantity: 5 },
  ];

  it('pulls per cell the units whose best-before falls before the next visit, expired ones included', () => {
    expect(pullsBefore(units, '2026-11-30')).toEqual([
      { cellId: 'A1', productId: 'milk', quantity: 5, bestBefore: '2026-11-27' },
      { cellId: 'B1', productId: 'milk', quantity: 1, bestBefore: '2026-11-20' },
    ]);
    expect(pullsBefore(units, '2026-11-20')).toEqual([]);
    expect(pulledByProduct(pullsBefore(units, '2026-11-30'))).toEqual(new Map([['milk', 6]]));
  });

  it('counts pulled units as neither stock nor a taken place', () => {
    expect(afterPull({ stock: 8, missing: 2, capacity: 10 }, 5)).toEqual({ stock: 3, room: 7 });
    expect(afterPull({ stock: 8, missing: 2, capacity: 10 }, 0)).toEqual({ stock: 8, room: 2 });
    // A cell above its max: pulling frees no room until the count is below the max.
    expect(afterPull({ stock: 12, missing: 0, capacity: 10 }, 1)).toEqual({ stock: 11, room: 0 });
  });
});
