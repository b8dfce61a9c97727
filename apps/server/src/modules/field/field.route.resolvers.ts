import type { Resolvers } from '../../generated/graphql.ts';
import type { RouteService } from './field.route.service.ts';

/** GraphQL ↔ the replenisher's day (getReplenisherRoute, ADR 0024); the service checks caller and input. */
export function createRouteResolvers(route: RouteService): Resolvers {
  return {
    Query: {
      getReplenisherRoute: (_p, { date }, { viewer }) => route.route(viewer, { date }),
    },
  };
}
