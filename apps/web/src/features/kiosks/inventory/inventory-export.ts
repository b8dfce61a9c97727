/**
 * The kiosk exports' download paths (spec §7; server: replenishment.inventory-export.routes.ts):
 *
 *   inventoryExportPath('orders', 'xlsx', 'de', { tag: 'route-1' })
 *     → /api/v1/kiosk/export/orders/xlsx/de?tag=route-1
 *   packListPath('en', { kioskId })  → /api/v1/kiosk/export/packlist/pdf/en?kioskId=…
 *   packListPath('en', { tag: 'route-1' }, 'next-visit')
 *     → /api/v1/kiosk/export/packlist/pdf/en?tag=route-1&mode=next-visit  (the forecast pick list)
 *
 * A selection's empty or 'all' values are left out (= every kiosk the caller may see).
 */
import type { ExportFormat, Language } from '@kiosk/common/constants';

export type InventoryExportKind = 'inventory' | 'orders';
/** How an order or pack list counts what to bring: fill every cell, or the forecast to the next visit. */
export type OrderMode = 'fill' | 'next-visit';

export interface KioskSelection {
  kioskId?: string | undefined;
  orgId?: string | undefined;
  tag?: string | undefined;
}

function query(selection: KioskSelection, mode: OrderMode = 'fill'): string {
  const params = new URLSearchParams();
  for (const key of ['kioskId', 'orgId', 'tag'] as const) {
    const value = selection[key];
    if (value && value !== 'all') params.set(key, value);
  }
  if (mode !== 'fill') params.set('mode', mode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function inventoryExportPath(
  kind: InventoryExportKind,
  format: ExportFormat,
  lng: Language,
  selection: KioskSelection,
  mode: OrderMode = 'fill',
): string {
  return `/api/v1/kiosk/export/${kind}/${format}/${lng}${query(selection, kind === 'orders' ? mode : 'fill')}`;
}

export function packListPath(lng: Language, selection: KioskSelection, mode: OrderMode = 'fill'): string {
  return `/api/v1/kiosk/export/packlist/pdf/${lng}${query(selection, mode)}`;
}
