import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { CurrencyLookup } from '../../auth/working-currency.ts';
import type { KiosksPort, SalesPort } from './products.catalogue.service.ts';
import { createProductsExport } from './products.export.ts';
import { createProductsResolvers } from './products.resolvers.ts';
import { registerProductsRoutes, type ExportsPort } from './products.routes.ts';
import { createProductsService, type ProductsService } from './products.service.ts';

/** The product catalogue, prices and images (spec §7 products endpoint). */
export function createProductsModule(
  platform: Platform,
  ports: {
    sales: SalesPort;
    exports: ExportsPort;
    kiosks: KiosksPort;
    /** Organizations' currencies: the product list export labels prices in the caller's working currency. */
    organizations: { summaries: CurrencyLookup };
  },
): ServerModule<'products', ProductsService> {
  const service = createProductsService({
    db: platform.db,
    storage: platform.storage,
    sales: ports.sales,
    kiosks: ports.kiosks,
  });
  return {
    name: 'products',
    service,
    graphql: [
      {
        endpoint: 'products',
        typeDefs: readFileSync(new URL('./products.graphql', import.meta.url), 'utf8'),
        resolvers: createProductsResolvers(service),
      },
    ],
    routes: (app, { authenticate }) =>
      registerProductsRoutes(app, { products: service, exports: ports.exports, authenticate }),
    exportKinds: [createProductsExport({ products: service, currencies: ports.organizations.summaries })],
    start: () => service.ensureReferenceData(),
  };
}
