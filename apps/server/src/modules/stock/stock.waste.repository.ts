import { and, asc, gte, inArray, lt, sql, eq, type SQL } from 'drizzle-orm';
import type { WasteReason } from '@kiosk/common/validation';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { kioskWaste } from '../../db/schema/stock.ts';
import { kiosks } from '../../db/schema/kiosks.ts';

export type WasteRow = typeof kioskWaste.$inferSelect;
export type NewWasteRow = typeof kioskWaste.$inferInsert;

/** What a waste report selects (all within the caller's scope). */
export interface WasteQuery {
  from: Date;
  to: Date;
  orgId?: string | undefined;
  kioskIds?: readonly string[] | undefined;
  productIds?: readonly string[] | undefined;
  reasons?: readonly WasteReason[] | undefined;
}

/** One line of the waste report: a kiosk × product × reason with its units and cost (exact decimal text). */
export interface WasteLine {
  kioskId: string;
  kioskName: string;
  orgId: string;
  productId: string;
  reason: WasteReason;
  units: number;
  cost: string;
  records: number;
}

/** Waste records (kiosk_waste). Built on the database or on a transaction. */
export function createWasteRepository(db: Db) {
  return {
    async insert(row: NewWasteRow): Promise<WasteRow> {
      const [inserted] = await db.insert(kioskWaste).values(row).returning();
      if (!inserted) throw new Error('waste not inserted');
      return inserted;
    },

    async findById(id: string): Promise<WasteRow | undefined> {
      const [row] = await db.select().from(kioskWaste).where(eq(kioskWaste.id, id));
      return row;
    },

    /** Waste of the period grouped by kiosk, product and reason; by kiosk name, product id, reason. */
    async lines(scope: Scope, query: WasteQuery): Promise<WasteLine[]> {
      const orgIds = scopeFilter(scope);
      const where: (SQL | undefined)[] = [
        orgIds === null ? undefined : orgIds.length ? inArray(kioskWaste.orgId, orgIds) : sql`false`,
        gte(kioskWaste.createdAt, query.from),
        lt(kioskWaste.createdAt, query.to),
        query.orgId ? eq(kioskWaste.orgId, query.orgId) : undefined,
        query.kioskIds?.length ? inArray(kioskWaste.kioskId, [...query.kioskIds]) : undefined,
        query.productIds?.length ? inArray(kioskWaste.productId, [...query.productIds]) : undefined,
        query.reasons?.length ? inArray(kioskWaste.reason, [...query.reasons]) : undefined,
      ];
      return db
        .select({
          kioskId: kioskWaste.kioskId,
          kioskName: kiosks.name,
          orgId: kioskWaste.orgId,
          productId: kioskWaste.productId,
          reason: kioskWaste.reason,
          units: sql<number>`sum(${kioskWaste.units})::int`,
          // numeric sums are exact; text keeps them exact to the cent
          cost: sql<string>`sum(${kioskWaste.cost})::numeric(14,2)::text`,
          records: sql<number>`count(*)::int`,
        })
        .from(kioskWaste)
        .innerJoin(kiosks, eq(kiosks.id, kioskWaste.kioskId))
        .where(and(...where))
        .groupBy(kioskWaste.kioskId, kiosks.name, kioskWaste.orgId, kioskWaste.productId, kioskWaste.reason)
        .orderBy(
          asc(sql`lower(${kiosks.name})`),
          asc(kioskWaste.kioskId),
          asc(kioskWaste.productId),
          asc(kioskWaste.reason),
        );
    },
  };
}
