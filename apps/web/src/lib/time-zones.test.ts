import { describe, expect, it } from 'vitest';
import { withZone, zoneNote } from './time-zones.ts';

describe('zoneNote', () => {
  it('says nothing when every time is in the reader’s zone (aliases included) or none is known', () => {
    expect(zoneNote(['UTC', 'Etc/UTC'], 'UTC')).toEqual({ header: null, perCell: false });
    expect(zoneNote([undefined, null], 'UTC')).toEqual({ header: null, perCell: false });
    expect(zoneNote([], 'Europe/Kyiv')).toEqual({ header: null, perCell: false });
  });

  it('says one zone once when every time shares it and the reader is elsewhere', () => {
    expect(zoneNote(['Europe/Kyiv', 'Europe/Kyiv', undefined], 'UTC')).toEqual({
      header: 'Europe/Kyiv',
      perCell: false,
    });
  });

  it('labels each time when the zones are mixed', () => {
    expect(zoneNote(['Europe/Kyiv', 'Europe/Berlin'], 'Europe/Berlin')).toEqual({ header: null, perCell: true });
  });
});

describe('withZone', () => {
  it('adds the zone to a column title', () => {
    expect(withZone('Date', 'Europe/Kyiv')).toBe('Date (Europe/Kyiv)');
    expect(withZone('Datum', null)).toBe('Datum');
  });
});
