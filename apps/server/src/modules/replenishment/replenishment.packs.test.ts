import { describe, expect, it } from 'vitest';
import { packsFor } from './replenishment.packs.ts';

describe('packsFor', () => {
  it('rounds the missing units up to whole packs', () => {
    expect(packsFor(13, 6)).toEqual({ packs: 3, units: 18 });
    expect(packsFor(12, 6)).toEqual({ packs: 2, units: 12 });
    expect(packsFor(1, 24)).toEqual({ packs: 1, units: 24 });
  });

  it('needs nothing when nothing is missing', () => {
    expect(packsFor(0, 6)).toEqual({ packs: 0, units: 0 });
  });

  it('treats a missing or broken pack size as single units', () => {
    expect(packsFor(5, 0)).toEqual({ packs: 5, units: 5 });
    expect(packsFor(5, 2.5)).toEqual({ packs: 5, units: 5 });
  });
});
