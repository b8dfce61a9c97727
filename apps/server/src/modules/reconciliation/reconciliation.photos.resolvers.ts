import type { FieldPort } from './reconciliation.ports.ts';
import type { Resolvers, ShelfPhoto } from '../../generated/graphql.ts';
import type { ShelfPhotoRow } from './reconciliation.photos.repository.ts';
import { shelfPhotoUrls, type ShelfPhotosService } from './reconciliation.photos.service.ts';

export const shelfPhotoJson = (
  row: Pick<ShelfPhotoRow, 'id' | 'kioskId' | 'storageKey' | 'thumbnailKey' | 'takenAt' | 'createdBy'> & {
    createdAt: Date;
  },
): ShelfPhoto => ({
  _id: row.id,
  kioskId: row.kioskId,
  ...shelfPhotoUrls(row),
  takenAt: row.takenAt,
  createdBy: row.createdBy,
  created: row.createdAt,
});

/** GraphQL ↔ shelf photos (ADR 0026): a field operation, once per idempotency key (ADR 0024). */
export function createShelfPhotoResolvers(photos: ShelfPhotosService, field: Pick<FieldPort, 'once'>): Resolvers {
  return {
    Mutation: {
      uploadShelfPhoto: async (_p, { kioskId, photo, takenAt, idempotencyKey }, { viewer }) =>
        shelfPhotoJson(
          await field.once(
            viewer,
            idempotencyKey,
            'uploadShelfPhoto',
            kioskId,
            () => photos.upload(viewer, kioskId, photo as File, takenAt ? new Date(takenAt) : null),
            (row) => row.id,
            (id) => photos.find(viewer, kioskId, id),
          ),
        ),
    },
  };
}
