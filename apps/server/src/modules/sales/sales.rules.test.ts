import { describe, expect, it } from 'vitest';
import {
  fromCents,
  paymentStatusOf,
  purchaseCells,
  refillTypeOf,
  toCents,
  toleranceGrams,
  unitsOfCell,
} from './sales.rules.ts';

const bottle = { productId: 'p-1', unitWeightGrams: 510, tolerancePercent: null };
const weights = (removed: number) => ({ cellId: 'A1', weightBefore: 5120, weightAfter: 5120 - removed });

describe('weight → units (device contract §4)', () => {
  it('takes two bottles exactly', () => {
    expect(unitsOfCell(weights(1020), bottle, 0)).toMatchObject({
      units: 2,
      refused: null,
      unitWeightGrams: 510,
      toleranceGrams: 5,
    });
  });

  it('accepts a deviation of exactly 5 g and refuses 6 g when the tolerance is below 5 g', () => {
    expect(unitsOfCell(weights(1025), bottle, 0)).toMatchObject({ units: 2, refused: null });
    expect(unitsOfCell(weights(1015), bottle, 0)).toMatchObject({ units: 2, refused: null });
    expect(unitsOfCell(weights(1026), bottle, 0)).toMatchObject({ units: null, refused: 'out_of_tolerance' });
    expect(unitsOfCell(weights(1014), bottle, 0)).toMatchObject({ units: null, refused: 'out_of_tolerance' });
  });

  it('uses the tolerance percent when it is above 5 g: exactly at it accepted, one gram over refused', () => {
    const product = { ...bottle, unitWeightGrams: 500, tolerancePercent: 4 }; // 20 g
    expect(toleranceGrams(500, 4)).toBe(20);
    expect(unitsOfCell(weights(520), product, 0)).toMatchObject({ units: 1, toleranceGrams: 20, refused: null });
    expect(unitsOfCell(weights(521), product, 0)).toMatchObject({ units: null, refused: 'out_of_tolerance' });
  });

  it("falls back to the kiosk's tolerance when the packaging option has none", () => {
    expect(unitsOfCell(weights(530), { ...bottle, unitWeightGrams: 500 }, 6)).toMatchObject({
      units: 1,
      toleranceGrams: 30,
    });
    expect(unitsOfCell(weights(531), { ...bottle, unitWeightGrams: 500 }, 6)).toMatchObject({ units: null });
  });

  it('a put-back is counted (negative) but never charged', () => {
    const cell = unitsOfCell(weights(-510), bottle, 0);
    expect(cell.units).toBe(-1);
    const { evidence, charged } = purchaseCells([cell, unitsOfCell(weights(510), { ...bottle }, 0)]);
    expect(evidence[0]).toMatchObject({ units: null, refused: 'put_back' });
    expect(charged.map((c) => c.units)).toEqual([1]);
  });

  it('an unknown product refuses moved weights and ignores unmoved ones', () => {
    expect(unitsOfCell(weights(510), null, 0)).toMatchObject({ units: null, refused: 'no_product' });
    expect(unitsOfCell(weights(0), null, 0)).toMatchObject({ units: 0, refused: null });
    expect(unitsOfCell(weights(510), { ...bottle, unitWeightGrams: null }, 0)).toMatchObject({
      refused: 'no_product',
    });
  });

  it('nothing taken charges nothing', () => {
    expect(purchaseCells([unitsOfCell(weights(3), bottle, 0)]).charged).toEqual([]);
  });
});

describe('money, payment and refill types', () => {
  it('adds cents exactly', () => {
    expect(fromCents(toCents('2.50') * 3n + toCents('0.1'))).toBe('7.60');
    expect(fromCents(toCents('-1.05'))).toBe('-1.05');
  });

  it('maps the payment status and the refill mode', () => {
    expect([
      paymentStatusOf('paid'),
      paymentStatusOf('failed'),
      paymentStatusOf('pending'),
      paymentStatusOf(null),
    ]).toEqual(['paid', 'not_paid', 'pending', 'pending']);
    expect(['automatic', 'tablet', 'mission_control', 'prod_returned', null].map(refillTypeOf)).toEqual([
      'AUTOMATIC',
      'TABLET',
      'MISSION_CONTROL',
      'PRODUCTS_RETURNED',
      'AUTOMATIC',
    ]);
  });
});
