/**
 * The waste report's filters, kept in the URL so a report can be shared and reloaded: `preset` (a named
 * period, default the last 30 days) or `from` / `to` (local days YYYY-MM-DD), `kiosks`, `products`
 * (comma-separated ids), `reasons` (comma-separated WasteReason values) and `org`.
 */
import { WASTE_REASONS, type WasteReason } from '@kiosk/common/validation';
import { presetDays, type ReportPreset } from '../reports-filters.ts';

/** The named periods of the waste report (the API takes at most 366 days, so no "all time"). */
export const WASTE_PRESETS = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type WastePreset = (typeof WASTE_PRESETS)[number];

export interface WasteFilters {
  preset: WastePreset | 'custom';
  from: string;
  to: string;
  kioskIds: string[];
  productIds: string[];
  reasons: WasteReason[];
  orgId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;
const ids = (value: string | null) => (value ?? '').split(',').filter((id) => UUID.test(id));
const isPreset = (value: string | null): value is WastePreset =>
  value !== null && (WASTE_PRESETS as readonly string[]).includes(value);

/** The local days a preset covers on `today`. */
export function wastePresetDays(preset: WastePreset, today: Date = new Date()): { from: string; to: string } {
  const { from, to } = presetDays(preset as ReportPreset, today);
  return { from: from ?? '', to: to ?? '' };
}

export function parseWasteFilters(params: URLSearchParams, today: Date = new Date()): WasteFilters {
  const from = params.get('from');
  const to = params.get('to');
  const reasons = (params.get('reasons') ?? '')
    .split(',')
    .filter((reason): reason is WasteReason => (WASTE_REASONS as readonly string[]).includes(reason));
  const org = params.get('org');
  const base = {
    kioskIds: ids(params.get('kiosks')),
    productIds: ids(params.get('products')),
    reasons,
    orgId: org && UUID.test(org) ? org : null,
  };
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { ...base, preset: 'custom', from, to };
  const preset = params.get('preset');
  const named = isPreset(preset) ? preset : 'last30Days';
  return { ...base, preset: named, ...wastePresetDays(named, today) };
}

/** Writes the filters into search params (other params stay; defaults are left out). */
export function withWasteFilters(params: URLSearchParams, filters: WasteFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['preset', 'from', 'to', 'kiosks', 'products', 'reasons', 'org']) next.delete(key);
  if (filters.preset === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.preset !== 'last30Days') next.set('preset', filters.preset);
  if (filters.kioskIds.length) next.set('kiosks', filters.kioskIds.join(','));
  if (filters.productIds.length) next.set('products', filters.productIds.join(','));
  if (filters.reasons.length) next.set('reasons', filters.reasons.join(','));
  if (filters.orgId) next.set('org', filters.orgId);
  return next;
}

/** The local day's start as an instant; `to` is exclusive, so the last day's end is the next day's start. */
const localStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/** The API's filter: [first local day's start, the day after the last one's start). */
export function wasteVariables(filters: WasteFilters) {
  return {
    from: localStart(filters.from),
    to: localStart(filters.to, 1),
    orgId: filters.orgId,
    kioskIds: filters.kioskIds.length ? filters.kioskIds : null,
    productIds: filters.productIds.length ? filters.productIds : null,
    reasons: filters.reasons.length ? filters.reasons : null,
  };
}

export type WasteVariables = ReturnType<typeof wasteVariables>;

/** The download's query string (the same filter as the screen's). */
export function wasteDownloadQuery(variables: WasteVariables): string {
  const query = new URLSearchParams({ from: variables.from, to: variables.to });
  if (variables.orgId) query.set('orgId', variables.orgId);
  for (const id of variables.kioskIds ?? []) query.append('kioskId', id);
  for (const id of variables.productIds ?? []) query.append('productId', id);
  for (const reason of variables.reasons ?? []) query.append('reason', reason);
  return query.toString();
}
