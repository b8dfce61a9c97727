import { randomUUID } from 'node:crypto';
import {
  assignedKiosk,
  consoleCaller,
  consoleOrReplenisher,
  type AuthzCase,
  type AuthzWorld,
  type Target,
} from '../../test-support/authz.ts';
import type { TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** The authorization-matrix cases of replenisher assignments and the replenisher's day (ADR 0024). */

/** A user with the replenisher role in the organization. */
export const newReplenisher = (context: TestContext, orgId: string) =>
  context.newUser({ email: `replenisher-${randomUUID().slice(0, 8)}@matrix.test`, firstName: 'Rita' }, [
    [orgId, 'replenisher'],
  ]);

/** A kiosk of the target with a replenisher of its organization assigned. */
async function assigned(world: AuthzWorld, target: Target) {
  const orgId = world.orgs[target];
  const kioskId = (await newKiosk(world.context, orgId, { name: `Route ${target}` })).id;
  const userId = await newReplenisher(world.context, orgId);
  await world.context.services.field.assign(world.context.root, kioskId, userId);
  return { kioskId, userId };
}

const assignment = (operation: 'assignReplenisher' | 'unassignReplenisher'): AuthzCase => ({
  operation,
  endpoint: 'kiosk',
  request: async (world, target) => {
    const { kioskId, userId } = await assigned(world, target);
    const answer = operation === 'assignReplenisher' ? '{ _id kioskId orgId }' : '';
    return {
      query: `mutation($k: ID!, $u: ID!) { ${operation}(kioskId: $k, userId: $u) ${answer} }`,
      variables: { k: kioskId, u: userId },
    };
  },
});

export const replenisherAuthzCases: AuthzCase[] = [
  {
    operation: 'getKioskReplenishers',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => {
      for (const target of ['parent', 'sub', 'foreign'] as const) await assigned(world, target);
      return { query: '{ getKioskReplenishers { orgId kioskId userId } }' };
    },
    rowOrgIds: (data) => (data.getKioskReplenishers as { orgId: string }[]).map((row) => row.orgId),
  },
  {
    operation: 'getKioskReplenishers',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($k: ID) { getKioskReplenishers(kioskId: $k) { orgId } }',
      variables: { k: (await assigned(world, target)).kioskId },
    }),
  },
  assignment('assignReplenisher'),
  assignment('unassignReplenisher'),
  {
    // Every caller gets their own day; the replenisher's holds their assigned kiosk, due every day.
    operation: 'getReplenisherRoute',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: consoleOrReplenisher,
    request: async (world, target) => {
      const kioskId = await assignedKiosk(world, (await newKiosk(world.context, world.orgs[target])).id);
      await world.context.services.replenishment.visits.set(world.context.root, kioskId, {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      return { query: '{ getReplenisherRoute { stops { kiosk { _id orgId } visit nextVisit } } }' };
    },
    rowOrgIds: (data) =>
      (data.getReplenisherRoute as { stops: { kiosk: { orgId: string } }[] }).stops.map((stop) => stop.kiosk.orgId),
  },
];
