import type { Resolvers } from '../../generated/graphql.ts';
import type { KioskScreenService } from './organizations.kiosk-screen.service.ts';
import { toOrganizationGraph } from './organizations.resolvers.ts';

/** GraphQL ↔ kiosk screen service (spec §7 createKioskLandingPage). */
export function createKioskScreenResolvers(screen: KioskScreenService): Resolvers {
  return {
    Mutation: {
      createKioskLandingPage: async (_parent, { orgId, data, header, background }, ctx) => {
        const result = await screen.save(ctx.viewer, orgId, data, { header, background });
        return { organization: toOrganizationGraph(result.organization), offlineKiosks: result.offlineKiosks };
      },
    },
  };
}
