import type { KiosksPort } from './reconciliation.ports.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { checkImage, thumbnail } from '../../files/images.ts';
import { IMAGE_KEY_PREFIX, imageUrl } from '../../files/image-routes.ts';
import type { FileStorage } from '../../files/storage.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';

import type { ShelfPhotoRow, ShelfPhotosRepository } from './reconciliation.photos.repository.ts';

/** A shelf photo's bounds (ADR 0026): the phone sends at most 1600 px JPEG; this leaves room for a camera's PNG. */
export const SHELF_PHOTO_LIMITS = { maxBytes: 4 * 1024 * 1024, maxWidth: 4096, maxHeight: 4096 } as const;
/** Longest side of the thumbnail the console's refill history shows. */
const THUMBNAIL_PX = 320;
const PHOTO_PREFIX = `${IMAGE_KEY_PREFIX}/shelf-photos`;
/** How far the phone's clock may stray for `takenAt`: a day ahead, or as old as a queued action may be. */
const TAKEN_AT_AHEAD_MS = 24 * 60 * 60_000;
const TAKEN_AT_BEHIND_MS = 30 * 24 * 60 * 60_000;

/** The part of Yoga's WHATWG File the service needs. */
export interface UploadedPhoto {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A), from the first bytes: the name and declared type are ignored. */
export function photoKind(data: Uint8Array): 'jpeg' | 'png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

const refuse = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

export const shelfPhotoUrls = (row: Pick<ShelfPhotoRow, 'storageKey' | 'thumbnailKey'>) => ({
  url: imageUrl(row.storageKey),
  thumbnailUrl: imageUrl(row.thumbnailKey),
});

interface Deps {
  kiosks: KiosksPort;
  photos: ShelfPhotosRepository;
  storage: FileStorage;
  now?: () => Date;
}

/**
 * Photos of the finished shelves (ADR 0026): a field operation (the replenisher's assigned kiosks, an
 * idempotency key) that stores a checked JPEG/PNG and its thumbnail, tied to the kiosk and its author; the
 * refill history shows it with the author's visit.
 */
export function createShelfPhotosService({ kiosks, photos, storage, now = () => new Date() }: Deps) {
  async function discard(key: string | null): Promise<void> {
    if (key) await storage.delete(key).catch(() => undefined);
  }

  return {
    /** uploadShelfPhoto: bounded size, a real JPEG/PNG within SHELF_PHOTO_LIMITS, on a kiosk in the caller's scope. */
    async upload(
      viewer: Viewer,
      kioskId: string,
      photo: UploadedPhoto,
      takenAt: Date | null | undefined,
    ): Promise<ShelfPhotoRow> {
      const kiosk = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      if (!kiosk) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      const mb = SHELF_PHOTO_LIMITS.maxBytes / (1024 * 1024);
      if (photo.size > SHELF_PHOTO_LIMITS.maxBytes) throw refuse('photo', `photo: must be at most ${mb} MB`);
      if (takenAt) {
        const at = takenAt.getTime();
        const current = now().getTime();
        if (Number.isNaN(at) || at > current + TAKEN_AT_AHEAD_MS || at < current - TAKEN_AT_BEHIND_MS)
          throw refuse('takenAt', 'takenAt: must lie within the last 30 days');
      }
      const data = Buffer.from(await photo.arrayBuffer());
      if (data.length > SHELF_PHOTO_LIMITS.maxBytes) throw refuse('photo', `photo: must be at most ${mb} MB`);
      if (data.length === 0 || !photoKind(data)) throw refuse('photo', 'photo: must be a JPEG or PNG image');
      let checked;
      try {
        checked = await checkImage(data, SHELF_PHOTO_LIMITS);
      } catch (error) {
        if (error instanceof AppError && error.code === 'IMAGE_TOO_LARGE')
          throw refuse('photo', `photo: must be at most 4096×4096 px and ${mb} MB`);
        throw refuse('photo', 'photo: must be a JPEG or PNG image');
      }
      const small = await thumbnail(data, THUMBNAIL_PX);
      let storageKey: string | null = null;
      let thumbnailKey: string | null = null;
      try {
        storageKey = await storage.put(PHOTO_PREFIX, checked.extension, data);
        thumbnailKey = await storage.put(PHOTO_PREFIX, checked.extension, small);
        return await photos.insert({
          orgId: kiosk.orgId,
          kioskId: kiosk.id,
          storageKey,
          thumbnailKey,
          contentType: checked.contentType,
          size: data.length,
          width: checked.width,
          height: checked.height,
          takenAt: takenAt ?? null,
          createdBy: viewer.userId,
        });
      } catch (error) {
        await discard(storageKey);
        await discard(thumbnailKey);
        throw error;
      }
    },

    /** A photo of a kiosk in the caller's scope (a replayed upload answers it). */
    async find(viewer: Viewer, kioskId: string, id: string): Promise<ShelfPhotoRow> {
      const kiosk = await kiosks.findById(viewer.scope, requireId(kioskId, 'kioskId'));
      const row = kiosk && isId(id) ? await photos.find(kiosk.id, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}

export type ShelfPhotosService = ReturnType<typeof createShelfPhotosService>;
