import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { createProductsRepository } from './products.repository.ts';
import { createPricesRepository } from './prices.repository.ts';
import { createProductImages } from './products.images.service.ts';
import { createCatalogueService, type SalesPort } from './products.catalogue.service.ts';
import { createPricesService } from './products.prices.service.ts';
import { createProductFactsRepository } from './products.facts.repository.ts';

interface Deps {
  db: Db;
  storage: FileStorage;
  sales: SalesPort;
}

/** The products module's service: catalogue, prices and images, split by use case. */
export function createProductsService({ db, storage, sales }: Deps) {
  const products = createProductsRepository(db);
  const prices = createPricesRepository(db);
  const images = createProductImages({ products, storage });
  const catalogue = createCatalogueService({ products, images, sales });
  return {
    ...catalogue,
    ...createPricesService({ products, prices }),
    updateImage: images.updateImage,
    deleteImage: images.deleteImage,

    /**
     * Kiosks whose planogram holds the product. Kiosks and their load cells arrive with the kiosks
     * module; until then no kiosk can hold a product, so the list is empty (after the scope check).
     */
    async linkedKiosks(viewer: Viewer, id: string): Promise<{ _id: string; name: string }[]> {
      await catalogue.getById(viewer, id);
      return [];
    },

    /**
     * Name, article number, manufacturer and pack size of products, for the kiosks module's inventory
     * exports and pack lists. Unscoped: the caller passes ids it read from cells in the viewer's scope.
     */
    productsForExport: createProductFactsRepository(db).byIds,

    /** For seeding: organization-owned reference rows. */
    insertTax: products.insertTax,
    insertFamily: products.insertFamily,
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
