import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { createTransactionsResolvers } from './transactions.resolvers.ts';
import {
  createTransactionsService,
  type OrganizationsPort,
  type TransactionEventsPort,
  type TransactionsService,
  type UsersPort,
} from './transactions.service.ts';
import { createGridsRepository } from './transactions.grids.repository.ts';
import { createSalesResolvers } from './transactions.sales.resolvers.ts';
import { createSalesService, type SalesPorts } from './transactions.sales.service.ts';
import { createRefundsService } from './transactions.refunds.service.ts';
import { createRefundsResolvers } from './transactions.refunds.resolvers.ts';
import { createIncomeRepository } from './transactions.income.repository.ts';

/**
 * Sales, their items and refills: recorded through ports in the caller's database transaction (sales and
 * refills derived from kiosk sessions, stock corrections); read by the transactions screen (sales, refills
 * and product-line grids, period metrics) on the transactions endpoint, and as a user's purchases (the
 * user log, on the organizations endpoint as spec §7 groups it). Admins refund sales fully or per item
 * (refunds: records of their own that every total subtracts). Each kiosk's income today reads the sales
 * roll-ups the database keeps (ADR 0009); the dashboard module reads them for its figures. The screen's
 * exports (sales, refills, product lines) are the transactions-exports module's, a read model of these tables.
 */
export function createTransactionsModule(
  platform: Platform,
  ports: {
    users: UsersPort;
    sales: SalesPorts;
    organizations: OrganizationsPort;
    /** Sales, refunds and refills for the webhooks module's outbox (on the same database transaction). */
    events: TransactionEventsPort;
  },
): ServerModule<'transactions', TransactionsService> {
  const service = createTransactionsService({
    db: platform.db,
    transactions: createTransactionsRepository(platform.db),
    users: ports.users,
    events: ports.events,
    rollups: createIncomeRepository(platform.db),
    organizations: ports.organizations,
  });
  const grids = createGridsRepository(platform.db);
  const sales = createSalesService(grids, ports.sales);
  const refunds = createRefundsService(platform.db, ports.events);
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
    ],
  };
}
