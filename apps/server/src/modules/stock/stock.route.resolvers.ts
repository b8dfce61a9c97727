import type { Resolvers, RoutePickLine } from '../../generated/graphql.ts';
import type { OrderLine } from './stock.inventory-export.service.ts';
import type { KiosksPort } from './stock.ports.ts';
import type { RouteService } from './stock.route.service.ts';

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

/** GraphQL ↔ the replenisher's day (getReplenisherRoute, ADR 0024); the service checks caller and input. */
export function createRouteResolvers(route: RouteService, kiosks: Pick<KiosksPort, 'dayIncome' | 'toJson'>): Resolvers {
  return {
    Query: {
      getReplenisherRoute: async (_p, { date }, { viewer }) => {
        const day = await route.route(viewer, { date });
        const income = await kiosks.dayIncome(day.stops.map((stop) => stop.kiosk));
        return {
          date: day.date,
          stops: day.stops.map((stop) => ({
            kiosk: kiosks.toJson(stop.kiosk, income.get(stop.kiosk.id)),
            visit: stop.visit,
            nextVisit: stop.nextVisit,
            pickList: stop.pickList.map(pickLineJson),
            expiring: stop.expiring.map((batch) => ({ ...batch, productLineId: batch.productId })),
            pull: stop.pull.map((line) => ({ ...line, productLineId: line.productId })),
          })),
        };
      },
    },
  };
}
