import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AcceptedPayment } from '@kiosk/common/mqtt';
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

    /** Every kiosk's stored accepted payment (for the re-seal of its secrets at start). */
    async payments(): Promise<{ id: string; acceptedPayment: AcceptedPayment | null }[]> {
      return db
        .select({ id: kiosks.id, acceptedPayment: kiosks.acceptedPayment })
        .from(kiosks)
        .where(isNotNull(kiosks.acceptedPayment));
    },

    /** Replaces a kiosk's accepted payment only while it is still `before`; false when a save changed it. */
    async replacePayment(id: string, before: AcceptedPayment | null, after: AcceptedPayment | null): Promise<boolean> {
      const rows = await db
        .update(kiosks)
        .set({ acceptedPayment: after })
        .where(and(eq(kiosks.id, id), sql`${kiosks.acceptedPayment} = ${JSON.stringify(before)}::jsonb`))
        .returning({ id: kiosks.id });
      return rows.length > 0;
    },
  };
}

export type KioskSettingsRepository = ReturnType<typeof createKioskSettingsRepository>;
