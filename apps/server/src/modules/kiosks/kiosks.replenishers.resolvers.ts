import type { KioskReplenisher, Resolvers, RoutePickLine } from '../../generated/graphql.ts';
import type { OrderLine } from './kiosks.inventory-export.service.ts';
import type { ReplenisherAssignment, ReplenishersService } from './kiosks.replenishers.service.ts';
import type { RouteService } from './kiosks.route.service.ts';
import type { KiosksService } from './kiosks.service.ts';
import { toKioskJson } from './kiosks.view.ts';

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

const pickLineJson = (line: OrderLine): RoutePickLine => ({
  productLineId: line.productId,
  product: line.product,
  articleNumber: line.articleNumber,
  missing: line.missing,
  unitCount: line.unitCount,
  packs: line.packs,
  units: line.units,
  stock: line.stock,
  basis: line.basis,
  pull: line.pull,
});

/** GraphQL ↔ replenisher assignments and the replenisher's day (ADR 0024); the services check caller and input. */
export function createReplenishersResolvers(
  replenishers: ReplenishersService,
  route: RouteService,
  kiosks: Pick<KiosksService, 'dayIncome'>,
): Resolvers {
  return {
    Query: {
      getKioskReplenishers: async (_p, filter, { viewer }) =>
        (await replenishers.list(viewer, filter)).map(assignmentJson),
      getReplenisherRoute: async (_p, { date }, { viewer }) => {
        const day = await route.route(viewer, { date });
        const income = await kiosks.dayIncome(day.stops.map((stop) => stop.kiosk));
        return {
          date: day.date,
          stops: day.stops.map((stop) => ({
            kiosk: toKioskJson(stop.kiosk, income.get(stop.kiosk.id)),
            visit: stop.visit,
            nextVisit: stop.nextVisit,
            pickList: stop.pickList.map(pickLineJson),
            expiring: stop.expiring.map((batch) => ({ ...batch, productLineId: batch.productId })),
            pull: stop.pull.map((line) => ({ ...line, productLineId: line.productId })),
          })),
        };
      },
    },
    Mutation: {
      assignReplenisher: async (_p, { kioskId, userId }, { viewer }) =>
        assignmentJson(await replenishers.assign(viewer, kioskId, userId)),
      unassignReplenisher: async (_p, { kioskId, userId }, { viewer }) =>
        replenishers.unassign(viewer, kioskId, userId),
    },
  };
}
