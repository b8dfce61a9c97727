import { describe, expect, it } from 'vitest';
import { sessionLabelKey } from './kiosk-session.ts';

const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('sessionLabelKey', () => {
  it('shows No Session for none and for anything unknown', () => {
    expect(sessionLabelKey({ type: 'none', since: null }, now)).toBe('none');
    expect(sessionLabelKey({ type: 'other', since: minutesAgo(3) }, now)).toBe('none');
  });

  it('puts a replenisher session into the < 20, < 40 and > 40 minute buckets', () => {
    expect(sessionLabelKey({ type: 'replenisher', since: minutesAgo(19) }, now)).toBe('replenisherUnder20');
    expect(sessionLabelKey({ type: 'replenisher', since: minutesAgo(20) }, now)).toBe('replenisherUnder40');
    expect(sessionLabelKey({ type: 'replenisher', since: minutesAgo(39) }, now)).toBe('replenisherUnder40');
    expect(sessionLabelKey({ type: 'replenisher', since: minutesAgo(41) }, now)).toBe('replenisherOver40');
  });

  it('puts a purchase session into the < 5 and > 5 minute buckets', () => {
    expect(sessionLabelKey({ type: 'purchase', since: minutesAgo(4) }, now)).toBe('purchaseUnder5');
    expect(sessionLabelKey({ type: 'purchase', since: minutesAgo(6) }, now)).toBe('purchaseOver5');
  });

  it('shows only the kind when the start time is not known', () => {
    expect(sessionLabelKey({ type: 'purchase', since: null }, now)).toBe('purchase');
    expect(sessionLabelKey({ type: 'replenisher' }, now)).toBe('replenisher');
  });
});
