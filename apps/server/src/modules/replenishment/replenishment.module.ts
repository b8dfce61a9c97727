import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createExportKiosksRepository } from './replenishment.inventory-export.repository.ts';
import { registerInventoryExportRoutes } from './replenishment.inventory-export.routes.ts';
import {
  createInventoryExportService,
  type ExportForecastPort,
  type ExportProductsPort,
} from './replenishment.inventory-export.service.ts';
import type { KiosksPort, OrganizationsPort, StockPort } from './replenishment.ports.ts';
import { createStopsService, type StopsService } from './replenishment.stops.service.ts';
import { createKioskVisitsRepository } from './replenishment.visits.repository.ts';
import { createKioskVisitsResolvers } from './replenishment.visits.resolvers.ts';
import { createKioskVisitsService, type KioskVisitsService } from './replenishment.visits.service.ts';

/**
 * The replenishment module's service: the kiosks' visit schedules (`visits`) and the stops of a replenisher's
 * day (`stops`: the field module's getReplenisherRoute, its `replenishment` port).
 */
export interface ReplenishmentService {
  visits: KioskVisitsService;
  stops: StopsService;
}

/**
 * Replenishment (ADR 0019, docs/pick-lists.md): what to bring to which kiosk and when — visit schedules, the
 * inventory and order exports, pack and pick lists to the next visit with the units to pull, and the stops
 * of the replenisher's day. The cells, their needs and dated units come from the stock module (`ports.stock`),
 * kiosks (scope-checked) and the console's notices from the kiosks module (`ports.kiosks`).
 */
export function createReplenishmentModule(
  platform: Platform,
  ports: {
    kiosks: KiosksPort;
    stock: StockPort;
    products: ExportProductsPort;
    organizations: OrganizationsPort;
    /** Late-bound: the forecast module is built after replenishment. */
    forecast: ExportForecastPort;
  },
): ServerModule<'replenishment', ReplenishmentService> {
  const { kiosks } = ports;
  const visits = createKioskVisitsService({
    visits: createKioskVisitsRepository(platform.db),
    kiosks,
    organizations: ports.organizations,
    changes: kiosks,
  });
  const inventoryExports = createInventoryExportService({
    kiosks: createExportKiosksRepository(platform.db),
    stock: ports.stock,
    products: ports.products,
    visits,
    forecast: ports.forecast,
  });
  const stops = createStopsService({
    stock: ports.stock,
    kiosks,
    visits,
    exports: inventoryExports,
    products: ports.products,
  });
  return {
    name: 'replenishment',
    service: { visits, stops },
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['replenishment.visits', 'replenishment.stops']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: createKioskVisitsResolvers(visits),
      },
    ],
    routes: (app, { authenticate }) => {
      registerInventoryExportRoutes(app, { exports: inventoryExports, authenticate });
    },
  };
}
