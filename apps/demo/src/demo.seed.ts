import { SYSTEM_VIEWER, type FirstStart } from '@kiosk/server/console';
import { seedDemoCatalogue } from './demo.catalogue.ts';
import { seedDemoHistory } from './demo.history.ts';
import { seedDemoKiosks, seedDemoPlanograms, seedDemoVisits } from './demo.kiosks.ts';
import { seedDemoOrganization } from './demo.organization.ts';

/**
 * The demo data of a first start (DEMO_DATA), through the modules' public services: the demo organization
 * (the root user administers it), its catalogue, five kiosks with planograms, stock and visit days, and
 * `historyDays` of past sales and refills (DEMO_HISTORY_DAYS). Nothing when an organization exists already.
 */
export async function seedDemo(start: FirstStart, options: { historyDays: number }): Promise<void> {
  const { services, logger } = start;
  const organizationId = await seedDemoOrganization(services.organizations, logger);
  if (!organizationId) return;
  await services.users.addMembership(start.rootUserId, organizationId, 'admin');
  await seedDemoCatalogue({ products: services.products, logger }, organizationId);
  const fleet = await seedDemoKiosks(services.kiosks, organizationId, logger);
  const productIds = (await services.products.listByOrganization(SYSTEM_VIEWER, organizationId)).map((row) => row.id);
  await seedDemoPlanograms(services.stock, fleet, productIds, logger);
  await seedDemoVisits(services.replenishment.visits, fleet);
  await seedDemoHistory(
    {
      transaction: start.transaction,
      stock: services.stock,
      products: services.products,
      transactions: services.transactions,
      logger,
    },
    fleet,
    {
      days: options.historyDays,
      timeZone: (await services.organizations.summaries([organizationId])).get(organizationId)?.timeZone,
    },
  );
}
