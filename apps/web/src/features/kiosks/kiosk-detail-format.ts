import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@kiosk/common/validation';

/**
 * Pure helpers of the kiosk page: heartbeat uptime in words, "3 minutes ago", command status
 * colours (always shown with their text, never by colour alone), activity types and details.
 */

export type UptimeUnit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: ReadonlyArray<[UptimeUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** The two largest non-zero units of an uptime in seconds (e.g. 1 day 3 hours); [] for none. */
export function uptimeParts(seconds: number | null | undefined): Array<{ unit: UptimeUnit; value: number }> {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return [];
  let rest = Math.floor(seconds);
  const parts: Array<{ unit: UptimeUnit; value: number }> = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 || (unit === 'second' && parts.length === 0)) parts.push({ unit, value });
    if (parts.length === 2) break;
  }
  // "1 day 0 hours" reads oddly: a zero second unit after a first one is dropped.
  return parts.filter((part, index) => index === 0 || part.value > 0);
}

/** "3 minutes ago", "in 2 hours", "yesterday" in the locale; '–' without a date. */
export function relativeTime(value: string | null | undefined, now: Date, locale: string): string {
  if (!value) return '–';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '–';
  const seconds = Math.round((time - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3_600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3_600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

export const COMMAND_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'applied',
  'failed',
  'timeout',
  'expired',
  'superseded',
] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

const STATUS_COLORS: Record<CommandStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'cyan',
  applied: 'teal',
  failed: 'red',
  timeout: 'orange',
  expired: 'yellow',
  superseded: 'dark',
};

export function isCommandStatus(value: string): value is CommandStatus {
  return (COMMAND_STATUSES as readonly string[]).includes(value);
}

export function commandStatusColor(status: string): string {
  return isCommandStatus(status) ? STATUS_COLORS[status] : 'gray';
}

/** Whether the command is still on its way (the kiosk has not answered for good). */
export function isCommandPending(status: string): boolean {
  return status === 'queued' || status === 'sent' || status === 'delivered';
}

export const COMMAND_TYPES = [
  'open_door',
  'reset_session',
  'restart',
  'sync',
  'apply_settings',
  'apply_planogram',
  'apply_playlist',
  'apply_screen',
  'service',
] as const;

export function isCommandType(value: string): value is (typeof COMMAND_TYPES)[number] {
  return (COMMAND_TYPES as readonly string[]).includes(value);
}

export function isActivityCategory(value: string): value is ActivityCategory {
  return (ACTIVITY_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The i18n key (below kiosks.activity.types) of an activity type: dots and underscores become
 * camelCase ('session.opened' → 'sessionOpened', 'command.sent' → 'commandSent').
 */
export function activityTypeKey(type: string): string {
  return type.replace(/[._-]+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());
}

const SKIPPED_DETAILS = new Set(['id', 'ts', 'token']);
const MAX_DETAIL_ENTRIES = 6;
const MAX_VALUE_LENGTH = 40;

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function entries(value: unknown, prefix: string, out: Array<[string, string]>, eventType?: string): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const simple = value.every((item) => typeof item !== 'object' || item === null);
    out.push([prefix, simple ? shorten(value.join(', ')) : `${value.length} ×`]);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (SKIPPED_DETAILS.has(key)) continue;
      // The envelope's type repeats the Event column; a command's type (sync, restart…) does not.
      if (!prefix && key === 'type' && inner === eventType) continue;
      entries(inner, prefix ? `${prefix}.${key}` : key, out);
    }
    return;
  }
  out.push([prefix, shorten(String(value))]);
}

/**
 * An activity's details (JSON text) as short "key: value" pairs, nested objects flattened with dots,
 * lists of objects counted; at most six. Ids, timestamps, card tokens and a `type` equal to the
 * activity's own type are left out. Text that is not a JSON object is shown as it is.
 */
export function activityDetails(json: string, eventType?: string): Array<[string, string]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json.trim() ? [['', shorten(json.trim())]] : [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return parsed === null || parsed === '' ? [] : [['', shorten(String(parsed))]];
  }
  const out: Array<[string, string]> = [];
  entries(parsed, '', out, eventType);
  return out.slice(0, MAX_DETAIL_ENTRIES);
}
