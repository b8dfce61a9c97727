import { describe, expect, it } from 'vitest';
import { countsOfVisit, reconcileCell, scaleUnits } from './reconciliation.rules.ts';

const skyr = { productId: 'p1', unitWeightGrams: 330, tolerancePercent: null };
const weights = (weightBefore: number, weightAfter: number) => ({ cellId: 'A1', weightBefore, weightAfter });

describe('scaleUnits', () => {
  it('turns the weights before and after into units and the change by the sales rule', () => {
    expect(scaleUnits(weights(330 * 6, 330 * 15), skyr, 10)).toEqual({ before: 6, after: 15, change: 9 });
    expect(scaleUnits(weights(990, 660), skyr, 10)).toEqual({ before: 3, after: 2, change: -1 });
    expect(scaleUnits(weights(990, 990), skyr, 10)).toEqual({ before: 3, after: 3, change: 0 });
  });

  it('accepts a deviation within the tolerance and refuses one beyond it', () => {
    // 5 % of 330 g is 16.5 g: 2 × 330 + 15 g is still 2 units, + 100 g is no whole number of units.
    expect(scaleUnits(weights(675, 990), skyr, 5)).toEqual({ before: 2, after: 3, change: 1 });
    expect(scaleUnits(weights(760, 990), skyr, 5)).toEqual({ before: null, after: 3, change: null });
    // The product's own tolerance wins over the kiosk's.
    expect(scaleUnits(weights(760, 990), { ...skyr, tolerancePercent: 40 }, 5)?.before).toBe(2);
  });

  it('has no scale data without weights or without a unit weight', () => {
    expect(scaleUnits(null, skyr, 10)).toBeNull();
    expect(scaleUnits(weights(100, 200), { ...skyr, unitWeightGrams: null }, 10)).toBeNull();
    expect(scaleUnits(weights(100, 200), null, 10)).toBeNull();
  });
});

describe('reconcileCell', () => {
  const scale = { before: 6, after: 15, change: 9 };

  it('agrees when the count found and added − wasted match the scales', () => {
    expect(reconcileCell(scale, { found: 6, wasted: 1, added: 10 })).toEqual({
      scale,
      recorded: { found: 6, wasted: 1, added: 10 },
      differences: [],
      status: 'agree',
    });
  });

  it('names each difference: found 5 but the scale said 6; added 10 but the scale measured +9', () => {
    expect(reconcileCell(scale, { found: 5, wasted: 0, added: 10 })).toMatchObject({
      status: 'differ',
      differences: [
        { kind: 'found', recorded: 5, measured: 6, difference: -1 },
        { kind: 'change', recorded: 10, measured: 9, difference: 1 },
      ],
    });
  });

  it('compares only what was recorded', () => {
    expect(reconcileCell(scale, { found: 6, wasted: 0, added: null })).toMatchObject({
      status: 'agree',
      differences: [],
    });
    expect(reconcileCell({ before: 3, after: 2, change: -1 }, { found: null, wasted: 2, added: 0 })).toMatchObject({
      status: 'differ',
      differences: [{ kind: 'change', recorded: -2, measured: -1, difference: -1 }],
    });
    // Waste alone says nothing about the net change.
    expect(reconcileCell(scale, { found: null, wasted: 2, added: null }).status).toBe('notRecorded');
  });

  it('says so when there is no scale data or nothing recorded', () => {
    expect(reconcileCell(null, { found: 4, wasted: 0, added: 3 }).status).toBe('noScaleData');
    // Weights that are no whole units leave nothing to compare.
    expect(reconcileCell({ before: null, after: null, change: null }, { found: 4, wasted: 0, added: 3 })).toEqual({
      scale: { before: null, after: null, change: null },
      recorded: { found: 4, wasted: 0, added: 3 },
      differences: [],
      status: 'noScaleData',
    });
    expect(reconcileCell(scale, { found: null, wasted: 0, added: null }).status).toBe('notRecorded');
  });
});

describe('countsOfVisit', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes));
  const visit = { kioskId: 'k1', userId: 'u1', start: at(0), end: at(10) };
  const count = (
    minutes: number,
    found: number,
    extra: Partial<{ kioskId: string; createdBy: string; cellId: string }> = {},
  ) => ({
    kioskId: 'k1',
    cellId: 'A1',
    productId: 'p1',
    found,
    added: null,
    createdBy: 'u1',
    countedAt: at(minutes),
    ...extra,
  });

  it("joins the visitor's counts on the kiosk by the phone's time, the latest per cell", () => {
    const counts = [
      count(2, 5),
      count(5, 6),
      count(4, 3, { cellId: 'A2' }),
      count(3, 9, { createdBy: 'u2' }),
      count(3, 9, { kioskId: 'k2' }),
      count(-1, 9),
      count(71, 9),
    ];
    const joined = countsOfVisit(visit, counts, 60 * 60_000);
    expect([...joined.entries()].map(([cell, row]) => [cell, row.found])).toEqual([
      ['A1', 6],
      ['A2', 3],
    ]);
    // A count made within the window after the close (synced whenever) still belongs to the visit.
    expect(countsOfVisit(visit, [count(69, 4)], 60 * 60_000).get('A1')?.found).toBe(4);
    expect(countsOfVisit({ ...visit, userId: null }, counts, 60 * 60_000).size).toBe(0);
  });
});
