import { describe, expect, it } from 'vitest';
import { reportTable, type ReportFigures } from './reports.export.ts';

const figures: ReportFigures = {
  orgId: '00000000-0000-4000-8000-000000000001',
  currency: 'eur',
  timeZone: 'Europe/Berlin',
  from: new Date('2026-05-03T22:00:00Z'),
  to: new Date('2026-05-05T22:00:00Z'),
  grouping: 'daily',
  total: { transactions: 2, items: 4, netSales: '7.90', netCost: '0.80', profit: '7.10', costKnown: true },
  series: [
    {
      label: '2026-05-04',
      transactions: 1,
      items: 2,
      netSales: '4.30',
      netCost: '0.80',
      profit: '3.50',
      costKnown: true,
    },
    {
      label: '2026-05-05',
      transactions: 1,
      items: 2,
      netSales: '3.60',
      netCost: '0.00',
      profit: '3.60',
      costKnown: false,
    },
  ],
  topProducts: [
    { rank: 1, productLine: 'Coffee', amount: 3, netSales: '5.40', netCost: '0.00', profit: '5.40', costKnown: false },
  ],
  topKiosks: [{ rank: 1, kioskName: 'Alpha', netSales: '4.30', netCost: '0.80', profit: '3.50', costKnown: true }],
  paymentMethods: [{ _id: 'cash', cnt: 2 }],
  peakHour: null,
};

describe('the report export table', () => {
  it('writes "no cost data" instead of a profit equal to the net sales, and names payment methods', () => {
    const csv = reportTable('en', figures, 'csv').rows as Record<string, unknown>[];
    const day = (label: string) => csv.find((row) => row.item === label);
    expect([day('2026-05-04')?.netCost, day('2026-05-04')?.profit]).toEqual(['0.80', '3.50']);
    expect([day('2026-05-05')?.netCost, day('2026-05-05')?.profit]).toEqual(['', 'no cost data']);
    expect(csv.find((row) => row.item === 'Coffee')?.profit).toBe('no cost data');
    expect(csv.find((row) => row.item === 'Cash')?.count).toBe(2);
    const xlsx = reportTable('de', figures, 'xlsx').rows as Record<string, unknown>[];
    expect(xlsx.find((row) => row.item === '2026-05-04')?.profit).toBe(3.5);
    expect(xlsx.find((row) => row.item === 'Coffee')?.profit).toBe('keine Kostendaten');
    expect(xlsx.find((row) => row.item === 'Bargeld')?.count).toBe(2);
  });
});
