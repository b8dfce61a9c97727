import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createTransactionsRepository } from './transactions.repository.ts';
import { createTransactionsResolvers } from './transactions.resolvers.ts';
import { createTransactionsService, type TransactionsService, type UsersPort } from './transactions.service.ts';

/**
 * Sales and their items. Today: a user's purchases (the user log, on the organizations endpoint as spec §7
 * groups it) and the "has this product sold?" port for the products module.
 */
export function createTransactionsModule(
  platform: Platform,
  ports: { users: UsersPort },
): ServerModule<'transactions', TransactionsService> {
  const service = createTransactionsService({
    db: platform.db,
    transactions: createTransactionsRepository(platform.db),
    users: ports.users,
  });
  return {
    name: 'transactions',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./transactions.graphql', import.meta.url), 'utf8'),
        resolvers: createTransactionsResolvers(service),
      },
    ],
  };
}
