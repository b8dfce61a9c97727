import type { Platform, ServerModule } from '../../lib/module.ts';
import { createTransactionsCopyRepository } from './transactions-exports.copy.repository.ts';
import { createTransactionsExportKinds } from './transactions-exports.kinds.ts';
import type { ExportsPort, KiosksPort, OrganizationsPort, TransactionsPort } from './transactions-exports.ports.ts';
import { createExportsReadRepository } from './transactions-exports.repository.ts';
import { registerTransactionsExportRoutes } from './transactions-exports.routes.ts';
import { createTransactionsExportsService, type TransactionsExportsService } from './transactions-exports.service.ts';

/**
 * The transactions screen's exports (spec §7, ADR 0019): sales, refill lines and product-line figures of a
 * period as files — the refill lines streamed as the response, the rest e-mailed through the exports module's
 * job (export kinds `transactions`, `refills`, `transactionProducts`). A read model of the transactions
 * module's tables; its REST routes stay under /api/v1/transactions/.
 */
export function createTransactionsExportsModule(
  platform: Platform,
  ports: {
    transactions: TransactionsPort;
    kiosks: KiosksPort;
    organizations: OrganizationsPort;
    /** Late-bound: the e-mailed exports are queued by the exports module. */
    exports: () => ExportsPort;
  },
): ServerModule<'transactions-exports', TransactionsExportsService> {
  const service = createTransactionsExportsService({
    reads: createExportsReadRepository(platform.db),
    transactions: ports.transactions,
    kiosks: ports.kiosks,
    organizations: ports.organizations,
    copy: platform.database.pool ? createTransactionsCopyRepository(platform.database.pool) : undefined,
  });
  return {
    name: 'transactions-exports',
    service,
    exportKinds: createTransactionsExportKinds(service),
    routes: (app, { authenticate }) =>
      registerTransactionsExportRoutes(app, { exports: service, queue: ports.exports, authenticate }),
  };
}
