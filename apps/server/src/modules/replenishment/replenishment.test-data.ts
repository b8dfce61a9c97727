import type { AuthzCase } from '../../test-support/authz.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** The visit days' date helpers, for tests that check a replenisher's day against the schedules. */
export { addDays, isoWeekday } from './replenishment.visits.rules.ts';

/**
 * The replenishment module's authorization-matrix cases: a kiosk's visit schedule (the exports and pick lists
 * are REST downloads, the stops the field module's getReplenisherRoute).
 */
export const authzCases: AuthzCase[] = [
  {
    operation: 'setKioskVisitSchedule',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!, $s: KioskVisitScheduleInput) {
        setKioskVisitSchedule(kioskId: $k, schedule: $s) { weekdays visit nextVisit } }`,
      variables: {
        k: (await newKiosk(world.context, world.orgs[target], { name: `Visits ${target}` })).id,
        s: { weekdays: [2, 5], safetyMarginPercent: 10 },
      },
    }),
  },
];
