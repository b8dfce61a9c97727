import { describe, expect, it } from 'vitest';
import { priceStatus } from './price-status.ts';

describe('priceStatus', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('is current on [validFrom, validTo), upcoming before, expired from validTo on', () => {
    expect(priceStatus({ validFrom: '2026-05-01T00:00:00Z', validTo: null }, now)).toBe('current');
    expect(priceStatus({ validFrom: '2026-05-10T12:00:00Z', validTo: '2026-05-11T00:00:00Z' }, now)).toBe('current');
    expect(priceStatus({ validFrom: '2026-06-01T00:00:00Z', validTo: null }, now)).toBe('upcoming');
    expect(priceStatus({ validFrom: '2026-04-01T00:00:00Z', validTo: '2026-05-10T12:00:00Z' }, now)).toBe('expired');
  });
});
