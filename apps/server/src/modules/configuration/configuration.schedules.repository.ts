import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskSignalRules } from '../../db/schema/configuration.ts';
import { kiosks } from '../../db/schema/kiosks.ts';

export type SignalRuleRow = typeof kioskSignalRules.$inferSelect;
export type NewSignalRuleRow = typeof kioskSignalRules.$inferInsert;

/** A rule with the kiosk it switches (for the schedule job). */
export interface DueRuleRow extends SignalRuleRow {
  serialNumber: string;
}

/** Out-of-service rules (kiosk_signal_rules). */
export function createKioskSchedulesRepository(db: Db) {
  return {
    listForKiosk: (kioskId: string): Promise<SignalRuleRow[]> =>
      db
        .select()
        .from(kioskSignalRules)
        .where(eq(kioskSignalRules.kioskId, kioskId))
        .orderBy(asc(kioskSignalRules.createdAt), asc(kioskSignalRules.id)),

    /** Rules of several kiosks (the kiosk list's schedule state). */
    listForKiosks: (kioskIds: readonly string[]): Promise<SignalRuleRow[]> =>
      kioskIds.length
        ? db
            .select()
            .from(kioskSignalRules)
            .where(inArray(kioskSignalRules.kioskId, [...kioskIds]))
        : Promise.resolve([]),

    async findById(kioskId: string, id: string): Promise<SignalRuleRow | undefined> {
      const [row] = await db
        .select()
        .from(kioskSignalRules)
        .where(and(eq(kioskSignalRules.id, id), eq(kioskSignalRules.kioskId, kioskId)));
      return row;
    },

    async insert(row: NewSignalRuleRow): Promise<SignalRuleRow> {
      const [created] = await db.insert(kioskSignalRules).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async update(id: string, patch: Partial<NewSignalRuleRow>): Promise<SignalRuleRow | undefined> {
      const [row] = await db
        .update(kioskSignalRules)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(kioskSignalRules.id, id))
        .returning();
      return row;
    },

    async delete(kioskId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(kioskSignalRules)
        .where(and(eq(kioskSignalRules.id, id), eq(kioskSignalRules.kioskId, kioskId)))
        .returning({ id: kioskSignalRules.id });
      return rows.length > 0;
    },

    /** Every rule with its kiosk's serial number (the job checks them all; rules are few per kiosk). */
    all: (): Promise<DueRuleRow[]> =>
      db
        .select({ ...getColumns(), serialNumber: kiosks.serialNumber })
        .from(kioskSignalRules)
        .innerJoin(kiosks, eq(kiosks.id, kioskSignalRules.kioskId)),

    /**
     * Marks an instant as acted on, only when nobody did yet (the rule's last_fired_at is still the value
     * read): of several server instances exactly one wins. True when this call won.
     */
    async claimFired(id: string, previous: Date | null, instant: Date): Promise<boolean> {
      const rows = await db
        .update(kioskSignalRules)
        .set({ lastFiredAt: instant })
        .where(
          and(
            eq(kioskSignalRules.id, id),
            previous
              ? sql`${kioskSignalRules.lastFiredAt} = ${previous.toISOString()}::timestamptz`
              : sql`${kioskSignalRules.lastFiredAt} IS NULL`,
          ),
        )
        .returning({ id: kioskSignalRules.id });
      return rows.length > 0;
    },
  };
}

function getColumns() {
  const { id, kioskId, orgId, repeating, signals, lastFiredAt, createdBy, createdAt, updatedAt } = kioskSignalRules;
  return { id, kioskId, orgId, repeating, signals, lastFiredAt, createdBy, createdAt, updatedAt };
}

export type KioskSchedulesRepository = ReturnType<typeof createKioskSchedulesRepository>;
