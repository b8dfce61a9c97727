import { describe, expect, it } from 'vitest';
import { fridgeSides, occupancyColor } from './shelves.ts';

describe('fridge shelves', () => {
  it('groups cells by side and into shelves of five, in cell-number order', () => {
    const ids = ['B2', 'A11', 'B1', ...Array.from({ length: 10 }, (_, i) => `A${10 - i}`)];
    const cells = ids.map((cellId) => ({ cellId }));
    const sides = fridgeSides(cells);
    expect(sides.map((s) => s.side)).toEqual(['A', 'B']);
    expect(sides[0]?.shelves.map((shelf) => shelf.map((c) => c.cellId))).toEqual([
      ['A1', 'A2', 'A3', 'A4', 'A5'],
      ['A6', 'A7', 'A8', 'A9', 'A10'],
      ['A11'],
    ]);
    expect(sides[1]?.shelves).toEqual([[{ cellId: 'B1' }, { cellId: 'B2' }]]);
  });

  it('colours occupancy: red under 20 %, yellow under 50 %, teal otherwise', () => {
    expect([occupancyColor(0), occupancyColor(19.9), occupancyColor(20), occupancyColor(50)]).toEqual([
      'red',
      'red',
      'yellow',
      'teal',
    ]);
  });
});
