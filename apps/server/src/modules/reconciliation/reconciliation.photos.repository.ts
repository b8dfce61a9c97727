import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskShelfPhotos } from '../../db/schema/reconciliation.ts';

export type ShelfPhotoRow = typeof kioskShelfPhotos.$inferSelect;
export type NewShelfPhotoRow = typeof kioskShelfPhotos.$inferInsert;

/** Shelf photos (ADR 0026). Callers pass a kiosk the service has already checked against the caller's scope. */
export function createShelfPhotosRepository(db: Db) {
  return {
    async insert(row: NewShelfPhotoRow): Promise<ShelfPhotoRow> {
      const [created] = await db.insert(kioskShelfPhotos).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async find(kioskId: string, id: string): Promise<ShelfPhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(kioskShelfPhotos)
        .where(and(eq(kioskShelfPhotos.kioskId, kioskId), eq(kioskShelfPhotos.id, id)));
      return row;
    },
  };
}

export type ShelfPhotosRepository = ReturnType<typeof createShelfPhotosRepository>;
