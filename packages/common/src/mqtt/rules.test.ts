import { describe, expect, it } from 'vitest';
import { isExpired, isSilent, toCelsius, unacknowledgedAction } from './index.ts';

const at = (iso: string): Date => new Date(iso);

describe('device protocol rules', () => {
  it('turns 1/100 °C into °C and keeps a missing sensor missing', () => {
    expect([412, 398, null, -150].map(toCelsius)).toEqual([4.12, 3.98, null, -1.5]);
  });

  it('calls a kiosk silent after 10 minutes without a message', () => {
    const last = at('2026-11-23T10:00:00Z');
    expect(isSilent(last, at('2026-11-23T10:09:59Z'))).toBe(false);
    expect(isSilent(last, at('2026-11-23T10:10:00Z'))).toBe(true);
  });

  it('expires a command once expiresAt has passed', () => {
    expect(isExpired('2026-11-23T10:17:02+01:00', at('2026-11-23T09:17:01Z'))).toBe(false);
    expect(isExpired('2026-11-23T10:17:02+01:00', at('2026-11-23T09:17:02Z'))).toBe(true);
  });

  it('re-sends an unacknowledged command every 60 s, three times, then times it out', () => {
    const sent = at('2026-11-23T10:00:00Z');
    expect(unacknowledgedAction(sent, 0, at('2026-11-23T10:00:59Z'))).toBe('wait');
    expect(unacknowledgedAction(sent, 0, at('2026-11-23T10:01:00Z'))).toBe('resend');
    expect(unacknowledgedAction(sent, 2, at('2026-11-23T10:01:00Z'))).toBe('resend');
    expect(unacknowledgedAction(sent, 3, at('2026-11-23T10:00:30Z'))).toBe('wait');
    expect(unacknowledgedAction(sent, 3, at('2026-11-23T10:01:00Z'))).toBe('timeout');
  });
});
