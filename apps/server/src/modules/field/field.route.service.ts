import { replenisherRouteInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import type { ReplenishmentPort, RouteStop } from './field.ports.ts';

/**
 * The replenisher's day (getReplenisherRoute, ADR 0024): the kiosks assigned to the caller whose visit
 * schedule has a visit on the day, by kiosk name, each with the forecast pick list (as counted today) and
 * the units expiring by the visit after — the stops the replenishment module reads (`replenishment.stops`).
 */
export function createRouteService({
  replenishment,
  assignedKioskIds,
}: {
  replenishment: ReplenishmentPort;
  /** The kiosks the caller works on as replenisher (the assignments). */
  assignedKioskIds: (viewer: Viewer) => Promise<string[]>;
}) {
  return {
    /** getReplenisherRoute: `date` YYYY-MM-DD, or today in each kiosk's time zone when left out. */
    async route(viewer: Viewer, input: { date?: string | null }): Promise<{ date: string | null; stops: RouteStop[] }> {
      const { date } = parseInput(replenisherRouteInput, input);
      const kioskIds = await assignedKioskIds(viewer);
      if (kioskIds.length === 0) return { date: date ?? null, stops: [] };
      return { date: date ?? null, stops: await replenishment.stops(viewer, kioskIds, date ?? null) };
    },
  };
}

export type RouteService = ReturnType<typeof createRouteService>;
