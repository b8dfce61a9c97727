import { describe, expect, it } from 'vitest';
import type { KioskSignal } from '../../db/schema/configuration.ts';
import { instantOf, latestDue, nextInstant, signalInstants, wallClock } from './configuration.schedules.time.ts';

const BERLIN = 'Europe/Berlin';
const HOUR = 60 * 60 * 1000;
const wall = (iso: string) => Date.parse(`${iso}Z`);
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

const start = (dayNumber: number, hours: number): KioskSignal => ({
  dayNumber,
  msFromStartOfDay: hours * HOUR,
  notifyThat: 'OutOfServiceStart',
});
const end = (dayNumber: number, hours: number): KioskSignal => ({
  dayNumber,
  msFromStartOfDay: hours * HOUR,
  notifyThat: 'OutOfServiceEnd',
});

describe('schedule time-zone math (Europe/Berlin, DST 2026: 29 March and 25 October)', () => {
  it('reads the wall clock of an instant in winter and in summer time', () => {
    expect(iso(wallClock(utc('2026-01-15T07:00:00Z'), BERLIN))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(wallClock(utc('2026-07-15T06:00:00Z'), BERLIN))).toBe('2026-07-15T08:00:00.000Z');
  });

  it('maps ordinary local times to their instants on both sides of the March change', () => {
    expect(iso(instantOf(wall('2026-03-28T08:00:00'), BERLIN))).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(instantOf(wall('2026-03-29T08:00:00'), BERLIN))).toBe('2026-03-29T06:00:00.000Z');
  });

  it('moves a skipped 02:30 on the spring-forward day to 03:30 summer time', () => {
    expect(iso(instantOf(wall('2026-03-29T02:30:00'), BERLIN))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier of a repeated 02:30 on the fall-back day (summer time)', () => {
    expect(iso(instantOf(wall('2026-10-25T02:30:00'), BERLIN))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantOf(wall('2026-10-25T08:00:00'), BERLIN))).toBe('2026-10-25T07:00:00.000Z');
  });

  it('lists a daily rule’s instants across the March change at the same local times', () => {
    const rule = { repeating: 'daily' as const, signals: [start(0, 2.5), end(0, 6)] };
    const instants = signalInstants(rule, BERLIN, utc('2026-03-28T12:00:00Z'), utc('2026-03-30T12:00:00Z'));
    expect(instants.map((i) => [iso(i.at), i.signal.notifyThat])).toEqual([
      ['2026-03-28T01:30:00.000Z', 'OutOfServiceStart'],
      ['2026-03-28T05:00:00.000Z', 'OutOfServiceEnd'],
      ['2026-03-29T01:30:00.000Z', 'OutOfServiceStart'],
      ['2026-03-29T04:00:00.000Z', 'OutOfServiceEnd'],
      ['2026-03-30T00:30:00.000Z', 'OutOfServiceStart'],
      ['2026-03-30T04:00:00.000Z', 'OutOfServiceEnd'],
    ]);
  });

  it('fires a weekly rule on its weekday only (25 October 2026 is a Sunday)', () => {
    const rule = { repeating: 'weekly' as const, signals: [start(0, 2.5), end(0, 4), start(1, 9), end(1, 10)] };
    const instants = signalInstants(rule, BERLIN, utc('2026-10-24T12:00:00Z'), utc('2026-10-26T23:00:00Z'));
    expect(instants.map((i) => iso(i.at))).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T03:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('after downtime picks only the latest due instant, never one at or before `since`', () => {
    const rule = { repeating: 'daily' as const, signals: [start(0, 8), end(0, 18)] };
    const due = latestDue(rule, BERLIN, utc('2026-03-20T00:00:00Z'), utc('2026-03-29T20:00:00Z'));
    expect(due && [iso(due.at), due.signal.notifyThat]).toEqual(['2026-03-29T16:00:00.000Z', 'OutOfServiceEnd']);
    expect(latestDue(rule, BERLIN, utc('2026-03-29T16:00:00Z'), utc('2026-03-29T20:00:00Z'))).toBeUndefined();
  });

  it('names the next change after now', () => {
    const rule = { repeating: 'weekly' as const, signals: [start(1, 9), end(1, 10)] };
    const next = nextInstant(rule, BERLIN, utc('2026-10-24T12:00:00Z'));
    expect(next && [iso(next.at), next.signal.notifyThat]).toEqual(['2026-10-26T08:00:00.000Z', 'OutOfServiceStart']);
  });
});
