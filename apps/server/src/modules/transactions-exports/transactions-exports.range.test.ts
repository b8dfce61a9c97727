import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_START, exportRange } from './transactions-exports.range.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('exportRange (spec §5 date defaults)', () => {
  it('both bounds missing: from 1420070400000 to now, whatever a client sends for "unset"', () => {
    for (const missing of [undefined, null, '', 'null', 'undefined']) {
      expect(exportRange({ from: missing, to: missing }, {}, now)).toEqual({
        from: new Date(DEFAULT_EXPORT_START),
        to: now,
      });
    }
  });

  it('one bound missing: that bound is now', () => {
    expect(exportRange({ from: '1700000000000', to: 'null' }, {}, now)).toEqual({
      from: new Date(1700000000000),
      to: now,
    });
    expect(exportRange({}, { to: '2026-04-01T00:00:00Z' }, now)).toEqual({
      from: now,
      to: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('takes the path over the body and reads epoch ms and ISO dates', () => {
    expect(exportRange({ from: '2026-01-01', to: 1767312000000 }, { from: 0, to: 1 }, now)).toEqual({
      from: new Date('2026-01-01'),
      to: new Date(1767312000000),
    });
  });

  it('refuses a bound that is no date, and a period that ends before it starts', () => {
    expect(() => exportRange({ from: 'yesterday' }, {}, now)).toThrow(/from/);
    // Outside the years 2000–2100, in any spelling: the runtime's parser would read all of these.
    for (const from of [
      '-1',
      '0',
      '-100000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '1999-12-31',
      '2026-02-30',
    ]) {
      expect(() => exportRange({ from }, {}, now), from).toThrow(/from — must be an ISO 8601 date from 2000-01-01/);
    }
    expect(() => exportRange({}, { to: 8.64e15 }, now)).toThrow(/to/);
    expect(() => exportRange({ from: '2026-02-01', to: '2026-01-01' }, {}, now)).toThrow(/ends before/);
  });
});
