import { describe, expect, it } from 'vitest';
import {
  chartRows,
  dayRange,
  presetRange,
  sensorCount,
  summarize,
  temperatureCsvPath,
  toleranceBand,
  yDomain,
} from './temperature-log.ts';

const readings = [
  { ts: '2026-11-23T10:00:00.000Z', sensors: [4.1, 3.9, null, null] },
  { ts: '2026-11-23T10:01:00.000Z', sensors: [5.5, 3.7, null, null] },
  { ts: '2026-11-23T10:02:00.000Z', sensors: [2.2, null, 6, null] },
];

describe('ranges', () => {
  it('ends a preset now and starts it 24 hours, 7 or 30 days earlier', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(presetRange('24h', now)).toEqual({ from: '2026-11-22T12:00:00.000Z', to: '2026-11-23T12:00:00.000Z' });
    expect(presetRange('7d', now).from).toBe('2026-11-16T12:00:00.000Z');
    expect(presetRange('30d', now).from).toBe('2026-10-24T12:00:00.000Z');
  });

  it('covers whole local days of a custom range, and nothing until it is complete and in order', () => {
    const range = dayRange('2026-11-01', '2026-11-02');
    expect(range).not.toBeNull();
    expect(new Date(range?.from ?? '').getDate()).toBe(1);
    expect(Date.parse(range?.to ?? '') - Date.parse(range?.from ?? '')).toBeGreaterThanOrEqual(47 * 3_600_000);
    expect(dayRange('2026-11-02', null)).toBeNull();
    expect(dayRange('2026-11-03', '2026-11-02')).toBeNull();
  });

  it('puts the range in epoch ms into the CSV export path', () => {
    expect(temperatureCsvPath('k 1', { from: '2026-11-22T12:00:00.000Z', to: '2026-11-23T12:00:00.000Z' })).toBe(
      '/api/v1/kiosk/csv/export/temperature/1795348800000/1795435200000?kioskId=k%201',
    );
  });
});

describe('chart data', () => {
  it('counts the sensors that ever reported', () => {
    expect(sensorCount(readings)).toBe(3);
    expect(sensorCount([])).toBe(0);
    expect(sensorCount([{ ts: '2026-11-23T10:00:00Z', sensors: [null, null, null, null] }])).toBe(0);
  });

  it('turns readings into rows with the sensors that reported', () => {
    expect(chartRows(readings)).toEqual([
      { ts: Date.parse('2026-11-23T10:00:00.000Z'), sensor1: 4.1, sensor2: 3.9 },
      { ts: Date.parse('2026-11-23T10:01:00.000Z'), sensor1: 5.5, sensor2: 3.7 },
      { ts: Date.parse('2026-11-23T10:02:00.000Z'), sensor1: 2.2, sensor3: 6 },
    ]);
  });

  it('averages readings in buckets above the point limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      ts: new Date(Date.UTC(2026, 10, 23, 0, i)).toISOString(),
      sensors: [i, null],
    }));
    const rows = chartRows(many, 5);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ ts: Date.UTC(2026, 10, 23, 0, 0), sensor1: 0.5 });
    expect(rows[4]).toEqual({ ts: Date.UTC(2026, 10, 23, 0, 8), sensor1: 8.5 });
  });

  it('summarizes min, max and last of each sensor', () => {
    expect(summarize(readings)).toEqual([
      { sensor: 1, min: 2.2, max: 5.5, last: 2.2 },
      { sensor: 2, min: 3.7, max: 3.9, last: 3.7 },
      { sensor: 3, min: 6, max: 6, last: 6 },
    ]);
    expect(summarize([])).toEqual([]);
  });

  it('draws the tolerance band 2 °C around the thermostat and keeps it and every value in view', () => {
    expect(toleranceBand(3)).toEqual({ low: 1, high: 5 });
    expect(yDomain(summarize(readings), toleranceBand(3))).toEqual([0, 7]);
    expect(yDomain([], toleranceBand(3))).toEqual([0, 6]);
  });
});
