import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kiosks } from '../../db/schema/kiosks.ts';

/** A kiosk row: the configuration's settings and playlist are columns of the kiosk (shared table, ADR 0019). */
export type KioskRow = typeof kiosks.$inferSelect;

/** The kiosk columns a settings save writes. */
export type KioskSettingsPatch = Partial<
  Pick<typeof kiosks.$inferInsert, 'controller' | 'acceptedPayment' | 'pin' | 'technicianPin' | 'esl' | 'tags'>
>;

/** The kiosk's settings columns (controller settings, PINs, ESL, tags, accepted payment). */
export function createKioskSettingsRepository(db: Db) {
  return {
    /** Stores the given settings; undefined when the kiosk is gone. */
    async update(id: string, patch: KioskSettingsPatch): Promise<KioskRow | undefined> {
      const [row] = await db
        .update(kiosks)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(kiosks.id, id))
        .returning();
      return row;
    },
  };
}

export type KioskSettingsRepository = ReturnType<typeof createKioskSettingsRepository>;
