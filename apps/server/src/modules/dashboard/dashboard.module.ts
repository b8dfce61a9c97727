import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createSalesChangesResolvers } from './dashboard.live.ts';
import type { KiosksPort, OrganizationsPort } from './dashboard.ports.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createDashboardResolvers } from './dashboard.resolvers.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

/**
 * The dashboard (spec §2, ADR 0019): a read model of the transactions module's sales roll-ups (ADR 0009) —
 * today's and the month's figures and sales by kiosk per chart view, in the organization's time zone — with a
 * live notice per recorded sale or refund. Its operations stay on the transactions endpoint.
 */
export function createDashboardModule(
  platform: Platform,
  ports: { organizations: OrganizationsPort; kiosks: KiosksPort },
): ServerModule<'dashboard', DashboardService> {
  const service = createDashboardService(createDashboardRepository(platform.db), ports.organizations, (orgIds) =>
    ports.kiosks.kioskNames(orgIds),
  );
  return {
    name: 'dashboard',
    service,
    graphql: [
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./dashboard.graphql', import.meta.url), 'utf8'),
        resolvers: { ...createDashboardResolvers(service), ...createSalesChangesResolvers(platform.live) },
      },
    ],
  };
}
