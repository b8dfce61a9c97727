/**
 * The refill history's filters, kept in the URL: `preset` (a named period, default the last 7 days) or
 * `from` / `to` (local days YYYY-MM-DD; the API takes at most 92 days), `kiosks`, `people` (comma-separated
 * ids) and `org`.
 */
import { presetDays, type ReportPreset } from '../reports-filters.ts';

export const HISTORY_PRESETS = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type HistoryPreset = (typeof HISTORY_PRESETS)[number];

export interface HistoryFilters {
  preset: HistoryPreset | 'custom';
  from: string;
  to: string;
  kioskIds: string[];
  userIds: string[];
  orgId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;
const ids = (value: string | null) => (value ?? '').split(',').filter((id) => UUID.test(id));
const isPreset = (value: string | null): value is HistoryPreset =>
  value !== null && (HISTORY_PRESETS as readonly string[]).includes(value);

export function historyPresetDays(preset: HistoryPreset, today: Date = new Date()): { from: string; to: string } {
  const { from, to } = presetDays(preset as ReportPreset, today);
  return { from: from ?? '', to: to ?? '' };
}

export function parseHistoryFilters(params: URLSearchParams, today: Date = new Date()): HistoryFilters {
  const from = params.get('from');
  const to = params.get('to');
  const org = params.get('org');
  const base = {
    kioskIds: ids(params.get('kiosks')),
    userIds: ids(params.get('people')),
    orgId: org && UUID.test(org) ? org : null,
  };
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { ...base, preset: 'custom', from, to };
  const preset = params.get('preset');
  const named = isPreset(preset) ? preset : 'last7Days';
  return { ...base, preset: named, ...historyPresetDays(named, today) };
}

export function withHistoryFilters(params: URLSearchParams, filters: HistoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['preset', 'from', 'to', 'kiosks', 'people', 'org']) next.delete(key);
  if (filters.preset === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.preset !== 'last7Days') next.set('preset', filters.preset);
  if (filters.kioskIds.length) next.set('kiosks', filters.kioskIds.join(','));
  if (filters.userIds.length) next.set('people', filters.userIds.join(','));
  if (filters.orgId) next.set('org', filters.orgId);
  return next;
}

const localStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/** The API's filter: [first local day's start, the day after the last one's start). */
export function historyVariables(filters: HistoryFilters) {
  return {
    from: localStart(filters.from),
    to: localStart(filters.to, 1),
    orgId: filters.orgId,
    kioskIds: filters.kioskIds.length ? filters.kioskIds : null,
    userIds: filters.userIds.length ? filters.userIds : null,
  };
}

export type HistoryVariables = ReturnType<typeof historyVariables>;
