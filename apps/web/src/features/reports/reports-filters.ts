/**
 * The Reports screen's filters, kept in the URL so a report can be shared and reloaded: `preset` (a named
 * period) or `from` / `to` (local days YYYY-MM-DD, a custom period), `kiosks` (comma-separated ids),
 * `group` (daily | weekly | monthly), `org` (the organization, when the caller has several). No period in
 * the URL = all time (spec §9: from the epoch to now).
 */
import type { ReportGrouping } from '../../generated/graphql.ts';
import { instantToDay } from '../../lib/date-input.ts';

export const REPORT_PRESETS = ['all', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_GROUPINGS: ReportGrouping[] = ['daily', 'weekly', 'monthly'];

export interface ReportFilters {
  /** A named period, or 'custom' with from/to. */
  preset: ReportPreset | 'custom';
  from: string | null;
  to: string | null;
  kioskIds: string[];
  grouping: ReportGrouping;
  orgId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isPreset = (value: string | null): value is ReportPreset =>
  value !== null && (REPORT_PRESETS as readonly string[]).includes(value);

const day = (year: number, month: number, date: number) => instantToDay(new Date(year, month, date));

/** The local days a preset covers on `today` (null bounds: all time). */
export function presetDays(preset: ReportPreset, today: Date = new Date()): { from: string | null; to: string | null } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  switch (preset) {
    case 'all':
      return { from: null, to: null };
    case 'last7Days':
      return { from: day(y, m, d - 6), to: day(y, m, d) };
    case 'last30Days':
      return { from: day(y, m, d - 29), to: day(y, m, d) };
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m, d) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    case 'thisYear':
      return { from: day(y, 0, 1), to: day(y, m, d) };
  }
}

export function parseReportFilters(params: URLSearchParams, today: Date = new Date()): ReportFilters {
  const from = params.get('from');
  const to = params.get('to');
  const group = params.get('group');
  const grouping = (REPORT_GROUPINGS as string[]).includes(group ?? '') ? (group as ReportGrouping) : 'daily';
  const kioskIds = (params.get('kiosks') ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const orgId = /^[0-9a-f-]{36}$/i.test(params.get('org') ?? '') ? params.get('org') : null;
  const base = { kioskIds, grouping, orgId };
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { ...base, preset: 'custom', from, to };
  const preset = params.get('preset');
  const named = isPreset(preset) ? preset : 'all';
  return { ...base, preset: named, ...presetDays(named, today) };
}

/** Writes the filters into search params (other params stay; defaults are left out). */
export function withReportFilters(params: URLSearchParams, filters: ReportFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['preset', 'from', 'to', 'kiosks', 'group', 'org']) next.delete(key);
  if (filters.preset === 'custom' && filters.from && filters.to) {
    next.set('from', filters.from);
    next.set('to', filters.to);
  } else if (filters.preset !== 'all' && filters.preset !== 'custom') {
    next.set('preset', filters.preset);
  }
  if (filters.kioskIds.length) next.set('kiosks', filters.kioskIds.join(','));
  if (filters.grouping !== 'daily') next.set('group', filters.grouping);
  if (filters.orgId) next.set('org', filters.orgId);
  return next;
}

/**
 * The API's filter. The server takes the organization's local days the bounds fall on, so a day goes out
 * as its noon in UTC — the same calendar day in every zone from UTC−11 to UTC+11, whatever the browser's zone.
 */
export function reportVariables(filters: ReportFilters) {
  return {
    orgId: filters.orgId,
    period: filters.from && filters.to ? { from: `${filters.from}T12:00:00Z`, to: `${filters.to}T12:00:00Z` } : null,
    kioskIds: filters.kioskIds.length ? filters.kioskIds : null,
  };
}
