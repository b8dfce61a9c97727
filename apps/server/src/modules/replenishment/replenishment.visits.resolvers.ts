import type { KioskVisitSchedule, Resolvers } from '../../generated/graphql.ts';
import { perRequestBatch } from '../../lib/request-batch.ts';
import type { KioskVisitsService, VisitPlan } from './replenishment.visits.service.ts';

const toVisitScheduleJson = (plan: VisitPlan): KioskVisitSchedule => ({
  weekdays: plan.weekdays,
  safetyMarginPercent: plan.safetyMarginPercent,
  visit: plan.visit,
  nextVisit: plan.nextVisit,
  updatedAt: plan.updatedAt,
});

/** GraphQL ↔ visit schedules; the service checks scope and input. */
export function createKioskVisitsResolvers(visits: KioskVisitsService): Resolvers {
  const plans = perRequestBatch((kiosks) => visits.plans(kiosks));
  return {
    Kiosk: {
      visitSchedule: async (kiosk, _a, context) => {
        const plan = await plans(context, { id: kiosk._id, orgId: kiosk.orgId });
        return plan ? toVisitScheduleJson(plan) : null;
      },
    },
    Mutation: {
      setKioskVisitSchedule: async (_p, { kioskId, schedule }, { viewer }) => {
        const plan = await visits.set(viewer, kioskId, schedule ?? null);
        return plan ? toVisitScheduleJson(plan) : null;
      },
    },
  };
}
