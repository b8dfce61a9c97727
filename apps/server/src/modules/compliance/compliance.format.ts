import type { Language } from '@kiosk/common/constants';
import { wallClock } from '../../lib/time-zone.ts';

/**
 * How the compliance documents (PDF, CSV) write times, durations and temperatures: local wall-clock time of
 * the kiosk's organization, built from the time-zone arithmetic (no locale-specific spaces a PDF's
 * standard fonts cannot show).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-29 03:15` (en) or `29.03.2026 03:15` (de) in the time zone. */
export function localDateTime(instant: Date, timeZone: string, lng: Language): string {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return `${localDate(wall.toISOString().slice(0, 10), lng)} ${time}`;
}

/** A calendar date `YYYY-MM-DD` as the language writes it. */
export function localDate(date: string, lng: Language): string {
  if (lng !== 'de') return date;
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** ISO 8601 with the zone's offset at that instant, e.g. `2026-03-29T03:15:00+02:00` (CSV). */
export function localIso(instant: Date, timeZone: string): string {
  const wall = wallClock(instant.getTime(), timeZone);
  const offset = Math.round((wall - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A duration as `0 min`, `45 min`, `2 h 05 min` (whole minutes, rounded). */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${pad(minutes % 60)} min`;
}

/** Minutes with at most two decimals (CSV; exact for readings on whole seconds). */
export const minutes = (ms: number) => Math.round(ms / 600) / 100;

/** A temperature in °C as the readings have it (1/100 °C) in the language's notation (`7.25` / `7,25`). */
export function celsius(value: number | null, lng: Language): string {
  if (value === null) return '';
  const text = value.toFixed(2);
  return lng === 'de' ? text.replace('.', ',') : text;
}
