/**
 * The temperature log's data (spec §9: up to four sensors in °C, tolerance ±2 °C around the
 * thermostat): the chosen range as instants, readings as chart rows (thinned to what a chart can
 * draw), the tolerance band and a per-sensor summary for screen readers and the table view.
 */
import { TEMPERATURE } from '@kiosk/common/constants';
import { dayToInstant } from '../../lib/date-input.ts';

export const RANGE_PRESETS = ['24h', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const HOUR_MS = 3_600_000;
const PRESET_MS: Record<RangePreset, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** At most four sensors (spec §4). */
export const MAX_SENSORS = 4;
/** More points than this are averaged in buckets before drawing. */
export const MAX_CHART_POINTS = 720;

export interface TimeRange {
  /** ISO instants. */
  from: string;
  to: string;
}

/** The instants of a preset ending now. */
export function presetRange(preset: RangePreset, now: Date): TimeRange {
  return { from: new Date(now.getTime() - PRESET_MS[preset]).toISOString(), to: now.toISOString() };
}

/** Whole local days from..to ('YYYY-MM-DD', both included); null until both are chosen and in order. */
export function dayRange(fromDay: string | null, toDay: string | null): TimeRange | null {
  if (!fromDay || !toDay || fromDay > toDay) return null;
  const end = new Date(dayToInstant(toDay));
  end.setDate(end.getDate() + 1);
  return { from: dayToInstant(fromDay), to: end.toISOString() };
}

/** The REST export of the range (epoch ms in the path, spec §7). */
export function temperatureCsvPath(kioskId: string, range: TimeRange): string {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return `/api/v1/kiosk/csv/export/temperature/${from}/${to}?kioskId=${encodeURIComponent(kioskId)}`;
}

export interface TemperatureReading {
  ts: string;
  sensors: ReadonlyArray<number | null | undefined>;
}

/** A chart row: `ts` in epoch ms and `sensor1`…`sensor4` in °C (absent when not reported). */
export type ChartRow = { ts: number } & Partial<Record<SensorKey, number>>;
export type SensorKey = `sensor${1 | 2 | 3 | 4}`;

export function sensorKey(index: number): SensorKey {
  return `sensor${index + 1}` as SensorKey;
}

/** How many sensors ever reported in these readings (0–4). */
export function sensorCount(readings: readonly TemperatureReading[]): number {
  let count = 0;
  for (const reading of readings) {
    for (let i = count; i < Math.min(MAX_SENSORS, reading.sensors.length); i += 1) {
      if (typeof reading.sensors[i] === 'number') count = i + 1;
    }
  }
  return count;
}

function toRow(reading: TemperatureReading): ChartRow {
  const row: ChartRow = { ts: Date.parse(reading.ts) };
  reading.sensors.slice(0, MAX_SENSORS).forEach((value, index) => {
    if (typeof value === 'number' && Number.isFinite(value)) row[sensorKey(index)] = value;
  });
  return row;
}

/**
 * Chart rows, oldest first. Above `maxPoints` readings, consecutive readings are averaged in equal
 * buckets (the summary still uses every reading, so extremes are never lost from it).
 */
export function chartRows(readings: readonly TemperatureReading[], maxPoints: number = MAX_CHART_POINTS): ChartRow[] {
  const rows = readings.map(toRow).filter((row) => Number.isFinite(row.ts));
  if (rows.length <= maxPoints) return rows;
  const size = Math.ceil(rows.length / maxPoints);
  const result: ChartRow[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const bucket = rows.slice(start, start + size);
    const row: ChartRow = { ts: bucket[0]?.ts ?? 0 };
    for (let i = 0; i < MAX_SENSORS; i += 1) {
      const key = sensorKey(i);
      const values = bucket.map((item) => item[key]).filter((value): value is number => value !== undefined);
      if (values.length > 0) row[key] = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
    }
    result.push(row);
  }
  return result;
}

export interface SensorSummary {
  sensor: number;
  min: number;
  max: number;
  last: number;
}

/** Lowest, highest and latest value of each sensor that reported (readings oldest first). */
export function summarize(readings: readonly TemperatureReading[]): SensorSummary[] {
  const result: SensorSummary[] = [];
  for (let i = 0; i < MAX_SENSORS; i += 1) {
    let summary: SensorSummary | null = null;
    for (const reading of readings) {
      const value = reading.sensors[i];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      summary = summary
        ? { sensor: i + 1, min: Math.min(summary.min, value), max: Math.max(summary.max, value), last: value }
        : { sensor: i + 1, min: value, max: value, last: value };
    }
    if (summary) result.push(summary);
  }
  return result;
}

/** The tolerance band around the thermostat setting (spec §9: ±2 °C). */
export function toleranceBand(thermostat: number): { low: number; high: number } {
  return { low: thermostat - TEMPERATURE.toleranceC, high: thermostat + TEMPERATURE.toleranceC };
}

/** A y-axis domain holding every value and the band, with 1 °C to spare, on whole degrees. */
export function yDomain(summaries: readonly SensorSummary[], band: { low: number; high: number }): [number, number] {
  const low = Math.min(band.low, ...summaries.map((s) => s.min));
  const high = Math.max(band.high, ...summaries.map((s) => s.max));
  return [Math.floor(low) - 1, Math.ceil(high) + 1];
}
