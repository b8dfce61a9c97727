import { describe, expect, it } from 'vitest';
import { parseWasteFilters, wasteDownloadQuery, wasteVariables, withWasteFilters } from './waste-filters.ts';

const TODAY = new Date(2026, 2, 15, 10, 0); // Sunday 15 March 2026, local
const KIOSK = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('waste report filters in the URL', () => {
  it('defaults to the last 30 days, everything, and leaves the defaults out of the URL', () => {
    const filters = parseWasteFilters(new URLSearchParams(), TODAY);
    expect(filters).toEqual({
      preset: 'last30Days',
      from: '2026-02-14',
      to: '2026-03-15',
      kioskIds: [],
      productIds: [],
      reasons: [],
      orgId: null,
    });
    expect(withWasteFilters(new URLSearchParams(), filters).toString()).toBe('');
    // [the first day's local start, the day after the last one's local start)
    expect(wasteVariables(filters)).toMatchObject({ from: local(2026, 2, 14), to: local(2026, 3, 16) });
  });

  it('round-trips a custom period, kiosks, products and reasons; drops unknown reasons and bad ids', () => {
    const params = new URLSearchParams(
      `from=2026-01-05&to=2026-01-06&kiosks=${KIOSK},nope&products=${PRODUCT}&reasons=expired,stolen,recall`,
    );
    const filters = parseWasteFilters(params, TODAY);
    expect(filters).toMatchObject({ preset: 'custom', kioskIds: [KIOSK], productIds: [PRODUCT] });
    expect(filters.reasons).toEqual(['expired', 'recall']);
    expect(parseWasteFilters(withWasteFilters(new URLSearchParams(), filters), TODAY)).toEqual(filters);
    const query = new URLSearchParams(wasteDownloadQuery(wasteVariables(filters)));
    expect(query.getAll('kioskId')).toEqual([KIOSK]);
    expect(query.getAll('productId')).toEqual([PRODUCT]);
    expect(query.getAll('reason')).toEqual(['expired', 'recall']);
    expect(query.get('from')).toBe(local(2026, 1, 5));
    expect(query.get('to')).toBe(local(2026, 1, 7));
  });
});
