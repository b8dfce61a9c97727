import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { createProductsRepository } from './products.repository.ts';
import { createPricesRepository } from './products.prices.repository.ts';
import { createProductImages } from './products.images.service.ts';
import { imageUrl } from '../../files/image-routes.ts';
import { createCatalogueService, type KiosksPort, type SalesPort } from './products.catalogue.service.ts';
import { createPricesService } from './products.prices.service.ts';
import { createProductFactsRepository } from './products.facts.repository.ts';

interface Deps {
  db: Db;
  storage: FileStorage;
  sales: SalesPort;
  kiosks: KiosksPort;
}

/** The products module's service: catalogue, prices and images, split by use case. */
export function createProductsService({ db, storage, sales, kiosks }: Deps) {
  const products = createProductsRepository(db);
  const prices = createPricesRepository(db);
  const images = createProductImages({ products, storage });
  const catalogue = createCatalogueService({ products, images, sales, kiosks });
  return {
    ...catalogue,
    ...createPricesService({ products, prices, kiosks }),
    updateImage: images.updateImage,
    deleteImage: images.deleteImage,

    /** Kiosks whose planogram holds the product (a product in the caller's scope), by name. */
    async linkedKiosks(viewer: Viewer, id: string): Promise<{ _id: string; name: string }[]> {
      const product = await catalogue.getById(viewer, id);
      return kiosks.linkedKiosks(product.id);
    },

    /**
     * Name, article number, manufacturer and pack size of products, for the kiosks module's inventory
     * exports and pack lists. Unscoped: the caller passes ids it read from cells in the viewer's scope.
     */
    productsForExport: createProductFactsRepository(db).byIds,

    /** For the alert engine: each product's shelf life in days (its first packaging option; null: none). */
    async shelfLifeDays(ids: readonly string[]): Promise<Map<string, number | null>> {
      const rows = await products.findByIds(ids);
      return new Map(rows.map((row) => [row.id, row.packagingOptions[0]?.shelfLifeDays ?? null]));
    },

    /** For the kiosks module: what a load cell needs to know of products (unknown ids are absent). */
    async facts(ids: readonly string[]) {
      const rows = await products.findByIds(ids);
      return new Map(
        rows.map((row) => {
          const packaging = row.packagingOptions[0];
          return [
            row.id,
            {
              id: row.id,
              orgId: row.orgId,
              name: row.name,
              articleNumber: row.articleNumber,
              manufacturer: row.manufacturer,
              imageUrl: row.thumbnailKey ? imageUrl(row.thumbnailKey) : row.imageKey ? imageUrl(row.imageKey) : null,
              capacities: row.capacities,
              unitWeightGrams: packaging?.grossWeightGrams ?? null,
              tolerancePercent: packaging?.tolerancePercentage ?? null,
              defaultCost: row.defaultCost,
              defaultPrice: row.defaultPrice,
            },
          ];
        }),
      );
    },

    /** For the kiosks module's sales: each product's tax rate in percent now (products without one are absent). */
    taxRates: (ids: readonly string[]) => products.taxRates(ids),

    /** For the kiosks module's almost-empty filter: products of a manufacturer. */
    idsByManufacturer: (manufacturer: string) => products.idsByManufacturer(manufacturer),

    /** For seeding: organization-owned reference rows. */
    insertTax: products.insertTax,
    insertFamily: products.insertFamily,
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
