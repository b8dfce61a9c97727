import { describe, expect, it } from 'vitest';
import { changesListRows, keysForChange } from './kiosk-changes.ts';

describe('keysForChange', () => {
  it('refreshes the kiosk for state, details and credentials', () => {
    expect(keysForChange({ kioskId: 'k1', aspects: ['state', 'details', 'credentials'] })).toEqual([
      ['kiosks', 'detail', 'k1'],
    ]);
  });

  it('refreshes the commands, the activity log and the temperatures for their aspects', () => {
    expect(keysForChange({ kioskId: 'k1', aspects: ['command'] })).toEqual([['kiosks', 'commands', 'k1']]);
    expect(keysForChange({ kioskId: 'k1', aspects: ['activity'] })).toEqual([['kiosks', 'activities', 'k1']]);
    expect(keysForChange({ kioskId: 'k1', aspects: ['temperature'] })).toEqual([
      ['kiosks', 'temperatures', 'k1'],
      ['kiosks', 'detail', 'k1'],
    ]);
  });

  it('refreshes the kiosk for an aspect it does not know, and nothing for none', () => {
    expect(keysForChange({ kioskId: 'k2', aspects: ['planogram'] })).toEqual([['kiosks', 'detail', 'k2']]);
    expect(keysForChange({ kioskId: 'k2', aspects: [] })).toEqual([]);
  });
});

describe('changesListRows', () => {
  it('is true for what a list row shows and false for commands, activities and credentials', () => {
    expect(changesListRows({ kioskId: 'k', aspects: ['state'] })).toBe(true);
    expect(changesListRows({ kioskId: 'k', aspects: ['temperature'] })).toBe(true);
    expect(changesListRows({ kioskId: 'k', aspects: ['command', 'activity'] })).toBe(false);
    expect(changesListRows({ kioskId: 'k', aspects: ['credentials'] })).toBe(false);
  });
});
