import { describe, expect, it } from 'vitest';
import { inventoryExportPath, packListPath } from './inventory-export.ts';

describe('kiosk export paths', () => {
  it('puts format and language in the path and the selection in the query', () => {
    expect(inventoryExportPath('orders', 'xlsx', 'de', { tag: 'route 1', orgId: 'all' })).toBe(
      '/api/v1/kiosk/export/orders/xlsx/de?tag=route+1',
    );
    expect(inventoryExportPath('inventory', 'csv', 'en', {})).toBe('/api/v1/kiosk/export/inventory/csv/en');
  });

  it('names one kiosk for the pack list of a kiosk', () => {
    expect(packListPath('en', { kioskId: 'k1', tag: '' })).toBe('/api/v1/kiosk/export/packlist/pdf/en?kioskId=k1');
  });

  it('asks for the forecast pick list with mode=next-visit (order and pack lists only)', () => {
    expect(inventoryExportPath('orders', 'csv', 'en', { tag: 'route-1' }, 'next-visit')).toBe(
      '/api/v1/kiosk/export/orders/csv/en?tag=route-1&mode=next-visit',
    );
    expect(inventoryExportPath('inventory', 'csv', 'en', {}, 'next-visit')).toBe(
      '/api/v1/kiosk/export/inventory/csv/en',
    );
    expect(packListPath('de', { kioskId: 'k1' }, 'next-visit')).toBe(
      '/api/v1/kiosk/export/packlist/pdf/de?kioskId=k1&mode=next-visit',
    );
  });
});
