import { kioskVisitScheduleInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { KiosksPort } from './replenishment.ports.ts';

import type { OrganizationsPort } from './replenishment.ports.ts';
import type { KioskVisitsRepository, VisitScheduleRow } from './replenishment.visits.repository.ts';
import { localDay, visitWindow } from './replenishment.visits.rules.ts';

/** A kiosk's visit schedule as it stands today: its days, margin, the visit ahead and the one after. */
export interface VisitPlan {
  kioskId: string;
  weekdays: number[];
  safetyMarginPercent: number;
  /** Today in the organization's time zone (local YYYY-MM-DD). */
  today: string;
  /** The visit a pick list made today is for (today on a visit day). */
  visit: string;
  /** The planned visit after it: the forecast pick list covers demand from today until then. */
  nextVisit: string;
  updatedAt: Date;
}

/** Time zone when an organization has none (its column's default). */
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/**
 * Visit schedules of kiosks (docs/pick-lists.md): which weekdays a route visits a kiosk, with the safety
 * margin of its forecast pick list. Read on the kiosk (Kiosk.visitSchedule) and by the pick lists.
 */
export function createKioskVisitsService({
  visits,
  kiosks,
  organizations,
  changes,
  now = () => new Date(),
}: {
  visits: KioskVisitsRepository;
  kiosks: Pick<KiosksPort, 'findById'>;
  organizations: OrganizationsPort;
  changes: Pick<KiosksPort, 'notify'>;
  now?: () => Date;
}) {
  async function plans(rows: readonly { id: string; orgId: string }[]): Promise<Map<string, VisitPlan>> {
    const schedules = await visits.forKiosks(rows.map((row) => row.id));
    if (!schedules.length) return new Map();
    const summaries = await organizations.summaries([...new Set(rows.map((row) => row.orgId))]);
    const at = now().getTime();
    return new Map(
      schedules.map((schedule: VisitScheduleRow) => {
        const today = localDay(at, summaries.get(schedule.orgId)?.timeZone ?? DEFAULT_TIME_ZONE);
        const weekdays = [...schedule.weekdays].sort((a, b) => a - b);
        return [
          schedule.kioskId,
          {
            kioskId: schedule.kioskId,
            weekdays,
            safetyMarginPercent: schedule.safetyMarginPercent,
            today,
            ...visitWindow(weekdays, today),
            updatedAt: schedule.updatedAt,
          },
        ];
      }),
    );
  }

  return {
    /** The plans of kiosks the caller has already loaded (scope checked by whoever loaded them). */
    plans,

    /** Sets a kiosk's visit schedule, or clears it (`input` null); answers the schedule as it now stands. */
    async set(viewer: Viewer, kioskId: string, input: unknown): Promise<VisitPlan | null> {
      const kiosk = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      if (input === null || input === undefined) {
        await visits.remove(kiosk.id);
      } else {
        const parsed = parseInput(kioskVisitScheduleInput, input);
        await visits.upsert({
          kioskId: kiosk.id,
          orgId: kiosk.orgId,
          weekdays: [...parsed.weekdays].sort((a, b) => a - b),
          safetyMarginPercent: parsed.safetyMarginPercent,
          updatedBy: viewer.userId,
        });
      }
      changes.notify(kiosk, ['details']);
      return (await plans([kiosk])).get(kiosk.id) ?? null;
    },
  };
}

export type KioskVisitsService = ReturnType<typeof createKioskVisitsService>;
