import type { Platform, ServerModule } from '../../lib/module.ts';
import { registerSalesSweep } from './sales.jobs.ts';
import type { KiosksPort, StockCellsPort } from './sales.ports.ts';
import {
  createSalesService,
  type SalesProductsPort,
  type SalesService,
  type SalesTransactionsPort,
  type SalesUsersPort,
} from './sales.service.ts';

/**
 * Closed kiosk sessions → sales and refills (device contract §4; split out of kiosks, ADR 0019). The ingest
 * module asks for each session it stored (`sessionChanged`, its `sales` port); the sale or
 * refill goes to the transactions module, the cell counts to the stock module (`ports.stock`, on the
 * derivation's transaction), the weighed purchases to the kiosks' device facts (`ports.kiosks`).
 */
export function createSalesModule(
  platform: Platform,
  ports: {
    transactions: SalesTransactionsPort;
    products: SalesProductsPort;
    users: SalesUsersPort;
    /** The console's change notices and the device facts (the kiosks module). */
    kiosks: KiosksPort;
    /** Late-bound: the load cells and their counts (the stock module). */
    stock: StockCellsPort;
  },
): ServerModule<'sales', SalesService> {
  const sales = createSalesService({
    db: platform.db,
    products: ports.products,
    transactions: ports.transactions,
    users: ports.users,
    changes: ports.kiosks,
    cells: ports.stock,
    facts: { record: (tx, facts) => ports.kiosks.recordFacts(tx, facts) },
    logger: platform.logger,
  });
  return {
    name: 'sales',
    service: sales,
    // Periodic work, once across instances (ADR 0014); the job queue's stop waits for a round in flight.
    async jobs(queue) {
      await registerSalesSweep(queue, { sweep: () => sales.sweep(), logger: platform.logger });
    },
    // After the ingest module drained its batches (it stops first): the derivations the last batches asked for
    // end, the others wait for the sweep.
    stop: () => sales.stop(),
  };
}
