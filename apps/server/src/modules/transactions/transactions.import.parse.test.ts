import { describe, expect, it } from 'vitest';
import { parseImport, parseWallClock, zonedInstant } from './transactions.import.parse.ts';

const mapping = {
  delimiter: ',',
  timeZone: 'Europe/Berlin',
  columns: { timestamp: 'when', product: 'product', quantity: 'qty', unitPrice: 'price', lineTotal: 'total' },
  constants: { kiosk: 'Lobby' },
};

describe('reading a sales-history file', () => {
  it('reads ISO and US dates and refuses impossible ones', () => {
    expect(parseWallClock('2026-03-29 02:30')).toBe(Date.UTC(2026, 2, 29, 2, 30));
    expect(parseWallClock('1/31/2022')).toBe(Date.UTC(2022, 0, 31));
    expect(parseWallClock('2/30/2022')).toBeNull();
    expect(parseWallClock('2026-01-01 24:00')).toBeNull();
    expect(parseWallClock('yesterday')).toBeNull();
  });

  it('refuses dates outside the years 2000–2100 (the one date rule)', () => {
    expect(parseWallClock('1999-12-31 23:59')).toBeNull();
    expect(parseWallClock('0001-01-01')).toBeNull();
    expect(parseWallClock('12/31/9999')).toBeNull();
    expect(parseWallClock('2000-01-01')).toBe(Date.UTC(2000, 0, 1));
    expect(parseWallClock('2100-12-31 23:59:59')).toBe(Date.UTC(2100, 11, 31, 23, 59, 59));
  });

  it('converts wall-clock times DST-correctly: the earlier of an overlap, a gap moved forward', () => {
    // Berlin: 29 March 2026 02:00 → 03:00 (gap), 25 October 2026 03:00 → 02:00 (overlap).
    expect(zonedInstant(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant(Date.UTC(2022, 6, 1), 'America/New_York').toISOString()).toBe('2022-07-01T04:00:00.000Z');
  });

  it('refuses lines with reasons, and a line total that is not quantity × price', () => {
    const file =
      'when,product,qty,price,total\n2026-01-05,Tea,2,1.25,2.50\n2026-01-05,Tea,2,1.25,2.00\n2026-01-05,,1,1,1\n';
    const parsed = parseImport(file, mapping);
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]).toMatchObject({ kiosk: 'Lobby', quantity: 2, unitPrice: '1.25', lineTotal: '2.50' });
    expect(parsed.refused).toEqual([
      { row: 3, field: 'lineTotal', reason: 'Line total 2.00 is not quantity × unit price (2.50)' },
      { row: 4, field: 'product', reason: 'No product' },
    ]);
  });

  it('gives identical lines without a transaction id distinct, stable session ids', () => {
    const file = 'when,product,qty,price,total\n2026-01-05,Tea,1,1,1\n2026-01-05,Tea,1,1,1\n';
    const first = parseImport(file, mapping).lines.map((line) => line.sessionId);
    expect(new Set(first).size).toBe(2);
    expect(parseImport(file, mapping).lines.map((line) => line.sessionId)).toEqual(first);
  });

  it('refuses an unknown time zone and a header without the mapped columns', () => {
    expect(() => parseImport('when\n', { ...mapping, timeZone: 'Mars/Olympus' })).toThrow('Unknown time zone');
    expect(() => parseImport('when;product;qty;price;total\n', mapping)).toThrow('not in the file');
  });
});
