import { DASHBOARD_OFFLINE_ALERT_MS, TEMPERATURE } from '@kiosk/common/constants';
import type { KioskRow } from './kiosks.repository.ts';

export type FleetRow = Pick<
  KioskRow,
  'online' | 'inService' | 'sessionType' | 'temperatures' | 'lastSeen' | 'createdAt' | 'name'
>;

/**
 * The dashboard's fleet strip and local alerts (spec §2, §9): how many kiosks are online, offline, out of
 * service and in use (a purchase or refill session open), the online kiosks above 7 °C now (first
 * sensor, in 1/100 °C), and the kiosks offline for over 2 hours (since their last message, or since they
 * were added when they never sent one).
 */
export function fleetStatus<T extends FleetRow>(rows: readonly T[], now: Date) {
  const hot = rows.filter((row) => {
    const first = row.temperatures[0];
    return row.online && typeof first === 'number' && first / TEMPERATURE.sensorDivisor > TEMPERATURE.dashboardHighC;
  });
  const offlineLong = rows.filter(
    (row) => !row.online && now.getTime() - (row.lastSeen ?? row.createdAt).getTime() > DASHBOARD_OFFLINE_ALERT_MS,
  );
  return {
    total: rows.length,
    online: rows.filter((row) => row.online).length,
    offline: rows.filter((row) => !row.online).length,
    outOfService: rows.filter((row) => !row.inService).length,
    inUse: rows.filter((row) => row.sessionType !== 'none').length,
    hot,
    offlineLong,
  };
}
