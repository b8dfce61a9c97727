import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldOperationKeys, kioskReplenishers, type FieldOperation } from '../../db/schema/field.ts';
import { kiosks } from '../../db/schema/kiosks.ts';

export type ReplenisherAssignmentRow = typeof kioskReplenishers.$inferSelect & { kioskName: string };
export type FieldKeyRow = typeof fieldOperationKeys.$inferSelect;

const assignmentColumns = {
  id: kioskReplenishers.id,
  orgId: kioskReplenishers.orgId,
  userId: kioskReplenishers.userId,
  kioskId: kioskReplenishers.kioskId,
  createdBy: kioskReplenishers.createdBy,
  createdAt: kioskReplenishers.createdAt,
  kioskName: kiosks.name,
};

/** Replenisher assignments (kiosk_replenishers) and applied field operations (field_operation_keys), ADR 0024. */
export function createReplenishersRepository(db: Db) {
  return {
    /** Assigns; an existing assignment stays as it is. Answers the assignment. */
    async assign(row: { orgId: string; userId: string; kioskId: string; createdBy: string | null }) {
      await db.insert(kioskReplenishers).values(row).onConflictDoNothing();
      const [saved] = await this.list({ kioskIds: [row.kioskId], userId: row.userId });
      if (!saved) throw new Error('assignment not saved');
      return saved;
    },

    /** Removes an assignment; answers whether there was one. */
    async unassign(userId: string, kioskId: string): Promise<boolean> {
      const removed = await db
        .delete(kioskReplenishers)
        .where(and(eq(kioskReplenishers.userId, userId), eq(kioskReplenishers.kioskId, kioskId)))
        .returning({ id: kioskReplenishers.id });
      return removed.length > 0;
    },

    /** Assignments of kiosks in these organizations (null: all) or of these kiosks, by kiosk name. */
    list(filter: {
      orgIds?: readonly string[] | null;
      kioskIds?: readonly string[];
      userId?: string;
    }): Promise<ReplenisherAssignmentRow[]> {
      if (filter.orgIds?.length === 0 || filter.kioskIds?.length === 0) return Promise.resolve([]);
      return db
        .select(assignmentColumns)
        .from(kioskReplenishers)
        .innerJoin(kiosks, eq(kiosks.id, kioskReplenishers.kioskId))
        .where(
          and(
            filter.orgIds ? inArray(kioskReplenishers.orgId, [...filter.orgIds]) : undefined,
            filter.kioskIds ? inArray(kioskReplenishers.kioskId, [...filter.kioskIds]) : undefined,
            filter.userId ? eq(kioskReplenishers.userId, filter.userId) : undefined,
          ),
        )
        .orderBy(asc(kiosks.name), asc(kioskReplenishers.kioskId), asc(kioskReplenishers.userId));
    },

    /**
     * The kiosks a user replenishes in these organizations: assigned there, and still owned by the
     * assignment's organization (a kiosk moved elsewhere drops out).
     */
    async kioskIdsOf(userId: string, orgIds: readonly string[]): Promise<string[]> {
      if (orgIds.length === 0) return [];
      const rows = await db
        .select({ kioskId: kioskReplenishers.kioskId })
        .from(kioskReplenishers)
        .innerJoin(kiosks, and(eq(kiosks.id, kioskReplenishers.kioskId), eq(kiosks.orgId, kioskReplenishers.orgId)))
        .where(and(eq(kioskReplenishers.userId, userId), inArray(kioskReplenishers.orgId, [...orgIds])));
      return rows.map((row) => row.kioskId);
    },

    /** Reserves a key for an operation: the new row, or undefined when the user used the key before. */
    async reserveKey(row: { userId: string; key: string; operation: FieldOperation; kioskId: string }) {
      const [reserved] = await db.insert(fieldOperationKeys).values(row).onConflictDoNothing().returning();
      return reserved;
    },

    async findKey(userId: string, key: string): Promise<FieldKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(fieldOperationKeys)
        .where(and(eq(fieldOperationKeys.userId, userId), eq(fieldOperationKeys.key, key)));
      return row;
    },

    async completeKey(id: string, result: { id: string }): Promise<void> {
      await db.update(fieldOperationKeys).set({ result }).where(eq(fieldOperationKeys.id, id));
    },

    /** Deletes up to `limit` keys stored before `before` (oldest first, by the created_at index); answers how many. */
    async deleteKeysBefore(before: Date, limit: number): Promise<number> {
      const oldest = db
        .select({ id: fieldOperationKeys.id })
        .from(fieldOperationKeys)
        .where(lt(fieldOperationKeys.createdAt, before))
        .orderBy(asc(fieldOperationKeys.createdAt))
        .limit(limit);
      const removed = await db
        .delete(fieldOperationKeys)
        .where(inArray(fieldOperationKeys.id, sql`(${oldest})`))
        .returning({ id: fieldOperationKeys.id });
      return removed.length;
    },
  };
}

export type ReplenishersRepository = ReturnType<typeof createReplenishersRepository>;
