import { describe, expect, it } from 'vitest';
import { parseReportFilters, presetDays, reportVariables, withReportFilters } from './reports-filters.ts';

const TODAY = new Date(2026, 2, 15, 10, 0); // Sunday 15 March 2026, local

describe('report filters in the URL', () => {
  it('defaults to all time, daily, every kiosk', () => {
    const filters = parseReportFilters(new URLSearchParams(), TODAY);
    expect(filters).toEqual({ preset: 'all', from: null, to: null, kioskIds: [], grouping: 'daily', orgId: null });
    expect(reportVariables(filters)).toEqual({ orgId: null, period: null, kioskIds: null });
    expect(withReportFilters(new URLSearchParams(), filters).toString()).toBe('');
  });

  it('resolves presets to local days', () => {
    expect(presetDays('last7Days', TODAY)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetDays('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDays('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });

  it('round-trips a custom period, kiosks and grouping, and sends days as their UTC noon', () => {
    const id = '0b7f3c1e-8f1a-4c55-9a0e-2d1c3b4a5f6e';
    const params = new URLSearchParams(`from=2026-01-05&to=2026-02-01&kiosks=${id},bad&group=weekly&tab=x`);
    const filters = parseReportFilters(params, TODAY);
    expect(filters).toMatchObject({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
      kioskIds: [id],
      grouping: 'weekly',
    });
    expect(reportVariables(filters).period).toEqual({ from: '2026-01-05T12:00:00Z', to: '2026-02-01T12:00:00Z' });
    const written = withReportFilters(params, filters);
    expect(written.get('tab')).toBe('x');
    expect(parseReportFilters(written, TODAY)).toEqual(filters);
  });

  it('ignores a period that ends before it starts and an unknown grouping', () => {
    const filters = parseReportFilters(new URLSearchParams('from=2026-02-02&to=2026-02-01&group=hourly'), TODAY);
    expect(filters).toMatchObject({ preset: 'all', grouping: 'daily' });
  });
});
