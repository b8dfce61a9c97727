import type { KioskReplenisher, Resolvers } from '../../generated/graphql.ts';
import type { ReplenisherAssignment, ReplenishersService } from './field.replenishers.service.ts';

const assignmentJson = (row: ReplenisherAssignment): KioskReplenisher => ({
  _id: row.id,
  kioskId: row.kioskId,
  kioskName: row.kioskName,
  orgId: row.orgId,
  userId: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  createdBy: row.createdBy,
  created: row.createdAt,
});

/** GraphQL ↔ replenisher assignments (ADR 0024; the replenisher's day is the stock module's); the services check caller and input. */
export function createReplenishersResolvers(replenishers: ReplenishersService): Resolvers {
  return {
    Query: {
      getKioskReplenishers: async (_p, filter, { viewer }) =>
        (await replenishers.list(viewer, filter)).map(assignmentJson),
    },
    Mutation: {
      assignReplenisher: async (_p, { kioskId, userId }, { viewer }) =>
        assignmentJson(await replenishers.assign(viewer, kioskId, userId)),
      unassignReplenisher: async (_p, { kioskId, userId }, { viewer }) =>
        replenishers.unassign(viewer, kioskId, userId),
    },
  };
}
