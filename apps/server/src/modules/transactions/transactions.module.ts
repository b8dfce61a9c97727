import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { createTransactionsResolvers } from './transactions.resolvers.ts';
import { createTransactionsService, type TransactionsService, type UsersPort } from './transactions.service.ts';
import { createSalesRepository } from './transactions.sales.repository.ts';
import { createSalesResolvers } from './transactions.sales.resolvers.ts';
import { createSalesService, type SalesPorts } from './transactions.sales.service.ts';

/**
 * Sales and their items. Today: a user's purchases (the user log, on the organizations endpoint as spec §7
 * groups it) and the "has this product sold?" port for the products module.
 */
export function createTransactionsModule(
  platform: Platform,
  ports: { users: UsersPort; sales: SalesPorts },
): ServerModule<'transactions', TransactionsService> {
  const service = createTransactionsService({
    transactions: createTransactionsRepository(platform.db),
    users: ports.users,
  });
  const sales = createSalesService(createSalesRepository(platform.db), ports.sales);
  return {
    name: 'transactions',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./transactions.graphql', import.meta.url), 'utf8'),
        resolvers: createTransactionsResolvers(service),
      },
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./transactions.sales.graphql', import.meta.url), 'utf8'),
        resolvers: createSalesResolvers(sales),
      },
    ],
  };
}
