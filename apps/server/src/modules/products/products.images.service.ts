import { IMAGE_LIMITS } from '@kiosk/common/constants';
import { checkImage, thumbnail, type CheckedImage } from '../../files/images.ts';
import type { FileStorage } from '../../files/storage.ts';
import { IMAGE_KEY_PREFIX } from '../../files/image-routes.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ProductsRepository, ProductLineRow } from './products.repository.ts';
import { requireId } from '../../lib/ids.ts';

export interface PreparedImage {
  data: Buffer;
  checked: CheckedImage;
}

export interface ImageKeys {
  imageKey: string | null;
  thumbnailKey: string | null;
}

interface Deps {
  products: ProductsRepository;
  storage: FileStorage;
}

/**
 * Product images: checked from their bytes (PNG/JPEG, ≤1400×1400 px, ≤500 KB), kept with a thumbnail
 * under `images/` so the shared image route serves them by capability URL (files/image-routes.ts).
 */
export function createProductImages({ products, storage }: Deps) {
  async function remove(keys: Partial<ImageKeys>): Promise<void> {
    for (const key of [keys.imageKey, keys.thumbnailKey]) if (key) await storage.delete(key).catch(() => undefined);
  }

  const images = {
    /** Reads and checks an upload before anything is written; refusals: IMAGE_INVALID, IMAGE_TOO_LARGE. */
    async prepare(file: File | null | undefined): Promise<PreparedImage | undefined> {
      if (!file) return undefined;
      if (file.size > IMAGE_LIMITS.product.maxBytes) throw new AppError('IMAGE_TOO_LARGE');
      const data = Buffer.from(await file.arrayBuffer());
      return { data, checked: await checkImage(data, IMAGE_LIMITS.product) };
    },

    async store(image: PreparedImage): Promise<ImageKeys> {
      const imageKey = await storage.put(`${IMAGE_KEY_PREFIX}/products`, image.checked.extension, image.data);
      try {
        const thumbnailKey = await storage.put(
          `${IMAGE_KEY_PREFIX}/product-thumbnails`,
          image.checked.extension,
          await thumbnail(image.data),
        );
        return { imageKey, thumbnailKey };
      } catch (error) {
        await remove({ imageKey });
        throw error;
      }
    },

    remove,

    /** Copies a product's files to new keys (for duplicates, so each copy owns its files). */
    async copy(row: ProductLineRow): Promise<ImageKeys> {
      const copyOne = async (key: string | null, prefix: string) => {
        const data = key ? await storage.get(key) : undefined;
        return key && data ? storage.put(prefix, key.split('.').pop() ?? 'png', data) : null;
      };
      return {
        imageKey: await copyOne(row.imageKey, `${IMAGE_KEY_PREFIX}/products`),
        thumbnailKey: await copyOne(row.thumbnailKey, `${IMAGE_KEY_PREFIX}/product-thumbnails`),
      };
    },

    async updateImage({ scope }: Viewer, id: string, file: File): Promise<ProductLineRow> {
      const row = await products.findById(scope, requireId(id));
      if (!row) throw new AppError('NOT_FOUND');
      const prepared = await images.prepare(file);
      if (!prepared) throw new AppError('IMAGE_INVALID');
      const keys = await images.store(prepared);
      const updated = await products.update(row.id, keys, scope.userId).catch(async (error: unknown) => {
        await remove(keys);
        throw error;
      });
      await remove(row);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },

    /** Removes the image; `orgId` must be the product's organization (the console sends both). */
    async deleteImage({ scope }: Viewer, id: string, orgId: string): Promise<ProductLineRow> {
      const row = await products.findById(scope, requireId(id));
      if (!row || row.orgId !== orgId) throw new AppError('NOT_FOUND');
      const updated = await products.update(row.id, { imageKey: null, thumbnailKey: null }, scope.userId);
      await remove(row);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    },
  };
  return images;
}

export type ProductImages = ReturnType<typeof createProductImages>;
