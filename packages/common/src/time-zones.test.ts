import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, TIME_ZONES, timeZoneOptions } from './time-zones.ts';
import { timeZone } from './validation/organization.ts';

describe('time zone names', () => {
  it('offers every current IANA zone under its current name, UTC first', () => {
    expect(TIME_ZONES[0]).toBe('UTC');
    expect(TIME_ZONES).toContain('Europe/Kyiv');
    expect(TIME_ZONES).toContain('Asia/Kolkata');
    expect(TIME_ZONES).toContain('America/Argentina/Buenos_Aires');
    expect(TIME_ZONES).not.toContain('Europe/Kiev');
    expect(TIME_ZONES).not.toContain('Etc/UTC');
    expect(TIME_ZONES).not.toContain('US/Eastern');
    expect(TIME_ZONES.length).toBeGreaterThan(300);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    // Every offered name works in the runtime.
    for (const zone of TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('maps old names, links and any letter case to the current name', () => {
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('europe/kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone(' UTC ')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('refuses names no one knows', () => {
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone(undefined)).toBeNull();
  });

  it('keeps a stored value in a picker, under its current name', () => {
    expect(timeZoneOptions('Europe/Kiev')).toEqual(TIME_ZONES);
    expect(timeZoneOptions(null)).toEqual(TIME_ZONES);
  });

  it("stores an organization's zone under its current name", () => {
    expect(timeZone.parse('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(timeZone.parse('Etc/UTC')).toBe('UTC');
    expect(timeZone.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe('INVALID_TIME_ZONE');
  });
});
