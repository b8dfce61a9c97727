import type { Resolvers, SalesView } from '../../generated/graphql.ts';
import type { DashboardService } from './dashboard.service.ts';

/** GraphQL ↔ the dashboard's sales figures (transactions endpoint). */
export function createDashboardResolvers(dashboard: DashboardService): Resolvers {
  return {
    Query: {
      getDashboardFigures: (_parent, args, ctx) => dashboard.figures(ctx.viewer, args),
      salesByKiosk: async (_parent, { view, ...args }, ctx) => {
        const result = await dashboard.salesByKiosk(ctx.viewer, view, args);
        return { ...result, view: result.view as SalesView };
      },
    },
  };
}
