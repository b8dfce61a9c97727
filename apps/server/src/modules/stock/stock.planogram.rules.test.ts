import { describe, expect, it } from 'vitest';
import { applyPlanogramParams } from '@kiosk/common/mqtt';
import {
  compareCellIds,
  duplicatePositions,
  freePositions,
  homePosition,
  maxQtyFor,
  occupancy,
  planogramParams,
  positionsFor,
  presetCellIds,
  refillCost,
  type ProductFacts,
} from './stock.planogram.rules.ts';

const capacities = [
  { surfaceSize: 33, units: 4 },
  { surfaceSize: 50, units: 6 },
  { surfaceSize: 100, units: 12 },
];

describe('planogram rules', () => {
  it('presets: 15 cells on side A, or 30 on sides A and B', () => {
    expect(presetCellIds('single')).toEqual(Array.from({ length: 15 }, (_, i) => `A${i + 1}`));
    const double = presetCellIds('double');
    expect(double).toHaveLength(30);
    expect(double.slice(14, 16)).toEqual(['A15', 'B1']);
  });

  it('max quantity is the capacity for the surface size; 100 never decides a cell; none → 0', () => {
    expect(maxQtyFor(capacities, 'N33')).toBe(4);
    expect(maxQtyFor(capacities, 'N50')).toBe(6);
    expect(maxQtyFor([{ surfaceSize: 100, units: 12 }], 'N50')).toBe(0);
    expect(maxQtyFor(undefined, 'N33')).toBe(0);
  });

  it('occupancy in percent with one decimal, capped at 100, 0 without max', () => {
    expect(occupancy(5, 6)).toBe(83.3);
    expect(occupancy(9, 6)).toBe(100);
    expect(occupancy(3, 0)).toBe(0);
  });

  it('orders cells by side, then number; finds free and duplicate positions', () => {
    expect(['B1', 'A10', 'A2'].sort(compareCellIds)).toEqual(['A2', 'A10', 'B1']);
    expect(freePositions([1, 2, 4], 3)).toEqual([3, 5, 6]);
    expect(duplicatePositions([{ planogramPosition: 1 }, { planogramPosition: 2 }, { planogramPosition: 1 }])).toEqual([
      1,
    ]);
  });

  it('a new cell takes its own position when free, else the lowest free one, in cell order', () => {
    expect(['A1', 'A2', 'A15', 'B1', 'B15', 'A16'].map(homePosition)).toEqual([1, 2, 15, 16, 30, null]);
    // A2 and A5 deleted from a single kiosk (positions 2 and 5 free): each comes back to its own.
    const kept = [1, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    expect(positionsFor(['A5'], kept)).toEqual(new Map([['A5', 5]]));
    expect(positionsFor(['A5', 'A2'], kept)).toEqual(
      new Map([
        ['A2', 2],
        ['A5', 5],
      ]),
    );
    // A16 has no slot of its own (a side has 15): it takes the lowest free one, B1 its own.
    const mixed = positionsFor(['A16', 'B1'], kept);
    expect([mixed.get('A16'), mixed.get('B1')]).toEqual([2, 16]);
  });

  it('refill cost is count × unit cost, exact to the cent, negative for removals', () => {
    expect(refillCost(3, '0.40')).toBe('1.20');
    expect(refillCost(-3, '0.9')).toBe('-2.70');
    expect(refillCost(7, '12')).toBe('84.00');
  });

  it('apply_planogram params: weight and tolerance from packaging, the price in force, the contract schema holds', () => {
    const product: ProductFacts = {
      id: '7f1c2a9e-1111-4111-8111-111111111111',
      orgId: 'o',
      name: 'Water',
      articleNumber: null,
      manufacturer: null,
      imageUrl: null,
      capacities,
      unitWeightGrams: 512.4,
      tolerancePercent: null,
      defaultCost: '0.40',
    };
    const params = planogramParams(
      [
        { cellId: 'A2', planogramPosition: 2, productId: null, maxQty: 0 },
        { cellId: 'A1', planogramPosition: 1, productId: product.id, maxQty: 6 },
      ],
      new Map([[product.id, product]]),
      new Map([[product.id, '1.50']]),
      3,
    );
    expect(applyPlanogramParams.parse(params)).toEqual({
      cells: [
        {
          cellId: 'A1',
          planogramPosition: 1,
          productId: product.id,
          unitWeightGrams: 512,
          tolerancePercent: 3,
          price: '1.50',
          maxQty: 6,
        },
        {
          cellId: 'A2',
          planogramPosition: 2,
          productId: null,
          unitWeightGrams: null,
          tolerancePercent: 3,
          price: null,
          maxQty: 0,
        },
      ],
    });
  });
});
