import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { createTransactionsResolvers } from './transactions.resolvers.ts';
import {
  createTransactionsService,
  type TransactionEventsPort,
  type TransactionsService,
  type UsersPort,
} from './transactions.service.ts';
import { createGridsRepository } from './transactions.grids.repository.ts';
import { createSalesResolvers } from './transactions.sales.resolvers.ts';
import { createSalesService, type SalesPorts } from './transactions.sales.service.ts';
import { createImportResolvers } from './transactions.import.resolvers.ts';
import { createImportService, type ImportPorts } from './transactions.import.service.ts';
import { createRefundsService } from './transactions.refunds.service.ts';
import { createRefundsResolvers } from './transactions.refunds.resolvers.ts';
import { createExportsReadRepository } from './transactions.exports.repository.ts';
import { createTransactionsCopyRepository } from './transactions.exports.copy.repository.ts';
import { createTransactionsExportKinds } from './transactions.exports.kinds.ts';
import { registerTransactionsExportRoutes, type ExportsPort } from './transactions.exports.routes.ts';
import { createTransactionsExportsService } from './transactions.exports.service.ts';
import { createDashboardRepository } from './transactions.dashboard.repository.ts';
import { createDashboardResolvers } from './transactions.dashboard.resolvers.ts';
import { createDashboardService, type OrganizationsPort } from './transactions.dashboard.service.ts';
import { createSalesChangesResolvers } from './transactions.dashboard.live.ts';

/**
 * Sales, their items and refills: recorded through ports in the caller's database transaction (sales and
 * refills derived from kiosk sessions, stock corrections); read by the transactions screen (sales, refills
 * and product-line grids, period metrics) on the transactions endpoint, and as a user's purchases (the
 * user log, on the organizations endpoint as spec §7 groups it). Admins refund sales fully or per item
 * (refunds: records of their own that every total subtracts). The dashboard's figures and sales by kiosk
 * read the sales roll-ups the database keeps (ADR 0009), with a live notice per recorded sale or refund.
 */
export function createTransactionsModule(
  platform: Platform,
  ports: {
    users: UsersPort;
    sales: SalesPorts;
    imports: ImportPorts;
    exports: () => ExportsPort;
    organizations: OrganizationsPort;
    /** Sales, refunds and refills for the webhooks module's outbox (on the same database transaction). */
    events: TransactionEventsPort;
  },
): ServerModule<'transactions', TransactionsService> {
  const rollups = createDashboardRepository(platform.db);
  const service = createTransactionsService({
    db: platform.db,
    transactions: createTransactionsRepository(platform.db),
    users: ports.users,
    events: ports.events,
    rollups,
    organizations: ports.organizations,
  });
  const grids = createGridsRepository(platform.db);
  const sales = createSalesService(grids, ports.sales);
  const refunds = createRefundsService(platform.db, ports.events);
  const dashboard = createDashboardService(rollups, ports.organizations, (orgIds) => ports.sales.kioskNames(orgIds));
  const exports = createTransactionsExportsService({
    reads: createExportsReadRepository(platform.db),
    grids,
    ports: ports.sales,
    organizations: ports.organizations,
    copy: platform.database.pool ? createTransactionsCopyRepository(platform.database.pool) : undefined,
  });
  return {
    name: 'transactions',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./transactions.graphql', import.meta.url), 'utf8'),
        resolvers: createTransactionsResolvers(service, refunds, (orgIds) => ports.sales.kioskNames(orgIds)),
      },
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./transactions.sales.graphql', import.meta.url), 'utf8'),
        resolvers: createSalesResolvers(sales, refunds),
      },
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./transactions.refunds.graphql', import.meta.url), 'utf8'),
        resolvers: createRefundsResolvers(refunds),
      },
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./transactions.import.graphql', import.meta.url), 'utf8'),
        resolvers: createImportResolvers(createImportService(platform.db, ports.imports, ports.organizations)),
      },
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./transactions.dashboard.graphql', import.meta.url), 'utf8'),
        resolvers: { ...createDashboardResolvers(dashboard), ...createSalesChangesResolvers(platform.live) },
      },
    ],
    exportKinds: createTransactionsExportKinds(exports),
    routes: (app, { authenticate }) =>
      registerTransactionsExportRoutes(app, { exports, queue: ports.exports, authenticate }),
  };
}
