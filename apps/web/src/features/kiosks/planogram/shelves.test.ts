import { describe, expect, it } from 'vitest';
import { fridgeSides, occupancyColor } from './shelves.ts';

const ids = (shelf: { cellId: string; cell: unknown }[]) => shelf.map((slot) => (slot.cell ? slot.cellId : '—'));

describe('fridge shelves', () => {
  it('places each cell where it physically is: side by letter, shelf and place by number', () => {
    const cells = ['B2', 'A11', 'B1', ...Array.from({ length: 10 }, (_, i) => `A${10 - i}`)].map((cellId) => ({
      cellId,
    }));
    const sides = fridgeSides(cells);
    expect(sides.map((s) => s.side)).toEqual(['A', 'B']);
    expect(sides[0]?.shelves.map(ids)).toEqual([
      ['A1', 'A2', 'A3', 'A4', 'A5'],
      ['A6', 'A7', 'A8', 'A9', 'A10'],
      ['A11', '—', '—', '—', '—'],
    ]);
    expect(sides[1]?.shelves.map(ids)).toEqual([
      ['B1', 'B2', '—', '—', '—'],
      ['—', '—', '—', '—', '—'],
      ['—', '—', '—', '—', '—'],
    ]);
    expect(sides[1]?.shelves[0]?.[2]).toEqual({ cellId: 'B3', cell: undefined });
  });

  it('leaves a deleted cell’s slot empty: nothing after it moves', () => {
    const all = Array.from({ length: 15 }, (_, i) => ({ cellId: `A${i + 1}` }));
    const [side] = fridgeSides(all.filter((cell) => cell.cellId !== 'A2'));
    expect(side?.shelves.map(ids)).toEqual([
      ['A1', '—', 'A3', 'A4', 'A5'],
      ['A6', 'A7', 'A8', 'A9', 'A10'],
      ['A11', 'A12', 'A13', 'A14', 'A15'],
    ]);
    // A whole shelf gone still stands as a shelf; a cell beyond 15 adds one.
    const [gaps] = fridgeSides([...all.slice(5), { cellId: 'A17' }]);
    expect(gaps?.shelves.map(ids)).toEqual([
      ['—', '—', '—', '—', '—'],
      ['A6', 'A7', 'A8', 'A9', 'A10'],
      ['A11', 'A12', 'A13', 'A14', 'A15'],
      ['—', 'A17', '—', '—', '—'],
    ]);
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
