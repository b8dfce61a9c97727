import { describe, expect, it } from 'vitest';
import { fleetStatus, type FleetRow } from './kiosks.fleet.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const kiosk = (name: string, fields: Partial<FleetRow>): FleetRow => ({
  name,
  online: true,
  inService: true,
  sessionType: 'none',
  temperatures: [400],
  lastSeen: NOW,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe('the fleet strip and local alerts', () => {
  it('counts online, offline, out of service and in use', () => {
    const status = fleetStatus(
      [
        kiosk('A', {}),
        kiosk('B', { online: false, lastSeen: minutesAgo(5) }),
        kiosk('C', { inService: false }),
        kiosk('D', { sessionType: 'purchase' }),
        kiosk('E', { sessionType: 'replenisher', online: false }),
      ],
      NOW,
    );
    expect(status).toMatchObject({ total: 5, online: 3, offline: 2, outOfService: 1, inUse: 2 });
  });

  it('raises kiosks above 7 °C now, not at 7 °C and not an offline kiosk’s old reading', () => {
    const status = fleetStatus(
      [
        kiosk('at 7', { temperatures: [700] }),
        kiosk('7.01', { temperatures: [701, 300] }),
        kiosk('offline hot', { online: false, temperatures: [900] }),
        kiosk('no reading', { temperatures: [] }),
      ],
      NOW,
    );
    expect(status.hot.map((k) => k.name)).toEqual(['7.01']);
  });

  it('raises kiosks offline for over 2 hours, counting a silent new kiosk from when it was added', () => {
    const status = fleetStatus(
      [
        kiosk('119 min', { online: false, lastSeen: minutesAgo(119) }),
        kiosk('121 min', { online: false, lastSeen: minutesAgo(121) }),
        kiosk('new, silent', { online: false, lastSeen: null, createdAt: minutesAgo(30) }),
        kiosk('old, silent', { online: false, lastSeen: null, createdAt: minutesAgo(600) }),
        kiosk('online long ago', { online: true, lastSeen: minutesAgo(600) }),
      ],
      NOW,
    );
    expect(status.offlineLong.map((k) => k.name)).toEqual(['121 min', 'old, silent']);
  });
});
