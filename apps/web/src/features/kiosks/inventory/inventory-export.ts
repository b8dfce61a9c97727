/**
 * The kiosk exports' download paths (spec §7; server: kiosks.inventory-export.routes.ts):
 *
 *   inventoryExportPath('orders', 'xlsx', 'de', { tag: 'route-1' })
 *     → /api/v1/kiosk/export/orders/xlsx/de?tag=route-1
 *   packListPath('en', { kioskId })  → /api/v1/kiosk/export/packlist/pdf/en?kioskId=…
 *
 * A selection's empty or 'all' values are left out (= every kiosk the caller may see).
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';

export type InventoryExportKind = 'inventory' | 'orders';

export interface KioskSelection {
  kioskId?: string | undefined;
  orgId?: string | undefined;
  tag?: string | undefined;
}

function query(selection: KioskSelection): string {
  const params = new URLSearchParams();
  for (const key of ['kioskId', 'orgId', 'tag'] as const) {
    const value = selection[key];
    if (value && value !== 'all') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function inventoryExportPath(
  kind: InventoryExportKind,
  format: ExportFormat,
  lng: Language,
  selection: KioskSelection,
): string {
  return `/api/v1/kiosk/export/${kind}/${format}/${lng}${query(selection)}`;
}

export function packListPath(lng: Language, selection: KioskSelection): string {
  return `/api/v1/kiosk/export/packlist/pdf/${lng}${query(selection)}`;
}
