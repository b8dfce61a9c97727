import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskVisitSchedules } from '../../db/schema/replenishment.ts';

export type VisitScheduleRow = typeof kioskVisitSchedules.$inferSelect;

/** Visit schedules (kiosk_visit_schedules): one per kiosk at most. */
export function createKioskVisitsRepository(db: Db) {
  return {
    forKiosks: (kioskIds: readonly string[]): Promise<VisitScheduleRow[]> =>
      kioskIds.length
        ? db
            .select()
            .from(kioskVisitSchedules)
            .where(inArray(kioskVisitSchedules.kioskId, [...kioskIds]))
        : Promise.resolve([]),

    async upsert(row: {
      kioskId: string;
      orgId: string;
      weekdays: number[];
      safetyMarginPercent: number;
      updatedBy: string | null;
    }): Promise<VisitScheduleRow> {
      const [saved] = await db
        .insert(kioskVisitSchedules)
        .values(row)
        .onConflictDoUpdate({
          target: kioskVisitSchedules.kioskId,
          set: {
            weekdays: row.weekdays,
            safetyMarginPercent: row.safetyMarginPercent,
            updatedBy: row.updatedBy,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!saved) throw new Error('visit schedule not saved');
      return saved;
    },

    remove: (kioskId: string) => db.delete(kioskVisitSchedules).where(eq(kioskVisitSchedules.kioskId, kioskId)),
  };
}

export type KioskVisitsRepository = ReturnType<typeof createKioskVisitsRepository>;
