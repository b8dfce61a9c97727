import { describe, expect, it } from 'vitest';
import { parsePeriod, periodBounds, withPeriod } from './transactions-period.ts';

const KIOSK = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

describe('the transactions period in the URL', () => {
  it('defaults to the last 30 days up to today', () => {
    expect(parsePeriod(new URLSearchParams(), new Date(2026, 0, 31, 15))).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
      kioskIds: [],
    });
  });

  it('reads days and kiosks, ignoring malformed values', () => {
    const params = new URLSearchParams({ from: '2026-01-05', to: '2026-01-10', kiosks: `${KIOSK},nope` });
    expect(parsePeriod(params)).toEqual({ from: '2026-01-05', to: '2026-01-10', kioskIds: [KIOSK] });
    expect(parsePeriod(new URLSearchParams({ from: '2026-02-01', to: '2026-01-10' })).from).toBe('2025-12-12');
  });

  it('writes the period back and resets the page', () => {
    const next = withPeriod(new URLSearchParams({ page: '3', q: 'water' }), {
      from: '2026-01-01',
      to: '2026-01-02',
      kioskIds: [],
    });
    expect(next.toString()).toBe('q=water&from=2026-01-01&to=2026-01-02');
  });

  it('covers whole local days', () => {
    const bounds = periodBounds({ from: '2026-01-01', to: '2026-01-01', kioskIds: [KIOSK] });
    expect(new Date(bounds.to).getTime() - new Date(bounds.from).getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(bounds.kioskIds).toEqual([KIOSK]);
  });

  it("takes the days of the organizations' zone when given (a 21:23 Kyiv sale is that Kyiv day)", () => {
    const bounds = periodBounds({ from: '2024-03-01', to: '2024-03-01', kioskIds: [], timeZone: 'Europe/Kyiv' });
    expect(bounds).toEqual({ from: '2024-02-29T22:00:00.000Z', to: '2024-03-01T21:59:59.999Z' });
    // 22:30 UTC on 1 March is already 2 March in Kyiv: "today" is Kyiv's.
    expect(parsePeriod(new URLSearchParams(), new Date('2024-03-01T22:30:00Z'), 'Europe/Kyiv')).toMatchObject({
      to: '2024-03-02',
      timeZone: 'Europe/Kyiv',
    });
  });
});
