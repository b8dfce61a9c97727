import { describe, expect, it } from 'vitest';
import { bucketLabel, chartData, sumMoney } from './dashboard-format.ts';

describe('dashboard formatting', () => {
  it('shows a bucket in the organization’s wall clock whatever the browser’s zone', () => {
    expect(bucketLabel('2026-03-08T03:00', 'hourly', 'de')).toBe('03:00');
    expect(bucketLabel('2026-03-08', 'monthly', 'de')).toBe('8.3.');
    expect(bucketLabel('2026-03-02', 'weekDays', 'en')).toMatch(/^Mon/);
  });

  it('builds one row per bucket and one series per kiosk, naming sales without a kiosk', () => {
    const { rows, series } = chartData(
      [{ label: 'a' }, { label: 'b' }],
      [
        { kioskId: 'k-1', kioskName: 'Alpha', revenue: ['1.50', '0.00'] },
        { kioskId: null, kioskName: null, revenue: ['0.00', '2.25'] },
      ],
      (label) => label.toUpperCase(),
      'Without kiosk',
    );
    expect(rows).toEqual([
      { bucket: 'A', k0: 1.5, k1: 0 },
      { bucket: 'B', k0: 0, k1: 2.25 },
    ]);
    expect(series.map((s) => s.label)).toEqual(['Alpha', 'Without kiosk']);
  });

  it('sums money to the cent', () => {
    expect(sumMoney(['0.10', '0.20', '1.05', '-0.35'])).toBe('1.00');
    expect(sumMoney([])).toBe('0.00');
  });
});
