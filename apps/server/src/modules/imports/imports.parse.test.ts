import { describe, expect, it } from 'vitest';
import { parseImport, type ImportMapping } from './imports.parse.ts';

const mapping: ImportMapping = {
  delimiter: ',',
  timeZone: 'Europe/Berlin',
  dateOrder: null,
  columns: { timestamp: 'when', product: 'product', quantity: 'qty', unitPrice: 'price', lineTotal: 'total' },
  constants: { kiosk: 'Lobby' },
};

describe('reading a sales-history file', () => {
  it('refuses lines with a code, the cell and the English reason, and a total that is not quantity × price', () => {
    const file = [
      'when,product,qty,price,total',
      '2026-01-05,Tea,2,1.25,2.50',
      '2026-01-05,Tea,2,1.25,2.00',
      '2026-01-05,,1,1,1',
      'soon,Tea,1,1,1',
      '2026-01-05,Tea,0,1,0',
      '2026-01-05,Tea,1,abc,1',
      '2026-01-05,Tea,1,1,x',
    ].join('\n');
    const parsed = parseImport(file, mapping);
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]).toMatchObject({ kiosk: 'Lobby', quantity: 2, unitPrice: '1.25', lineTotal: '2.50' });
    expect(parsed.refused).toEqual([
      {
        row: 3,
        field: 'lineTotal',
        code: 'TOTAL_MISMATCH',
        value: '2.00',
        expected: '2.50',
        reason: 'Line total 2.00 is not quantity × unit price (2.50)',
      },
      { row: 4, field: 'product', code: 'NO_PRODUCT', value: '', expected: null, reason: 'No product' },
      { row: 5, field: 'timestamp', code: 'NOT_A_DATE', value: 'soon', expected: null, reason: 'Not a date: "soon"' },
      {
        row: 6,
        field: 'quantity',
        code: 'NOT_A_QUANTITY',
        value: '0',
        expected: null,
        reason: 'Not a positive whole quantity: "0"',
      },
      { row: 7, field: 'unitPrice', code: 'NOT_A_PRICE', value: 'abc', expected: null, reason: 'Not a price: "abc"' },
      { row: 8, field: 'lineTotal', code: 'NOT_AN_AMOUNT', value: 'x', expected: null, reason: 'Not an amount: "x"' },
    ]);
  });

  it('reads the export with fractional seconds that was refused line by line', () => {
    const file =
      'when,product,qty,price,total\n2024-03-01 10:15:50.520,Tea,1,1.50,1.50\n2024-03-01T10:16:02.004+01:00,Tea,1,1.50,1.50\n';
    const parsed = parseImport(file, mapping);
    expect(parsed.refusedTotal).toBe(0);
    expect(parsed.lines.map((line) => line.created.toISOString())).toEqual([
      '2024-03-01T09:15:50.520Z',
      '2024-03-01T09:16:02.004Z',
    ]);
    expect(parsed.dateOrder).toBeNull();
  });

  it('reads day-and-month dates in the order chosen or shown by the file, never guessed', () => {
    const shown = 'when,product,qty,price,total\n05.06.2024 10:00,Tea,1,1,1\n31.01.2024 10:00,Tea,1,1,1\n';
    const byFile = parseImport(shown, mapping);
    expect(byFile.dateOrder).toBe('DAY_FIRST');
    expect(byFile.lines.map((line) => line.created.toISOString())).toEqual([
      '2024-06-05T08:00:00.000Z',
      '2024-01-31T09:00:00.000Z',
    ]);

    const ambiguous = 'when,product,qty,price,total\n05/06/2024 10:00,Tea,1,1,1\n07/06/2024 10:00,Tea,1,1,1\n';
    const refused = parseImport(ambiguous, mapping);
    expect(refused.refused.map((r) => [r.row, r.code])).toEqual([
      [2, 'DATE_ORDER_NEEDED'],
      [3, 'DATE_ORDER_NEEDED'],
    ]);
    const chosen = parseImport(ambiguous, { ...mapping, dateOrder: 'MONTH_FIRST' });
    expect(chosen.refusedTotal).toBe(0);
    expect(chosen.dateOrder).toBe('MONTH_FIRST');
    expect(chosen.lines[0]?.created.toISOString()).toBe('2024-05-06T08:00:00.000Z');
  });

  it('reads amounts with a currency sign or a decimal comma', () => {
    const file = 'when;product;qty;price;total\n2026-01-05;Tea;2;1,25 €;2,50 €\n2026-01-05;Tea;1;$3.00;USD 3.00\n';
    const parsed = parseImport(file, { ...mapping, delimiter: ';' });
    expect(parsed.refused).toEqual([]);
    expect(parsed.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([
      ['1.25', '2.50'],
      ['3.00', '3.00'],
    ]);
  });

  it('warns about identical lines and gives them distinct, stable session ids', () => {
    const file =
      'when,product,qty,price,total\n2026-01-05,Tea,1,1,1\n2026-01-05,Tea,1,1,1\n2026-01-06,Tea,1,1,1\n2026-01-05,Tea,1,1,1\n';
    const parsed = parseImport(file, mapping);
    expect(parsed.duplicates).toEqual([
      { row: 3, sameAs: 2 },
      { row: 5, sameAs: 2 },
    ]);
    expect(parsed.duplicateTotal).toBe(2);
    const first = parsed.lines.map((line) => line.sessionId);
    expect(new Set(first).size).toBe(4);
    expect(parseImport(file, mapping).lines.map((line) => line.sessionId)).toEqual(first);
  });

  it('refuses a header without the mapped columns', () => {
    expect(() => parseImport('when;product;qty;price;total\n', mapping)).toThrow('not in the file');
  });
});
