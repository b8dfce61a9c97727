import { describe, expect, it } from 'vitest';
import { EXPORT_CHOICES, exportRequest } from './transactions.export.ts';
import { periodBounds } from './transactions-period.ts';

const period = { from: '2026-01-01', to: '2026-01-31', kioskIds: ['7f0c1b2e-3d4a-4b5c-8d6e-9f0a1b2c3d4e'] };

describe('transactions export requests', () => {
  it('puts the period as epoch ms in the path and kiosks, format and language in the body', () => {
    const bounds = periodBounds(period);
    const from = Date.parse(bounds.from);
    const to = Date.parse(bounds.to);
    expect(exportRequest('salesCsv', period, 'de')).toEqual({
      url: `/api/v1/transactions/csv/export/new/${from}/${to}`,
      download: false,
      body: { from, to, format: 'csv', lng: 'de', kioskIds: period.kioskIds },
    });
    const refills = exportRequest('refillsCsv', { ...period, kioskIds: [] }, 'en');
    expect(refills.url).toBe(`/api/v1/transactions/refills-csv/export/${from}/${to}`);
    expect(refills.download).toBe(true);
    expect(refills.body).not.toHaveProperty('kioskIds');
    expect(exportRequest('refillsExcel', period, 'en').body.format).toBe('xlsx');
    expect(exportRequest('productsXlsx', period, 'en').url).toContain('/api/v1/transactions/products/export/');
  });

  it('offers each tab its own exports, the refills CSV as the only download', () => {
    const downloads = Object.values(EXPORT_CHOICES)
      .flat()
      .filter((choice) => exportRequest(choice, period, 'en').download);
    expect(downloads).toEqual(['refillsCsv']);
    expect(EXPORT_CHOICES.sales).toEqual(['salesCsv', 'salesXlsx']);
  });
});
